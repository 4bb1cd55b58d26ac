@ name: LSL by register (a shift instruction, alu-reg class): bypass 1
@ expect cortex-a7: 73
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mov r2 @0; lsl r1,r3,r2 (GCC type shift_reg = cortex_a7_alu_reg, bypass 1): @1; bx lr @1
@   end 3; total 73
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	mov r2, #3
	lsl r1, r3, r2
	bx lr
	.size bench, .-bench
