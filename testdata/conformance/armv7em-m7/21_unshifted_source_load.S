@ name: the unshifted operand is early when a load made it
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   M7Ex1ReadNoFastBypass (M7-L6): read at EX1 when produced by a load: r2 ready c0+1+1 = c2.
@   c0 ldr r2 ; c2 add r1, r2, r3, lsl #2 ; c2 bx lr joins. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r2, [r0]
	add r1, r2, r3, lsl #2
	bx lr
	.size bench, .-bench
