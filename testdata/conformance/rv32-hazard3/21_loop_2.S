// name: a backward loop of two iterations: first taken mispredicted, the fall-through mispredicted
// expect hazard3: 9
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   li t0, 2                           x1  1  [MT-G1 ALU 1]
//   1: addi t0, t0, -1                 x2  1  [MT-G1 ALU 1]
//   bnez t0, 1b                        x1  2  [MT-G1 branch mispredicted 2 (1st: taken, no backward branch remembered yet)]
//     (same branch)                    x1  2  [MT-G1 branch mispredicted 2 (2nd: falls through, predicted taken as the last taken backward branch)]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 2 + 2 + 2 + 2 = 9
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 2
1: addi t0, t0, -1
	bnez t0, 1b
	ret
	.size bench, .-bench
