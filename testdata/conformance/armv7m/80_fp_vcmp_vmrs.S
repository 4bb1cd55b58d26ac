@ name: VCMP and VMRS APSR_nzcv: 1 each
@ expect cortex-m4f: 5
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   vmov.f32 s0, #1.0        x1  1  [F32 VMOV immediate]
@   vcmp.f32 s0, s1          x1  1  [F32]
@   vmrs APSR_nzcv, fpscr    x1  1  [F32]
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
	vmov.f32 s0, #1.0
	vcmp.f32 s0, s1
	vmrs APSR_nzcv, fpscr
	bx lr
	.size bench, .-bench
