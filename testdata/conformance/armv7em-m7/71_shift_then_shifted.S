@ name: a plain shift does not pair with a younger shifted operand 2 (MT-E3)
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   MT-E3 matrix: a shift by constant as the older, an inline-shifted register as the younger: no pair.
@   c0 lsl.w r1 ; c1 add.w r3, r4, r5, lsl #2 | add.w r6 ; c2 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+5 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	lsl.w r1, r2, #1
	add.w r3, r4, r5, lsl #2
	add.w r6, r4, r5
	bx lr
	.size bench, .-bench
