@ name: UDIV 0xffffffff / 3: 31 quotient bits, near the worst case
@ expect cortex-m3: 16
@ expect cortex-m4f: 16
@ expect cortex-m4f divbits=4: 13
@ expect cortex-m3 divbits=2: 16
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   mvn r1, #0           x1  1/1  [F5]  (0xffffffff)
@   movs r2, #3          x1  1/1  [F5]
@   udiv r3, r1, r2      x1  D    [F14a q = clz(3) - clz(0xffffffff) + 1 = 30 - 0 + 1 = 31: D = 1 + ceil(31/3) = 12;
@                                   K = 4: 1 + 8 = 9; K = 2: 1 + 16 = 17, clamped to 12]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 2 + D + 2: 16; 13 at K = 4; 16 at K = 2 (clamp)
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	mvn r1, #0
	movs r2, #3
	udiv r3, r1, r2
	bx lr
	.size bench, .-bench
