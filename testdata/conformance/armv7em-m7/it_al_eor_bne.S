@ name: IT AL is an IT block: the 16-bit EOR in it sets no flags, so the BNE after it pairs with it
@ expect cortex-m7: 8
@ derivation (rule IDs: docs/timing-facts-m7.md and measured-timing.md; 'c N' = issue cycle N):
@   c0 movs r1, #1 | movs r2, #1   (two ALUs, no dependency: M7-L2, M7-L3)
@   c1 subs r1, #1 | it al         (subs reads r1 from c0, ALU latency 1; IT takes a slot and no unit: M7-U4)
@   c2 eoral r2, r3 | bne 1f       (16-bit EORS encoding 0x405a: in an IT block, AL included, it sets no flags (MT-B5),
@                                   so bne reads the flags of subs, ready at c2 (latency 1), and takes the branch unit
@                                   beside the ALU (M7-L2, M7-L9); r1 = 0, Z set: not taken; a branch the cold BTAC does
@                                   not hold and that falls through costs its slot only (M7-U3))
@   c3 bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3):
@   3+1+4 = 8
@   (decoded as plain code, as before the IT AL fix, the eors writes the flags at c2 and bne waits to c3, bx lr to c4:
@   9; an emulator that set the flags would see Z clear (r2 = 1) and take the branch)
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #1
	movs r2, #1
	subs r1, #1
	it al
	.inst.n 0x405a		@ eoral r2, r3 (GAS accepts no mnemonic inside `it al`, so the bytes are given)
	bne 1f
	bx lr
1:	movs r0, #0
	bx lr
	.size bench, .-bench
