// name: c.swsp / c.lwsp: 2 each
// expect qingke-v2: 9
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   c.addi sp, -16                     x1  1  [ALU 1]
//   c.swsp a1, 4(sp)                   x1  2  [stores 2]
//   c.lwsp a2, 4(sp)                   x1  2  [loads 2; c.addi does not read a2]
//   c.addi sp, 16                      x1  1  [ALU 1]
//   c.jr ra                            x1  3  [jump 3]
//   total = 1 + 2 + 2 + 1 + 3 = 9
	.option norelax
	.option rvc
	.text
	.global bench
	.type bench, @function
bench:
	c.addi sp, -16
	c.swsp a1, 4(sp)
	c.lwsp a2, 4(sp)
	c.addi sp, 16
	c.jr ra
	.size bench, .-bench
