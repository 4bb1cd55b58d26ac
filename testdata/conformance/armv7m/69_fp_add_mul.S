@ name: VMOV core to FP, VADD, VMUL, VSUB: 1 cycle
@ expect cortex-m4f: 7
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   vmov s0, r0; vmov s1, r0       x2  1  [F32]
@   vadd.f32, vmul.f32, vsub.f32   x3  1  [F32]
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
	vmov s0, r0
	vmov s1, r0
	vadd.f32 s2, s0, s1
	vmul.f32 s3, s2, s1
	vsub.f32 s4, s3, s0
	bx lr
	.size bench, .-bench
