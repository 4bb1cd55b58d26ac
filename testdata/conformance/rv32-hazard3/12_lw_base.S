// name: pointer chase: a load whose result is the next load's base
// expect hazard3: 6
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   sw a0, 0(a0)                       x1  1  [MT-G1 stores 1]
//   lw t0, 0(a0)                       x1  2  [MT-G1 loads 2 when the next instruction uses the result (the next lw reads t0 as its base)]
//   lw t1, 0(t0)                       x1  1  [MT-G1 loads 1 (ret does not read t1)]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 2 + 1 + 2 = 6
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	sw a0, 0(a0)
	lw t0, 0(a0)
	lw t1, 0(t0)
	ret
	.size bench, .-bench
