@ name: back-to-back immediate-offset stores: 1 each
@ expect cortex-m3: 5
@ expect cortex-m4f: 5
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   str r1/r2/r3, [r0, #0/4/8]   x3  1/1  [F20 store_cycles 1: the data phase goes to the write buffer]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 3 + 2 = 5
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
	str r2, [r0, #4]
	str r3, [r0, #8]
	bx lr
	.size bench, .-bench
