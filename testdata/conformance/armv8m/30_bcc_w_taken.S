@ name: taken 32-bit B<cc> takes 2 even after a 16-bit non-flag-setting instruction
@ expect cortex-m33: 8
@ derivation:
@   cmp r0, r0           x1  1  [§2.2 basic ALU; Z=1]
@   beq.w 1f             x1  2  [§2.1 taken 2; a 32-bit branch does not pair]
@   nop                  x0     [skipped]
@   1: mov r1, r2 (.n)   x1  1  [basic ALU, no flags: Z stays 1]
@   beq.w 2f             x1  2  [taken 2: 32-bit]
@   nop                  x0     [skipped]
@   2: bx lr             x1  2  [§2.1 taken branch]
@   total = 1 + 2 + 1 + 2 + 2 = 8
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	cmp r0, r0
	beq.w 1f
	nop
1:	mov r1, r2
	beq.w 2f
	nop
2:	bx lr
	.size bench, .-bench
