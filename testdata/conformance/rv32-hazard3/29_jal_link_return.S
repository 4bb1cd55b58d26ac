// name: a call through jal t1 and a return through jr t1
// expect hazard3: 7
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   jal t1, 1f                         x1  2  [MT-G1 jal/jalr 2]
//   ret                                x1  2  [MT-G1 jal/jalr 2]
//   1: addi a0, a0, 1                  x1  1  [MT-G1 ALU 1]
//   jr t1                              x1  2  [MT-G1 jal/jalr 2 (back to ret, 32-bit aligned)]
//   total = 2 + 2 + 1 + 2 = 7
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	jal t1, 1f
	ret
1: addi a0, a0, 1
	jr t1
	.size bench, .-bench
