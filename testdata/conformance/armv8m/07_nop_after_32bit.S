@ name: a NOP after a 32-bit instruction does not pair
@ expect cortex-m33: 6
@ derivation:
@   add.w r1, r1, #1     x1  1  [§2.2 basic ALU]
@   nop                  x1  1  [§2.1 only two 16-bit instructions pair: 1]
@   ldr.w r2, [r0]       x1  1  [§2.2 LDR 1]
@   nop                  x1  1  [no pair after 32-bit]
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
	add.w r1, r1, #1
	nop
	ldr.w r2, [r0]
	nop
	bx lr
	.size bench, .-bench
