@ name: a loaded value is stored by the next instruction without a stall
@ expect cortex-m33: 6
@ derivation:
@   ldr.w r1, [r0]       x2  1  [§2.2 LDR 1]
@   str.w r1, [r0, #4]   x2  1  [§2.2 load to store 1 (M1): no stall]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 4*1 + 2 = 6
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr.w r1, [r0]
	str.w r1, [r0, #4]
	ldr.w r2, [r0, #8]
	str.w r2, [r0, #12]
	bx lr
	.size bench, .-bench
