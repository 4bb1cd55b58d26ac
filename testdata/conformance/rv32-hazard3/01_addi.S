// name: one addi then ret: ALU 1, jalr 2
// expect hazard3: 3
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   addi a0, a0, 1                     x1  1  [MT-G1 ALU 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 2 = 3
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	addi a0, a0, 1
	ret
	.size bench, .-bench
