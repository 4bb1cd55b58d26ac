@ name: UDIV/SDIV: the div_cycles parameter (default 7, bounds 2..12)
@ expect cortex-m33: 19
@ expect cortex-m33 div=2: 9
@ expect cortex-m33 div=12: 29
@ derivation:
@   movs r1, #100        x1  1  [§2.2 basic ALU]
@   movs r2, #7          x1  1  [basic ALU]
@   udiv r3, r1, r2      x1  D  [§2.2 UDIV row U: parameter div_cycles D, result at its end]
@   sdiv r5, r1, r2      x1  D  [same]
@   add.w r4, r3, #1     x1  1  [r3 ready]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 1 + 1 + 2*D + 1 + 2 = 5 + 2*D: D=7 (default) 19; D=2 9; D=12 29
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #100
	movs r2, #7
	udiv r3, r1, r2
	sdiv r5, r1, r2
	add.w r4, r3, #1
	bx lr
	.size bench, .-bench
