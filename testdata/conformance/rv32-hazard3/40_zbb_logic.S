// name: Zbb andn, orn, xnor, min, max, minu, maxu: 1 each
// expect hazard3: 9
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   andn t0, a0, a1                    x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   orn t1, a0, a1                     x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   xnor t2, a0, a1                    x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   min t3, a0, a1                     x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   max t4, a0, a1                     x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   minu t5, a0, a1                    x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   maxu t6, a0, a1                    x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 1 + 1 + 1 + 1 + 1 + 2 = 9
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	andn t0, a0, a1
	orn t1, a0, a1
	xnor t2, a0, a1
	min t3, a0, a1
	max t4, a0, a1
	minu t5, a0, a1
	maxu t6, a0, a1
	ret
	.size bench, .-bench
