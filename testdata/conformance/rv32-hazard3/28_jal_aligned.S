// name: jal to a 32-bit aligned 32-bit target: 2
// expect hazard3: 5
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   jal t1, 1f                         x1  2  [MT-G1 jal/jalr 2 (target 32-bit aligned)]
//   nop                                x0  1  [skipped]
//   1: addi a0, a0, 1                  x1  1  [MT-G1 ALU 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 2 + 1 + 2 = 5
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	jal t1, 1f
	nop
1: addi a0, a0, 1
	ret
	.size bench, .-bench
