@ name: an operand2-shift result feeds a MAC accumulator in 1 cycle, a multiplicand in 2
@ expect cortex-m33: 7
@ derivation:
@   add.w r1, r2, r3, lsl #2     x1  1  [§2.2 operand2 shift 1/2]
@   mla r4, r5, r6, r1           x1  1  [§2.2 MAC accumulator fed from an operand2-shift instruction: no stall (M1)]
@   eor.w r7, r2, r3, lsr #3     x1  1  [operand2 shift]
@   mla r8, r7, r6, r4           x1  2  [multiplicand from operand2 shift: latency 2, 1 stall + 1; r4 (MAC) as accumulator: ready]
@   bx lr                        x1  2  [§2.1 taken branch]
@   total = 1 + 1 + 1 + 2 + 2 = 7
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	add.w r1, r2, r3, lsl #2
	mla r4, r5, r6, r1
	eor.w r7, r2, r3, lsr #3
	mla r8, r7, r6, r4
	bx lr
	.size bench, .-bench
