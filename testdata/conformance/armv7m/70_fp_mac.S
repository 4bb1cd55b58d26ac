@ name: VMLA and VFMA: 3 cycles
@ expect cortex-m4f: 8
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   vmla.f32 s0, s1, s2   x1  3  [F34]
@   vfma.f32 s3, s1, s2   x1  3  [F34]
@   bx lr                x1  2    [F2 BX: 1 + P, P = 1]
@   total = 3 + 3 + 2 = 8
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
	vmla.f32 s0, s1, s2
	vfma.f32 s3, s1, s2
	bx lr
	.size bench, .-bench
