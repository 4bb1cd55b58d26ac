@ name: a loaded pointer used as the next load's base waits for the load-to-use latency
@ expect cortex-m33: 7
@ derivation:
@   str r0, [r0]         x1  1  [§2.2 STR 1]
@   ldr r1, [r0]         x1  1  [§2.2 LDR 1]
@   ldr r2, [r1, #4]     x1  2  [§2.2 load-to-use 2 on the base: 1 stall + 1]
@   ldr r3, [r1, #8]     x1  1  [r1 ready]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 1 + 1 + 2 + 1 + 2 = 7
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	str r0, [r0]
	ldr r1, [r0]
	ldr r2, [r1, #4]
	ldr r3, [r1, #8]
	bx lr
	.size bench, .-bench
