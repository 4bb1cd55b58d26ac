@ name: a load feeds a MAC accumulator in 1 cycle, a multiplicand in 2
@ expect cortex-m33: 7
@ derivation:
@   ldr.w r1, [r0]       x1  1  [§2.2 LDR 1]
@   mla r2, r3, r4, r1   x1  1  [§2.2 load to MAC accumulator 1 (M1): no stall]
@   ldr.w r5, [r0, #4]   x1  1
@   mla r6, r5, r4, r3   x1  2  [§2.2 load-to-use 2 on a multiplicand: 1 stall + 1]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 1 + 1 + 1 + 2 + 2 = 7
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr.w r1, [r0]
	mla r2, r3, r4, r1
	ldr.w r5, [r0, #4]
	mla r6, r5, r4, r3
	bx lr
	.size bench, .-bench
