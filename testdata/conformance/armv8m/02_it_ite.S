@ name: ITE block after a 16-bit compare: IT pairs, the false arm takes its slot
@ expect cortex-m33: 6
@ derivation:
@   movs r1, #0          x1  1  [§2.2 basic ALU]
@   cmp r1, #0           x1  1  [§2.2 basic ALU; arithmetic+arithmetic cannot pair (§2.1)]
@   ite eq               x1  0  [§2.1 IT pairs with the instruction before it]
@   moveq r2, #1         x1  1  [executed: basic ALU]
@   movne r2, #2         x1  1  [predicated false: behaves as NOP, 1 slot (§2.2; README)]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 1 + 1 + 0 + 1 + 1 + 2 = 6
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0
	cmp r1, #0
	ite eq
	moveq r2, #1
	movne r2, #2
	bx lr
	.size bench, .-bench
