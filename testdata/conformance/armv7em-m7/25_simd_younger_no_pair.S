@ name: a SIMD instruction cannot be the younger of a pair
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   Slot 0 only (M7-L8, M7-Q1): c0 adds r4 ; c1 uadd8 | adds r5 ; c2 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	adds r4, #1
	uadd8 r1, r2, r3
	adds r5, #1
	bx lr
	.size bench, .-bench
