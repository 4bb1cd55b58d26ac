@ name: count-down loop closed by BPL (runs for r1 = 3, 2, 1, 0, -1: 5 iterations)
@ expect cortex-m0plus: 22
@ expect cortex-m0: 27
@ derivation:
@   movs r1, #4          x1  1/1  [ALU]
@   adds r2, #1          x5  1/1  [ALU]
@   subs r1, #1          x5  1/1  [ALU]
@   bpl 1b               x4  2/3 + x1 1/1  [B<cc> taken 4 / not taken 1]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 1 + 5 + 5 + (4*2 + 1) + 2 = 22; total M0 = 1 + 5 + 5 + (4*3 + 1) + 3 = 27
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #4
1:	adds r2, #1
	subs r1, #1
	bpl 1b
	bx lr
	.size bench, .-bench
