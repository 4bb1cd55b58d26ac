/* RV32E (the CH32V003's RV32EC): x0..x15 only. Built with -march=rv32ec
 * -mabi=ilp32e. */
	.text
	.globl rve
rve:
	.option norvc
	add	a5, a4, a3
	addi	s1, s0, -1
	lw	t2, 8(sp)
	sw	a5, 12(gp)
	jal	ra, rve
	.option rvc
	c.mv	a0, t0
	c.add	a5, tp
	c.lwsp	t2, 4(sp)
	c.swsp	a5, 60(sp)
	c.addi	sp, -16
	c.lw	a0, 0(a1)
	c.jr	ra
