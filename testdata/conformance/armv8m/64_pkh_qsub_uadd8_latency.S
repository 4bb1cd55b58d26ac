@ name: PKHBT/PKHTB, QSUB, UADD8: latency 2, read at issue (no accumulator chaining)
@ expect cortex-m33: 12
@ expect cortex-m33 simd=1: 8
@ derivation (L = simd_latency, default 2 as measured, MT-B1):
@   pkhbt r1, r2, r3              x1  1        [MT-B1: issue 1, latency L, unshifted too]
@   add.w r4, r1, #1              x1  1+(L-1)  [basic ALU, waits for r1]
@   pkhtb r5, r2, r3, asr #16     x1  1        [MT-B1]
@   pkhbt r6, r5, r3              x1  1+(L-1)  [r5 read at issue: no accumulator chaining (MT-B1)]
@   qsub r7, r6, r2               x1  1+(L-1)  [MT-B1, waits for r6]
@   uadd8 r8, r7, r2              x1  1+(L-1)  [MT-B1, waits for r7]
@   bx lr                         x1  2        [§2.1 taken branch]
@   L=2: 1 + 2 + 1 + 2 + 2 + 2 + 2 = 12; L=1: 1 + 1 + 1 + 1 + 1 + 1 + 2 = 8
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	pkhbt r1, r2, r3
	add.w r4, r1, #1
	pkhtb r5, r2, r3, asr #16
	pkhbt r6, r5, r3
	qsub r7, r6, r2
	uadd8 r8, r7, r2
	bx lr
	.size bench, .-bench
