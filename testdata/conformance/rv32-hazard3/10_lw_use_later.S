// name: load result used two instructions later: no stall
// expect hazard3: 5
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   lw t0, 0(a0)                       x1  1  [MT-G1 loads 1 (the next, addi, does not read t0)]
//   addi t1, a1, 1                     x1  1  [MT-G1 ALU 1]
//   add t2, t0, t0                     x1  1  [MT-G1 ALU 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 1 + 2 = 5
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	lw t0, 0(a0)
	addi t1, a1, 1
	add t2, t0, t0
	ret
	.size bench, .-bench
