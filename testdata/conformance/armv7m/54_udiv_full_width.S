@ name: UDIV of full-width operands: the same parameter (the stream has no operand values)
@ expect cortex-m3: 11
@ expect cortex-m4f: 11
@ expect cortex-m3 div=12: 16
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   mvn r1, #0           x1  1/1  [F5]  (0xffffffff)
@   movs r2, #3          x1  1/1  [F5]
@   udiv r3, r1, r2      x1  D    [F14: on the core early termination makes a 32-bit quotient the slow case; the model
@                                    charges div_cycles D whatever the operands (F14 U), 7 by default, 12 the worst case]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 2 + D + 2: 11 at D = 7, 16 at D = 12
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
