@ name: BL and BX: taken branches, 2 each
@ expect cortex-m33: 11
@ derivation:
@   mov r12, lr (.n)     x1  1  [§2.2 basic ALU]
@   bl f                 x2  2  [§2.1 taken branch 2]
@   f: bx lr             x2  2  [§2.1 taken branch 2; register branches do not pair (README)]
@   bx r12               x1  2  [taken branch]
@   total = 1 + 2*(2+2) + 2 = 11
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mov r12, lr
	bl f
	bl f
	bx r12
	.thumb_func
f:	bx lr
	.size bench, .-bench
