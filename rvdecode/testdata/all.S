/* Every RV32 instruction the decoder knows that binutils 2.40 assembles:
 * RV32I, M, A, C (Zca), Zicsr, Zifencei, Zba, Zbb, Zbs, Zbkb.
 * Built with -march=rv32imac_zicsr_zifencei_zba_zbb_zbs_zbkb -mabi=ilp32
 * (see objdump_test.go); Zcb and Zcmp, which 2.40 does not know, are
 * hand-encoded in zc.txt. Register choices vary so that every field bit
 * is exercised at least once. */
	.text
	.option norvc
	.globl base
base:
	lui	a0, 0x12345
	lui	t6, 0xfffff
	auipc	s0, 0x1
	auipc	zero, 0
	jal	ra, 1f
1:	jal	zero, base
	jalr	ra, 0(a0)
	jalr	zero, -2048(t0)
	jalr	s1, 2047(sp)
	beq	a0, a1, base
	bne	t0, t1, 2f
	blt	s2, s3, 2f
	bge	a4, a5, base
	bltu	t3, t4, 2f
	bgeu	s10, s11, base
2:	lb	a0, -1(a1)
	lh	t0, 4(sp)
	lw	s11, 2047(gp)
	lbu	a2, -2048(a3)
	lhu	tp, 0(zero)
	sb	a0, -1(a1)
	sh	t6, 6(s0)
	sw	ra, 2047(sp)
	addi	a0, a1, -2048
	addi	zero, zero, 0
	slti	t0, t1, 5
	sltiu	t2, s0, -1
	xori	a5, a6, 0x7ff
	ori	s4, s5, -7
	andi	t5, t6, 255
	slli	a0, a0, 31
	srli	a1, a2, 1
	srai	a3, a4, 17
	add	a0, a1, a2
	sub	t0, t1, t2
	sll	s0, s1, a0
	slt	a1, a2, a3
	sltu	a4, a5, a6
	xor	a7, s2, s3
	srl	s4, s5, s6
	sra	s7, s8, s9
	or	s10, s11, t3
	and	t4, t5, t6
	fence	iorw, iorw
	fence	r, w
	fence.tso
	fence.i
	ecall
	ebreak
	mret
	wfi
	/* Zicsr */
	csrrw	a0, mstatus, a1
	csrrs	t0, mcycle, zero
	csrrc	zero, mie, a2
	csrrwi	a3, mtvec, 31
	csrrsi	zero, 0x7c0, 1
	csrrci	a4, mcause, 0
	csrrs	a5, 0xfff, x0
	/* M */
	mul	a0, a1, a2
	mulh	t0, t1, t2
	mulhsu	s0, s1, a3
	mulhu	a4, a5, a6
	div	a7, s2, s3
	divu	s4, s5, s6
	rem	s7, s8, s9
	remu	s10, s11, t3
	/* A */
	lr.w	a0, (a1)
	lr.w.aq	a0, (a1)
	sc.w	t0, a2, (a3)
	sc.w.rl	t0, a2, (a3)
	amoswap.w	a0, a1, (a2)
	amoadd.w.aqrl	t0, t1, (t2)
	amoxor.w	s0, s1, (a0)
	amoand.w	a1, a2, (a3)
	amoor.w.aq	a4, a5, (a6)
	amomin.w	a7, s2, (s3)
	amomax.w.rl	s4, s5, (s6)
	amominu.w	s7, s8, (s9)
	amomaxu.w	s10, s11, (t3)
	/* Zba */
	sh1add	a0, a1, a2
	sh2add	t0, t1, t2
	sh3add	s0, s1, s2
	/* Zbb */
	andn	a0, a1, a2
	orn	t0, t1, t2
	xnor	s0, s1, s2
	clz	a3, a4
	ctz	a5, a6
	cpop	a7, s2
	max	s3, s4, s5
	maxu	s6, s7, s8
	min	s9, s10, s11
	minu	t3, t4, t5
	sext.b	a0, a1
	sext.h	t0, t1
	zext.h	s0, s1
	rol	a0, a1, a2
	ror	t0, t1, t2
	rori	s0, s1, 31
	rori	a0, a1, 1
	orc.b	a2, a3
	rev8	a4, a5
	/* Zbs */
	bclr	a0, a1, a2
	bclri	t0, t1, 31
	bext	s0, s1, s2
	bexti	a3, a4, 0
	binv	a5, a6, a7
	binvi	s3, s4, 7
	bset	s5, s6, s7
	bseti	s8, s9, 16
	/* Zbkb */
	pack	a0, a1, a2
	packh	t0, t1, t2
	brev8	s0, s1
	zip	a3, a4
	unzip	a5, a6

	.option rvc
	.globl compressed
compressed:
	c.addi4spn	a0, sp, 4
	c.addi4spn	s1, sp, 1020
	c.lw	a0, 0(a1)
	c.lw	s0, 124(a5)
	c.sw	a2, 64(s1)
	c.sw	a5, 4(a4)
	c.nop
	c.addi	a0, 1
	c.addi	t6, -32
	c.addi	sp, 31
	c.jal	3f
	c.li	a0, -1
	c.li	s11, 31
	c.addi16sp	sp, -512
	c.addi16sp	sp, 496
	c.lui	a0, 1
	c.lui	t6, 0xfffe0
	c.srli	s0, 1
	c.srli	a5, 31
	c.srai	a0, 16
	c.andi	s1, -32
	c.andi	a4, 31
	c.sub	s0, s1
	c.xor	a0, a1
	c.or	a2, a3
	c.and	a4, a5
	c.j	compressed
3:	c.beqz	s0, compressed
	c.bnez	a5, 3b
	c.beqz	a0, 4f
	c.slli	a0, 1
	c.slli	t6, 31
	c.lwsp	a0, 0(sp)
	c.lwsp	ra, 252(sp)
	c.jr	ra
	c.jr	t6
	c.mv	a0, a1
	c.mv	t6, ra
	c.ebreak
	c.jalr	a0
	c.add	a0, a1
	c.add	t6, t5
	c.swsp	a0, 0(sp)
4:	c.swsp	ra, 252(sp)
