@ name: STM with writeback, 5 to 8 registers (8: base r0 is the lowest register, stored unchanged)
@ straight-line
@ expect cortex-m0plus: 42
@ expect cortex-m0: 43
@ derivation:
@   push {r4-r7}         x1  5/5  [PUSH]     (N=4)
@   stm r0!, {r1-r5}     x1  6/6  [LDM/STM]  (N=5)
@   stm r0!, {r1-r6}     x1  7/7  [LDM/STM]  (N=6)
@   stm r0!, {r1-r7}     x1  8/8  [LDM/STM]  (N=7)
@   stm r0!, {r0-r7}     x1  9/9  [LDM/STM]  (N=8)
@   pop {r4-r7}          x1  5/5  [POP]      (N=4)
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 5 + 6+7+8+9 + 5 + 2 = 42; total M0 = 5 + 6+7+8+9 + 5 + 3 = 43
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	push {r4-r7}
	stm r0!, {r1-r5}
	stm r0!, {r1-r6}
	stm r0!, {r1-r7}
	stm r0!, {r0-r7}
	pop {r4-r7}
	bx lr
	.size bench, .-bench
