// name: conditional branch not taken: 1 (branch_not_taken_cycles)
// expect qingke-v2: 6
// expect qingke-v2 nt=2: 7
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   li t0, 1                           x1  1  [ALU 1]
//   beqz t0, 1f                        x1  1  [not taken: branch_not_taken_cycles 1 (MT-G3 times taken ones only); nt=2: 2]
//   addi a0, a0, 1                     x1  1  [ALU 1]
//   1: ret                             x1  3  [jump 3]
//   total = 1 + 1 + 1 + 3 = 6; nt=2: 7
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 1
	beqz t0, 1f
	addi a0, a0, 1
1:	ret
	.size bench, .-bench
