@ name: extends, byte reverses, CLZ, RBIT: 1 cycle
@ expect cortex-m3: 8
@ expect cortex-m4f: 8
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   uxtb, sxth, rev, rev16, clz, rbit   x6  1/1  [F5]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 6 + 2 = 8
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	uxtb r1, r0
	sxth r2, r0
	rev r3, r0
	rev16 r3, r3
	clz r1, r0
	rbit r2, r0
	bx lr
	.size bench, .-bench
