@ name: an operand2-shift instruction cannot take a load result in 1 cycle
@ expect cortex-m33: 8
@ derivation:
@   ldr.w r1, [r0]             x1  1  [§2.2 LDR 1]
@   add.w r2, r1, r3, lsl #2   x1  2  [§2.2 M1: operand2-shift instructions cannot consume a load in 1: load-to-use 2]
@   ldr.w r4, [r0, #4]         x1  1
@   add.w r5, r6, r4, lsl #2   x1  2  [load-to-use 2 on the shifted operand]
@   bx lr                      x1  2  [§2.1 taken branch]
@   total = 1 + 2 + 1 + 2 + 2 = 8
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr.w r1, [r0]
	add.w r2, r1, r3, lsl #2
	ldr.w r4, [r0, #4]
	add.w r5, r6, r4, lsl #2
	bx lr
	.size bench, .-bench
