// name: set-less-than: 1 each
// expect qingke-v2: 7
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   slt/sltu/slti/sltiu                x4  1  [ALU 1]
//   ret                                x1  3  [jump 3]
//   total = 4 + 3 = 7
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	slt t0, a0, a1
	sltu t1, a0, a1
	slti t2, a0, -5
	sltiu t0, a0, 5
	ret
	.size bench, .-bench
