@ name: CBZ/CBNZ: taken 2, not taken 1
@ expect cortex-m33: 8
@ derivation:
@   movs r1, #0          x1  1  [§2.2 basic ALU]
@   cbz r1, 1f           x1  2  [§2.1 taken branch 2; CBZ does not pair (README)]
@   nop                  x0     [skipped]
@   1: cbnz r1, 2f       x1  1  [not taken 1]
@   cbnz r0, 2f          x1  2  [taken 2 (r0 = scratch address, non-zero)]
@   nop                  x0     [skipped]
@   2: bx lr             x1  2  [§2.1 taken branch]
@   total = 1 + 2 + 1 + 2 + 2 = 8
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0
	cbz r1, 1f
	nop
1:	cbnz r1, 2f
	cbnz r0, 2f
	nop
2:	bx lr
	.size bench, .-bench
