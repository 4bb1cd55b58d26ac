@ name: LSL feeding an unshifted ADD operand: ALU latency 1 (MT-A3, see README on LSL)
@ expect cortex-a7: 73
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   lsl r1,r2,#2 @0; add r3,r1,#1 @1 (LSL is MOV with a shifted operand: result latency 1, MT-A3 ADD-with-shift 1);
@   bx lr younger @1; end 3; total 73 (74 if MT-A3's LSL "latency 2" were a result latency: kit a7_lsl_add tells)
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	lsl r1, r2, #2
	add r3, r1, #1
	bx lr
	.size bench, .-bench
