@ name: a cold branch that falls through costs nothing and pairs
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   Not in the BTAC = predicted not taken (M7-U3). MOVS as the older is in the early ALU (MT-E2) but its flags are
@   not forwarded in 0 cycles; CMP r1 reads r1 at EX2, so it pairs: c0 movs r1, #1 | cmp r1 ; c1 beq (flags ready
@   c1), falls through | adds r2 (MT-E1: a not-taken branch pairs with the next) ; c2 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
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
