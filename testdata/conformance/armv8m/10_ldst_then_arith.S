@ name: load/store followed by arithmetic cannot pair
@ expect cortex-m33: 8
@ derivation:
@   ldr r1, [r0]         x2  1  [§2.2 LDR 1]
@   adds r2, #1          x2  1  [§2.1 load/store+arithmetic cannot pair (M1); independent of r1]
@   str r3, [r0, #4]     x1  1  [§2.2 STR 1]
@   adds r2, #1          x1  1  [cannot pair]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 6*1 + 2 = 8
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, [r0]
	adds r2, #1
	ldr r1, [r0, #4]
	adds r2, #1
	str r3, [r0, #4]
	adds r2, #1
	bx lr
	.size bench, .-bench
