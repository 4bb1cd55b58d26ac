@ name: a NOP paired with a load does not hide the load-to-use latency
@ expect cortex-m33: 5
@ derivation:
@   ldr r1, [r0]         x1  1  [§2.2 LDR 1]
@   nop                  x1  0  [§2.1 NOP pairs with load/store]
@   adds r1, #1          x1  2  [§2.2 load-to-use 2: the next cycle is too early, 1 stall + 1]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 1 + 0 + 2 + 2 = 5
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, [r0]
	nop
	adds r1, #1
	bx lr
	.size bench, .-bench
