@ name: a not-taken B<cc> pairs even after a flag-setting instruction
@ expect cortex-m33: 6
@ derivation:
@   cmp r0, r0           x1  1  [§2.2 basic ALU; Z=1]
@   bne 1f               x1  0  [§2.1 not taken, dual-issued even after a flag-setting instruction (M1)]
@   adds r1, r0, #1      x1  1  [basic ALU; r0+1 is non-zero: Z=0; the older was the younger of a pair: no pair]
@   bne 2f               x1  2  [§2.1 taken after a flag-setting instruction: 2]
@   1: nop               x0     [skipped]
@   2: bx lr             x1  2  [§2.1 taken branch]
@   total = 1 + 0 + 1 + 2 + 2 = 6
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	cmp r0, r0
	bne 1f
	adds r1, r0, #1
	bne 2f
1:	nop
2:	bx lr
	.size bench, .-bench
