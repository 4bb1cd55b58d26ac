// name: sw, sh, sb: 2 each
// expect qingke-v2: 9
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   sw/sh/sb (aligned)                 x3  2  [MT-G3 stores 2]
//   ret                                x1  3  [jump 3]
//   total = 3 x 2 + 3 = 9
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	sw a1, 0(a0)
	sh a1, 6(a0)
	sb a1, 9(a0)
	ret
	.size bench, .-bench
