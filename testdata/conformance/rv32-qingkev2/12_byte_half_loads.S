// name: lb, lbu, lh, lhu: 2 each
// expect qingke-v2: 11
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   lb/lbu/lh/lhu (aligned)            x4  2  [MT-G3 loads 2; no load reads the one before]
//   ret                                x1  3  [jump 3]
//   total = 4 x 2 + 3 = 11
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	lb t0, 1(a0)
	lbu t1, 3(a0)
	lh t2, 2(a0)
	lhu a1, 6(a0)
	ret
	.size bench, .-bench
