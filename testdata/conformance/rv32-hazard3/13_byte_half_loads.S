// name: lb, lbu, lh, lhu without use: 1 each
// expect hazard3: 6
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   lb t0, 0(a0)                       x1  1  [MT-G1 loads 1]
//   lbu t1, 1(a0)                      x1  1  [MT-G1 loads 1]
//   lh t2, 2(a0)                       x1  1  [MT-G1 loads 1]
//   lhu t3, 4(a0)                      x1  1  [MT-G1 loads 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 1 + 1 + 2 = 6
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	lb t0, 0(a0)
	lbu t1, 1(a0)
	lh t2, 2(a0)
	lhu t3, 4(a0)
	ret
	.size bench, .-bench
