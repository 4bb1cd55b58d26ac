// name: c.j (a compressed jal) to a 32-bit instruction at a halfword address: 2 + 1
// expect hazard3: 6
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   c.j 1f                             x1  3  [MT-G1 jal/jalr 2; +1 (the target, at +6, is 32-bit and not 32-bit aligned)]
//   c.nop; c.nop                       x0  1  [padding, skipped]
//   1:; addi a0, a0, 1                 x1  1  [MT-G1 ALU 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 3 + 1 + 2 = 6
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	.option rvc
	c.j 1f
	c.nop
	c.nop
1:
	.option norvc
	addi a0, a0, 1
	ret
	.size bench, .-bench
