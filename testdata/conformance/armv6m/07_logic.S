@ name: ANDS, EORS, ORRS, BICS, MVNS, TST
@ straight-line
@ expect cortex-m0plus: 10
@ expect cortex-m0: 11
@ derivation:
@   movs r1, #0xf0       x1  1/1  [ALU]
@   movs r2, #0x3c       x1  1/1  [ALU]
@   ands r1, r2          x1  1/1  [ALU]
@   eors r1, r2          x1  1/1  [ALU]
@   orrs r1, r2          x1  1/1  [ALU]
@   bics r1, r2          x1  1/1  [ALU]
@   mvns r3, r1          x1  1/1  [ALU]
@   tst r1, r2           x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 8*1 + 2 = 10; total M0 = 8*1 + 3 = 11
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0xf0
	movs r2, #0x3c
	ands r1, r2
	eors r1, r2
	orrs r1, r2
	bics r1, r2
	mvns r3, r1
	tst r1, r2
	bx lr
	.size bench, .-bench
