@ name: UMLAL/SMLAL: M3 4-7 (signed one more), M4 1
@ expect cortex-m3: 15
@ expect cortex-m3 lmac=4: 11
@ expect cortex-m4f: 4
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   umlal r1, r2, r0, r0  x1  A/1    [F13 A = m3_long_mac_cycles (6)]
@   smlal r3, r4, r0, r0  x1  A+1/1  [F13 signed one cycle longer, at most 7]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total M3 = A + (A + 1) + 2: 15 at A = 6, 11 at A = 4; M4 = 4
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	umlal r1, r2, r0, r0
	smlal r3, r4, r0, r0
	bx lr
	.size bench, .-bench
