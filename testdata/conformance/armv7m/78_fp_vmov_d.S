@ name: VMOV of two core registers to and from a D register: 2
@ expect cortex-m4f: 6
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   vmov d1, r1, r2      x1  2  [F33]
@   vmov r3, r12, d1     x1  2  [F33]
@   bx lr                x1  2    [F2 BX: 1 + P, P = 1]
@   total = 2 + 2 + 2 = 6
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
	vmov d1, r1, r2
	vmov r3, r12, d1
	bx lr
	.size bench, .-bench
