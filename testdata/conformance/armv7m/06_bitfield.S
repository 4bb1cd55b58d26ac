@ name: bit-field instructions: 1 cycle
@ expect cortex-m3: 6
@ expect cortex-m4f: 6
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   ubfx, sbfx, bfi, bfc   x4  1/1  [F5 bit-field operations 1]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 4 + 2 = 6
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	ubfx r1, r0, #4, #8
	sbfx r2, r0, #3, #5
	bfi r3, r1, #8, #4
	bfc r3, #0, #2
	bx lr
	.size bench, .-bench
