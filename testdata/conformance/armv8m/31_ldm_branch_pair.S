@ name: M1's loop: a bne after a 16-bit LDM pairs (taken 1, not taken 0)
@ expect cortex-m33: 21
@ derivation:
@   movs r1, #3          x1  1  [§2.2 basic ALU]
@   mov r6, r0 (.n)      x1  1  [basic ALU; arithmetic+arithmetic: no pair]
@   1: subs r1, #1       x3  1  [basic ALU]
@   ldmia r6!, {r2-r5}   x3  4  [§2.2 LDM of 4: 4]
@   bne 1b               x2  1  [§2.1 a branch pairs with LDM (M1: "bne 1 cycle taken"), LDM does not set flags]
@   bne 1b               x1  0  [not taken: 0]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 1 + 1 + 3*(1+4) + 2*1 + 0 + 2 = 21
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #3
	mov r6, r0
1:	subs r1, #1
	ldmia r6!, {r2-r5}
	bne 1b
	bx lr
	.size bench, .-bench
