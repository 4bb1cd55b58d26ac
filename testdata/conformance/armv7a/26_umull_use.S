@ name: UMULL (64-bit) latency 2, single issue
@ expect cortex-a7: 74
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   umull r1,r2,r3,r12 @0; add r3,r2,#1 @2; bx lr younger @2
@   end 4; total 74
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
