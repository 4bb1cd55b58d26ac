@ name: STM of 4 registers: two issue cycles with both slots
@ expect cortex-a7: 153
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   data: first access to the scratch (0xC0100000, DDR bank 0 row 64; bank 0 holds the code's row 0) misses L1 and L2: 9 + 70 (row conflict) = 79
@   stm r0,{r1,r2,r3,r12} @0-1; bx lr @2
@   core end 4; total 70 + 79 + 4 = 153
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	stm r0, {r1, r2, r3, r12}
	bx lr
	.size bench, .-bench
