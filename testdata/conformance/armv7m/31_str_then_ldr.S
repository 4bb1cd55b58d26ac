@ name: a load right after a store waits a cycle
@ expect cortex-m3: 6
@ expect cortex-m4f: 6
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   str r1, [r0]         x1  1/1  [F20]
@   ldr r2, [r0, #4]     x1  3/3  [F15 2 + F19 1]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 3 + 2 = 6
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	str r1, [r0]
	ldr r2, [r0, #4]
	bx lr
	.size bench, .-bench
