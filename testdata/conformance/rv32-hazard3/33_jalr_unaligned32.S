// name: jalr to a 32-bit instruction at a halfword address: 2 + 1
// expect hazard3: 8
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   la t0, 1f                          x1  2  [auipc + addi: ALU 1 each]
//   jr t0                              x1  3  [MT-G1 jal/jalr 2; +1 to a non-32-bit-aligned 32-bit target]
//   c.nop                              x0  1  [padding, skipped]
//   1: addi a0, a0, 1                  x1  1  [MT-G1 ALU 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 2 + 3 + 1 + 2 = 8
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	la t0, 1f
	jr t0
	.option rvc
	c.nop
	.option norvc
1: addi a0, a0, 1
	ret
	.size bench, .-bench
