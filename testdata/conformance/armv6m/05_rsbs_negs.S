@ name: RSBS #0 and its alias NEGS
@ straight-line
@ expect cortex-m0plus: 6
@ expect cortex-m0: 7
@ derivation:
@   movs r1, #5          x1  1/1  [ALU]
@   rsbs r2, r1, #0      x1  1/1  [ALU]
@   negs r3, r2          x1  1/1  [ALU]
@   rsbs r1, r1, #0      x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 4*1 + 2 = 6; total M0 = 4*1 + 3 = 7
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #5
	rsbs r2, r1, #0
	negs r3, r2
	rsbs r1, r1, #0
	bx lr
	.size bench, .-bench
