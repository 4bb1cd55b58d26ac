@ name: LSL feeding LSL: 2 each, as MT-A3 measured
@ expect cortex-a7: 76
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   lsl r1,r2,#1 @0; lsl r2,r1,#1 @2; lsl r1,r2,#1 @4 (MT-A3 LSL->LSL 2); bx lr younger @4
@   end 6; total 76
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	lsl r1, r2, #1
	lsl r2, r1, #1
	lsl r1, r2, #1
	bx lr
	.size bench, .-bench
