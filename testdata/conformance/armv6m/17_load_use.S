@ name: loaded value used by the next instruction (no load-use stall)
@ straight-line
@ expect cortex-m0plus: 12
@ expect cortex-m0: 13
@ derivation:
@   ldr r1, [r0]         x1  2/2  [LDR]
@   adds r2, r1, #1      x1  1/1  [ALU]  (uses r1 at once: no stall)
@   ldr r3, [r0, #4]     x1  2/2  [LDR]
@   adds r3, r3, r2      x1  1/1  [ALU]
@   ldr r1, [r0, #8]     x1  2/2  [LDR]
@   str r1, [r0, #12]    x1  2/2  [STR]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 3*2 + 2*1 + 2 + 2 = 12; total M0 = 3*2 + 2*1 + 2 + 3 = 13
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, [r0]
	adds r2, r1, #1
	ldr r3, [r0, #4]
	adds r3, r3, r2
	ldr r1, [r0, #8]
	str r1, [r0, #12]
	bx lr
	.size bench, .-bench
