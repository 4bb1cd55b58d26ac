@ name: ADCS and SBCS with the carry set and clear
@ straight-line
@ expect cortex-m0plus: 8
@ expect cortex-m0: 9
@ derivation:
@   movs r1, #1          x1  1/1  [ALU]
@   lsrs r2, r1, #1      x1  1/1  [ALU]  (sets C)
@   adcs r1, r2          x1  1/1  [ALU]
@   sbcs r1, r2          x1  1/1  [ALU]
@   adcs r3, r1          x1  1/1  [ALU]
@   sbcs r3, r3          x1  1/1  [ALU]
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
	movs r1, #1
	lsrs r2, r1, #1
	adcs r1, r2
	sbcs r1, r2
	adcs r3, r1
	sbcs r3, r3
	bx lr
	.size bench, .-bench
