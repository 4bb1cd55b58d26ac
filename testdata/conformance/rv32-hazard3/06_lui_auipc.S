// name: lui and auipc: ALU 1 each
// expect hazard3: 5
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   lui t0, 0x12345                    x1  1  [MT-G1 ALU 1]
//   auipc t1, 0                        x1  1  [MT-G1 ALU 1]
//   add t2, t0, t1                     x1  1  [MT-G1 ALU 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 1 + 2 = 5
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	lui t0, 0x12345
	auipc t1, 0
	add t2, t0, t1
	ret
	.size bench, .-bench
