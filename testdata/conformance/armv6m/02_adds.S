@ name: ADDS immediate (3-bit, 8-bit) and register; ADD with high registers
@ straight-line
@ expect cortex-m0plus: 8
@ expect cortex-m0: 9
@ derivation:
@   adds r1, r0, #4      x1  1/1  [ALU]  (imm3)
@   adds r1, #200        x1  1/1  [ALU]  (imm8)
@   adds r2, r1, r0      x1  1/1  [ALU]  (register)
@   add r12, r1          x1  1/1  [ALU]  (high register, no flags)
@   add r2, r12          x1  1/1  [ALU]
@   adds r3, r3, #0      x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 6*1 + 2 = 8; total M0 = 6*1 + 3 = 9
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	adds r1, r0, #4
	adds r1, #200
	adds r2, r1, r0
	add r12, r1
	add r2, r12
	adds r3, r3, #0
	bx lr
	.size bench, .-bench
