// name: a backward loop of four iterations: the predictor hits the middle two
// expect hazard3: 13
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   li t0, 4                           x1  1  [MT-G1 ALU 1]
//   1: addi t0, t0, -1                 x4  1  [MT-G1 ALU 1]
//   bnez t0, 1b                        x1  2  [MT-G1 branch mispredicted 2 (1st taken, nothing remembered)]
//     (same branch)                    x2  1  [MT-G1 branch predicted correctly 1 (2nd, 3rd taken: the last taken backward branch)]
//     (same branch)                    x1  2  [MT-G1 branch mispredicted 2 (4th falls through)]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 4 + 2 + 2 + 2 + 2 = 13
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 4
1: addi t0, t0, -1
	bnez t0, 1b
	ret
	.size bench, .-bench
