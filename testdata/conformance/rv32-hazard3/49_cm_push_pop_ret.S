// name: cm.push {ra},-16, cm.pop {ra},16, then ret
// expect hazard3: 7
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   cm.push {ra},-16                   x1  2  [MT-G1 cm.push/cm.pop 1+n, n = 1]
//   addi a0, a0, 1                     x1  1  [MT-G1 ALU 1]
//   cm.pop {ra},16                     x1  2  [MT-G1 cm.push/cm.pop 1+n, n = 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2]
//   total = 2 + 1 + 2 + 2 = 7
	.option norelax
	.text
	.global bench
	.type bench, @function
bench:
	.option rvc
	.insn 2, 0xb842  /* cm.push {ra},-16 */
	addi a0, a0, 1
	.insn 2, 0xba42  /* cm.pop {ra},16 */
	ret
	.size bench, .-bench
