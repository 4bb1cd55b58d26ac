@ name: an address from the instruction just before: +1
@ expect cortex-m3: 6
@ expect cortex-m4f: 6
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   adds r1, r0, #4      x1  1/1  [F5]
@   ldr r2, [r1]         x1  3/3  [F15 2 + F4 address from the data-processing result just before: 1]
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
	adds r1, r0, #4
	ldr r2, [r1]
	bx lr
	.size bench, .-bench
