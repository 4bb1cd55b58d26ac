@ name: LDRD takes both slots; result latency 2
@ expect cortex-a7: 153
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   data: first access to the scratch (0xC0100000, DDR bank 0 row 64; bank 0 holds the code's row 0) misses L1 and L2: 9 + 70 (row conflict) = 79
@   ldrd r2,r3,[r0] @0 (both slots); add r12,r2,#1 @2; bx lr younger @2
@   core end 4; total 70 + 79 + 4 = 153
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	ldrd r2, r3, [r0]
	add r12, r2, #1
	bx lr
	.size bench, .-bench
