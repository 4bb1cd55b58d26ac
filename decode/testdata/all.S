// Instructions for the objdump cross-check (TestObjdump). The file is
// assembled once per mode, selecting a part with -D:
//
//   -DTHUMB1  -mcpu=cortex-m0  -mthumb   ARMv6-M: every Thumb-1 encoding class  (ModeThumbM)
//   -DTHUMBM  -mcpu=cortex-m33 -mthumb   ARMv8-M Mainline + DSP Thumb-2         (ModeThumbM)
//   -DTHUMBA  -mcpu=cortex-a7  -mthumb   ARMv7-A Thumb-2                         (ModeThumbA)
//   -DARM     -mcpu=cortex-a7  -marm     ARMv7-A A32                             (ModeARM)
//
// Branch targets are local labels so that the encodings are final in the
// object file (no relocations).

	.syntax unified

#if defined(THUMB1) || defined(THUMBM) || defined(THUMBA)
	.thumb
	.text
	.p2align 2
thumb1:
// ---- Thumb-1 (ARMv6-M): valid on every Thumb core ----
// shift (immediate), add/sub/mov/cmp
	lsls	r0, r1, #0
	lsls	r0, r1, #5
	lsrs	r2, r3, #1
	lsrs	r2, r3, #32
	asrs	r4, r5, #31
	adds	r0, r1, r2
	subs	r3, r4, r5
	adds	r0, r1, #7
	subs	r6, r7, #1
	movs	r0, #0
	movs	r7, #255
	cmp	r1, #10
	adds	r2, #200
	subs	r3, #1
// data processing (register)
	ands	r0, r1
	eors	r2, r3
	lsls	r4, r5
	lsrs	r6, r7
	asrs	r0, r1
	adcs	r2, r3
	sbcs	r4, r5
	rors	r6, r7
	tst	r0, r1
	rsbs	r2, r3, #0
	cmp	r4, r5
	cmn	r6, r7
	orrs	r0, r1
	muls	r2, r3, r2
	bics	r4, r5
	mvns	r6, r7
// special data processing / branch exchange (high registers)
	add	r0, r8
	add	r8, r0
	add	sp, r1
	add	r2, sp
	cmp	r0, r9
	cmp	r10, r1
	mov	r8, r1
	mov	r1, r12
	mov	sp, r0
	mov	r0, sp
	bx	lr
	bx	r3
	blx	r2
// PC-relative load, load/store register offset and immediate
	ldr	r0, [pc, #4]
	ldr	r1, [pc, #1020]
	str	r0, [r1, r2]
	strh	r3, [r4, r5]
	strb	r6, [r7, r0]
	ldrsb	r1, [r2, r3]
	ldr	r4, [r5, r6]
	ldrh	r7, [r0, r1]
	ldrb	r2, [r3, r4]
	ldrsh	r5, [r6, r7]
	str	r0, [r1]
	str	r0, [r1, #124]
	ldr	r2, [r3, #4]
	strb	r4, [r5, #31]
	ldrb	r6, [r7, #1]
	strh	r0, [r1, #62]
	ldrh	r2, [r3, #2]
	str	r4, [sp, #1020]
	ldr	r5, [sp, #8]
// address generation, SP adjust
	adr	r0, 1f
	add	r1, sp, #16
	add	sp, #508
	sub	sp, #12
	.p2align 2
1:
// miscellaneous 16-bit
	sxth	r0, r1
	sxtb	r2, r3
	uxth	r4, r5
	uxtb	r6, r7
	push	{r4, lr}
	push	{r0-r7, lr}
	push	{r3}
	pop	{r4, pc}
	pop	{r0-r7}
	cpsie	i
	cpsid	i
	rev	r0, r1
	rev16	r2, r3
	revsh	r4, r5
	bkpt	#0
	bkpt	#255
	nop
	yield
	wfe
	wfi
	sev
// load/store multiple
	stmia	r0!, {r1, r2, r3}
	ldmia	r4!, {r0, r1}
	ldmia	r4, {r0, r4}
	stm	r1!, {r0}
// conditional branch, SVC, UDF, unconditional branch
2:	beq	2b
	bne	2b
	bcs	2b
	bcc	2b
	bmi	2b
	bpl	2b
	bvs	2b
	bvc	2b
	bhi	2b
	bls	2b
	bge	2b
	blt	2b
	bgt	2b
	ble	2b
	svc	#0
	svc	#255
	udf	#0
	udf	#254
	b	2b
	b	3f
	nop
3:
// 32-bit instructions in ARMv6-M
	bl	2b
	bl	3b
	dmb	sy
	dsb	sy
	isb	sy
	mrs	r0, apsr
#if defined(THUMB1) || defined(THUMBM)
	mrs	r1, primask
	msr	primask, r0
	mrs	r2, msp
	msr	psp, r3
	mrs	r4, control
#endif
	.p2align 2
#endif

#if defined(THUMBM) || defined(THUMBA)
thumb2:
// ---- Thumb-2 (ARMv7-M/ARMv8-M Mainline and ARMv7-A Thumb) ----
// data processing, modified immediate
	add.w	r0, r1, #1
	adds.w	r2, r3, #0x00ff00ff
	sub.w	r4, r5, #0xff000000
	addw	r0, r1, #4095
	subw	r2, r3, #1
	and	r0, r1, #0xff
	orr	r2, r3, #0x100
	orn	r4, r5, #1
	eor	r6, r7, #0x80000000
	bic	r8, r9, #3
	rsb	r10, r11, #0
	adc	r12, r0, #5
	sbc	r1, r2, #7
	mov.w	r0, #0x11001100
	movs.w	r1, #1
	mvn	r2, #0
	movw	r3, #0xabcd
	movt	r3, #0x1234
	cmp.w	r4, #1000
	cmn.w	r5, #1
	tst.w	r6, #0x10
	teq.w	r7, #1
// data processing, shifted register (operand2 forms)
	add.w	r0, r1, r2
	add.w	r0, r1, r2, lsl #2
	adds.w	r3, r4, r5, lsr #31
	sub.w	r6, r7, r8, asr #3
	subs.w	r9, r10, r11, ror #7
	and.w	r0, r1, r2, lsl #1
	orr.w	r3, r4, r5, rrx
	orn	r6, r7, r8, lsl #4
	eor.w	r9, r10, r11, lsr #16
	bic.w	r0, r1, r2, asr #1
	rsb	r3, r4, r5, lsl #3
	adc.w	r6, r7, r8
	sbc.w	r9, r10, r11
	cmp.w	r0, r1, lsl #2
	cmn.w	r2, r3
	tst.w	r4, r5, lsr #3
	teq.w	r6, r7
	mov.w	r8, r9
	movs.w	r0, r1
	mvn.w	r2, r3, lsl #1
	lsl.w	r0, r1, #3
	lsr.w	r2, r3, #4
	asr.w	r4, r5, #5
	ror.w	r6, r7, #6
	rrx	r8, r9
	lsl.w	r0, r1, r2
	lsrs.w	r3, r4, r5
	asr.w	r6, r7, r8
	ror.w	r9, r10, r11
	add.w	r0, sp, #8
	sub.w	sp, sp, #256
	add	r0, sp, r1, lsl #2
// multiply, divide
	mul	r0, r1, r2
	mla	r0, r1, r2, r3
	mls	r4, r5, r6, r7
	umull	r0, r1, r2, r3
	smull	r4, r5, r6, r7
	umlal	r0, r1, r2, r3
	smlal	r4, r5, r6, r7
	sdiv	r0, r1, r2
	udiv	r3, r4, r5
// bit field, misc
	bfi	r0, r1, #4, #8
	bfc	r2, #0, #16
	ubfx	r3, r4, #1, #5
	sbfx	r5, r6, #30, #2
	clz	r0, r1
	rbit	r2, r3
	rev.w	r4, r5
	rev16.w	r6, r7
	revsh.w	r8, r9
	ssat	r0, #8, r1
	usat	r2, #15, r3, lsl #2
	ssat	r4, #16, r5, asr #1
	sxtb.w	r0, r1
	sxth.w	r2, r3, ror #8
	uxtb.w	r4, r5
	uxth.w	r6, r7, ror #16
// loads/stores, all addressing forms
	ldr.w	r0, [r1, #4]
	ldr	r2, [r3, #4092]
	ldr	r4, [r5, #-4]
	ldr	r6, [r7, #8]!
	ldr	r8, [r9], #-8
	ldr.w	r0, [r1, r2]
	ldr.w	r0, [r1, r2, lsl #2]
	ldrb.w	r3, [r4, r5, lsl #1]
	ldrh.w	r6, [r7, #2]
	ldrsb.w	r8, [r9, #-1]
	ldrsh.w	r10, [r11, r12, lsl #3]
	ldr.w	r0, [pc, #-8]
	ldr.w	r1, [pc, #100]
	ldrd	r0, r1, [r2]
	ldrd	r2, r3, [r4, #8]!
	ldrd	r4, r5, [r6], #-16
	ldrd	r6, r7, [sp, #1020]
	str.w	r0, [r1, #4]
	str	r2, [r3, #-255]
	str	r4, [r5, #4]!
	str	r6, [r7], #4
	str.w	r8, [r9, r10, lsl #1]
	strb.w	r0, [r1, #4095]
	strh.w	r2, [r3, r4]
	strd	r0, r1, [r2, #-8]
	strd	r2, r3, [sp, #8]!
	ldrt	r0, [r1, #4]
	strt	r2, [r3]
	ldrex	r0, [r1]
	ldrex	r2, [r3, #4]
	strex	r0, r1, [r2]
	ldrexb	r0, [r1]
	strexh	r0, r1, [r2]
	clrex
	pld	[r0, #64]
	pld	[r1, r2, lsl #1]
	pli	[r3]
// load/store multiple
	ldm.w	r0, {r1, r2, r3}
	ldm.w	r0!, {r1, r2, r3, r4, r5, r6, r7, r8}
	stm.w	r0!, {r1, r2, r12, lr}
	ldmdb	r0!, {r1, r2}
	stmdb	r1, {r2, r3}
	stmdb	sp!, {r4, r5}
	ldmia.w	sp!, {r4, r5}
	push.w	{r4-r11, lr}
	pop.w	{r4-r11, pc}
	push.w	{r8}
	pop.w	{r8}
// branches
4:	b.w	4b
	beq.w	4b
	bne.w	5f
	bl	4b
	cbz	r0, 5f
	cbnz	r7, 5f
	nop
5:	tbb	[r0, r1]
	tbh	[r0, r1, lsl #1]
	tbb	[pc, r2]
	mov	pc, lr
	add	pc, r0
	ldr	pc, [sp], #4
	ldr.w	pc, [r0, r1, lsl #2]
// IT blocks
	cmp	r0, r1
	it	eq
	moveq	r0, r1
	ite	ne
	addne	r0, r1
	subeq	r0, r1
	itt	gt
	movgt	r2, #1
	ldrgt	r3, [r4]
	itete	ls
	movls	r0, #1
	movhi	r0, #2
	addls.w	r1, r2, r3
	bhi	5b
	ittt	lo
	lsllo	r0, r1, #2
	mullo	r2, r3, r2
	bxlo	lr
// misc system / hints
	dmb	ish
	dsb	ishst
	nop.w
	wfi.w
	sev.w
	mrs	r0, apsr
	msr	apsr_nzcvq, r1
	bkpt	#1
	svc	#17
	udf.w	#1000
	.p2align 2
#endif

#if defined(THUMBM)
thumbm:
// ---- ARMv7-M / ARMv8-M Mainline specific (system registers, DSP) ----
	mrs	r0, basepri
	msr	basepri_max, r1
	mrs	r2, faultmask
	mrs	r3, ipsr
	mrs	r4, xpsr
	msr	control, r5
	cpsid	f
	cpsie	f
// DSP extension (Cortex-M33 has it)
	smlabb	r0, r1, r2, r3
	smlabt	r0, r1, r2, r3
	smlatt	r4, r5, r6, r7
	smulbb	r0, r1, r2
	smultb	r3, r4, r5
	smlad	r0, r1, r2, r3
	smlald	r0, r1, r2, r3
	smuad	r4, r5, r6
	smmul	r0, r1, r2
	smmla	r0, r1, r2, r3
	smlal	r0, r1, r2, r3
	smlalbb	r0, r1, r2, r3
	umaal	r0, r1, r2, r3
	sxtab	r0, r1, r2
	sxtah	r3, r4, r5, ror #8
	uxtab	r0, r1, r2
	uxtah	r3, r4, r5
	uxtb16	r6, r7
	qadd	r0, r1, r2
	qsub	r3, r4, r5
	qdadd	r6, r7, r8
	qadd8	r0, r1, r2
	uqadd16	r3, r4, r5
	uadd8	r0, r1, r2
	usub8	r3, r4, r5
	sadd16	r6, r7, r8
	sel	r0, r1, r2
	usad8	r0, r1, r2
	usada8	r0, r1, r2, r3
	pkhbt	r0, r1, r2, lsl #16
	pkhtb	r3, r4, r5, asr #16
	ssat16	r0, #8, r1
	usat16	r2, #4, r3
	shadd8	r0, r1, r2
	uhsub16	r3, r4, r5
// ARMv8-M Mainline: load-acquire / store-release
	lda	r0, [r1]
	ldab	r2, [r3]
	ldah	r4, [r5]
	stl	r0, [r1]
	stlb	r2, [r3]
	stlh	r4, [r5]
	ldaex	r0, [r1]
	stlex	r0, r1, [r2]
	.p2align 2
#endif

#if defined(THUMBA)
thumba:
// ---- ARMv7-A Thumb-2 specific ----
	smlabb	r0, r1, r2, r3
	umaal	r0, r1, r2, r3
	uadd8	r0, r1, r2
	sel	r0, r1, r2
	qadd	r0, r1, r2
	sxtab	r0, r1, r2
	uxtah	r3, r4, r5
	ldrexd	r0, r1, [r2]
	strexd	r0, r2, r3, [r4]
	cpsid	i
	setend	be
	setend	le
	.p2align 2
#endif

#if defined(ARM)
	.arm
	.text
	.p2align 2
arm:
// ---- A32 (ARMv7-A, Cortex-A7 with IDIV) ----
// data processing: immediate, register, shifted by immediate and register
	add	r0, r1, #1
	adds	r2, r3, #0xff000000
	sub	r4, r5, #256
	rsb	r6, r7, #0
	rsc	r8, r9, #1
	adc	r10, r11, #2
	sbc	r12, r0, #3
	and	r0, r1, r2
	orr	r3, r4, r5, lsl #2
	eor	r6, r7, r8, lsr #31
	bic	r9, r10, r11, asr #5
	add	r0, r1, r2, ror #3
	add	r0, r1, r2, rrx
	add	r0, r1, r2, lsl r3
	adds	r4, r5, r6, lsr r7
	sub	r8, r9, r10, asr r11
	orr	r0, r1, r2, ror r3
	mov	r0, r1
	mov	r0, #0x3fc
	movs	r2, r3, lsl #4
	mov	r4, r5, lsl r6
	lsl	r0, r1, #2
	lsr	r2, r3, r4
	asr	r5, r6, #1
	ror	r7, r8, #3
	rrx	r9, r10
	mvn	r0, #0
	mvns	r1, r2, asr #2
	movw	r0, #0xffff
	movt	r0, #0x8000
	cmp	r0, #1
	cmn	r1, r2
	tst	r3, #0x80
	teq	r4, r5, lsl #1
	add	r0, sp, #4
	sub	sp, sp, #16
	add	r0, pc, #8
// conditional forms
	addeq	r0, r1, r2
	subsne	r3, r4, #1
	movgt	r5, #0
	ldrlt	r6, [r7]
	strge	r0, [r1, #4]
	bxeq	lr
	mulhi	r0, r1, r2
	popls	{r4, pc}
	cmpvs	r0, r1
	movvc	r0, #1
	andmi	r2, r3, r4
	orrpl	r2, r3, r4
	ldmcs	r0, {r1, r2}
	stmcc	r0, {r1, r2}
	beq	6f
// multiply, divide
	mul	r0, r1, r2
	muls	r3, r4, r5
	mla	r0, r1, r2, r3
	mls	r4, r5, r6, r7
	umull	r0, r1, r2, r3
	umulls	r0, r1, r2, r3
	smull	r4, r5, r6, r7
	umlal	r0, r1, r2, r3
	smlal	r4, r5, r6, r7
	umaal	r0, r1, r2, r3
	smlabb	r0, r1, r2, r3
	smulwb	r0, r1, r2
	smmul	r0, r1, r2
	sdiv	r0, r1, r2
	udiv	r3, r4, r5
// load/store single: offset, pre-index, post-index, register, scaled register
	ldr	r0, [r1]
	ldr	r0, [r1, #4]
	ldr	r0, [r1, #-4095]
	ldr	r0, [r1, #4]!
	ldr	r0, [r1], #4
	ldr	r0, [r1, r2]
	ldr	r0, [r1, -r2]
	ldr	r0, [r1, r2, lsl #2]
	ldr	r0, [r1, r2, lsl #2]!
	ldr	r0, [r1], r2, asr #1
	ldr	r0, [r1], -r2
	ldr	r0, [pc, #8]
	ldr	r0, [pc, #-8]
	ldrb	r0, [r1, #1]
	ldrh	r0, [r1, #2]
	ldrh	r0, [r1, r2]
	ldrh	r0, [r1], #2
	ldrsb	r0, [r1, #-1]
	ldrsh	r0, [r1, r2]!
	ldrd	r0, r1, [r2]
	ldrd	r2, r3, [r4, #8]!
	ldrd	r4, r5, [r6], #-8
	ldrd	r0, r1, [r2, r3]
	str	r0, [r1]
	str	r0, [r1, #-4]!
	str	r0, [r1], #4
	str	r0, [r1, r2, lsl #3]
	strb	r0, [r1, #4095]
	strh	r0, [r1, #-2]
	strd	r0, r1, [r2, #16]
	ldrt	r0, [r1], #4
	strbt	r0, [r1], #1
	ldrex	r0, [r1]
	strex	r0, r1, [r2]
	ldrexd	r0, r1, [r2]
	strexd	r0, r2, r3, [r4]
	pld	[r0, #32]
	pld	[r0, r1, lsl #2]
// load/store multiple
	ldm	r0, {r1, r2, r3}
	ldm	r0!, {r1-r12}
	ldmib	r0, {r1, r2}
	ldmda	r0!, {r1, r2}
	ldmdb	r0, {r1, r2}
	stm	r0, {r1, r2}
	stmib	r0!, {r1, r2}
	stmda	r0, {r1, r2}
	stmdb	r0!, {r1, r2}
	push	{r4-r11, lr}
	pop	{r4-r11, pc}
	push	{r0}
	pop	{r0}
	ldm	sp, {r0, pc}
// branches
6:	b	6b
	bl	6b
	blx	6b
	blx	r0
	bx	lr
	bne	6b
	blne	6b
	mov	pc, lr
	add	pc, pc, r0, lsl #2
	ldr	pc, [sp], #4
	sub	pc, lr, #4
// media / DSP
	bfi	r0, r1, #8, #4
	bfc	r0, #4, #4
	ubfx	r0, r1, #2, #3
	sbfx	r0, r1, #0, #8
	clz	r0, r1
	rbit	r0, r1
	rev	r0, r1
	rev16	r0, r1
	revsh	r0, r1
	sxtb	r0, r1
	sxth	r0, r1, ror #16
	uxtb	r0, r1
	uxth	r0, r1
	sxtab	r0, r1, r2
	uxtah	r0, r1, r2, ror #8
	ssat	r0, #8, r1
	usat	r0, #7, r1, asr #3
	qadd	r0, r1, r2
	qsub	r0, r1, r2
	uadd8	r0, r1, r2
	sel	r0, r1, r2
	pkhbt	r0, r1, r2, lsl #8
	usad8	r0, r1, r2
// system / misc
	mrs	r0, apsr
	msr	cpsr_f, r0
	msr	cpsr_c, #0x13
	mrs	r0, spsr
	cpsid	i
	cpsie	if
	svc	#0
	bkpt	#1
	nop
	wfi
	wfe
	sev
	yield
	dmb	ish
	dsb	sy
	isb	sy
	clrex
	udf	#0
	mrc	p15, 0, r0, c1, c0, 0
	mcr	p15, 0, r0, c7, c5, 0
	setend	be
	.p2align 2
#endif
