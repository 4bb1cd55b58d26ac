@ name: UXTB as the younger of a pair: C6 lets it (extend in either slot); MT-A4 did not measure it (pairs=measured: it issues alone)
@ expect cortex-a7: 73
@ expect cortex-a7 pairs=measured: 74
@ derivation (parameter defaults unless an option says, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   add r2,r0,r1 @0 (register form: ex1 only, MT-A4; C6); uxtb r3,r0 younger @0 (a7_younger_c6_forms 1: C6's alu_imm includes extend)
@   add r12,r0,r1 @1; bx lr younger @1; end 3; total 73
@   pairs=measured (a7_younger_c6_forms 0): uxtb @1 alone in ex1 (ex2 open); add r12 (register form, not younger) @2; bx lr younger @2; end 4: 74
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	add r2, r0, r1
	uxtb r3, r0
	add r12, r0, r1
	bx lr
	.size bench, .-bench
