// name: Zba sh1add, sh2add, sh3add: 1 each
// expect hazard3: 5
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   sh1add t0, a1, a0                  x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   sh2add t1, a1, a0                  x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   sh3add t2, a1, a0                  x1  1  [MT-G1 Zba/Zbb/Zbs/Zbkb 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 1 + 2 = 5
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	sh1add t0, a1, a0
	sh2add t1, a1, a0
	sh3add t2, a1, a0
	ret
	.size bench, .-bench
