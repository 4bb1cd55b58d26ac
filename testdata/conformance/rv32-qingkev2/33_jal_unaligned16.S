// name: jal to a 16-bit instruction at a halfword address: 3
// expect qingke-v2: 7
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   j 1f                               x1  3  [jump 3; the target at 6 is 16-bit: no extra cycle (MT-G3: only 32-bit targets)]
//   c.nop                              x0  1  [padding, skipped]
//   1: c.addi a0, 1                    x1  1  [ALU 1]
//   c.jr ra                            x1  3  [jump 3]
//   total = 3 + 1 + 3 = 7
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	j 1f
	.option rvc
	c.nop
1:	c.addi a0, 1
	c.jr ra
	.option norvc
	.size bench, .-bench
