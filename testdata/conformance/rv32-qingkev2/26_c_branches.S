// name: c.beqz taken, c.bnez not taken
// expect qingke-v2: 9
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   c.li a1, 0                         x1  1  [ALU 1]
//   c.beqz a1, 1f                      x1  3  [taken 3]
//   c.nop                              x0  1  [skipped]
//   1: c.bnez a1, 2f                   x1  1  [not taken 1]
//   c.nop                              x1  1  [ALU 1]
//   2: c.jr ra                         x1  3  [jump 3]
//   total = 1 + 3 + 1 + 1 + 3 = 9
	.option norelax
	.option rvc
	.text
	.global bench
	.type bench, @function
bench:
	c.li a1, 0
	c.beqz a1, 1f
	c.nop
1:	c.bnez a1, 2f
	c.nop
2:	c.jr ra
	.size bench, .-bench
