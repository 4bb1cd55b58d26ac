@ name: M4 SIMD and saturating arithmetic: 1 cycle
@ expect cortex-m4f: 6
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   sadd16, qadd, uadd8, sel   x4  1  [F30]
@   bx lr                x1  2    [F2 BX: 1 + P, P = 1]
@   total = 4 + 2 = 6
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
	sadd16 r1, r0, r0
	qadd r2, r1, r0
	uadd8 r3, r0, r0
	sel r1, r2, r3
	bx lr
	.size bench, .-bench
