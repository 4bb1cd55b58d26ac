@ name: an XTA cannot take a load result as accumulator in 1 cycle
@ expect cortex-m33: 8
@ derivation:
@   ldr.w r1, [r0]       x1  1  [§2.2 LDR 1]
@   sxtab r2, r1, r3     x1  2  [§2.2 M1: *XTA* cannot consume a load in 1 cycle: load-to-use 2]
@   ldr.w r4, [r0, #4]   x1  1
@   sxtab r5, r6, r4     x1  2  [load-to-use 2 on the extended operand]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 1 + 2 + 1 + 2 + 2 = 8
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr.w r1, [r0]
	sxtab r2, r1, r3
	ldr.w r4, [r0, #4]
	sxtab r5, r6, r4
	bx lr
	.size bench, .-bench
