@ name: SXTAB/UXTAH: accumulator chains every cycle, other uses wait for latency 2
@ expect cortex-m33: 9
@ derivation:
@   sxtab r1, r1, r2     x3  1  [§2.2 SXTA* 1/2, accumulator chaining as MAC (M1)]
@   uxtah r3, r4, r1     x1  2  [r1 as the extended operand: latency 2, 1 stall + 1]
@   add.w r5, r3, #1     x1  2  [latency 2: 1 stall + 1]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 3 + 2 + 2 + 2 = 9
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	sxtab r1, r1, r2
	sxtab r1, r1, r2
	sxtab r1, r1, r2
	uxtah r3, r4, r1
	add.w r5, r3, #1
	bx lr
	.size bench, .-bench
