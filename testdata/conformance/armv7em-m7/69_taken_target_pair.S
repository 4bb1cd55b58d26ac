@ name: a predicted taken branch pairs with its target's first instruction (MT-E1)
@ expect cortex-m7: 22
@ expect cortex-m7 tpair=1: 21
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   c0 movs r1, #3 | adds r2 ; c1 adds r3 | subs r1 (r1 from the early ALU, MT-E2) ; c2 bne (flags ready c2),
@   taken, cold: c2+1+4 = c7 ; c7 adds r2 | adds r3 ; c8 subs ; c9 bne predicted taken: c10 ; c10 adds | adds ;
@   c11 subs ; c12 bne falls through, predicted taken: c12+1+4 = c17 ; c17 bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 17+5 = 22.
@   tpair=1: the bne at c9 is the older of its group after three 16-bit instructions (MT-E1: at least 2):
@   c9 bne | adds r2 (target) ; c10 adds r3 | subs ; c11 bne falls through: c11+5 = c16 ; 16+5 = 21.
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #3
1:
	adds r2, #1
	adds r3, #1
	subs r1, #1
	bne 1b
	bx lr
	.size bench, .-bench
