// name: eight dependent addi: no ALU interlock
// expect qingke-v2: 11
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   addi a0, a0, 1 (each reads the one before)  x8  1  [ALU 1: results forward]
//   ret                                x1  3  [jump 3]
//   total = 8 + 3 = 11
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	addi a0, a0, 1
	addi a0, a0, 1
	addi a0, a0, 1
	addi a0, a0, 1
	addi a0, a0, 1
	addi a0, a0, 1
	addi a0, a0, 1
	addi a0, a0, 1
	ret
	.size bench, .-bench
