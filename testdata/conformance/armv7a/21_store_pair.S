@ name: a store (ex1, no result) pairs with a younger immediate ALU
@ expect cortex-a7: 152
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   data: first access to the scratch (0xC0100000, DDR bank 0 row 64; bank 0 holds the code's row 0) misses L1 and L2: 9 + 70 (row conflict) = 79 (store miss: write-allocate, blocking)
@   str r1,[r0] + mov r2,#1 @0; bx lr @1
@   core end 3; total 70 + 79 + 3 = 152
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	str r1, [r0]
	mov r2, #1
	bx lr
	.size bench, .-bench
