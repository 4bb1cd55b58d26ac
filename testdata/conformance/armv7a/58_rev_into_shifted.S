@ name: REV result as a shifted operand: latency 2 + 1 (MT-A3)
@ expect cortex-a7: 75
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   rev r1,r2 @0; add r12,r3,r1,lsl #2 @3 (REV latency 2, shifted operand a cycle early: MT-A3); bx lr younger @3
@   end 5; total 75
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	rev r1, r2
	add r12, r3, r1, lsl #2
	bx lr
	.size bench, .-bench
