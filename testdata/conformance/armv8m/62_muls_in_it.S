@ name: a 16-bit MUL in an IT block sets no flags, so it takes 1 cycle, not MULS.N's 2
@ expect cortex-m33: 8
@ derivation:
@   movs r1, #2          x1  1  [§2.2 basic ALU]
@   movs r2, #3          x1  1  [basic ALU; arithmetic+arithmetic: no pair]
@   cmp r1, #2           x1  1  [basic ALU; Z=1]
@   it eq                x1  0  [§2.1 IT pairs with the instruction before it (M1)]
@   muleq r1, r2, r1     x1  1  [the 16-bit MULS encoding; in an IT block it sets no flags (MT-B5), so no extra
@                                cycle (MT-B3): a MAC, issue 1, latency 2 (§2.2 M1); the condition passes]
@   adds r3, #1          x1  1  [basic ALU, independent]
@   adds r1, #1          x1  1  [r1 ready 2 cycles after the mul issued: no stall]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 1 + 1 + 1 + 0 + 1 + 1 + 1 + 2 = 8 (case 63: the same without IT, 9)
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #2
	movs r2, #3
	cmp r1, #2
	it eq
	muleq r1, r2, r1
	adds r3, #1
	adds r1, #1
	bx lr
	.size bench, .-bench
