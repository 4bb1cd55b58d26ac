@ name: an extension takes the shifter: a shifted op cannot join it
@ expect cortex-m7: 7
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   M7-Q1: extensions count as shifted operands; UXTB is also slot 0 (M7-L8).
@   c0 uxtb (add sh cannot join: one shifter) ; c1 add sh | add ; c2 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 2+1+4 = 7
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	uxtb r1, r2
	add r3, r4, r5, lsl #1
	add r6, r4, r5
	bx lr
	.size bench, .-bench
