@ name: MLA accumulator chaining: 1 per MAC; a multiplicand dependency waits for latency 2
@ expect cortex-m33: 11
@ derivation:
@   mla r1, r2, r3, r1   x4  1  [§2.2 MAC 1, the accumulator fed from the previous MAC every cycle (M1)]
@   mla r4, r4, r3, r5   x1  1  [independent of the previous]
@   mla r4, r4, r3, r5   x2  2  [§2.2 MAC latency 2 into a multiplicand: 1 stall + 1]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 4*1 + 1 + 2*2 + 2 = 11
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mla r1, r2, r3, r1
	mla r1, r2, r3, r1
	mla r1, r2, r3, r1
	mla r1, r2, r3, r1
	mla r4, r4, r3, r5
	mla r4, r4, r3, r5
	mla r4, r4, r3, r5
	bx lr
	.size bench, .-bench
