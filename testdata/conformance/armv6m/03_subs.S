@ name: SUBS immediate (3-bit, 8-bit) and register
@ straight-line
@ expect cortex-m0plus: 7
@ expect cortex-m0: 8
@ derivation:
@   movs r1, #100        x1  1/1  [ALU]
@   subs r2, r1, #7      x1  1/1  [ALU]  (imm3)
@   subs r2, #50         x1  1/1  [ALU]  (imm8)
@   subs r3, r1, r2      x1  1/1  [ALU]  (register)
@   subs r3, r3, r3      x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 5*1 + 2 = 7; total M0 = 5*1 + 3 = 8
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #100
	subs r2, r1, #7
	subs r2, #50
	subs r3, r1, r2
	subs r3, r3, r3
	bx lr
	.size bench, .-bench
