@ name: a shifted-operand instruction pairs with a plain one
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   Shifter + second ALU (M7-L2, M7-L4): c0 add sh | add ; c1 add sh | add ; c2 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	add r1, r2, r3, lsl #2
	add r4, r5, r6
	add r12, r2, r3, lsl #1
	add r0, r0, r6
	bx lr
	.size bench, .-bench
