// name: div, divu, rem, remu: div_cycles each
// expect hazard3: 75
// expect hazard3 div=19: 79
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   li t0, 3                           x1  1  [MT-G1 ALU 1]
//   div t1, a1, t0                     x1  18  [MT-G1 div/rem 18-19: div_cycles, 18 by default]
//   divu t2, a1, t0                    x1  18  [MT-G1 div/rem 18-19: div_cycles, 18 by default]
//   rem t3, a1, t0                     x1  18  [MT-G1 div/rem 18-19: div_cycles, 18 by default]
//   remu t4, a1, t0                    x1  18  [MT-G1 div/rem 18-19: div_cycles, 18 by default]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 18 + 18 + 18 + 18 + 2 = 75
//   with div=19: 1 + 19 + 19 + 19 + 19 + 2 = 79
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 3
	div t1, a1, t0
	divu t2, a1, t0
	rem t3, a1, t0
	remu t4, a1, t0
	ret
	.size bench, .-bench
