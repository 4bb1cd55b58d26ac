// name: and, or, xor, andi, ori, xori: ALU 1 each
// expect hazard3: 8
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   and t0, a0, a1                     x1  1  [MT-G1 ALU 1]
//   or t1, a0, a1                      x1  1  [MT-G1 ALU 1]
//   xor t2, a0, a1                     x1  1  [MT-G1 ALU 1]
//   andi t0, a0, 0xf0                  x1  1  [MT-G1 ALU 1]
//   ori t1, a0, 1                      x1  1  [MT-G1 ALU 1]
//   xori t2, a0, -1                    x1  1  [MT-G1 ALU 1]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 1 + 1 + 1 + 1 + 1 + 1 + 2 = 8
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	and t0, a0, a1
	or t1, a0, a1
	xor t2, a0, a1
	andi t0, a0, 0xf0
	ori t1, a0, 1
	xori t2, a0, -1
	ret
	.size bench, .-bench
