@ name: indirect branch with a cold BTIC mispredicts
@ expect cortex-a7: 81
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   adr r1,1f + bx r1 @0 (branches do not wait for operands; target unknown: mispredict 8)
@   bx lr @9; end 11; total 81
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	adr r1, 1f
	bx r1
	nop
1:
	bx lr
	.size bench, .-bench
