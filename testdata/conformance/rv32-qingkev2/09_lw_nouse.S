// name: lw whose result the next instruction does not read: 2
// expect qingke-v2: 6
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   lw t0, 0(a0)                       x1  2  [MT-G3 loads 2]
//   addi t1, t2, 1                     x1  1  [ALU 1; does not read t0]
//   ret                                x1  3  [jump 3]
//   total = 2 + 1 + 3 = 6
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	lw t0, 0(a0)
	addi t1, t2, 1
	ret
	.size bench, .-bench
