// name: sw, sh, sb: 1 each
// expect hazard3: 5
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   sw a1, 0(a0)                       x1  1  [MT-G1 stores 1]
//   sh a1, 4(a0)                       x1  1  [MT-G1 stores 1]
//   sb a1, 6(a0)                       x1  1  [MT-G1 stores 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 1 + 2 = 5
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	sw a1, 0(a0)
	sh a1, 4(a0)
	sb a1, 6(a0)
	ret
	.size bench, .-bench
