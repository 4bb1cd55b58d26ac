@ name: subs + bne loop: taken 2 after a flag-setting instruction, not taken 0
@ expect cortex-m33: 16
@ derivation:
@   movs r1, #5          x1  1  [§2.2 basic ALU]
@   1: subs r1, #1       x5  1  [basic ALU]
@   bne 1b               x4  2  [§2.1 taken 2 (M1: "bne 2 cycles taken" after subs)]
@   bne 1b               x1  0  [§2.1 16-bit B<cc> not taken: dual-issued, 0 (M1)]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 1 + 5 + 4*2 + 0 + 2 = 16
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #5
1:	subs r1, #1
	bne 1b
	bx lr
	.size bench, .-bench
