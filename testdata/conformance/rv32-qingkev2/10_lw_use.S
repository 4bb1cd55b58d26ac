// name: lw whose result the next instruction reads: no extra cycle (load_use_cycles 0)
// expect qingke-v2: 6
// expect qingke-v2 loaduse=1: 7
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   lw t0, 0(a0)                       x1  2  [MT-G3 loads 2; +load_use_cycles (0; 1 with loaduse=1): addi reads t0]
//   addi t1, t0, 1                     x1  1  [ALU 1]
//   ret                                x1  3  [jump 3]
//   total = 2 + 1 + 3 = 6; loaduse=1: 2 + 1 + 1 + 3 = 7
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	lw t0, 0(a0)
	addi t1, t0, 1
	ret
	.size bench, .-bench
