@ name: two independent UDIVs serialise (a7_div_cycles = 11 each, MT-A5)
@ expect cortex-a7: 95
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mov/mov @0; udiv @1-11; udiv @12-22 (both slots for 11 cycles each: C6 blocking, MT-A5 issue);
@   bx lr @23
@   end 25; total 95 (was 83 with C6's 5: re-derived from MT-A5 and the new a7_div_cycles default)
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
