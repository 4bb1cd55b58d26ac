@ name: dependent ADD immediates: 1 cycle each through the ALU bypass
@ expect cortex-a7: 77
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   add r1 x6 @0..5 (latency 1 via bypass, dependent: no pairing)
@   bx lr younger @5; end 5+2 = 7; total 77
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	add r1, r1, #1
	add r1, r1, #1
	add r1, r1, #1
	add r1, r1, #1
	add r1, r1, #1
	add r1, r1, #1
	bx lr
	.size bench, .-bench
