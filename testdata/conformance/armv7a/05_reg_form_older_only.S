@ name: register-form ALU cannot be the younger instruction
@ expect cortex-a7: 75
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   add r1,r2,r3 @0; add r12,r2,r3 @1; add r1,r2,r3 @2; add r12,r2,r3 @3 (ex1 only, independent)
@   bx lr younger @3; end 5; total 75
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	add r1, r2, r3
	add r12, r2, r3
	add r1, r2, r3
	add r12, r2, r3
	bx lr
	.size bench, .-bench
