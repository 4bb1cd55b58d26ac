@ name: STR and LDR SP-relative
@ straight-line
@ expect cortex-m0plus: 13
@ expect cortex-m0: 14
@ derivation:
@   sub sp, #16          x1  1/1  [ALU]
@   movs r1, #42         x1  1/1  [ALU]
@   str r1, [sp]         x1  2/2  [STR]  (SP-relative)
@   str r1, [sp, #12]    x1  2/2  [STR]
@   ldr r2, [sp, #12]    x1  2/2  [LDR]  (SP-relative)
@   ldr r3, [sp]         x1  2/2  [LDR]
@   add sp, #16          x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 3*1 + 4*2 + 2 = 13; total M0 = 3*1 + 4*2 + 3 = 14
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	sub sp, #16
	movs r1, #42
	str r1, [sp]
	str r1, [sp, #12]
	ldr r2, [sp, #12]
	ldr r3, [sp]
	add sp, #16
	bx lr
	.size bench, .-bench
