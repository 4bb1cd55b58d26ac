// name: straight-line code at 1 WS: only the first line waits (sequential lines are prefetched)
// expect qingke-v2: 7
// expect qingke-v2 ws=1: 8
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   addi a0, a0, 1 (four, lines 0-3)   x4  1  [ALU 1; ws=1: line 0 is read, +1; lines 1-3 follow it: prefetched, 0 (flash.prefetch, estimated)]
//   ret                                x1  3  [jump 3; line 4 prefetched]
//   total = 4 + 3 = 7; ws=1: 7 + 1 = 8
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
	ret
	.size bench, .-bench
