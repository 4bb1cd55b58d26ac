@ name: ADR (ADD Rd, PC, #imm) to word-aligned labels in .text
@ straight-line
@ expect cortex-m0plus: 5
@ expect cortex-m0: 6
@ derivation:
@   adr r1, lit0         x1  1/1  [ALU]  (ADR)
@   adr r2, lit1         x1  1/1  [ALU]
@   adr r3, lit0         x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 3*1 + 2 = 5; total M0 = 3*1 + 3 = 6
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	adr r1, lit0
	adr r2, lit1
	adr r3, lit0
	bx lr
	.size bench, .-bench
	.p2align 2
lit0:	.word 0x11111111
lit1:	.word 0x22222222
