@ name: indexed stores alternating two bases chain at 1 each
@ expect cortex-m3: 7
@ expect cortex-m4f: 7
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   adds r3, r0, #16     x1  1/1  [F5]
@   nop                  x1  1/1  [F8]
@   str r1, [r0], #4     x1  1/1  [F20]
@   str r2, [r3], #4     x1  1/1  [F20; another base (F21 not applied)]
@   str r1, [r0], #4     x1  1/1  [F20; the store before used r3]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 5 + 2 = 7
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	adds r3, r0, #16
	nop
	str r1, [r0], #4
	str r2, [r3], #4
	str r1, [r0], #4
	bx lr
	.size bench, .-bench
