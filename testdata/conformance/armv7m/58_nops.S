@ name: NOP: 1, 16- and 32-bit
@ expect cortex-m3: 5
@ expect cortex-m4f: 5
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   nop; nop; nop.w      x3  1/1  [F8]
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
	nop
	nop
	nop.w
	bx lr
	.size bench, .-bench
