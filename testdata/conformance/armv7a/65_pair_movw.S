@ name: MOVW as the younger of a pair: C6 (mov) lets it; MT-A4 did not measure it
@ expect cortex-a7: 73
@ expect cortex-a7 pairs=measured: 74
@ derivation (parameter defaults unless an option says, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   add r2,r0,r1 @0; movw r3,#5 younger @0 (C6); add r12,r0,r1 @1; bx lr younger @1; end 3; total 73
@   pairs=measured: movw @1 alone; add r12 @2; bx lr younger @2; end 4: 74
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	add r2, r0, r1
	movw r3, #5
	add r12, r0, r1
	bx lr
	.size bench, .-bench
