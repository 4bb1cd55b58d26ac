@ name: BL to a leaf function that returns with BX LR, called twice
@ expect cortex-m0plus: 16
@ expect cortex-m0: 21
@ derivation:
@   mov r12, lr          x1  1/1  [ALU]
@   bl leaf              x1  3/4  [BL]
@   bl leaf              x1  3/4  [BL]
@   mov lr, r12          x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   adds r1, #1          x2  1/1  [ALU]      (leaf)
@   bx lr                x2  2/3  [BX/BLX]   (leaf return)
@   total M0+ = 1 + 2*3 + 1 + 2 + 2*(1+2) = 16; total M0 = 1 + 2*4 + 1 + 3 + 2*(1+3) = 21
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mov r12, lr
	bl leaf
	bl leaf
	mov lr, r12
	bx lr
	.size bench, .-bench
	.type leaf, %function
	.thumb_func
leaf:	adds r1, #1
	bx lr
	.size leaf, .-leaf
