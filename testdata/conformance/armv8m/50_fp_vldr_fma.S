@ name: FP: VLDR load-to-use 1; VFMA latency 3, its 2-cycle FP shadow and the extra cycle into VSTR (M1's examples)
@ expect cortex-m33: 14
@ derivation:
@   vldr s1, [r0]              x1  1  [§2.2 VLDR.32 1]
@   vadd.f32 s2, s1, s1        x1  1  [§2.2 VLDR load-to-use 1: no stall; §2.3 most FP operations 1 (C4)]
@   vfma.f32 s0, s1, s2        x1  1  [§2.2 VFMA issue 1; s2 latency 1: no stall]
@   mov r10, r10 (.n)          x1  1  [integer: not blocked by the FMA]
@   mov r10, r10 (.n)          x1  1  [arithmetic+arithmetic: no pair]
@   vadd.f32 s30, s30, s31     x1  1  [§2.2 no FP instruction in the 2 cycles after a VFMA: this is the 3rd cycle]
@   vstr s0, [r0, #4]          x1  1  [§2.2 VSTR of an FMA result: latency 3 + 1 = 4 cycles after the VFMA, reached: no stall]
@   vfma.f32 s3, s1, s2        x1  1  [VFMA 1]
@   vstr s3, [r0, #8]          x1  4  [VSTR waits until 4 cycles after the VFMA: 3 stall + 1]
@   bx lr                      x1  2  [§2.1 taken branch]
@   total = 7*1 + 1 + 4 + 2 = 14
	.fpu fpv5-sp-d16
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	vldr s1, [r0]
	vadd.f32 s2, s1, s1
	vfma.f32 s0, s1, s2
	mov r10, r10
	mov r10, r10
	vadd.f32 s30, s30, s31
	vstr s0, [r0, #4]
	vfma.f32 s3, s1, s2
	vstr s3, [r0, #8]
	bx lr
	.size bench, .-bench
