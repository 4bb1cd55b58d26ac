// name: a jump to a 32-bit instruction across two flash lines at 1 WS
// expect qingke-v2: 8
// expect qingke-v2 ws=1: 10
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   j 1f                               x1  4  [jump 3; +1 (32-bit target at 10); ws=1: line 0 read +1]
//   c.nop x3                           x0  1  [padding, skipped]
//   1: addi a0, a0, 1                  x1  1  [ALU 1 at 10: ws=1: line 2 read +1 (not the line after 0); line 3 prefetched]
//   ret                                x1  3  [jump 3; its halves: line 3's second half (fetched with the addi) and line 4, prefetched]
//   total = 4 + 1 + 3 = 8; ws=1: 8 + 1 + 1 = 10
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
	.option norvc
1:	addi a0, a0, 1
	ret
	.size bench, .-bench
