// name: call and return through ra
// expect qingke-v2: 12
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   mv t2, ra                          x1  1  [ALU 1]
//   jal ra, f                          x1  3  [jump 3]
//   f: addi a0, a0, 1                  x1  1  [ALU 1]
//   ret (to the mv, 32-bit aligned)    x1  3  [jump 3]
//   mv ra, t2                          x1  1  [ALU 1]
//   ret                                x1  3  [jump 3]
//   total = 1 + 3 + 1 + 3 + 1 + 3 = 12
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	mv t2, ra
	jal ra, f
	mv ra, t2
	ret
f:	addi a0, a0, 1
	ret
	.size bench, .-bench
