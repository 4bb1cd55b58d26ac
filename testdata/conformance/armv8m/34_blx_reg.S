@ name: BLX register: a taken branch, 2
@ expect cortex-m33: 9
@ derivation:
@   mov r12, lr (.n)     x1  1  [§2.2 basic ALU]
@   adr r1, f            x1  1  [basic ALU]
@   orr.w r1, r1, #1     x1  1  [basic ALU (plain 8-bit constant)]
@   blx r1               x1  2  [§2.1 taken branch 2]
@   f: bx lr             x1  2  [taken branch]
@   bx r12               x1  2  [taken branch]
@   total = 1 + 1 + 1 + 2 + 2 + 2 = 9
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mov r12, lr
	adr r1, f
	orr.w r1, r1, #1
	blx r1
	bx r12
	.p2align 2
	.thumb_func
f:	bx lr
	.size bench, .-bench
