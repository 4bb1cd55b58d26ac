// name: jal to a 32-bit instruction at a halfword address: 3 + 1
// expect qingke-v2: 8
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   j 1f                               x1  4  [jump 3; +1: the target is a 32-bit instruction not 32-bit aligned (MT-G3)]
//   c.nop                              x0  1  [padding, skipped: puts the target at 6]
//   1: addi a0, a0, 1                  x1  1  [ALU 1 (32-bit)]
//   ret                                x1  3  [jump 3]
//   total = 4 + 1 + 3 = 8
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	j 1f
	.option rvc
	c.nop
	.option norvc
1:	addi a0, a0, 1
	ret
	.size bench, .-bench
