// name: forward branch not taken: predicted not taken, 1
// expect hazard3: 5
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   li t0, 1                           x1  1  [MT-G1 ALU 1]
//   beqz t0, 1f                        x1  1  [MT-G1 branch predicted correctly 1 (falls through; only the last taken backward branch is predicted taken)]
//   addi a0, a0, 1                     x1  1  [MT-G1 ALU 1]
//   1: ret                             x1  2  [MT-G1 jal/jalr 2]
//   total = 1 + 1 + 1 + 2 = 5
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 1
	beqz t0, 1f
	addi a0, a0, 1
1: ret
	.size bench, .-bench
