@ name: VMOV between core and FP registers: 1 for one, 2 for two
@ expect cortex-m4f: 8
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   vmov s0, r1            x1  1  [F32]
@   vmov r2, s0            x1  1  [F32]
@   vmov s2, s3, r1, r2    x1  2  [F33]
@   vmov r3, r12, s2, s3   x1  2  [F33]
@   bx lr                x1  2    [F2 BX: 1 + P, P = 1]
@   total = 1 + 1 + 2 + 2 + 2 = 8
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
	vmov s0, r1
	vmov r2, s0
	vmov s2, s3, r1, r2
	vmov r3, r12, s2, s3
	bx lr
	.size bench, .-bench
