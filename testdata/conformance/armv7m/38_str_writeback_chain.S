@ name: indexed stores on one base cost a cycle more back to back
@ expect cortex-m3: 5
@ expect cortex-m4f: 5
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   str r1, [r0], #4     x1  1/1  [F20]
@   str r2, [r0], #4     x1  2/2  [F20 1 + F21 same-base indexed store chain 1]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 2 + 2 = 5
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	str r1, [r0], #4
	str r2, [r0], #4
	bx lr
	.size bench, .-bench
