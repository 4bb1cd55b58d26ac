@ name: IT AL is an IT block: the 16-bit EOR in it sets no flags, so the taken BNE after it pairs at 1
@ expect cortex-m33: 11
@ derivation:
@   movs r1, #3          x1  1  [§2.2 basic ALU]
@   1: subs r1, #1       x3  1  [basic ALU; sets the flags the bne tests]
@   it al                x3  0  [§2.1 IT pairs with the instruction before it (M1)]
@   eoral r2, r3         x3  1  [16-bit EORS encoding (0x405a); in an IT block, AL included, it sets no flags
@                                (MT-B5); always executed; basic ALU 1]
@   bne 1b               x2  1  [taken, paired after a 16-bit instruction that does not set flags: 1 (MT-B4)]
@   bne 1b               x1  0  [§2.1 16-bit B<cc> not taken: dual-issued, 0 (M1)]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 1 + 3*(1 + 0 + 1) + 2*1 + 0 + 2 = 11
@   (decoded as plain code, as before the IT AL fix, the eors sets flags and each taken bne is 2: 13, as
@   case 27; the same loop with `it ne` is case 61)
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #3
1:	subs r1, #1
	it al
	.inst.n 0x405a		@ eoral r2, r3 (GAS accepts no mnemonic inside `it al`, so the bytes are given)
	bne 1b
	bx lr
	.size bench, .-bench
