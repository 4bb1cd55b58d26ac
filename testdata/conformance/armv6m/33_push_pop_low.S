@ name: PUSH and POP of low registers only, 1 to 8 registers
@ straight-line
@ expect cortex-m0plus: 32
@ expect cortex-m0: 33
@ derivation:
@   push {r4}            x1  2/2  [PUSH]  (N=1)
@   push {r5-r7}         x1  4/4  [PUSH]  (N=3)
@   pop {r5-r7}          x1  4/4  [POP]   (N=3)
@   pop {r4}             x1  2/2  [POP]   (N=1)
@   push {r0-r7}         x1  9/9  [PUSH]  (N=8)
@   pop {r0-r7}          x1  9/9  [POP]   (N=8)
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 2+4+4+2+9+9 + 2 = 32; total M0 = 2+4+4+2+9+9 + 3 = 33
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	push {r4}
	push {r5-r7}
	pop {r5-r7}
	pop {r4}
	push {r0-r7}
	pop {r0-r7}
	bx lr
	.size bench, .-bench
