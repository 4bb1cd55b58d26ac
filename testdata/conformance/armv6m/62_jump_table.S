@ name: jump table in .text: ADR, LDR register offset, MOV PC
@ expect cortex-m0plus: 9
@ expect cortex-m0: 11
@ derivation:
@   movs r1, #4          x1  1/1  [ALU]  (case 1)
@   adr r2, table        x1  1/1  [ALU]
@   ldr r3, [r2, r1]     x1  2/2  [LDR]
@   mov pc, r3           x1  2/3  [PC-WRITE]
@   movs r2, #0          x0  1/1  [ALU]  (case 0, skipped)
@   b 2f                 x0  2/3  [B]    (skipped)
@   movs r2, #7          x1  1/1  [ALU]  (case 1)
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 1 + 1 + 2 + 2 + 1 + 2 = 9; total M0 = 1 + 1 + 2 + 3 + 1 + 3 = 11
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #4
	adr r2, table
	ldr r3, [r2, r1]
	mov pc, r3
	.p2align 2
table:	.word case0
	.word case1
case0:	movs r2, #0
	b 2f
case1:	movs r2, #7
2:	bx lr
	.size bench, .-bench
