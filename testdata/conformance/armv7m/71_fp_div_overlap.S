@ name: VDIV runs 14 cycles while integer instructions go on; a VMOV of its result waits
@ expect cortex-m4f: 19
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   vmov s0, r0; vmov s1, r0   x2  1   [F32]            cycles 0-2
@   vdiv.f32 s2, s0, s1        x1  1   [F35 issues at 2, FPU busy until 2 + 14 = 16; F36]
@   adds r1, #1; adds r2, #1   x2  1   [F5, go on: 3-5]
@   vmov r3, s2                x1  1   [F32, waits for the FPU from 5 to 16 (F36), ends 17]
@   bx lr                x1  2    [F2 BX: 1 + P, P = 1]                                ends 19
@   total = 19
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
	vdiv.f32 s2, s0, s1
	adds r1, #1
	adds r2, #1
	vmov r3, s2
	bx lr
	.size bench, .-bench
