@ name: 32-bit basic ALU instructions never pair
@ expect cortex-m33: 8
@ derivation:
@   mov.w r1, #1         x1  1  [§2.2 basic ALU]
@   add.w r2, r1, #3     x1  1  [§2.2 basic ALU, latency 1: no stall]
@   eor.w r3, r2, r1     x1  1  [§2.2 basic ALU]
@   orr.w r3, r3, r2     x1  1  [§2.2 basic ALU]
@   sub.w r1, r3, r2     x1  1  [§2.2 basic ALU]
@   and.w r2, r1, r3     x1  1  [§2.2 basic ALU]
@   bx lr                x1  2  [§2.1 taken branch 2; BX does not pair (README)]
@   total = 6*1 + 2 = 8
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mov.w r1, #1
	add.w r2, r1, #3
	eor.w r3, r2, r1
	orr.w r3, r3, r2
	sub.w r1, r3, r2
	and.w r2, r1, r3
	bx lr
	.size bench, .-bench
