@ name: LDRB and LDRH register offset
@ straight-line
@ expect cortex-m0plus: 8
@ expect cortex-m0: 9
@ derivation:
@   movs r1, #5          x1  1/1  [ALU]
@   ldrb r2, [r0, r1]    x1  2/2  [LDR]
@   movs r1, #6          x1  1/1  [ALU]
@   ldrh r3, [r0, r1]    x1  2/2  [LDR]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 2*1 + 2*2 + 2 = 8; total M0 = 2*1 + 2*2 + 3 = 9
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #5
	ldrb r2, [r0, r1]
	movs r1, #6
	ldrh r3, [r0, r1]
	bx lr
	.size bench, .-bench
