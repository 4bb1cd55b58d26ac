@ name: UMULL (64-bit) latency 3, single issue (MT-A1, measured for SMULL)
@ expect cortex-a7: 75
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   umull r1,r2,r3,r12 @0 (both slots); add r3,r2,#1 @3 (latency 3: MT-A1's SMULL, unsigned assumed alike);
@   bx lr younger @3
@   end 5; total 75 (was 74 with C6's latency 2: re-derived from MT-A1)
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	umull r1, r2, r3, r12
	add r3, r2, #1
	bx lr
	.size bench, .-bench
