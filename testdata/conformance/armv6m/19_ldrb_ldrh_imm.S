@ name: LDRB and LDRH immediate offset (0 and the largest offsets 31, 62)
@ straight-line
@ expect cortex-m0plus: 10
@ expect cortex-m0: 11
@ derivation:
@   ldrb r1, [r0]        x1  2/2  [LDR]
@   ldrb r2, [r0, #31]   x1  2/2  [LDR]
@   ldrh r3, [r0, #2]    x1  2/2  [LDR]
@   ldrh r1, [r0, #62]   x1  2/2  [LDR]
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
	ldrb r1, [r0]
	ldrb r2, [r0, #31]
	ldrh r3, [r0, #2]
	ldrh r1, [r0, #62]
	bx lr
	.size bench, .-bench
