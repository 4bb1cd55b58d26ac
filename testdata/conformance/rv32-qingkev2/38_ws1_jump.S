// name: a jump at 1 WS: 3 + the target line's wait (4, MT-G3's 'older op' case)
// expect qingke-v2: 7
// expect qingke-v2 ws=1: 9
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   j 1f                               x1  3  [jump 3; ws=1: line 0 read +1]
//   addi; addi                         x0  1  [skipped: lines 1 and 2]
//   1: addi a0, a0, 1                  x1  1  [ALU 1; ws=1: line 3 is not the line after 0: read, +1 (+taken_flash_extra_cycles, 0: MT-G3's 4-cycle case; its 5-cycle case is the parameter at 1, models/qingkev2_test.go)]
//   ret                                x1  3  [jump 3]
//   total = 3 + 1 + 3 = 7; ws=1: 7 + 1 + 1 = 9
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	j 1f
	addi a0, a0, 1
	addi a0, a0, 2
1:	addi a0, a0, 1
	ret
	.size bench, .-bench
