@ name: arithmetic followed by a load or store does not pair
@ expect cortex-m33: 8
@ derivation:
@   adds r2, #1          x3  1  [§2.2 basic ALU]
@   ldr r1, [r0]         x2  1  [§2.1: only NOP, IT or a branch is the younger of a pair (README)]
@   str r3, [r0, #4]     x1  1  [same]
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
	adds r2, #1
	ldr r1, [r0]
	adds r2, #1
	ldr r1, [r0, #4]
	adds r2, #1
	str r3, [r0, #4]
	bx lr
	.size bench, .-bench
