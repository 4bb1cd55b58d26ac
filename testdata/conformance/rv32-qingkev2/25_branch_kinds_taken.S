// name: beq, bne, blt, bge, bltu, bgeu taken: 3 each
// expect qingke-v2: 23
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   li t0, 1; li t1, 2                 x2  1  [ALU 1]
//   beq t0,t0 / bne t0,t1 / blt t0,t1 / bge t1,t0 / bltu t0,t1 / bgeu t1,t0, each over one addi  x6  3  [taken 3]
//   addi a0, a0, 1 (six of them)       x0  1  [skipped]
//   ret                                x1  3  [jump 3]
//   total = 2 + 6 x 3 + 3 = 23
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 1
	li t1, 2
	beq t0, t0, 1f
	addi a0, a0, 1
1:	bne t0, t1, 2f
	addi a0, a0, 1
2:	blt t0, t1, 3f
	addi a0, a0, 1
3:	bge t1, t0, 4f
	addi a0, a0, 1
4:	bltu t0, t1, 5f
	addi a0, a0, 1
5:	bgeu t1, t0, 6f
	addi a0, a0, 1
6:	ret
	.size bench, .-bench
