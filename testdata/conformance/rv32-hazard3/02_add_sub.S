// name: add, sub: ALU 1 each
// expect hazard3: 4
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   add t0, a0, a1                     x1  1  [MT-G1 ALU 1]
//   sub t1, t0, a1                     x1  1  [MT-G1 ALU 1; an ALU result is forwarded, no stall]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 2 = 4
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	add t0, a0, a1
	sub t1, t0, a1
	ret
	.size bench, .-bench
