@ name: two-level call: f saves r4/LR, calls leaf g with BL, returns with POP {r4,pc}
@ expect cortex-m0plus: 23
@ expect cortex-m0: 28
@ derivation:
@   mov r12, lr          x1  1/1  [ALU]
@   bl f                 x1  3/4  [BL]
@   mov lr, r12          x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   push {r4, lr}        x1  3/3  [PUSH]    (f, N=2)
@   movs r4, #1          x1  1/1  [ALU]
@   bl g                 x1  3/4  [BL]
@   adds r1, r4          x1  1/1  [ALU]
@   pop {r4, pc}         x1  5/6  [POP-PC]  (N=2)
@   adds r1, #2          x1  1/1  [ALU]     (g)
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = (1+3+1+2) + (3+1+3+1+5) + (1+2) = 23; total M0 = (1+4+1+3) + (3+1+4+1+6) + (1+3) = 28
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
f:	push {r4, lr}
	movs r4, #1
	bl g
	adds r1, r4
	pop {r4, pc}
	.size f, .-f
	.type g, %function
	.thumb_func
g:	adds r1, #2
	bx lr
	.size g, .-g
