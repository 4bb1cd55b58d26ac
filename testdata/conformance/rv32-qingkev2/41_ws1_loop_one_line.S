// name: a loop inside one flash line at 1 WS: the line is already read, no wait
// expect qingke-v2: 14
// expect qingke-v2 ws=1: 15
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   li a1, 3                           x1  1  [ALU 1, line 0; ws=1 +1]
//   1: c.addi a1, -1                   x3  1  [ALU 1, at 4: line 1, prefetched; the branch back stays in line 1: line buffer, 0]
//   c.bnez a1, 1b                      x3  2 taken x 3 + 1 not taken = 7
//   ret                                x1  3  [jump 3; line 2 prefetched]
//   total = 1 + 3 + 7 + 3 = 14; ws=1: 15
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li a1, 3
	.option rvc
1:	c.addi a1, -1
	c.bnez a1, 1b
	.option norvc
	ret
	.size bench, .-bench
