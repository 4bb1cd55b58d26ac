// name: div: div_cycles (18, or 19 with div=19)
// expect hazard3: 21
// expect hazard3 div=19: 22
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   li t0, 7                           x1  1  [MT-G1 ALU 1]
//   div t1, a1, t0                     x1  18 (19 with div=19)  [MT-G1 div/rem 18-19: div_cycles, 18 by default]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 18 + 2 = 21
//   with div=19: 1 + 19 + 2 = 22
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 7
	div t1, a1, t0
	ret
	.size bench, .-bench
