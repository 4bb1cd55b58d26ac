@ name: calls returning through POP {pc}, POP {r4,pc}, POP {r4-r7,pc} (N counts PC)
@ expect cortex-m0plus: 41
@ expect cortex-m0: 48
@ derivation:
@   mov r12, lr          x1  1/1  [ALU]
@   bl f1                x1  3/4  [BL]
@   bl f2                x1  3/4  [BL]
@   bl f3                x1  3/4  [BL]
@   mov lr, r12          x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   push {lr}            x1  2/2  [PUSH]    (f1, N=1)
@   pop {pc}             x1  4/5  [POP-PC]  (N=1: M0+ 3+1, M0 4+1)
@   push {r4, lr}        x1  3/3  [PUSH]    (f2, N=2)
@   pop {r4, pc}         x1  5/6  [POP-PC]  (N=2)
@   push {r4-r7, lr}     x1  6/6  [PUSH]    (f3, N=5)
@   pop {r4-r7, pc}      x1  8/9  [POP-PC]  (N=5)
@   total M0+ = 1 + 3*3 + 1 + 2 + (2+4) + (3+5) + (6+8) = 41; total M0 = 1 + 3*4 + 1 + 3 + (2+5) + (3+6) + (6+9) = 48
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mov r12, lr
	bl f1
	bl f2
	bl f3
	mov lr, r12
	bx lr
	.size bench, .-bench
	.type f1, %function
	.thumb_func
f1:	push {lr}
	pop {pc}
	.size f1, .-f1
	.type f2, %function
	.thumb_func
f2:	push {r4, lr}
	pop {r4, pc}
	.size f2, .-f2
	.type f3, %function
	.thumb_func
f3:	push {r4-r7, lr}
	pop {r4-r7, pc}
	.size f3, .-f3
