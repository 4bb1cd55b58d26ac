@ name: STM with writeback, 1 to 4 registers (1+N)
@ straight-line
@ expect cortex-m0plus: 24
@ expect cortex-m0: 25
@ derivation:
@   movs r1, #1          x1  1/1  [ALU]
@   movs r2, #2          x1  1/1  [ALU]
@   movs r3, #3          x1  1/1  [ALU]
@   stm r0!, {r1}        x1  2/2  [LDM/STM]  (N=1)
@   stm r0!, {r1, r2}    x1  3/3  [LDM/STM]  (N=2)
@   stm r0!, {r1-r3}     x1  4/4  [LDM/STM]  (N=3)
@   push {r4}            x1  2/2  [PUSH]     (N=1)
@   movs r4, #4          x1  1/1  [ALU]
@   stm r0!, {r1-r4}     x1  5/5  [LDM/STM]  (N=4)
@   pop {r4}             x1  2/2  [POP]      (N=1)
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 4*1 + 2+3+4+5 + 2+2 + 2 = 24; total M0 = 4*1 + 2+3+4+5 + 2+2 + 3 = 25
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #1
	movs r2, #2
	movs r3, #3
	stm r0!, {r1}
	stm r0!, {r1, r2}
	stm r0!, {r1-r3}
	push {r4}
	movs r4, #4
	stm r0!, {r1-r4}
	pop {r4}
	bx lr
	.size bench, .-bench
