@ name: 16-bit MULS outside an IT block sets flags: 2 cycles (case 62 with the IT removed)
@ expect cortex-m33: 9
@ derivation:
@   movs r1, #2          x1  1  [§2.2 basic ALU]
@   movs r2, #3          x1  1  [basic ALU; arithmetic+arithmetic: no pair]
@   cmp r1, #2           x1  1  [basic ALU]
@   muls r1, r2, r1      x1  2  [§2.2 MULS.N 2 (M1; KA001260): a 2-stage instruction that sets flags takes the extra cycle (MT-B3)]
@   adds r3, #1          x1  1  [basic ALU, independent]
@   adds r1, #1          x1  1  [r1 ready 2 cycles after the muls issued, when it left the pipeline: no stall]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 1 + 1 + 1 + 2 + 1 + 1 + 2 = 9
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
	muls r1, r2, r1
	adds r3, #1
	adds r1, #1
	bx lr
	.size bench, .-bench
