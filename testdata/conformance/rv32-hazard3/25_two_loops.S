// name: two backward loops of three iterations one after the other: each learns anew
// expect hazard3: 20
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   li t0, 3                           x1  1  [MT-G1 ALU 1]
//   1: addi t0, t0, -1                 x3  1  [MT-G1 ALU 1]
//   bnez t0, 1b                        x1  2  [MT-G1 branch mispredicted 2 (1st taken)]
//     (same branch)                    x1  1  [MT-G1 branch predicted correctly 1 (2nd taken)]
//     (same branch)                    x1  2  [MT-G1 branch mispredicted 2 (3rd falls through: forgotten)]
//   li t0, 3                           x1  1  [MT-G1 ALU 1]
//   2: addi t0, t0, -1                 x3  1  [MT-G1 ALU 1]
//   bnez t0, 2b                        x1  2  [MT-G1 branch mispredicted 2 (1st taken: the first loop's branch was forgotten)]
//     (same branch)                    x1  1  [MT-G1 branch predicted correctly 1]
//     (same branch)                    x1  2  [MT-G1 branch mispredicted 2]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 3 + 2 + 1 + 2 + 1 + 3 + 2 + 1 + 2 + 2 = 20
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 3
1: addi t0, t0, -1
	bnez t0, 1b
	li t0, 3
2: addi t0, t0, -1
	bnez t0, 2b
	ret
	.size bench, .-bench
