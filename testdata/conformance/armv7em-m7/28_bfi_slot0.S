@ name: BFI is slot 0 only
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   M7-L7: BFI BeginGroup. c0 adds r1 ; c1 bfi | adds r4 ; c2 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	adds r1, #1
	bfi r2, r3, #4, #4
	adds r4, #1
	bx lr
	.size bench, .-bench
