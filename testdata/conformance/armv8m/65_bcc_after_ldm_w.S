@ name: a taken BNE after a 32-bit LDM does not pair: 2 (after LDMIA.N it is 1, case 31)
@ expect cortex-m33: 17
@ derivation:
@   movs r1, #2             x1  1  [§2.2 basic ALU]
@   mov r6, r0 (.n)         x1  1  [basic ALU; arithmetic+arithmetic: no pair]
@   1: subs r1, #1          x2  1  [basic ALU]
@   ldmia.w r6, {r2-r5}     x2  4  [LDM of x = 4 registers: 4 (MT-B6, §2.2 M1)]
@   bne 1b                  x1  2  [taken: the older is 32-bit, so no pair: 2 (MT-B4 "otherwise 2")]
@   bne 1b                  x1  1  [not taken after a 32-bit instruction: no pair, 1 (§2.1; case 29)]
@   bx lr                   x1  2  [§2.1 taken branch]
@   total = 1 + 1 + 2*(1 + 4) + 2 + 1 + 2 = 17
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #2
	mov r6, r0
1:	subs r1, #1
	ldmia.w r6, {r2-r5}
	bne 1b
	bx lr
	.size bench, .-bench
