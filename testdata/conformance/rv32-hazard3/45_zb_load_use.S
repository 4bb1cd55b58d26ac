// name: a Zbb instruction reading a load result: the load-use stall applies as to any reader
// expect hazard3: 5
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   lw t0, 0(a0)                       x1  2  [MT-G1 loads 2 when the next instruction uses the result (cpop reads t0)]
//   cpop t1, t0                        x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 2 + 1 + 2 = 5
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	lw t0, 0(a0)
	cpop t1, t0
	ret
	.size bench, .-bench
