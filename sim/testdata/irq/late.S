/* late.S - late arrival. PendSV (priority 0xc0) is pended at a block
 * boundary; SysTick (priority 0), started in the same block, expires
 * RVR+1 cycles after it (--defsym RVR=n). When that falls inside PendSV's
 * entry, SysTick takes over the entry and PendSV tail-chains after it;
 * later, SysTick preempts PendSV's handler. Each handler records its
 * place in `seq`; SYS_EXIT_EXTENDED's code is systick | pendsv << 4. */
	.syntax unified
	.thumb

	.section .isr_vector, "a", %progbits
	.word 0x20004000
	.word _start + 1
	.rept 12
	.word 0
	.endr
	.word PendSV_Handler + 1  /* 14 */
	.word SysTick_Handler + 1 /* 15 */

	.text
	.thumb_func
	.global _start
_start:
	ldr r0, =0xe000ed20 /* SHPR3: SysTick 0, PendSV 0xc0 */
	ldr r1, =0x00c00000
	str r1, [r0]
	ldr r0, =0xe000e014 /* SYST_RVR */
	ldr r1, =RVR
	str r1, [r0]
	ldr r0, =0xe000e018 /* SYST_CVR */
	movs r1, #0
	str r1, [r0]
	ldr r0, =0xe000ed04 /* SCB_ICSR */
	ldr r1, =1 << 28    /* PENDSVSET */
	ldr r2, =0xe000e010 /* SYST_CSR */
	movs r3, #7
	b 2f
2:	str r3, [r2]        /* SysTick starts: the block's cycles are counted */
	str r1, [r0]        /* PendSV pends: taken after this block */
	b 1f
1:	ldr r2, =result
	ldr r1, [r2]
	ldr r0, =block
	str r1, [r0, #4]
	movs r0, #0x20      /* SYS_EXIT_EXTENDED */
	ldr r1, =block
	bkpt 0xab

	.thumb_func
PendSV_Handler:
	ldr r0, =seq
	ldr r1, [r0]
	adds r1, #1
	str r1, [r0]
	lsls r1, #4
	ldr r2, =result
	ldr r3, [r2]
	orrs r3, r1
	str r3, [r2]
	ldr r0, =2000       /* stay long enough to be preempted */
3:	subs r0, #1
	bne 3b
	bx lr

	.thumb_func
SysTick_Handler:
	ldr r0, =0xe000e010 /* SysTick off: one tick */
	movs r1, #0
	str r1, [r0]
	ldr r0, =seq
	ldr r1, [r0]
	adds r1, #1
	str r1, [r0]
	ldr r2, =result
	ldr r3, [r2]
	orrs r3, r1
	str r3, [r2]
	bx lr
	.ltorg

	.data
	.balign 4
seq:	.word 0
result:	.word 0
block:	.word 0x20026, 0
