@ name: one branch unit: a CBNZ that falls through does not pair with the return
@ expect cortex-m7: 6
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   c0 movs r1, #0 | cbnz r1 (r1 forwarded from the early ALU in 0 cycles, MT-E2) falls through, not in the BTAC
@   (M7-U3) ; bx lr needs the one branch unit too (M7-L2): c1 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 1+1+4 = 6
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0
	cbnz r1, 1f
	bx lr
1:
	bx lr
	.size bench, .-bench
