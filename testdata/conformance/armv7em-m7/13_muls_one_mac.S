@ name: one MAC unit: multiplies do not pair with each other
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   One MAC unit (M7-L2): c0, c1, c2 one mul each (independent); c2 bx lr joins. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mul r1, r2, r3
	mul r4, r5, r6
	mul r12, r2, r3
	bx lr
	.size bench, .-bench
