@ name: load-to-use latency 2
@ expect cortex-m33: 11
@ derivation:
@   ldr r1, [r0]         x1  1  [§2.2 LDR 1]
@   adds r1, #1          x1  2  [§2.2 load-to-use 2: 1 stall + 1]
@   ldr r2, [r0, #4]     x1  1
@   adds r2, #1          x1  2  [same]
@   ldr.w r3, [r0, #8]   x1  1
@   add.w r3, r3, #1     x1  2  [same]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 3*(1+2) + 2 = 11
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, [r0]
	adds r1, #1
	ldr r2, [r0, #4]
	adds r2, #1
	ldr.w r3, [r0, #8]
	add.w r3, r3, #1
	bx lr
	.size bench, .-bench
