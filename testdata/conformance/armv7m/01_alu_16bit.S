@ name: 16-bit data processing: 1 cycle each
@ expect cortex-m3: 8
@ expect cortex-m4f: 8
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   movs, adds, subs, ands, orrs, eors   x6  1/1  [F5 data processing 1]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 6 + 2 = 8 on both
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	movs r1, #1
	adds r2, r1, #2
	subs r3, r2, r1
	ands r3, r2
	orrs r3, r1
	eors r3, r2
	bx lr
	.size bench, .-bench
