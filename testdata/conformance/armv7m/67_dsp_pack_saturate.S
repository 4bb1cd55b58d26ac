@ name: M4 packing, SIMD saturate, extend-and-add: 1 cycle
@ expect cortex-m4f: 7
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   pkhbt, ssat16, usat, sxtab, uxtb16   x5  1  [F30; USAT F5]
@   bx lr                x1  2    [F2 BX: 1 + P, P = 1]
@   total = 5 + 2 = 7
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
	pkhbt r1, r0, r0, lsl #16
	ssat16 r2, #8, r0
	usat r3, #8, r0
	sxtab r1, r1, r0
	uxtb16 r2, r0
	bx lr
	.size bench, .-bench
