@ name: LDRSB and LDRSH (register offset, the only form in ARMv6-M)
@ straight-line
@ expect cortex-m0plus: 11
@ expect cortex-m0: 12
@ derivation:
@   movs r1, #0x80       x1  1/1  [ALU]
@   strb r1, [r0, #3]    x1  2/2  [STR]
@   movs r2, #3          x1  1/1  [ALU]
@   ldrsb r3, [r0, r2]   x1  2/2  [LDR]
@   movs r2, #2          x1  1/1  [ALU]
@   ldrsh r3, [r0, r2]   x1  2/2  [LDR]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 3*1 + 3*2 + 2 = 11; total M0 = 3*1 + 3*2 + 3 = 12
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0x80
	strb r1, [r0, #3]
	movs r2, #3
	ldrsb r3, [r0, r2]
	movs r2, #2
	ldrsh r3, [r0, r2]
	bx lr
	.size bench, .-bench
