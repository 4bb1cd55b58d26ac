@ name: a multiply pairs with an ALU instruction
@ expect cortex-m7: 6
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   MAC unit + ALU (M7-L2, M7-L10): c0 mul r1 | add r4 ; c1 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 1+1+4 = 6
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mul r1, r2, r3
	add r4, r5, r6
	bx lr
	.size bench, .-bench
