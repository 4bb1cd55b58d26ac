@ name: LDRD issues alone
@ expect cortex-m7: 6
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   M7-L13: LDRD single issue. c0 ldrd ; c1 adds r3 | bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 1+1+4 = 6
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldrd r1, r2, [r0]
	adds r3, #1
	bx lr
	.size bench, .-bench
