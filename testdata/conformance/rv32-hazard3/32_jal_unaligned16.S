// name: jal to a 16-bit instruction at a halfword address: no penalty
// expect hazard3: 5
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   j 1f                               x1  2  [MT-G1 jal/jalr 2 (the target is 16-bit: no +1)]
//   c.nop                              x0  1  [padding, skipped]
//   1: c.addi a0, 1                    x1  1  [MT-G1 ALU 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2]
//   total = 2 + 1 + 2 = 5
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	j 1f
	.option rvc
	c.nop
1: c.addi a0, 1
	.option norvc
	ret
	.size bench, .-bench
