// name: slt, sltu, slti, sltiu: ALU 1 each
// expect hazard3: 6
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   slt t0, a0, a1                     x1  1  [MT-G1 ALU 1]
//   sltu t1, a0, a1                    x1  1  [MT-G1 ALU 1]
//   slti t2, a0, -5                    x1  1  [MT-G1 ALU 1]
//   sltiu t0, a0, 9                    x1  1  [MT-G1 ALU 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 1 + 1 + 2 = 6
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	slt t0, a0, a1
	sltu t1, a0, a1
	slti t2, a0, -5
	sltiu t0, a0, 9
	ret
	.size bench, .-bench
