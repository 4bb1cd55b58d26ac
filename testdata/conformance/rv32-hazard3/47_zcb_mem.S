// name: Zcb c.lbu and c.sh (hand-encoded)
// expect hazard3: 6
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   mv a1, a0; mv a3, a0               x2  1  [MT-G1 ALU 1]
//   c.lbu a0, 1(a1)                    x1  1  [MT-G1 loads 1 (sh reads a2 and a3, not a0)]
//   c.sh a2, 2(a3)                     x1  1  [MT-G1 stores 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2]
//   total = 2 + 1 + 1 + 2 = 6
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	mv a1, a0
	mv a3, a0
	.option rvc
	.insn 2, 0x81c8  /* c.lbu a0, 1(a1) */
	.insn 2, 0x8eb0  /* c.sh a2, 2(a3) */
	.option norvc
	ret
	.size bench, .-bench
