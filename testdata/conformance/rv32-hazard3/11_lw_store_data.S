// name: load whose result the next store writes: the store reads it, 2
// expect hazard3: 5
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   lw t0, 0(a0)                       x1  2  [MT-G1 loads 2 when the next instruction uses the result (sw reads t0 as its data)]
//   sw t0, 4(a0)                       x1  1  [MT-G1 stores 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 2 + 1 + 2 = 5
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	lw t0, 0(a0)
	sw t0, 4(a0)
	ret
	.size bench, .-bench
