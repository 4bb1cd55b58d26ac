// name: jalr to a 32-bit instruction at a halfword address: 3 + 1
// expect qingke-v2: 10
// derivation (MT-G3, ../shared/reference/measured-timing.md, in models/qingkev2_table.go; code in flash at 0, flash_wait_states 0 unless an expect line sets ws=1; the scratch buffer in SRAM; bench returns to a sentinel outside flash, so its ret pays no flash wait and no unaligned-target cycle):
//   auipc t0, 0; addi t0, t0, 14      x2  1  [ALU 1: t0 = label 1 at 14]
//   jr t0                              x1  4  [jump 3; +1: 32-bit target at 14]
//   c.nop                              x0  1  [padding, skipped]
//   1: addi a0, a0, 1                  x1  1  [ALU 1]
//   ret                                x1  3  [jump 3]
//   total = 2 + 4 + 1 + 3 = 10
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	auipc t0, 0
	addi t0, t0, 14
	jr t0
	.option rvc
	c.nop
	.option norvc
1:	addi a0, a0, 1
	ret
	.size bench, .-bench
