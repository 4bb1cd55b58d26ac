@ name: 16-bit MULS: 2 cycles, latency 2
@ expect cortex-m33: 9
@ derivation:
@   muls r1, r2, r1      x3  2  [§2.2 MULS.N 2 (M1; KA001260); latency 2 = its issue: a chain does not stall]
@   adds r1, #1          x1  1  [basic ALU; r1 ready]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 3*2 + 1 + 2 = 9
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	muls r1, r2, r1
	muls r1, r2, r1
	muls r1, r2, r1
	adds r1, #1
	bx lr
	.size bench, .-bench
