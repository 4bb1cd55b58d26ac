@ name: LDM with the base register in the list (no writeback), 1, 2 and 4 registers
@ straight-line
@ expect cortex-m0plus: 15
@ expect cortex-m0: 16
@ derivation:
@   mov r12, r0          x1  1/1  [ALU]
@   ldm r0, {r0}         x1  2/2  [LDM/STM]  (N=1)
@   mov r0, r12          x1  1/1  [ALU]
@   ldm r0, {r0, r1}     x1  3/3  [LDM/STM]  (N=2)
@   mov r0, r12          x1  1/1  [ALU]
@   ldm r0, {r0-r3}      x1  5/5  [LDM/STM]  (N=4)
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 3*1 + 2+3+5 + 2 = 15; total M0 = 3*1 + 2+3+5 + 3 = 16
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mov r12, r0
	ldm r0, {r0}
	mov r0, r12
	ldm r0, {r0, r1}
	mov r0, r12
	ldm r0, {r0-r3}
	bx lr
	.size bench, .-bench
