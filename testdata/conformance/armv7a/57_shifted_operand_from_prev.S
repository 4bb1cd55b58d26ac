@ name: a shifted operand produced by the previous register-form ALU instruction: latency 2 (MT-A3 note)
@ expect cortex-a7: 74
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   eor r1,r2,r3 @0; add r12,r2,r1,ror #7 needs r1 early: @2 (ALU latency 1 + 1, MT-A3); bx lr younger @2
@   end 4; total 74
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	eor r1, r2, r3
	add r12, r2, r1, ror #7
	bx lr
	.size bench, .-bench
