@ name: multiply result as a multiplicand: latency 2
@ expect cortex-a7: 77
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mul r1 @0; mla r1,r1,r3,r2 @2; mla r1,r1,r3,r2 @4 (multiplicand: no bypass)
@   bx lr @5; end 7; total 77
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
