@ name: a not-taken 16-bit B<cc> after a 32-bit instruction takes 1; a not-taken 32-bit B<cc> takes 1
@ expect cortex-m33: 8
@ derivation:
@   cmp.w r0, r0         x2  1  [§2.2 basic ALU]
@   bne.n 1f             x2  1  [not taken; §2.1 only two 16-bit instructions pair: 1]
@   cmp r0, r0           x1  1  [basic ALU]
@   bne.w 1f             x1  1  [32-bit B<cc> never pairs; not taken 1]
@   1: bx lr             x1  2  [§2.1 taken branch]
@   total = 2*(1+1) + 1 + 1 + 2 = 8
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	cmp.w r0, r0
	bne.n 1f
	cmp.w r0, r0
	bne.n 1f
	cmp r0, r0
	bne.w 1f
1:	bx lr
	.size bench, .-bench
