// name: addi: 1
// expect qingke-v2: 4
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   addi a0, a0, 1                     x1  1  [ALU 1: MT-G3 lists only loads/stores and taken branches/jumps as slower]
//   ret                                x1  3  [MT-G3 taken branch/jump 3 at 0 WS]
//   total = 1 + 3 = 4
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	addi a0, a0, 1
	ret
	.size bench, .-bench
