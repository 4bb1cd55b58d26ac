@ name: loads from a table in .data (SRAM) addressed through a literal
@ straight-line
@ expect cortex-m0plus: 10
@ expect cortex-m0: 11
@ derivation:
@   ldr r1, =table       x1  2/2  [LDR]  (literal)
@   ldr r2, [r1]         x1  2/2  [LDR]
@   ldr r3, [r1, #4]     x1  2/2  [LDR]
@   ldrb r2, [r1, #8]    x1  2/2  [LDR]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 4*2 + 2 = 10; total M0 = 4*2 + 3 = 11
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, =table
	ldr r2, [r1]
	ldr r3, [r1, #4]
	ldrb r2, [r1, #8]
	bx lr
	.size bench, .-bench
	.ltorg
	.data
	.p2align 2
table:	.word 1, 2
	.byte 3
