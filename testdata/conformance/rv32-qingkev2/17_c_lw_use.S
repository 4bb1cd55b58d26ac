// name: c.lw whose result the next instruction reads
// expect qingke-v2: 6
// expect qingke-v2 loaduse=1: 7
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   c.lw a1, 0(a0)                     x1  2  [loads 2; +load_use_cycles: c.add reads a1]
//   c.add a2, a1                       x1  1  [ALU 1]
//   c.jr ra                            x1  3  [jump 3]
//   total = 2 + 1 + 3 = 6; loaduse=1: 7
	.option norelax
	.option rvc
	.text
	.global bench
	.type bench, @function
bench:
	c.lw a1, 0(a0)
	c.add a2, a1
	c.jr ra
	.size bench, .-bench
