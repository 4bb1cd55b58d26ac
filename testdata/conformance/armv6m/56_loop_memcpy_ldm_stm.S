@ name: 64-byte copy inside the scratch buffer, LDM/STM of 4 registers, 4 iterations
@ expect cortex-m0plus: 67
@ expect cortex-m0: 71
@ derivation:
@   push {r4-r7}         x1  5/5  [PUSH]  (N=4)
@   mov r1, r0           x1  1/1  [ALU]
@   movs r2, #64         x1  1/1  [ALU]
@   adds r2, r2, r0      x1  1/1  [ALU]
@   movs r3, #4          x1  1/1  [ALU]
@   ldm r1!, {r4-r7}     x4  5/5  [LDM/STM]  (N=4)
@   stm r2!, {r4-r7}     x4  5/5  [LDM/STM]  (N=4)
@   subs r3, #1          x4  1/1  [ALU]
@   bne 1b               x3  2/3 + x1 1/1  [B<cc> taken 3 / not taken 1]
@   pop {r4-r7}          x1  5/5  [POP]   (N=4)
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 5 + 4 + 4*(5+5+1) + (3*2 + 1) + 5 + 2 = 67; total M0 = 5 + 4 + 4*(5+5+1) + (3*3 + 1) + 5 + 3 = 71
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	push {r4-r7}
	mov r1, r0
	movs r2, #64
	adds r2, r2, r0
	movs r3, #4
1:	ldm r1!, {r4-r7}
	stm r2!, {r4-r7}
	subs r3, #1
	bne 1b
	pop {r4-r7}
	bx lr
	.size bench, .-bench
