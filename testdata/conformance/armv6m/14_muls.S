@ name: MULS, three in a row (fast multiplier 1 cycle; small multiplier 32)
@ straight-line
@ expect cortex-m0plus: 7
@ expect cortex-m0: 8
@ expect cortex-m0plus mul=small: 100
@ expect cortex-m0 mul=small: 101
@ derivation:
@   movs r1, #3          x1  1/1  [ALU]
@   movs r2, #7          x1  1/1  [ALU]
@   muls r1, r2, r1      x1  1/1  small 32/32  [MULS]
@   muls r2, r1, r2      x1  1/1  small 32/32  [MULS]
@   muls r3, r2, r3      x1  1/1  small 32/32  [MULS]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 2 + 3*1 + 2 = 7; total M0 = 2 + 3*1 + 3 = 8
@   total M0+ mul=small = 2 + 3*32 + 2 = 100; total M0 mul=small = 2 + 3*32 + 3 = 101
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #3
	movs r2, #7
	muls r1, r2, r1
	muls r2, r1, r2
	muls r3, r2, r3
	bx lr
	.size bench, .-bench
