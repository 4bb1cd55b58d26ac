// name: c.jal call and c.jr return
// expect qingke-v2: 12
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   c.mv t2, ra                        x1  1  [ALU 1]
//   c.jal f                            x1  3  [jump 3]
//   f: c.addi a0, 1                    x1  1  [ALU 1]
//   c.jr ra (to the c.mv at 4, 16-bit) x1  3  [jump 3]
//   c.mv ra, t2                        x1  1  [ALU 1]
//   c.jr ra                            x1  3  [jump 3]
//   total = 1 + 3 + 1 + 3 + 1 + 3 = 12
	.option norelax
	.option rvc
	.text
	.global bench
	.type bench, @function
bench:
	c.mv t2, ra
	c.jal f
	c.mv ra, t2
	c.jr ra
f:	c.addi a0, 1
	c.jr ra
	.size bench, .-bench
