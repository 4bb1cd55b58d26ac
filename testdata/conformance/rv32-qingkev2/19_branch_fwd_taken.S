// name: forward branch taken: 3
// expect qingke-v2: 7
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   li t0, 0                           x1  1  [ALU 1]
//   beqz t0, 1f                        x1  3  [MT-G3 taken branch 3]
//   addi a0, a0, 1                     x0  1  [skipped]
//   1: ret                             x1  3  [jump 3]
//   total = 1 + 3 + 3 = 7
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 0
	beqz t0, 1f
	addi a0, a0, 1
1:	ret
	.size bench, .-bench
