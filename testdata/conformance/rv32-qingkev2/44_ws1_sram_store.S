// name: stores to SRAM at 1 WS: no data wait
// expect qingke-v2: 5
// expect qingke-v2 ws=1: 6
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   sw a1, 0(a0)                       x1  2  [stores 2; SRAM: no wait; ws=1: line 0 read +1]
//   ret                                x1  3  [jump 3]
//   total = 2 + 3 = 5; ws=1: 6
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	sw a1, 0(a0)
	ret
	.size bench, .-bench
