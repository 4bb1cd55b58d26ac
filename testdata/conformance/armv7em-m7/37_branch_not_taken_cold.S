@ name: a cold branch that falls through costs nothing and pairs
@ expect cortex-m7: 8
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   Not in the BTAC = predicted not taken (M7-U3). c0 movs r1, #1 ; c1 cmp r1 ; c2 beq (flags ready c2), falls
@   through | adds r2 ; c3 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 3+1+4 = 8
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #1
	cmp r1, #0
	beq 1f
	adds r2, #1
1:
	bx lr
	.size bench, .-bench
