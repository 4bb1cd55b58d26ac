@ name: LSLS, LSRS, ASRS by immediate (including #32 for LSRS/ASRS)
@ straight-line
@ expect cortex-m0plus: 9
@ expect cortex-m0: 10
@ derivation:
@   movs r1, #0x81       x1  1/1  [ALU]
@   lsls r2, r1, #24     x1  1/1  [ALU]
@   lsrs r3, r2, #4      x1  1/1  [ALU]
@   asrs r3, r2, #4      x1  1/1  [ALU]
@   lsls r3, r3, #31     x1  1/1  [ALU]
@   lsrs r2, r2, #32     x1  1/1  [ALU]
@   asrs r1, r1, #32     x1  1/1  [ALU]
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
	movs r1, #0x81
	lsls r2, r1, #24
	lsrs r3, r2, #4
	asrs r3, r2, #4
	lsls r3, r3, #31
	lsrs r2, r2, #32
	asrs r1, r1, #32
	bx lr
	.size bench, .-bench
