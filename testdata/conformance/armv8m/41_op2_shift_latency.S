@ name: operand2 with a shifted register: latency 2, not chainable through the unshifted operand
@ expect cortex-m33: 8
@ derivation:
@   add.w r1, r2, r3, lsl #2     x1  1  [§2.2 operand2 shifted register: issue 1, latency 2]
@   add.w r4, r1, #1             x1  2  [latency 2: 1 stall + 1]
@   add.w r5, r2, r3, ror #24    x1  1  [same class]
@   add.w r5, r5, r6, lsl #1     x1  2  [§2.2 "cannot be chained like MACs": 1 stall + 1]
@   bx lr                        x1  2  [§2.1 taken branch]
@   total = 1 + 2 + 1 + 2 + 2 = 8
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	add.w r1, r2, r3, lsl #2
	add.w r4, r1, #1
	add.w r5, r2, r3, ror #24
	add.w r5, r5, r6, lsl #1
	bx lr
	.size bench, .-bench
