@ name: a NOP after 16-bit arithmetic dual-issues
@ expect cortex-m33: 6
@ derivation:
@   adds r1, #1 ; nop    x4  1 per pair  [§2.1 NOP pairs with arithmetic (M1)]
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
	adds r1, #1
	nop
	adds r1, #1
	nop
	adds r1, #1
	nop
	adds r1, #1
	nop
	bx lr
	.size bench, .-bench
