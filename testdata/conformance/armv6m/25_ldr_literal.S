@ name: LDR literal (PC-relative) from flash: "ldr =const" and "ldr label"
@ straight-line
@ expect cortex-m0plus: 8
@ expect cortex-m0: 9
@ derivation:
@   ldr r1, =0x12345678  x1  2/2  [LDR]  (literal)
@   ldr r2, lit          x1  2/2  [LDR]  (literal)
@   ldr r3, =0xdeadbeef  x1  2/2  [LDR]  (literal)
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
	ldr r1, =0x12345678
	ldr r2, lit
	ldr r3, =0xdeadbeef
	bx lr
	.size bench, .-bench
	.p2align 2
lit:	.word 0xcafef00d
	.ltorg
