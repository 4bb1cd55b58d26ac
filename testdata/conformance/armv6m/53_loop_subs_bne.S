@ name: delay loop, subs + bne, 10 iterations
@ expect cortex-m0plus: 32
@ expect cortex-m0: 42
@ derivation:
@   movs r1, #10         x1  1/1  [ALU]
@   subs r1, #1          x10 1/1  [ALU]
@   bne 1b               x9  2/3 + x1 1/1  [B<cc> taken 9 / not taken 1]
@   bx lr                x1  2/3  [BX/BLX]
@   (per taken iteration: M0+ 3, M0 4, as measured on the F0 in the facts file)
@   total M0+ = 1 + 10*1 + 9*2 + 1 + 2 = 32; total M0 = 1 + 10*1 + 9*3 + 1 + 3 = 42
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #10
1:	subs r1, #1
	bne 1b
	bx lr
	.size bench, .-bench
