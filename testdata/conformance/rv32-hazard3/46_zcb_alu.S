// name: Zcb c.zext.b, c.not, c.mul (hand-encoded: binutils 2.40 lacks Zcb)
// expect hazard3: 5
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   c.zext.b a0                        x1  1  [MT-G1 ALU 1 (Zcb has no row of its own: a compressed form is timed as its 32-bit expansion)]
//   c.not a3                           x1  1  [MT-G1 ALU 1 (Zcb has no row of its own: a compressed form is timed as its 32-bit expansion)]
//   c.mul a0, a1                       x1  1  [MT-G1 mul/mulh* 1 (c.mul = mul)]
//   ret                                x1  2  [MT-G1 jal/jalr 2]
//   total = 1 + 1 + 1 + 2 = 5
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	.option rvc
	.insn 2, 0x9d61  /* c.zext.b a0 */
	.insn 2, 0x9ef5  /* c.not a3 */
	.insn 2, 0x9d4d  /* c.mul a0, a1 */
	.option norvc
	ret
	.size bench, .-bench
