@ name: IT pairs with the 16-bit instruction before it; single-cycle predicated instructions take 1 either way
@ expect cortex-m33: 7
@ derivation:
@   movs r1, #0          x1  1  [§2.2 basic ALU; Z=1]
@   it eq                x1  0  [§2.1 IT pairs with the instruction before it]
@   moveq r2, #1         x1  1  [basic ALU (passes)]
@   cmp r1, #1           x1  1  [basic ALU; Z=0; arithmetic after arithmetic: no pair]
@   ite ne               x1  0  [§2.1 IT pairs]
@   movne r3, #1         x1  1  [passes: basic ALU]
@   moveq r3, #2         x1  1  [predicated false: behaves as NOP, its slot (§2.2 M1)]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 1 + 0 + 1 + 1 + 0 + 1 + 1 + 2 = 7
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0
	it eq
	moveq r2, #1
	cmp r1, #1
	ite ne
	movne r3, #1
	moveq r3, #2
	bx lr
	.size bench, .-bench
