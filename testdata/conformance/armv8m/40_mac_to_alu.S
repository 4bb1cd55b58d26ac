@ name: a MAC result used by an ALU instruction waits for latency 2
@ expect cortex-m33: 8
@ derivation:
@   mul r1, r2, r3       x2  1  [§2.2 MAC 1/2]
@   add.w r4, r1, #1     x2  2  [§2.2 latency 2: 1 stall + 1]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 2*(1+2) + 2 = 8
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mul r1, r2, r3
	add.w r4, r1, #1
	mul r5, r2, r3
	add.w r6, r5, #1
	bx lr
	.size bench, .-bench
