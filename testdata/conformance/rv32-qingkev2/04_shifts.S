// name: shifts, register and immediate: 1 each
// expect qingke-v2: 9
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   sll/srl/sra/slli/srli/srai         x6  1  [ALU 1]
//   ret                                x1  3  [jump 3]
//   total = 6 + 3 = 9
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	sll t0, a0, a1
	srl t1, a0, a1
	sra t2, a0, a1
	slli t0, t0, 3
	srli t1, t1, 7
	srai t2, t2, 31
	ret
	.size bench, .-bench
