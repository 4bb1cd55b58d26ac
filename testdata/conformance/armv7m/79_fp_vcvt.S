@ name: VCVT between integer and float: 1
@ expect cortex-m4f: 6
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   vmov s0, r0               x1  1  [F32]
@   vcvt.f32.u32 s1, s0       x1  1  [F32]
@   vcvt.u32.f32 s2, s1       x1  1  [F32]
@   vmov r1, s2               x1  1  [F32]
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
	vmov s0, r0
	vcvt.f32.u32 s1, s0
	vcvt.u32.f32 s2, s1
	vmov r1, s2
	bx lr
	.size bench, .-bench
