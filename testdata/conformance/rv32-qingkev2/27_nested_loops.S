// name: two-by-two nested loops
// expect qingke-v2: 24
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   li t0, 2                           x1  1  [ALU 1]
//   1: li t1, 2                        x2  1  [ALU 1]
//   2: addi t1, t1, -1                 x4  1  [ALU 1]
//   bnez t1, 2b                        x4  2 taken x 3 + 2 not taken x 1 = 8
//   addi t0, t0, -1                    x2  1  [ALU 1]
//   bnez t0, 1b                        x2  1 taken x 3 + 1 not taken x 1 = 4
//   ret                                x1  3  [jump 3]
//   total = 1 + 2 + 4 + 8 + 2 + 4 + 3 = 24
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 2
1:	li t1, 2
2:	addi t1, t1, -1
	bnez t1, 2b
	addi t0, t0, -1
	bnez t0, 1b
	ret
	.size bench, .-bench
