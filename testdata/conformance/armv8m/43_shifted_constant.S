@ name: shifted constants: latency 2, 2 cycles with flag setting; replicated patterns are plain constants
@ expect cortex-m33: 9
@ derivation:
@   add.w r1, r2, #0x1fc0           x1  1  [§2.2 shifted constant: issue 1, latency 2]
@   add.w r3, r1, #1                x1  2  [latency 2: 1 stall + 1]
@   adds.w r4, r2, #0x1fc0          x1  2  [§2.2 shifted constant with flag setting: 2]
@   eor.w r5, r2, #0x1b1b1b1b       x1  1  [M1 glossary: a constant pattern is not a shifted constant: basic ALU 1/1]
@   add.w r6, r5, #1                x1  1  [latency 1: no stall]
@   bx lr                           x1  2  [§2.1 taken branch]
@   total = 1 + 2 + 2 + 1 + 1 + 2 = 9
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	add.w r1, r2, #0x1fc0
	add.w r3, r1, #1
	adds.w r4, r2, #0x1fc0
	eor.w r5, r2, #0x1b1b1b1b
	add.w r6, r5, #1
	bx lr
	.size bench, .-bench
