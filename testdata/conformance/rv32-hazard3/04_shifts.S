// name: sll, srl, sra and their immediate forms: ALU 1 each
// expect hazard3: 8
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   sll t0, a0, a1                     x1  1  [MT-G1 ALU 1]
//   srl t1, a0, a1                     x1  1  [MT-G1 ALU 1]
//   sra t2, a0, a1                     x1  1  [MT-G1 ALU 1]
//   slli t0, a0, 3                     x1  1  [MT-G1 ALU 1]
//   srli t1, a0, 7                     x1  1  [MT-G1 ALU 1]
//   srai t2, a0, 31                    x1  1  [MT-G1 ALU 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 1 + 1 + 1 + 1 + 2 = 8
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	sll t0, a0, a1
	srl t1, a0, a1
	sra t2, a0, a1
	slli t0, a0, 3
	srli t1, a0, 7
	srai t2, a0, 31
	ret
	.size bench, .-bench
