@ name: carry arithmetic: 1 cycle
@ expect cortex-m3: 6
@ expect cortex-m4f: 6
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   adds, adcs, sbcs, sbc.w   x4  1/1  [F5]
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
	adds r1, r0, r0
	adcs r2, r0
	sbcs r3, r2
	sbc.w r3, r3, #1
	bx lr
	.size bench, .-bench
