// name: cm.push {ra,s0-s11},-112 then cm.popret {ra,s0-s11},112
// expect hazard3: 29
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   cm.push {ra,s0-s11},-112           x1  14  [MT-G1 cm.push/cm.pop 1+n, n = 13]
//   cm.popret {ra,s0-s11},112          x1  15  [MT-G1 cm.popret 2+n, n = 13]
//   total = 14 + 15 = 29
	.option norelax
	.text
	.global bench
	.type bench, @function
bench:
	.option rvc
	.insn 2, 0xb8fe  /* cm.push {ra,s0-s11},-112 */
	.insn 2, 0xbefe  /* cm.popret {ra,s0-s11},112 */
	.size bench, .-bench
