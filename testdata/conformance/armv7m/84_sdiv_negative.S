@ name: SDIV of negative operands counts magnitudes
@ expect cortex-m3: 10
@ expect cortex-m4f: 10
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   mvn r1, #0xff00      x1  1/1  [F5]  (r1 = -65281, |r1| = 0xff01, clz 16)
@   mvn r2, #2           x1  1/1  [F5]  (r2 = -3, |r2| = 3, clz 30)
@   sdiv r3, r1, r2      x1  6/6  [F14a q = 30 - 16 + 1 = 15: D = 1 + ceil(15/3) = 6]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 1 + 6 + 2 = 10
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	mvn r1, #0xff00
	mvn r2, #2
	sdiv r3, r1, r2
	bx lr
	.size bench, .-bench
