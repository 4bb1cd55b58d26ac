@ name: a chain of dependent MULs: latency 3 each (MT-A1)
@ expect cortex-a7: 82
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mul r1 @0, @3, @6, @9 (each waits for the last: MT-A1 latency 3; both slots, C6)
@   bx lr @10 (after a both-slot instruction); end 12; total 82
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	mul r1, r1, r2
	mul r1, r1, r2
	mul r1, r1, r2
	mul r1, r1, r2
	bx lr
	.size bench, .-bench
