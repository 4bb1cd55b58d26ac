@ name: SDIV blocks both slots for a7_div_cycles + 1 = 12, result latency 12 + 2 (MT-A5)
@ expect cortex-a7: 87
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mov r1/mov r2 @0; sdiv r3,r1,r2 @1-12 (SDIV issues one cycle more than UDIV: MT-A5 4-20 vs 3-19;
@   a7_div_cycles 11); add r12,r3,#1 @15 (latency issue + 2 = 14: MT-A5 6-22); bx lr younger @15
@   end 17; total 87 (was 78 with C6's 5: re-derived from MT-A5 and the new a7_div_cycles default)
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
