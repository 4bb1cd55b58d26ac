// name: jalr through a register to an aligned target
// expect hazard3: 7
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   la t0, 1f                          x1  2  [auipc + addi (norelax): ALU 1 each, MT-G1]
//   jalr x0, 0(t0)                     x1  2  [MT-G1 jal/jalr 2]
//   nop                                x0  1  [skipped]
//   1: addi a0, a0, 1                  x1  1  [MT-G1 ALU 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 2 + 2 + 1 + 2 = 7
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	la t0, 1f
	jalr x0, 0(t0)
	nop
1: addi a0, a0, 1
	ret
	.size bench, .-bench
