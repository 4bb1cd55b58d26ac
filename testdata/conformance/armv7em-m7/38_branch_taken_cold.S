@ name: a cold forward branch that is taken pays the mispredict
@ expect cortex-m7: 11
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   c0 movs r1, #0 | cmp (r1 forwarded from the early ALU, MT-E2) ; c1 beq taken, cold BTAC: next group at
@   1+1+4 = c6 (flag_forward_saving pinned 0) ; c6 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 6+5 = 11
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
