@ name: an early-ALU add feeds the younger of its pair in the same cycle (MT-E2)
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   MT-E2: ADD as the older is in the early ALU, which forwards to the younger's late ALU in 0 cycles; EOR is a
@   late-ALU op, latency 1 (M7-L3). c0 add.w r1 | eor.w r4, r1 ; c1 eor.w r6, r4 ; c2 eor.w r7, r6 | bx lr.
@   bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+5 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	add.w r1, r2, r3
	eor.w r4, r1, r5
	eor.w r6, r4, r5
	eor.w r7, r6, r5
	bx lr
	.size bench, .-bench
