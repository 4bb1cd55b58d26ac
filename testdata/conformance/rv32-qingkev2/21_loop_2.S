// name: countdown loop, 2 iterations: taken 3, the exit 1, no prediction
// expect qingke-v2: 10
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   li t0, 2                           x1  1  [ALU 1]
//   1: addi t0, t0, -1                 x2  1  [ALU 1]
//   bnez t0, 1b                        x2  1 taken x 3 + 1 not taken x 1  [MT-G3 taken 3 (backward ones too: no prediction modelled); not taken 1]
//   ret                                x1  3  [jump 3]
//   total = 1 + 2 + 3 + 1 + 3 = 10
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 2
1:	addi t0, t0, -1
	bnez t0, 1b
	ret
	.size bench, .-bench
