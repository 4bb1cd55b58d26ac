// name: cm.push {ra,s0},-16 then cm.popret {ra,s0},16 (hand-encoded: binutils 2.40 lacks Zcmp)
// expect hazard3: 7
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   cm.push {ra,s0},-16                x1  3  [MT-G1 cm.push/cm.pop 1+n, n = 2]
//   cm.popret {ra,s0},16               x1  4  [MT-G1 cm.popret 2+n, n = 2 (returns to the sentinel)]
//   total = 3 + 4 = 7
	.option norelax
	.text
	.global bench
	.type bench, @function
bench:
	.option rvc
	.insn 2, 0xb852  /* cm.push {ra,s0},-16 */
	.insn 2, 0xbe52  /* cm.popret {ra,s0},16 */
	.size bench, .-bench
