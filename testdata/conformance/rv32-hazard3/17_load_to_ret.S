// name: a load into ra followed by ret, which reads ra: 2
// expect hazard3: 6
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   mv t6, ra                          x1  1  [MT-G1 ALU 1 (addi t6, ra, 0)]
//   sw ra, 0(a0)                       x1  1  [MT-G1 stores 1]
//   lw ra, 0(a0)                       x1  2  [MT-G1 loads 2 when the next instruction uses the result (ret reads ra)]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 2 + 2 = 6
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	mv t6, ra
	sw ra, 0(a0)
	lw ra, 0(a0)
	ret
	.size bench, .-bench
