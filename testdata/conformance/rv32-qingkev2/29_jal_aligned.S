// name: jal to a 32-bit aligned target: 3
// expect qingke-v2: 7
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   j 1f                               x1  3  [MT-G3 jump 3]
//   addi a0, a0, 1                     x0  1  [skipped]
//   1: addi a0, a0, 2                  x1  1  [ALU 1, at 8]
//   ret                                x1  3  [jump 3]
//   total = 3 + 1 + 3 = 7
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	j 1f
	addi a0, a0, 1
1:	addi a0, a0, 2
	ret
	.size bench, .-bench
