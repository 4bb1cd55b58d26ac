// name: two loops one after the other (2 and 3 iterations)
// expect qingke-v2: 21
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   li t0, 2                           x1  1
//   1: addi t0, t0, -1; bnez t0, 1b    2 x 1 + (3 + 1) = 6
//   li t1, 3                           x1  1
//   2: addi t1, t1, -1; bnez t1, 2b    3 x 1 + (2 x 3 + 1) = 10
//   ret                                x1  3  [jump 3]
//   total = 1 + 6 + 1 + 10 + 3 = 21
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 2
1:	addi t0, t0, -1
	bnez t0, 1b
	li t1, 3
2:	addi t1, t1, -1
	bnez t1, 2b
	ret
	.size bench, .-bench
