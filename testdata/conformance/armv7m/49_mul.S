@ name: MUL: 1 cycle on both
@ expect cortex-m3: 4
@ expect cortex-m4f: 4
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   mul r1, r0, r0       x1  1/1  [F10]
@   mul r2, r1, r0       x1  1/1  [F10]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 1 + 2 = 4
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	mul r1, r0, r0
	mul r2, r1, r0
	bx lr
	.size bench, .-bench
