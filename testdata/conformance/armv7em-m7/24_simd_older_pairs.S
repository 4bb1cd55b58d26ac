@ name: a SIMD instruction pairs as the older of a pair
@ expect cortex-m7: 6
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   SIMD ops are slot 0 only (BeginGroup, M7-L8; M7-Q1: only from the lower address).
@   c0 uadd8 | adds r4 ; c1 adds r5 | bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 1+1+4 = 6
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	uadd8 r1, r2, r3
	adds r4, #1
	adds r5, #1
	bx lr
	.size bench, .-bench
