// name: four independent lw: 2 each
// expect qingke-v2: 11
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   lw t0/t1/t2/a1 (independent)       x4  2  [loads 2]
//   ret                                x1  3  [jump 3]
//   total = 4 x 2 + 3 = 11
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	lw t0, 0(a0)
	lw t1, 4(a0)
	lw t2, 8(a0)
	lw a1, 12(a0)
	ret
	.size bench, .-bench
