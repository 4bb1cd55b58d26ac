@ name: DSP SIMD and saturating arithmetic: latency simd_latency (default 2); a store takes it late
@ expect cortex-m33: 7
@ expect cortex-m33 simd=1: 6
@ derivation:
@   sadd16 r1, r2, r3    x1  1  [§2.1 stage-3 SIMD (S1): issue 1, latency simd_latency L (2)]
@   add.w r4, r1, #1     x1  1+(L-1)  [waits for L]
@   qadd r5, r2, r3      x1  1  [same class]
@   str.w r5, [r0]       x1  1  [store data read a cycle late (§2.2 "store result from accumulate stage in 1"): no stall]
@   bx lr                x1  2  [§2.1 taken branch]
@   L=2: 1 + 2 + 1 + 1 + 2 = 7; L=1: 1 + 1 + 1 + 1 + 2 = 6
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	sadd16 r1, r2, r3
	add.w r4, r1, #1
	qadd r5, r2, r3
	str.w r5, [r0]
	bx lr
	.size bench, .-bench
