@ name: FP loads/stores: VLDM/VSTM/VPUSH/VPOP of x words take x, 64-bit VLDR/VSTR take 2
@ expect cortex-m33: 26
@ derivation:
@   vpush {s16-s19}            x1  4  [§2.2 LDM/STM of x registers including VLDM/VSTM: x (M1)]
@   vpop {s16-s19}             x1  4  [same]
@   vldmia r0, {s0-s7}         x1  8  [same]
@   vstmia r0, {s8-s9}         x1  2  [same; s8, s9 independent of the VLDM]
@   vldr d0, [r0]              x1  2  [§2.2 LDRD/STRD including FP: 2]
@   vpush {d8}                 x1  2  [a double register is 2 words: 2 (README)]
@   vpop {d8}                  x1  2  [same]
@   bx lr                      x1  2  [§2.1 taken branch]
@   total = 4 + 4 + 8 + 2 + 2 + 2 + 2 + 2 = 26
	.fpu fpv5-sp-d16
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	vpush {s16-s19}
	vpop {s16-s19}
	vldmia r0, {s0-s7}
	vstmia r0, {s8-s9}
	vldr d0, [r0]
	vpush {d8}
	vpop {d8}
	bx lr
	.size bench, .-bench
