// name: a backward loop of one iteration: the branch falls through, predicted, 1
// expect hazard3: 5
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   li t0, 1                           x1  1  [MT-G1 ALU 1]
//   1: addi t0, t0, -1                 x1  1  [MT-G1 ALU 1]
//   bnez t0, 1b                        x1  1  [MT-G1 branch predicted correctly 1 (not taken, nothing remembered)]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 1 + 2 = 5
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 1
1: addi t0, t0, -1
	bnez t0, 1b
	ret
	.size bench, .-bench
