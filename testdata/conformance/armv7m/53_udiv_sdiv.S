@ name: UDIV/SDIV: div_cycles D (2-12)
@ expect cortex-m3: 18
@ expect cortex-m4f: 18
@ expect cortex-m3 div=2: 8
@ expect cortex-m4f div=12: 28
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   movs r1, #100; movs r2, #7   x2  1/1  [F5]
@   udiv r3, r1, r2      x1  D  [F14 D = div_cycles (7)]
@   sdiv r4, r1, r2      x1  D  [F14]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 2 + 2D + 2: 18 at D = 7, 8 at D = 2, 28 at D = 12
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	movs r1, #100
	movs r2, #7
	udiv r3, r1, r2
	sdiv r4, r1, r2
	bx lr
	.size bench, .-bench
