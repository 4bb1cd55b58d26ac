@ name: register-shifted operand: the shift amount is early
@ expect cortex-a7: 74
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mov r2 @0; add r1,r3,r12,lsl r2: r2 is early, latency 2: @2; bx lr @2
@   end 4; total 74
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	mov r2, #3
	add r1, r3, r12, lsl r2
	bx lr
	.size bench, .-bench
