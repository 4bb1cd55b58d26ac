@ name: STR register offset
@ straight-line
@ expect cortex-m0plus: 9
@ expect cortex-m0: 10
@ derivation:
@   movs r1, #16         x1  1/1  [ALU]
@   movs r2, #7          x1  1/1  [ALU]
@   str r2, [r0, r1]     x1  2/2  [STR]
@   adds r1, #4          x1  1/1  [ALU]
@   str r2, [r0, r1]     x1  2/2  [STR]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 3*1 + 2*2 + 2 = 9; total M0 = 3*1 + 2*2 + 3 = 10
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #16
	movs r2, #7
	str r2, [r0, r1]
	adds r1, #4
	str r2, [r0, r1]
	bx lr
	.size bench, .-bench
