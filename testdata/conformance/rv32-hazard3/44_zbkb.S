// name: Zbkb pack, packh, brev8, zip, unzip: 1 each
// expect hazard3: 7
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   pack t0, a0, a1                    x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   packh t1, a0, a1                   x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   brev8 t2, a0                       x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   zip t3, a0                         x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   unzip t4, a0                       x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 1 + 1 + 1 + 2 = 7
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	pack t0, a0, a1
	packh t1, a0, a1
	brev8 t2, a0
	zip t3, a0
	unzip t4, a0
	ret
	.size bench, .-bench
