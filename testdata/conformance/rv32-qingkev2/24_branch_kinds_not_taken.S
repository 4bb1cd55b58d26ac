// name: beq, bne, blt, bge, bltu, bgeu not taken: 1 each
// expect qingke-v2: 11
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   li t0, 1; li t1, 2                 x2  1  [ALU 1]
//   beq t0,t1 / bne t0,t0 / blt t1,t0 / bge t0,t1 / bltu t1,t0 / bgeu t0,t1 (each falls through)  x6  1  [not taken 1]
//   ret                                x1  3  [jump 3]
//   total = 2 + 6 + 3 = 11
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 1
	li t1, 2
	beq t0, t1, 9f
	bne t0, t0, 9f
	blt t1, t0, 9f
	bge t0, t1, 9f
	bltu t1, t0, 9f
	bgeu t0, t1, 9f
9:	ret
	.size bench, .-bench
