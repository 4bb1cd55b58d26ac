@ name: CMP immediate, CMP low and high registers, CMN
@ straight-line
@ expect cortex-m0plus: 9
@ expect cortex-m0: 10
@ derivation:
@   movs r1, #10         x1  1/1  [ALU]
@   cmp r1, #10          x1  1/1  [ALU]  (imm8)
@   cmp r1, r2           x1  1/1  [ALU]  (T1, low registers)
@   mov r12, r1          x1  1/1  [ALU]
@   cmp r12, r1          x1  1/1  [ALU]  (T2, high register)
@   cmp r1, r12          x1  1/1  [ALU]
@   cmn r1, r2           x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 7*1 + 2 = 9; total M0 = 7*1 + 3 = 10
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #10
	cmp r1, #10
	cmp r1, r2
	mov r12, r1
	cmp r12, r1
	cmp r1, r12
	cmn r1, r2
	bx lr
	.size bench, .-bench
