@ name: tail call: f ends with B g, g returns to bench with BX LR
@ expect cortex-m0plus: 13
@ expect cortex-m0: 17
@ derivation:
@   mov r12, lr          x1  1/1  [ALU]
@   bl f                 x1  3/4  [BL]
@   mov lr, r12          x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   adds r1, #1          x1  1/1  [ALU]  (f)
@   b g                  x1  2/3  [B]
@   adds r1, #1          x1  1/1  [ALU]  (g)
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 1+3+1+2 + 1+2 + 1+2 = 13; total M0 = 1+4+1+3 + 1+3 + 1+3 = 17
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mov r12, lr
	bl f
	mov lr, r12
	bx lr
	.size bench, .-bench
	.type f, %function
	.thumb_func
f:	adds r1, #1
	b g
	.size f, .-f
	.type g, %function
	.thumb_func
g:	adds r1, #1
	bx lr
	.size g, .-g
