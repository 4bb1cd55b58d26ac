@ name: one store pipe: stores do not pair with each other
@ expect cortex-m7: 8
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   One store pipe (M7-L2). c0..c3 one str each
@   c3 bx lr joins the last store. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 3+1+4 = 8
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	str r1, [r0]
	str r2, [r0, #4]
	str r3, [r0, #8]
	str r1, [r0, #12]
	bx lr
	.size bench, .-bench
