@ name: ALU result into an unshifted register operand: latency 1
@ expect cortex-a7: 73
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mov r2 @0; add r1,r3,r2 @1 (bypass 1); bx lr younger @1
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
	add r1, r3, r2
	bx lr
	.size bench, .-bench
