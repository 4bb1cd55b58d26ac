@ name: MLA and MLS: 2 on the M3, 1 on the M4
@ expect cortex-m3: 6
@ expect cortex-m4f: 4
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   mla r1, r0, r0, r0   x1  2/1  [F11]
@   mls r2, r1, r0, r0   x1  2/1  [F11]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total M3 = 2 + 2 + 2 = 6; M4 = 1 + 1 + 2 = 4
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	mla r1, r0, r0, r0
	mls r2, r1, r0, r0
	bx lr
	.size bench, .-bench
