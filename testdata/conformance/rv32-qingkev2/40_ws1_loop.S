// name: a loop over three flash lines at 1 WS: each taken branch back waits
// expect qingke-v2: 14
// expect qingke-v2 ws=1: 17
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   li t0, 3                           x1  1  [ALU 1, line 0; ws=1 +1]
//   1: addi t0, t0, -1                 x3  1  [ALU 1, line 1: the first time prefetched (after line 0); after each taken branch back from line 2 read again, +1 at ws=1]
//   bnez t0, 1b                        x3  2 taken x 3 + 1 not taken = 7  [line 2: the line after 1, prefetched]
//   ret                                x1  3  [jump 3; line 3 prefetched]
//   total = 1 + 3 + 7 + 3 = 14; ws=1: 14 + 1 (line 0) + 2 (the two taken branches' target line 1) = 17
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	li t0, 3
1:	addi t0, t0, -1
	bnez t0, 1b
	ret
	.size bench, .-bench
