@ name: VLDR/VSTR: 2, pipelined after a load as LDR
@ expect cortex-m4f: 6
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   vldr s0, [r0]        x1  2  [F37 1 + 1 word]
@   vldr s1, [r0, #4]    x1  1  [F37 2, F16 pipelined after a load]
@   vstr s0, [r0, #8]    x1  1  [F37 2, F16 pipelined after a load]
@   bx lr                x1  2    [F2 BX: 1 + P, P = 1]
@   total = 2 + 1 + 1 + 2 = 6
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
	vldr s0, [r0]
	vldr s1, [r0, #4]
	vstr s0, [r0, #8]
	bx lr
	.size bench, .-bench
