@ name: BL and two returns, all cold
@ expect cortex-m7: 15
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   c0 mov r12, lr | bl f (ALU + branch unit): bl taken cold: c0+1+4 = c5
@   c5 bx lr in f (lr from bl ready long before): cold: c10 ; c10 bx r12: cold: 10+5 = 15
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mov r12, lr
	bl 2f
	bx r12
2:
	bx lr
	.size bench, .-bench
