// name: a backward loop of ten iterations
// expect hazard3: 25
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   li t0, 10                          x1  1  [MT-G1 ALU 1]
//   1: addi t0, t0, -1                 x10  1  [MT-G1 ALU 1]
//   bnez t0, 1b                        x1  2  [MT-G1 branch mispredicted 2 (1st taken)]
//     (same branch)                    x8  1  [MT-G1 branch predicted correctly 1 (2nd..9th taken, predicted)]
//     (same branch)                    x1  2  [MT-G1 branch mispredicted 2 (10th falls through)]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 10 + 2 + 8 + 2 + 2 = 25
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 10
1: addi t0, t0, -1
	bnez t0, 1b
	ret
	.size bench, .-bench
