// name: a call and return at 1 WS: the callee's line and the return line wait
// expect qingke-v2: 12
// expect qingke-v2 ws=1: 15
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   mv t2, ra                          x1  1  [line 0; ws=1 +1]
//   jal ra, f                          x1  3  [line 1, prefetched]
//   f: addi a0, a0, 1                  x1  1  [at 16, line 4: ws=1 read +1]
//   ret (to the mv ra at 8)            x1  3  [line 2: not the line after 4: ws=1 +1]
//   mv ra, t2                          x1  1
//   ret                                x1  3  [line 3, prefetched]
//   total = 12; ws=1: 12 + 3 = 15
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
