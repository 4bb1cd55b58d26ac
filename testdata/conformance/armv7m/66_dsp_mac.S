@ name: M4 DSP multiplies and MACs: 1 cycle
@ expect cortex-m4f: 7
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   smlad, smuad, smlabb, smlald, smulwb   x5  1  [F30]
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
	smlad r1, r0, r0, r0
	smuad r2, r0, r0
	smlabb r3, r0, r0, r1
	smlald r1, r2, r0, r0
	smulwb r3, r0, r0
	bx lr
	.size bench, .-bench
