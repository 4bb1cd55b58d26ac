// name: lw whose result the next instruction does not read: 1
// expect hazard3: 4
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   lw t0, 0(a0)                       x1  1  [MT-G1 loads 1]
//   addi t1, a1, 1                     x1  1  [MT-G1 ALU 1 (does not read t0)]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 2 = 4
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	lw t0, 0(a0)
	addi t1, a1, 1
	ret
	.size bench, .-bench
