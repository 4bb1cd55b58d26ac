@ name: LDR immediate offset (0, 4, 124 = largest T1 offset) from SRAM
@ straight-line
@ expect cortex-m0plus: 8
@ expect cortex-m0: 9
@ derivation:
@   ldr r1, [r0]         x1  2/2  [LDR]
@   ldr r2, [r0, #4]     x1  2/2  [LDR]
@   ldr r3, [r0, #124]   x1  2/2  [LDR]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 3*2 + 2 = 8; total M0 = 3*2 + 3 = 9
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, [r0]
	ldr r2, [r0, #4]
	ldr r3, [r0, #124]
	bx lr
	.size bench, .-bench
