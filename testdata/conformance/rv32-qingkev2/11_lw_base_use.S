// name: lw whose result is the next load's base
// expect qingke-v2: 8
// expect qingke-v2 loaduse=1: 9
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   lw t0, 0(a0)                       x1  2  [loads 2; +load_use_cycles: add reads t0]
//   add a0, a0, t0                     x1  1  [ALU 1 (t0 = 0: a0 unchanged)]
//   lw t1, 0(a0)                       x1  2  [loads 2; ret does not read t1]
//   ret                                x1  3  [jump 3]
//   total = 2 + 1 + 2 + 3 = 8; loaduse=1: 9
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	lw t0, 0(a0)
	add a0, a0, t0
	lw t1, 0(a0)
	ret
	.size bench, .-bench
