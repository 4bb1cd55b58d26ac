// name: Zbs bset, bclr, binv, bext and the immediate forms: 1 each
// expect hazard3: 8
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   bset t0, a0, a1                    x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   bclr t1, a0, a1                    x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   binv t2, a0, a1                    x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   bext t3, a0, a1                    x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   bseti t4, a0, 5                    x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   bexti t5, a0, 3                    x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 1 + 1 + 1 + 1 + 2 = 8
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	bset t0, a0, a1
	bclr t1, a0, a1
	binv t2, a0, a1
	bext t3, a0, a1
	bseti t4, a0, 5
	bexti t5, a0, 3
	ret
	.size bench, .-bench
