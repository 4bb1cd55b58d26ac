@ name: REV, REV16, REVSH
@ straight-line
@ expect cortex-m0plus: 9
@ expect cortex-m0: 10
@ derivation:
@   movs r1, #0x12       x1  1/1  [ALU]
@   lsls r1, r1, #8      x1  1/1  [ALU]
@   adds r1, #0x34       x1  1/1  [ALU]
@   rev r2, r1           x1  1/1  [EXT]
@   rev16 r3, r1         x1  1/1  [EXT]
@   revsh r2, r1         x1  1/1  [EXT]
@   rev r1, r1           x1  1/1  [EXT]
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
	movs r1, #0x12
	lsls r1, r1, #8
	adds r1, #0x34
	rev r2, r1
	rev16 r3, r1
	revsh r2, r1
	rev r1, r1
	bx lr
	.size bench, .-bench
