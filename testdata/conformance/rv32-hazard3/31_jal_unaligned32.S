// name: jal to a 32-bit instruction at a halfword (not word) address: 2 + 1
// expect hazard3: 6
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   j 1f                               x1  3  [MT-G1 jal/jalr 2; +1: the target is a 32-bit instruction not 32-bit aligned]
//   c.nop                              x0  1  [padding, skipped: puts the target at +6]
//   1: addi a0, a0, 1                  x1  1  [MT-G1 ALU 1 (32-bit, .option norvc)]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 3 + 1 + 2 = 6
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	j 1f
	.option rvc
	c.nop
	.option norvc
1: addi a0, a0, 1
	ret
	.size bench, .-bench
