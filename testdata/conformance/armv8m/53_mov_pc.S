@ name: MOV pc, rX is a taken branch: 2
@ expect cortex-m33: 7
@ derivation:
@   adr r1, 1f           x1  1  [§2.2 basic ALU]
@   adds r1, #1          x1  1  [basic ALU]
@   mov pc, r1           x1  2  [§2.1 taken branch 2 (register branch: does not pair, README)]
@   nop                  x0     [skipped]
@   1: nop               x1  1  [target; a NOP after a branch does not pair]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 1 + 1 + 2 + 1 + 2 = 7
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	adr r1, 1f
	adds r1, #1
	mov pc, r1
	nop
	.p2align 2
1:	nop
	bx lr
	.size bench, .-bench
