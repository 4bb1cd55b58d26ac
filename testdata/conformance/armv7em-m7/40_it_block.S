@ name: IT takes a slot and no unit; conditional moves pair
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   M7-U4: IT has no unit. c0 movs r1, #1 | cmp r1, #1 (r1 from the early ALU, MT-E2) ; c1 ite eq | moveq r2
@   (flags ready c1) ; c2 movne r3 | bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #1
	cmp r1, #1
	ite eq
	moveq r2, #1
	movne r3, #2
	bx lr
	.size bench, .-bench
