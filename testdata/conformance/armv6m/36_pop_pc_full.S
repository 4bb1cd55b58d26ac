@ name: call returning through POP {r1-r7, pc} (9 registers with PC) and POP {r0, pc}
@ expect cortex-m0plus: 39
@ expect cortex-m0: 44
@ derivation:
@   mov r12, lr          x1  1/1  [ALU]
@   bl g1                x1  3/4  [BL]
@   bl g2                x1  3/4  [BL]
@   mov lr, r12          x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   push {r1-r7, lr}     x1  9/9  [PUSH]    (g1, N=8)
@   movs r1, #1          x1  1/1  [ALU]
@   pop {r1-r7, pc}      x1  11/12  [POP-PC]  (N=8: M0+ 3+8, M0 4+8)
@   push {r0, lr}        x1  3/3  [PUSH]    (g2, N=2)
@   pop {r0, pc}         x1  5/6  [POP-PC]  (N=2)
@   total M0+ = 1 + 2*3 + 1 + 2 + 9 + 1 + 11 + 3 + 5 = 39; total M0 = 1 + 2*4 + 1 + 3 + 9 + 1 + 12 + 3 + 6 = 44
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mov r12, lr
	bl g1
	bl g2
	mov lr, r12
	bx lr
	.size bench, .-bench
	.type g1, %function
	.thumb_func
g1:	push {r1-r7, lr}
	movs r1, #1
	pop {r1-r7, pc}
	.size g1, .-g1
	.type g2, %function
	.thumb_func
g2:	push {r0, lr}
	pop {r0, pc}
	.size g2, .-g2
