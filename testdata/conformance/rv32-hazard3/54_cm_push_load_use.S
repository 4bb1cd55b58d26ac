// name: a load after cm.push whose result is used: the load-use stall as ever
// expect hazard3: 10
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   cm.push {ra,s0},-16                x1  3  [MT-G1 cm.push/cm.pop 1+n, n = 2]
//   lw t0, 0(a0)                       x1  2  [MT-G1 loads 2 when the next instruction uses the result (addi reads t0)]
//   addi a0, t0, 1                     x1  1  [MT-G1 ALU 1]
//   cm.popret {ra,s0},16               x1  4  [MT-G1 cm.popret 2+n, n = 2]
//   total = 3 + 2 + 1 + 4 = 10
	.option norelax
	.text
	.global bench
	.type bench, @function
bench:
	.option rvc
	.insn 2, 0xb852  /* cm.push {ra,s0},-16 */
	lw t0, 0(a0)
	addi a0, t0, 1
	.insn 2, 0xbe52  /* cm.popret {ra,s0},16 */
	.size bench, .-bench
