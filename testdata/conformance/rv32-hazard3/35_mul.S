// name: mul, mulh, mulhu, mulhsu: 1 each (MUL_FAST)
// expect hazard3: 6
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   mul t0, a0, a1                     x1  1  [MT-G1 mul/mulh* 1]
//   mulh t1, a0, a1                    x1  1  [MT-G1 mul/mulh* 1]
//   mulhu t2, a0, a1                   x1  1  [MT-G1 mul/mulh* 1]
//   mulhsu t3, a0, a1                  x1  1  [MT-G1 mul/mulh* 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 1 + 1 + 2 = 6
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	mul t0, a0, a1
	mulh t1, a0, a1
	mulhu t2, a0, a1
	mulhsu t3, a0, a1
	ret
	.size bench, .-bench
