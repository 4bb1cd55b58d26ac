// name: a jump into the next flash line at 1 WS: the prefetched line, no wait
// expect qingke-v2: 7
// expect qingke-v2 ws=1: 8
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   c.j 1f                             x1  3  [jump 3; ws=1: line 0 read, +1]
//   c.nop                              x0  1  [skipped]
//   1: addi a0, a0, 1                  x1  1  [ALU 1 at 4: line 1, the line after line 0, prefetched: 0 (the model's prefetch: an assumption MT-G3 does not test)]
//   ret                                x1  3  [jump 3]
//   total = 3 + 1 + 3 = 7; ws=1: 8
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	.option rvc
	c.j 1f
	c.nop
	.option norvc
1:	addi a0, a0, 1
	ret
	.size bench, .-bench
