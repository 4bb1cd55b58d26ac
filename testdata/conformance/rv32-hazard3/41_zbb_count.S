// name: Zbb clz, ctz, cpop, sext.b, sext.h, zext.h: 1 each
// expect hazard3: 8
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   clz t0, a0                         x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   ctz t1, a0                         x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   cpop t2, a0                        x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   sext.b t3, a0                      x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   sext.h t4, a0                      x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   zext.h t5, a0                      x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 1 + 1 + 1 + 1 + 2 = 8
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	clz t0, a0
	ctz t1, a0
	cpop t2, a0
	sext.b t3, a0
	sext.h t4, a0
	zext.h t5, a0
	ret
	.size bench, .-bench
