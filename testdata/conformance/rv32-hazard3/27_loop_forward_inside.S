// name: a loop of three with a forward jump (j, a jal) inside: 2 each time
// expect hazard3: 17
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   li t0, 3                           x1  1  [MT-G1 ALU 1]
//   1: j 2f                            x3  2  [MT-G1 jal/jalr 2 (jal to a 32-bit aligned target)]
//   nop                                x0  1  [skipped]
//   2: addi t0, t0, -1                 x3  1  [MT-G1 ALU 1]
//   bnez t0, 1b                        x1  2  [MT-G1 branch mispredicted 2 (1st taken)]
//     (same branch)                    x1  1  [MT-G1 branch predicted correctly 1 (2nd taken)]
//     (same branch)                    x1  2  [MT-G1 branch mispredicted 2 (falls through)]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 6 + 3 + 2 + 1 + 2 + 2 = 17
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 3
1: j 2f
	nop
2: addi t0, t0, -1
	bnez t0, 1b
	ret
	.size bench, .-bench
