@ name: SUB SP,#imm; ADD Rd,SP,#imm; ADD Rdm,SP,Rdm; ADD SP,Rm; ADD SP,#imm; MOV to and from SP
@ straight-line
@ expect cortex-m0plus: 12
@ expect cortex-m0: 13
@ derivation:
@   sub sp, #16          x1  1/1  [ALU]  (SUB SP)
@   add r1, sp, #8       x1  1/1  [ALU]  (ADD Rd, SP, #imm)
@   mov r2, sp           x1  1/1  [ALU]
@   movs r3, #8          x1  1/1  [ALU]
@   add r3, sp, r3       x1  1/1  [ALU]  (ADD SP plus register, T1)
@   movs r3, #8          x1  1/1  [ALU]
@   add sp, r3           x1  1/1  [ALU]  (ADD SP plus register, T2)
@   add sp, #8           x1  1/1  [ALU]  (ADD SP)
@   mov r1, sp           x1  1/1  [ALU]
@   mov sp, r1           x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 10*1 + 2 = 12; total M0 = 10*1 + 3 = 13
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	sub sp, #16
	add r1, sp, #8
	mov r2, sp
	movs r3, #8
	add r3, sp, r3
	movs r3, #8
	add sp, r3
	add sp, #8
	mov r1, sp
	mov sp, r1
	bx lr
	.size bench, .-bench
