@ name: LDM of five registers takes ceil(5/2) cycles and pairs with nothing (MT-E8)
@ expect cortex-m7: 9
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   MT-E8: ceil(n/2) = 3 cycles, no pairing with neighbours. c0 adds r6 ; c1-c3 ldm ; c4 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 4+5 = 9
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	adds r6, #1
	ldm r0, {r1, r2, r3, r4, r5}
	bx lr
	.size bench, .-bench
