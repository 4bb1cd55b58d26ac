@ name: LDM with writeback, 1 to 4 registers (1+N)
@ straight-line
@ expect cortex-m0plus: 20
@ expect cortex-m0: 21
@ derivation:
@   push {r4}            x1  2/2  [PUSH]     (N=1)
@   ldm r0!, {r1}        x1  2/2  [LDM/STM]  (N=1)
@   ldm r0!, {r1, r2}    x1  3/3  [LDM/STM]  (N=2)
@   ldm r0!, {r1-r3}     x1  4/4  [LDM/STM]  (N=3)
@   ldm r0!, {r1-r4}     x1  5/5  [LDM/STM]  (N=4)
@   pop {r4}             x1  2/2  [POP]      (N=1)
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 2 + 2+3+4+5 + 2 + 2 = 20; total M0 = 2 + 2+3+4+5 + 2 + 3 = 21
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	push {r4}
	ldm r0!, {r1}
	ldm r0!, {r1, r2}
	ldm r0!, {r1-r3}
	ldm r0!, {r1-r4}
	pop {r4}
	bx lr
	.size bench, .-bench
