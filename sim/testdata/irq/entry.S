/* entry.S - exception entry, return and tail-chaining timing. Built with
 * --defsym VARIANT=n; every variant runs the same instructions in Thread
 * mode, so the difference of two variants' cycles is the exception cost:
 *   0 none:   no exception is pended; the thread code exits at 1:
 *   1 entry:  PendSV is pended; its handler exits (SYS_EXIT)
 *   2 return: PendSV is pended; its handler returns (BX LR); the thread
 *             code exits at 1:
 *   3 chain:  PendSV and IRQ0 are pended together (both priority 0, so
 *             PendSV, the lower number, goes first); PendSV's handler
 *             returns and IRQ0's, tail-chained, exits
 *   5 reset:  the thread code requests a system reset (AIRCR.SYSRESETREQ,
 *             as NVIC_SystemReset) and loops
 *   4 context: as 2, with the flags and r2 live across the exception and
 *             clobbered by the handler; a wrong restore ends in `fail`
 * The stores end no translation block: the exception is taken at the
 * block boundary after `b 1f`, with 1: as the return address. */
	.syntax unified
	.thumb

	.section .isr_vector, "a", %progbits
	.word 0x20004000
	.word _start + 1
	.rept 12
	.word 0
	.endr
	.word PendSV_Handler + 1 /* 14 */
	.word 0                  /* 15 SysTick */
	.word IRQ0_Handler + 1   /* 16 */

	.text
	.thumb_func
	.global _start
_start:
	ldr r0, =0xe000e100 /* NVIC_ISER0 */
	ldr r1, =ISER
	str r1, [r0]
	ldr r0, =0xe000e200 /* NVIC_ISPR0 */
	ldr r1, =ISER
	str r1, [r0]
	ldr r0, =0xe000ed04 /* SCB_ICSR */
	ldr r1, =ICSR
	str r1, [r0]
.if VARIANT == 5
	ldr r0, =0xe000ed0c /* SCB_AIRCR */
	ldr r1, =0x05fa0004 /* VECTKEY, SYSRESETREQ */
	str r1, [r0]
	dsb
5:	b 5b
.endif
.if VARIANT == 4
	movs r2, #0
	subs r2, #1         /* r2 = -1, N set, Z clear */
.endif
	b 1f
1:
.if VARIANT == 4
	bpl fail
	adds r2, #1
	bne fail
.endif
	b exit
fail:	b fail

	.thumb_func
PendSV_Handler:
.if VARIANT == 1
	b exit
.else
.if VARIANT == 4
	movs r2, #5
	movs r3, #0         /* N clear, Z set */
.endif
	bx lr
.endif

	.thumb_func
IRQ0_Handler:
	b exit

	.thumb_func
exit:
	movs r0, #0x18      /* SYS_EXIT */
	ldr r1, =0x20026    /* ADP_Stopped_ApplicationExit */
	bkpt 0xab
	.ltorg

.if VARIANT == 0
	.set ICSR, 0
.else
	.set ICSR, 1 << 28  /* PENDSVSET */
.endif
.if VARIANT == 3
	.set ISER, 1        /* IRQ0 enabled and pending */
.else
	.set ISER, 0
.endif
