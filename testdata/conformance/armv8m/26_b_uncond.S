@ name: unconditional B: 2, or 1 when it pairs after a 16-bit instruction that does not set flags
@ expect cortex-m33: 10
@ derivation:
@   add.w r1, r1, #1     x1  1  [§2.2 basic ALU]
@   b.n 1f               x1  2  [§2.1 taken branch 2 (older 32-bit: no pair)]
@   1: mov r2, r3 (.n)   x1  1  [basic ALU, 16-bit MOV does not set flags]
@   b.n 2f               x1  1  [§2.1 taken 1 when the instruction before it is 16-bit and does not set flags]
@   2: adds r1, #1       x1  1  [basic ALU, sets flags]
@   b.n 3f               x1  2  [§2.1 older sets flags: taken 2]
@   3: bx lr             x1  2  [§2.1 taken branch]
@   total = 1 + 2 + 1 + 1 + 1 + 2 + 2 = 10
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	add.w r1, r1, #1
	b.n 1f
1:	mov r2, r3
	b.n 2f
2:	adds r1, #1
	b.n 3f
3:	bx lr
	.size bench, .-bench
