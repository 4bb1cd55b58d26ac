@ name: LSLS, LSRS, ASRS, RORS by register (shift amounts below and above 32)
@ straight-line
@ expect cortex-m0plus: 10
@ expect cortex-m0: 11
@ derivation:
@   movs r1, #0x81       x1  1/1  [ALU]
@   movs r2, #3          x1  1/1  [ALU]
@   lsls r1, r2          x1  1/1  [ALU]
@   lsrs r1, r2          x1  1/1  [ALU]
@   asrs r1, r2          x1  1/1  [ALU]
@   rors r1, r2          x1  1/1  [ALU]
@   movs r3, #40         x1  1/1  [ALU]
@   lsls r1, r3          x1  1/1  [ALU]  (shift by 40: result 0)
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
	movs r1, #0x81
	movs r2, #3
	lsls r1, r2
	lsrs r1, r2
	asrs r1, r2
	rors r1, r2
	movs r3, #40
	lsls r1, r3
	bx lr
	.size bench, .-bench
