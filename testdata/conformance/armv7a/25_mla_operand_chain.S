@ name: multiply result as a multiplicand: latency 3 (MT-A1, MT-A2)
@ expect cortex-a7: 79
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mul r1 @0; mla r1,r1,r3,r2 @3; mla r1,r1,r3,r2 @6 (multiplicand: no accumulator forwarding,
@   latency 3: MT-A1, MT-A2); bx lr @7 (after a both-slot instruction)
@   end 9; total 79 (was 77 with C6's latency 2: re-derived from MT-A1/MT-A2)
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	mul r1, r2, r3
	mla r1, r1, r3, r2
	mla r1, r1, r3, r2
	bx lr
	.size bench, .-bench
