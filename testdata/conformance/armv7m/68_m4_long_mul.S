@ name: M4 UMULL, UMLAL, UMAAL: 1 cycle
@ expect cortex-m4f: 5
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   umull, umlal, umaal   x3  1  [F12, F13, F30]
@   bx lr                x1  2    [F2 BX: 1 + P, P = 1]
@   total = 3 + 2 = 5
	.syntax unified
	.cpu cortex-m4
	.fpu fpv4-sp-d16
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	umull r1, r2, r0, r0
	umlal r1, r2, r0, r0
	umaal r1, r2, r0, r0
	bx lr
	.size bench, .-bench
