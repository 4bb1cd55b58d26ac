// name: a store then a load of the same word: 1 + 1
// expect hazard3: 4
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   sw a0, 8(a0)                       x1  1  [MT-G1 stores 1]
//   lw t0, 8(a0)                       x1  1  [MT-G1 loads 1 (ret does not read t0)]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 2 = 4
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	sw a0, 8(a0)
	lw t0, 8(a0)
	ret
	.size bench, .-bench
