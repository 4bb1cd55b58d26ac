@ name: LSL by register: its shift amount is an early operand (MT-A3)
@ expect cortex-a7: 74
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mov r2 @0; lsl r1,r3,r2 is MOV r1,r3,LSL r2: r2 is a shift amount, needed a cycle early
@   (MT-A3 note), so ALU latency 1 + 1: @2; bx lr younger @2
@   end 4; total 74 (was 73 with C6's alu_reg bypass 1: re-derived from MT-A3)
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
