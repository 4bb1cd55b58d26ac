@ name: running maximum with IT in a loop (single-cycle predicated instructions)
@ expect cortex-m33: 30
@ derivation:
@   movs r1, #0                  x1  1  [§2.2 basic ALU]
@   movs r2, #4                  x1  1  [basic ALU]
@   1: ldr r3, [r0], #4          x4  1  [§2.2 LDR 1 (32-bit, post-indexed)]
@   cmp r3, r1                   x4  2  [§2.2 load-to-use 2: 1 stall + 1]
@   it gt                        x4  0  [§2.1 IT pairs with the instruction before it]
@   movgt r1, r3                 x4  1  [single-cycle either way (§2.2: predicated false behaves as NOP)]
@   subs r2, #1                  x4  1  [basic ALU]
@   bne 1b                       x3  2  [§2.1 taken after a flag-setting instruction]
@   bne 1b                       x1  0  [not taken: 0]
@   bx lr                        x1  2  [§2.1 taken branch]
@   total = 2 + 4*(1+2+0+1+1) + 3*2 + 0 + 2 = 30
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0
	movs r2, #4
1:	ldr r3, [r0], #4
	cmp r3, r1
	it gt
	movgt r1, r3
	subs r2, #1
	bne 1b
	bx lr
	.size bench, .-bench
