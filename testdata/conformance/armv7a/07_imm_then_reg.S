@ name: immediate form then register form: the register form starts a new cycle
@ expect cortex-a7: 74
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   add r1,r2,#1 @0; add r12,r2,r3 @1 (not younger); add r1,r2,#1 younger @1
@   add r12,r2,r3 @2; bx lr younger @2; end 4; total 74
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	add r1, r2, #1
	add r12, r2, r3
	add r1, r2, #1
	add r12, r2, r3
	bx lr
	.size bench, .-bench
