@ name: two independent UDIVs serialise (5 cycles each)
@ expect cortex-a7: 83
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mov/mov @0; udiv @1-5; udiv @6-10; bx lr @11
@   end 13; total 83
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
	udiv r3, r1, r2
	udiv r12, r1, r2
	bx lr
	.size bench, .-bench
