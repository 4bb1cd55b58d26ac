@ name: arithmetic after a NOP does not pair (NOP cannot be the older of a pair)
@ expect cortex-m33: 11
@ derivation:
@   nop                  x3  1  [older 32-bit or none: no pair]
@   adds r1, #1          x3  1  [§2.1 M1: arithmetic cannot dual-issue with a NOP in the first slot]
@   add.w r2, r2, #1     x3  1  [32-bit basic ALU]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 3*(1+1+1) + 2 = 11
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	nop
	adds r1, #1
	add.w r2, r2, #1
	nop
	adds r1, #1
	add.w r2, r2, #1
	nop
	adds r1, #1
	add.w r2, r2, #1
	bx lr
	.size bench, .-bench
