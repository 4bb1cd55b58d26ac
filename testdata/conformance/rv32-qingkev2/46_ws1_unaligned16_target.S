// name: a jump to a 16-bit instruction at a halfword address at 1 WS: +1 for the unaligned location
// expect qingke-v2: 7
// expect qingke-v2 ws=1: 10
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   j 1f                               x1  3  [jump 3; the target at 14 is 16-bit: +0 at 0 WS (MT-G3: only 32-bit targets); ws=1: line 0 read +1, and +1: MT-G3's source at 1 WS, '+1 cycle when jumping to unaligned location']
//   c.nop x5                           x0  1  [padding, skipped]
//   1: c.addi a0, 1                    x1  1  [ALU 1 at 14; ws=1: line 3 read, +1 (not the line after 0)]
//   c.jr ra                            x1  3  [jump 3; at 16, line 4 prefetched]
//   total = 3 + 1 + 3 = 7; ws=1: 7 + 1 + 1 + 1 = 10
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	j 1f
	.option rvc
	c.nop
	c.nop
	c.nop
	c.nop
	c.nop
1:	c.addi a0, 1
	c.jr ra
	.option norvc
	.size bench, .-bench
