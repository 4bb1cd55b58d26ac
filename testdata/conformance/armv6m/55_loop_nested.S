@ name: nested subs/bne loops, 3 outer x 4 inner iterations
@ expect cortex-m0plus: 47
@ expect cortex-m0: 59
@ derivation:
@   movs r1, #3          x1  1/1  [ALU]
@   movs r2, #4          x3  1/1  [ALU]
@   subs r2, #1          x12 1/1  [ALU]
@   bne 2b               x9  2/3 + x3 1/1  [B<cc> taken 3*3 / not taken 3]
@   subs r1, #1          x3  1/1  [ALU]
@   bne 1b               x2  2/3 + x1 1/1  [B<cc> taken 2 / not taken 1]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 1 + 3 + 12 + (9*2 + 3) + 3 + (2*2 + 1) + 2 = 47; total M0 = 1 + 3 + 12 + (9*3 + 3) + 3 + (2*3 + 1) + 3 = 59
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #3
1:	movs r2, #4
2:	subs r2, #1
	bne 2b
	subs r1, #1
	bne 1b
	bx lr
	.size bench, .-bench
