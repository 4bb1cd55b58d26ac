@ name: VNEG, VABS, VNMUL: 1
@ expect cortex-m4f: 5
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   vneg.f32, vabs.f32, vnmul.f32   x3  1  [F32]
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
	vneg.f32 s1, s0
	vabs.f32 s2, s1
	vnmul.f32 s3, s1, s2
	bx lr
	.size bench, .-bench
