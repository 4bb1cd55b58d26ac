@ name: MULS inside a 4-iteration subs/bne loop
@ expect cortex-m0plus: 20
@ expect cortex-m0: 24
@ expect cortex-m0plus mul=small: 144
@ expect cortex-m0 mul=small: 148
@ derivation:
@   movs r1, #1          x1  1/1  [ALU]
@   movs r2, #3          x1  1/1  [ALU]
@   movs r3, #4          x1  1/1  [ALU]
@   muls r1, r2, r1      x4  1/1  small 32/32  [MULS]
@   subs r3, #1          x4  1/1  [ALU]
@   bne 1b               x3  2/3 + x1 1/1  [B<cc> taken 3 / not taken 1]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 3 + 4*1 + 4*1 + 3*2 + 1 + 2 = 20; total M0 = 3 + 4*1 + 4*1 + 3*3 + 1 + 3 = 24
@   total M0+ mul=small = 3 + 4*32 + 4 + 6 + 1 + 2 = 144; total M0 mul=small = 3 + 4*32 + 4 + 9 + 1 + 3 = 148
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #1
	movs r2, #3
	movs r3, #4
1:	muls r1, r2, r1
	subs r3, #1
	bne 1b
	bx lr
	.size bench, .-bench
