@ name: flags from a shifted-register operand2 arrive a cycle late
@ expect cortex-m33: 9
@ derivation:
@   movs r2, #0                     x1  1  [§2.2 basic ALU]
@   movs r3, #0                     x1  1  [basic ALU]
@   adds.w r1, r2, r3, lsl #1       x1  1  [§2.2 shifted register with flags: issue 1 (M1: "inline shifted reg unaffected")]
@   bne.n 1f                        x1  2  [§2.2 flags 1 cycle later than usual: 1 stall; not taken after 32-bit: 1]
@   adds.w r1, r2, r3               x1  1  [basic ALU]
@   bne.n 1f                        x1  1  [flags ready; not taken, older 32-bit: 1]
@   1: bx lr                        x1  2  [§2.1 taken branch]
@   total = 1 + 1 + 1 + 2 + 1 + 1 + 2 = 9
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r2, #0
	movs r3, #0
	adds.w r1, r2, r3, lsl #1
	bne.n 1f
	adds.w r1, r2, r3
	bne.n 1f
1:	bx lr
	.size bench, .-bench
