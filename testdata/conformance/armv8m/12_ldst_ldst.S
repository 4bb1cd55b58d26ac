@ name: two 16-bit loads/stores in a row do not pair
@ expect cortex-m33: 6
@ derivation:
@   ldr r1, [r0]         x1  1  [§2.2 LDR 1]
@   ldr r2, [r0, #4]     x1  1  [load/store+load/store is not a measured pair (README)]
@   str r1, [r0, #8]     x1  1  [§2.2 STR 1; r1 loaded 2 cycles earlier: ready]
@   str r2, [r0, #12]    x1  1  [load to store data 1 (§2.2)]
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
	ldr r1, [r0]
	ldr r2, [r0, #4]
	str r1, [r0, #8]
	str r2, [r0, #12]
	bx lr
	.size bench, .-bench
