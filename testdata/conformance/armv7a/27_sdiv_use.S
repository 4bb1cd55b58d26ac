@ name: SDIV blocks both slots for a7_div_cycles = 5, result latency 5
@ expect cortex-a7: 78
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mov r1/mov r2 @0; sdiv r3,r1,r2 @1-5; add r12,r3,#1 @6; bx lr younger @6
@   end 8; total 78
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	mov r1, #100
	mov r2, #7
	sdiv r3, r1, r2
	add r12, r3, #1
	bx lr
	.size bench, .-bench
