@ name: VLDR/VSTR of a D register: 1 + 2 words
@ expect cortex-m4f: 7
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   vldr d0, [r0]        x1  3  [F37 1 + 2 words]
@   vstr d0, [r0, #8]    x1  2  [F37 3, F16 pipelined after a load]
@   bx lr                x1  2    [F2 BX: 1 + P, P = 1]
@   total = 3 + 2 + 2 = 7
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
	vldr d0, [r0]
	vstr d0, [r0, #8]
	bx lr
	.size bench, .-bench
