// name: logic, register and immediate: 1 each
// expect qingke-v2: 9
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   and/or/xor/andi/ori/xori           x6  1  [ALU 1]
//   ret                                x1  3  [jump 3]
//   total = 6 + 3 = 9
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	and t0, a0, a1
	or t1, a0, a1
	xor t2, a0, a1
	andi t0, t0, 15
	ori t1, t1, 3
	xori t2, t2, -1
	ret
	.size bench, .-bench
