@ name: post-indexed loads on two bases: the M4 pipelines them, the M3 does not
@ expect cortex-m3: 7
@ expect cortex-m4f: 6
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   adds r3, r0, #8      x1  1/1  [F5]
@   ldr r1, [r0], #4     x1  2/2  [F15]
@   ldr r2, [r3], #4     x1  2/1  [F18 M3: indexed, not pipelined; M4: another base, pipelined (F16)]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total M3 = 1 + 2 + 2 + 2 = 7; M4 = 1 + 2 + 1 + 2 = 6
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	adds r3, r0, #8
	ldr r1, [r0], #4
	ldr r2, [r3], #4
	bx lr
	.size bench, .-bench
