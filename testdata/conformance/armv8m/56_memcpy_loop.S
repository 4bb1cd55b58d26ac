@ name: memcpy loop: LDM/STM of 4 words, subs + bne, 4 iterations
@ expect cortex-m33: 55
@ derivation:
@   push {r4-r7}                 x1  4  [§2.2 PUSH of 4: 4]
@   movs r3, #4                  x1  1  [basic ALU; arithmetic cannot be the younger of a pair]
@   add.w r2, r0, #128           x1  1  [basic ALU]
@   mov r1, r0 (.n)              x1  1  [basic ALU; older 32-bit]
@   1: ldmia r1!, {r4-r7}        x4  4  [§2.2 LDM of 4: 4]
@   stmia r2!, {r4-r7}           x4  4  [STM of 4: 4; data from the LDM: load to store 1 (§2.2), no stall]
@   subs r3, #1                  x4  1  [basic ALU]
@   bne 1b                       x3  2  [§2.1 taken after a flag-setting instruction: 2]
@   bne 1b                       x1  0  [not taken: 0]
@   pop {r4-r7}                  x1  4  [POP of 4: 4]
@   bx lr                        x1  2  [§2.1 taken branch]
@   total = 4 + 1 + 1 + 1 + 4*(4+4+1) + 3*2 + 0 + 4 + 2 = 55
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	push {r4-r7}
	movs r3, #4
	add.w r2, r0, #128
	mov r1, r0
1:	ldmia r1!, {r4-r7}
	stmia r2!, {r4-r7}
	subs r3, #1
	bne 1b
	pop {r4-r7}
	bx lr
	.size bench, .-bench
