@ name: independent instruction after a load issues without a bubble
@ expect cortex-a7: 153
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   data: first access to the scratch (0xC0100000, DDR bank 0 row 64; bank 0 holds the code's row 0) misses L1 and L2: 9 + 70 (row conflict) = 79
@   ldr r3,[r0] @0; ldr r1,[r0,#4] @1; add r2,r3,#1 (r3 ready @2) @2; bx lr younger @2
@   core end 4; total 70 + 79 + 4 = 153
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	ldr r3, [r0]
	ldr r1, [r0, #4]
	add r2, r3, #1
	bx lr
	.size bench, .-bench
