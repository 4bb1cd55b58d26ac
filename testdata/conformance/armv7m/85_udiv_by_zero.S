@ name: UDIV by zero (DIV_0_TRP clear): 0, in the minimum 2 cycles
@ expect cortex-m3: 6
@ expect cortex-m4f: 6
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   movs r1, #100; movs r2, #0   x2  1/1  [F5]
@   udiv r3, r1, r2      x1  2/2  [F14a divisor 0: q = 0, D = 2; result 0 (Armv7-M: CCR.DIV_0_TRP clear at reset)]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 2 + 2 + 2 = 6
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
	movs r2, #0
	udiv r3, r1, r2
	bx lr
	.size bench, .-bench
