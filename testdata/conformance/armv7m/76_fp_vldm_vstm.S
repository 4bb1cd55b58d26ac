@ name: VLDM, VSTM, VPUSH, VPOP: 1 + N words
@ expect cortex-m4f: 18
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   vldmia r0, {s0-s3}   x1  5  [F38 1 + 4]
@   vstmia r0, {s0-s3}   x1  5  [F38]
@   vpush {s16-s17}      x1  3  [F38 1 + 2]
@   vpop {s16-s17}       x1  3  [F38]
@   bx lr                x1  2    [F2 BX: 1 + P, P = 1]
@   total = 5 + 5 + 3 + 3 + 2 = 18
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
	vldmia r0, {s0-s3}
	vstmia r0, {s0-s3}
	vpush {s16-s17}
	vpop {s16-s17}
	bx lr
	.size bench, .-bench
