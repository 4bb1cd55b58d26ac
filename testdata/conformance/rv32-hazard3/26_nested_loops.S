// name: nested loops 2x2: the inner branch displaces the outer one in the one-entry predictor
// expect hazard3: 22
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   li t1, 2                           x1  1  [MT-G1 ALU 1]
//   1: li t0, 2                        x2  1  [MT-G1 ALU 1]
//   2: addi t0, t0, -1                 x4  1  [MT-G1 ALU 1]
//   bnez t0, 2b                        x2  2  [MT-G1 branch mispredicted 2 (inner taken, twice: first nothing remembered, then the outer branch is)]
//     (same branch)                    x2  2  [MT-G1 branch mispredicted 2 (inner falls through, twice: predicted taken; then forgotten, the model's one-entry assumption)]
//   addi t1, t1, -1                    x2  1  [MT-G1 ALU 1]
//   bnez t1, 1b                        x1  2  [MT-G1 branch mispredicted 2 (outer taken: nothing remembered)]
//     (same branch)                    x1  1  [MT-G1 branch predicted correctly 1 (outer falls through: the inner branch was forgotten, predicted not taken)]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 2 + 4 + 4 + 4 + 2 + 2 + 1 + 2 = 22
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t1, 2
1: li t0, 2
2: addi t0, t0, -1
	bnez t0, 2b
	addi t1, t1, -1
	bnez t1, 1b
	ret
	.size bench, .-bench
