@ name: byte loop over 8 bytes: LDRB/STRB register offset, count up, cmp + blo
@ expect cortex-m0plus: 74
@ expect cortex-m0: 82
@ derivation:
@   movs r1, #0          x1  1/1  [ALU]
@   ldrb r2, [r0, r1]    x8  2/2  [LDR]
@   adds r2, #1          x8  1/1  [ALU]
@   strb r2, [r0, r1]    x8  2/2  [STR]
@   adds r1, #1          x8  1/1  [ALU]
@   cmp r1, #8           x8  1/1  [ALU]
@   blo 1b               x7  2/3 + x1 1/1  [B<cc> taken 7 / not taken 1]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 1 + 8*(2+1+2+1+1) + (7*2 + 1) + 2 = 74; total M0 = 1 + 8*(2+1+2+1+1) + (7*3 + 1) + 3 = 82
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0
1:	ldrb r2, [r0, r1]
	adds r2, #1
	strb r2, [r0, r1]
	adds r1, #1
	cmp r1, #8
	blo 1b
	bx lr
	.size bench, .-bench
