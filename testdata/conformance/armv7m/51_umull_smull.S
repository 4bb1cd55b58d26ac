@ name: UMULL/SMULL: M3 3-5 (m3_long_mul_cycles), M4 1
@ expect cortex-m3: 12
@ expect cortex-m3 lmul=3: 8
@ expect cortex-m4f: 4
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   umull r1, r2, r0, r0  x1  L/1  [F12 L = m3_long_mul_cycles (5)]
@   smull r3, r4, r0, r0  x1  L/1  [F12]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total M3 = 2L + 2: 12 at L = 5, 8 at L = 3; M4 = 1 + 1 + 2 = 4
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	umull r1, r2, r0, r0
	smull r3, r4, r0, r0
	bx lr
	.size bench, .-bench
