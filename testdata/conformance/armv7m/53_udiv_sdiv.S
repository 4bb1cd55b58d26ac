@ name: UDIV/SDIV 100 / 7: 3 quotient bits beyond the divisor, early termination
@ expect cortex-m3: 10
@ expect cortex-m4f: 10
@ expect cortex-m3 divbits=2: 12
@ expect cortex-m4f divsetup=0: 8
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   movs r1, #100; movs r2, #7   x2  1/1  [F5]
@   udiv r3, r1, r2      x1  D  [F14a D = clamp(S + ceil(q / K), 2, 12), q = clz(7) - clz(100) + 1 = 29 - 25 + 1 = 5;
@                                 S = div_setup 1, K = div_bits_per_cycle 3: D = 1 + 2 = 3]
@   sdiv r4, r1, r2      x1  D  [F14a on the magnitudes: the same 3]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 2 + 2D + 2: 10 at D = 3; K = 2: D = 1 + 3 = 4, 12; S = 0: D = max(0 + 2, 2) = 2, 8
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
