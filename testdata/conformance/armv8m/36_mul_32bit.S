@ name: MUL: issue 1, result latency 2
@ expect cortex-m33: 8
@ derivation:
@   mul r1, r2, r3       x1  1  [§2.2 MUL 1/2]
@   mul r4, r5, r6       x1  1  [independent]
@   mul r7, r2, r3       x1  1  [independent]
@   mul r1, r1, r2       x1  1  [r1 written 3 cycles earlier: ready]
@   mul r1, r1, r2       x1  2  [§2.2 latency 2 into a multiplicand: 1 stall + 1]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 4*1 + 2 + 2 = 8
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mul r1, r2, r3
	mul r4, r5, r6
	mul r7, r2, r3
	mul r1, r1, r2
	mul r1, r1, r2
	bx lr
	.size bench, .-bench
