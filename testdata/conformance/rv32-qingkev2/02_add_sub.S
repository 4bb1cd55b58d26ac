// name: add and sub: 1 each
// expect qingke-v2: 5
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   add t0, a0, a1                     x1  1  [ALU 1]
//   sub t1, t0, a1                     x1  1  [ALU 1]
//   ret                                x1  3  [jump 3]
//   total = 1 + 1 + 3 = 5
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	add t0, a0, a1
	sub t1, t0, a1
	ret
	.size bench, .-bench
