@ name: loop whose bne follows a 16-bit non-flag-setting instruction: taken 1
@ expect cortex-m33: 17
@ derivation:
@   movs r1, #5          x1  1  [§2.2 basic ALU]
@   1: subs r1, #1       x5  1  [basic ALU]
@   add r2, r3 (.n)      x5  1  [basic ALU; 16-bit ADD (register, T2) does not set flags]
@   bne 1b               x4  1  [§2.1 taken 1 after a 16-bit non-flag-setting instruction (M1)]
@   bne 1b               x1  0  [not taken: 0]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 1 + 5*(1+1) + 4*1 + 0 + 2 = 17
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #5
1:	subs r1, #1
	add r2, r3
	bne 1b
	bx lr
	.size bench, .-bench
