// name: a dependent chain of eight ALU instructions: no stall between ALU instructions
// expect hazard3: 10
// derivation (MT-G1, ../shared/reference/measured-timing.md; code and data in SRAM, no wait states; bench is called from a 32-bit aligned sentinel):
//   addi t0, a0, 1; addi t0, t0, 2; addi t0, t0, 3; addi t0, t0, 4; addi t0, t0, 5; addi t0, t0, 6; addi t0, t0, 7; addi t0, t0, 8 x8  1  [MT-G1 ALU 1 (each reads the one before: forwarded)]
//   ret                                x1  2  [MT-G1 jal/jalr 2; the return address (the sentinel) is 32-bit aligned]
//   total = 8 + 2 = 10
	.option norelax
	.option norvc
	.text
	.global bench
	.type bench, @function
bench:
	addi t0, a0, 1
	addi t0, t0, 2
	addi t0, t0, 3
	addi t0, t0, 4
	addi t0, t0, 5
	addi t0, t0, 6
	addi t0, t0, 7
	addi t0, t0, 8
	ret
	.size bench, .-bench
