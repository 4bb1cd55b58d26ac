@ name: an FP instruction after VDIV waits for the FPU
@ expect cortex-m4f: 17
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   vdiv.f32 s2, s0, s1  x1  1   [F35: issues at 0, FPU busy until 14]
@   vadd.f32 s3, s0, s1  x1  1   [F32 after a 13-cycle wait (F36): ends 15]
@   bx lr                x1  2    [F2 BX: 1 + P, P = 1]
@   total = 1 + 13 + 1 + 2 = 17
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
	vdiv.f32 s2, s0, s1
	vadd.f32 s3, s0, s1
	bx lr
	.size bench, .-bench
