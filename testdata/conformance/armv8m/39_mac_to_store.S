@ name: a MAC result is stored by the next instruction without a stall
@ expect cortex-m33: 6
@ derivation:
@   mul r1, r2, r3       x1  1  [§2.2 MAC 1]
@   str.w r1, [r0]       x1  1  [§2.2 M1: a store takes a result from the accumulate stage in 1 cycle]
@   mla r4, r2, r3, r4   x1  1  [MAC 1]
@   str.w r4, [r0, #4]   x1  1  [same]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 4*1 + 2 = 6
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mul r1, r2, r3
	str.w r1, [r0]
	mla r4, r2, r3, r4
	str.w r4, [r0, #4]
	bx lr
	.size bench, .-bench
