@ name: PUSH with LR (LR counted in N), stack released with ADD SP
@ straight-line
@ expect cortex-m0plus: 17
@ expect cortex-m0: 18
@ derivation:
@   push {lr}            x1  2/2  [PUSH]  (N=1: LR)
@   push {r4, lr}        x1  3/3  [PUSH]  (N=2)
@   push {r1-r7, lr}     x1  9/9  [PUSH]  (N=8)
@   add sp, #44          x1  1/1  [ALU]   (4+8+32 bytes)
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 2+3+9 + 1 + 2 = 17; total M0 = 2+3+9 + 1 + 3 = 18
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	push {lr}
	push {r4, lr}
	push {r1-r7, lr}
	add sp, #44
	bx lr
	.size bench, .-bench
