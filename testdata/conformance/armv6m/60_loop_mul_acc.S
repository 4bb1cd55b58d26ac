@ name: sum of squares of 8 halfwords: LDRH register offset, MULS, cmp + bne
@ expect cortex-m0plus: 67
@ expect cortex-m0: 75
@ expect cortex-m0plus mul=small: 315
@ expect cortex-m0 mul=small: 323
@ derivation:
@   movs r1, #0          x1  1/1  [ALU]
@   movs r2, #0          x1  1/1  [ALU]
@   ldrh r3, [r0, r2]    x8  2/2  [LDR]
@   muls r3, r3, r3      x8  1/1  small 32/32  [MULS]
@   adds r1, r1, r3      x8  1/1  [ALU]
@   adds r2, #2          x8  1/1  [ALU]
@   cmp r2, #16          x8  1/1  [ALU]
@   bne 1b               x7  2/3 + x1 1/1  [B<cc> taken 7 / not taken 1]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 2 + 8*(2+1+1+1+1) + (7*2 + 1) + 2 = 67; total M0 = 2 + 8*(2+1+1+1+1) + (7*3 + 1) + 3 = 75
@   total M0+ mul=small = 2 + 8*(2+32+1+1+1) + (7*2 + 1) + 2 = 315; total M0 mul=small = 2 + 8*(2+32+1+1+1) + (7*3 + 1) + 3 = 323
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0
	movs r2, #0
1:	ldrh r3, [r0, r2]
	muls r3, r3, r3
	adds r1, r1, r3
	adds r2, #2
	cmp r2, #16
	bne 1b
	bx lr
	.size bench, .-bench
