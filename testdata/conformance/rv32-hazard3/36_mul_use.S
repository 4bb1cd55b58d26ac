// name: a mul result used at once: no stall
// expect hazard3: 5
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   mul t0, a0, a1                     x1  1  [MT-G1 mul/mulh* 1 (no result latency in MT-G1)]
//   add t1, t0, t0                     x1  1  [MT-G1 ALU 1]
//   mul t2, t1, t0                     x1  1  [MT-G1 mul/mulh* 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 1 + 2 = 5
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	mul t0, a0, a1
	add t1, t0, t0
	mul t2, t1, t0
	ret
	.size bench, .-bench
