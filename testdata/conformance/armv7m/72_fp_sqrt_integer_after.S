@ name: VSQRT then integer code: the return does not wait
@ expect cortex-m4f: 4
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   vsqrt.f32 s1, s0     x1  1  [F35 issue 1; the FPU works on for 14 cycles (F36)]
@   movs r1, #1          x1  1  [F5, not an FP instruction: no wait]
@   bx lr                x1  2    [F2 BX: 1 + P, P = 1]
@   total = 1 + 1 + 2 = 4
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
	vsqrt.f32 s1, s0
	movs r1, #1
	bx lr
	.size bench, .-bench
