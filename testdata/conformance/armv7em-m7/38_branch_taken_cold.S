@ name: a cold forward branch that is taken pays the mispredict
@ expect cortex-m7: 12
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   c0 movs r1, #0 ; c1 cmp ; c2 beq taken, cold BTAC: next group at 2+1+4 = c7 ; c7 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 7+5 = 12
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0
	cmp r1, #0
	beq 1f
	adds r2, #1
1:
	bx lr
	.size bench, .-bench
