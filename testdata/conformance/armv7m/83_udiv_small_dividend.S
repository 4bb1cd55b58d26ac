@ name: UDIV with the dividend below the divisor: no quotient bits, 2 cycles
@ expect cortex-m3: 7
@ expect cortex-m4f: 7
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   movs r1, #5; movs r2, #9   x2  1/1  [F5]
@   udiv r3, r1, r2      x1  2/2  [F14a q = clz(9) - clz(5) + 1 = 28 - 29 + 1 = 0: D = max(1 + 0, 2) = 2, the TRM minimum]
@   nop                  x1  1/1  [F8]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 2 + 2 + 1 + 2 = 7
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	movs r1, #5
	movs r2, #9
	udiv r3, r1, r2
	nop
	bx lr
	.size bench, .-bench
