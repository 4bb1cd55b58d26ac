@ name: MUL result as a shifted operand: latency 3 + 1 (MT-A1 with the MT-A3 note; an inference)
@ expect cortex-a7: 76
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mul r1,r2,r3 @0; add r12,r3,r1,lsl #2 @4 (MT-A1 latency 3, one cycle early for a shifted operand:
@   MT-A3 note applied to a multiply, not measured); bx lr younger @4; end 6; total 76
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	mul r1, r2, r3
	add r12, r3, r1, lsl #2
	bx lr
	.size bench, .-bench
