@ name: an independent instruction between a load and its use hides the latency
@ expect cortex-m33: 8
@ derivation:
@   ldr r1, [r0]         x2  1  [§2.2 LDR 1]
@   add.w r2, r2, #1     x2  1  [basic ALU, independent]
@   adds r1, #1          x2  1  [§2.2 load-to-use 2: the load issued 2 cycles earlier, no stall]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 2*3 + 2 = 8
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, [r0]
	add.w r2, r2, #1
	adds r1, #1
	ldr r1, [r0, #4]
	add.w r2, r2, #1
	adds r1, #1
	bx lr
	.size bench, .-bench
