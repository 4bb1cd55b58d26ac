// name: beq, bne, blt, bge, bltu, bgeu all not taken: 1 each
// expect hazard3: 10
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   li t0, 1                           x1  1  [MT-G1 ALU 1]
//   li t1, 2                           x1  1  [MT-G1 ALU 1]
//   beq t0, t1, 1f                     x1  1  [MT-G1 branch predicted correctly 1]
//   bne t0, t0, 1f                     x1  1  [MT-G1 branch predicted correctly 1]
//   blt t1, t0, 1f                     x1  1  [MT-G1 branch predicted correctly 1]
//   bge t0, t1, 1f                     x1  1  [MT-G1 branch predicted correctly 1]
//   bltu t1, t0, 1f                    x1  1  [MT-G1 branch predicted correctly 1]
//   bgeu t0, t1, 1f                    x1  1  [MT-G1 branch predicted correctly 1]
//   1: ret                             x1  2  [MT-G1 jal/jalr 2]
//   total = 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 2 = 10
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 1
	li t1, 2
	beq t0, t1, 1f
	bne t0, t0, 1f
	blt t1, t0, 1f
	bge t0, t1, 1f
	bltu t1, t0, 1f
	bgeu t0, t1, 1f
1: ret
	.size bench, .-bench
