@ name: MOVS immediate, MOVS/MOV register (low and high registers)
@ straight-line
@ expect cortex-m0plus: 9
@ expect cortex-m0: 10
@ derivation:
@   movs r1, #0          x1  1/1  [ALU]
@   movs r2, #255        x1  1/1  [ALU]
@   movs r3, r2          x1  1/1  [ALU]  (MOVS reg = LSLS #0 encoding)
@   mov r1, r2           x1  1/1  [ALU]
@   mov r12, r3          x1  1/1  [ALU]  (high register)
@   mov r2, r12          x1  1/1  [ALU]
@   mov r3, r8           x1  1/1  [ALU]
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
	movs r1, #0
	movs r2, #255
	movs r3, r2
	mov r1, r2
	mov r12, r3
	mov r2, r12
	mov r3, r8
	bx lr
	.size bench, .-bench
