// name: cm.push {ra,s0-s3},-32 then cm.popret {ra,s0-s3},32
// expect hazard3: 13
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   cm.push {ra,s0-s3},-32             x1  6  [MT-G1 cm.push/cm.pop 1+n, n = 5]
//   cm.popret {ra,s0-s3},32            x1  7  [MT-G1 cm.popret 2+n, n = 5]
//   total = 6 + 7 = 13
	.option norelax
	.text
	.global bench
	.type bench, @function
bench:
	.option rvc
	.insn 2, 0xb882  /* cm.push {ra,s0-s3},-32 */
	.insn 2, 0xbe82  /* cm.popret {ra,s0-s3},32 */
	.size bench, .-bench
