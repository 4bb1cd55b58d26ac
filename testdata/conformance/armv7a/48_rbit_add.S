@ name: RBIT feeding an ADD: latency 2 (MT-A3)
@ expect cortex-a7: 74
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   rbit r1,r2 @0; add r3,r1,#1 @2 (MT-A3 latency 2); bx lr younger @2
@   end 4; total 74
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	rbit r1, r2
	add r3, r1, #1
	bx lr
	.size bench, .-bench
