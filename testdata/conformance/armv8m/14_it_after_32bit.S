@ name: IT after a 32-bit instruction does not pair
@ expect cortex-m33: 9
@ derivation:
@   cmp.w r0, r0         x2  1  [§2.2 basic ALU]
@   it eq                x1  1  [§2.1 only two 16-bit instructions pair: no pair after 32-bit]
@   addeq.w r1, r1, #1   x1  1  [basic ALU]
@   itt eq               x1  1  [older 32-bit: no pair]
@   addeq r2, #1         x1  1  [arithmetic: not a younger-slot instruction (README)]
@   addeq r3, #1         x1  1  [arithmetic+arithmetic cannot pair]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 1 + 1 + 1 + 1 + 1 + 1 + 1 + 2 = 9
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	cmp.w r0, r0
	it eq
	addeq.w r1, r1, #1
	cmp.w r0, r0
	itt eq
	addeq r2, #1
	addeq r3, #1
	bx lr
	.size bench, .-bench
