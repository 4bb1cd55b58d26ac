// name: two loads of one flash word at 1 WS: the first waits, the second hits the data line
// expect qingke-v2: 9
// expect qingke-v2 ws=1: 11
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   auipc t0, 0; addi t0, t0, 32      x2  1  [ALU 1: t0 = konst at 32, line 8; ws=1: line 0 read +1, line 1 prefetched]
//   lw t1, 0(t0)                       x1  2  [loads 2; ws=1: a data read of line 8, in neither buffer: +1]
//   lw t2, 0(t0)                       x1  2  [loads 2; ws=1: line 8 is the data line: 0]
//   ret                                x1  3  [jump 3]
//   total = 2 + 2 + 2 + 3 = 9; ws=1: 9 + 1 + 1 = 11
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	auipc t0, 0
	addi t0, t0, 32
	lw t1, 0(t0)
	lw t2, 0(t0)
	ret
	.balign 32
konst:	.word 0x12345678
	.size bench, .-bench
