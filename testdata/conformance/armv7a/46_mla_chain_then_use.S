@ name: back-to-back MLAs through the accumulator, then the result: latency 3 (MT-A2)
@ expect cortex-a7: 77
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mla r1,r2,r3,r1 @0, @1, @2 (accumulator forwarding: MT-A2, no delay)
@   add r12,r1,#1 @5 (MLA result latency 3: MT-A2); bx lr younger @5; end 7; total 77
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	mla r1, r2, r3, r1
	mla r1, r2, r3, r1
	mla r1, r2, r3, r1
	add r12, r1, #1
	bx lr
	.size bench, .-bench
