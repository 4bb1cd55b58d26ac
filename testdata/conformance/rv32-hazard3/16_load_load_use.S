// name: two loads, the second reads neither: the use penalty comes only from the next instruction
// expect hazard3: 6
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   lw t0, 0(a0)                       x1  1  [MT-G1 loads 1 (the next lw reads a0, not t0)]
//   lw t1, 4(a0)                       x1  2  [MT-G1 loads 2 when the next instruction uses the result (add reads t1)]
//   add t2, t1, t0                     x1  1  [MT-G1 ALU 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 2 + 1 + 2 = 6
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	lw t0, 0(a0)
	lw t1, 4(a0)
	add t2, t1, t0
	ret
	.size bench, .-bench
