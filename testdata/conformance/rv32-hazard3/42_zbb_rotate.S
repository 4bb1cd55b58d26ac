// name: Zbb rol, ror, rori, rev8, orc.b: 1 each
// expect hazard3: 7
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   rol t0, a0, a1                     x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   ror t1, a0, a1                     x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   rori t2, a0, 7                     x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   rev8 t3, a0                        x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   orc.b t4, a0                       x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 1 + 1 + 1 + 2 = 7
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	rol t0, a0, a1
	ror t1, a0, a1
	rori t2, a0, 7
	rev8 t3, a0
	orc.b t4, a0
	ret
	.size bench, .-bench
