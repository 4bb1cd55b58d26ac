@ name: ADD Rd,Rn,#imm as the younger of a pair: measured two a cycle (MT-A4), under either setting
@ expect cortex-a7: 73
@ expect cortex-a7 pairs=measured: 73
@ derivation (parameter defaults unless an option says, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   add r2,r0,r1 @0; add r3,r0,#1 younger @0 (MT-A4: ADD Rd,Rn,#imm issues two a cycle); add r12,r0,r1 @1; bx lr younger @1
@   end 3; total 73 (pairs=measured keeps this form: 73)
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	add r2, r0, r1
	add r3, r0, #1
	add r12, r0, r1
	bx lr
	.size bench, .-bench
