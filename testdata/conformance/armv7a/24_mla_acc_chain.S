@ name: MLA accumulator forwarding: 1 cycle from a multiply into the next accumulator
@ expect cortex-a7: 76
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mul r1 @0; mla r1,r2,r3,r1 @1, @2, @3 (accumulator bypass 1: MT-A2, C6; single issue)
@   bx lr @4 (after a both-slot instruction); end 6; total 76
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	mul r1, r2, r3
	mla r1, r2, r3, r1
	mla r1, r2, r3, r1
	mla r1, r2, r3, r1
	bx lr
	.size bench, .-bench
