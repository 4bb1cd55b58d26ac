@ name: ADD Rd,Rn,Rm issues one a cycle (MT-A4)
@ expect cortex-a7: 77
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   add r1,r2,r3 / add r12,r2,r3 (independent) @0, @1, @2, @3, @4, @5: ex1 only, never the younger (MT-A4; C6)
@   bx lr younger @5; end 7; total 77
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
	add r1, r2, r3
	add r12, r2, r3
	bx lr
	.size bench, .-bench
