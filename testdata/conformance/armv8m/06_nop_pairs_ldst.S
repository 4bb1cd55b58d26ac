@ name: a NOP after a 16-bit load or store dual-issues
@ expect cortex-m33: 6
@ derivation:
@   ldr r1, [r0] ; nop        x1  1  [§2.2 LDR 1; §2.1 NOP pairs with load/store (M1)]
@   str r2, [r0, #4] ; nop    x1  1  [§2.2 STR 1; NOP pairs]
@   ldrb r3, [r0, #1] ; nop   x1  1  [LDR row; NOP pairs]
@   strh r2, [r0, #8] ; nop   x1  1  [STR; NOP pairs]
@   bx lr                     x1  2  [§2.1 taken branch]
@   total = 4*1 + 2 = 6
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, [r0]
	nop
	str r2, [r0, #4]
	nop
	ldrb r3, [r0, #1]
	nop
	strh r2, [r0, #8]
	nop
	bx lr
	.size bench, .-bench
