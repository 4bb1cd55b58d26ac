// name: cm.mvsa01 and cm.mva01s inside a push/popret frame: 1 each
// expect hazard3: 11
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   cm.push {ra,s0-s1},-32             x1  4  [MT-G1 cm.push/cm.pop 1+n, n = 3]
//   cm.mvsa01 s0, s1                   x1  1  [MT-G1 ALU 1 (cm.mv* are moves: rvdecode ClassALU)]
//   cm.mva01s s0, s1                   x1  1  [MT-G1 ALU 1]
//   cm.popret {ra,s0-s1},32            x1  5  [MT-G1 cm.popret 2+n, n = 3]
//   total = 4 + 1 + 1 + 5 = 11
	.option norelax
	.text
	.global bench
	.type bench, @function
bench:
	.option rvc
	.insn 2, 0xb866  /* cm.push {ra,s0-s1},-32 */
	.insn 2, 0xac26  /* cm.mvsa01 s0, s1 */
	.insn 2, 0xac66  /* cm.mva01s s0, s1 */
	.insn 2, 0xbe66  /* cm.popret {ra,s0-s1},32 */
	.size bench, .-bench
