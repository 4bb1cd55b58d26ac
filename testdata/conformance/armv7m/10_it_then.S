@ name: IT with one instruction (condition passes)
@ expect cortex-m3: 5
@ expect cortex-m4f: 5
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   cmp r0, r0           x1  1/1  [F5]
@   it eq                x1  1/1  [F7 IT: it_cycles 1]
@   moveq r1, #1         x1  1/1  [F5]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 1 + 1 + 2 = 5
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	cmp r0, r0
	it eq
	moveq r1, #1
	bx lr
	.size bench, .-bench
