@ name: STR immediate offset (0, 4, 124)
@ straight-line
@ expect cortex-m0plus: 9
@ expect cortex-m0: 10
@ derivation:
@   movs r1, #1          x1  1/1  [ALU]
@   str r1, [r0]         x1  2/2  [STR]
@   str r1, [r0, #4]     x1  2/2  [STR]
@   str r1, [r0, #124]   x1  2/2  [STR]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 1 + 3*2 + 2 = 9; total M0 = 1 + 3*2 + 3 = 10
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #1
	str r1, [r0]
	str r1, [r0, #4]
	str r1, [r0, #124]
	bx lr
	.size bench, .-bench
