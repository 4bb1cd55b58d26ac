// name: compressed ALU instructions: 1 each, as their 32-bit forms
// expect qingke-v2: 9
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   c.li a1, 5; c.mv a2, a1; c.add a0, a2; c.sub a0, a1; c.addi a0, 1; c.and a0, a1  x6  1  [ALU 1]
//   c.jr ra                            x1  3  [jump 3]
//   total = 6 + 3 = 9
	.option norelax
	.option rvc
	.text
	.global bench
	.type bench, @function
bench:
	c.li a1, 5
	c.mv a2, a1
	c.add a0, a2
	c.sub a0, a1
	c.addi a0, 1
	c.and a0, a1
	c.jr ra
	.size bench, .-bench
