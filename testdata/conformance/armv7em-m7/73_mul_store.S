@ name: a multiply and a store do not pair (MT-E5)
@ expect cortex-m7: 6
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   MT-E5: multiplies cannot dual-issue with stores. c0 mul r1 ; c1 str r4, [r0] | bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 1+5 = 6
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mul r1, r2, r3
	str r4, [r0]
	bx lr
	.size bench, .-bench
