@ name: constants beyond 8 bits use the shifter: one per cycle
@ expect cortex-m7: 8
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   M7-Q1: an immediate that does not fit the bottom 8 bits (0x7e0 = 0x3f ror) takes the shifter.
@   c0..c3 one and each ; c3 bx lr joins. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 3+1+4 = 8
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	and r1, r2, #0x7e0
	and r3, r4, #0x7e0
	and r5, r6, #0x3f00
	and r12, r2, #0x7e0
	bx lr
	.size bench, .-bench
