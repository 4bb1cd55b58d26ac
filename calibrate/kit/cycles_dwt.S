/* kit_cycles for the Cortex-M33: DWT CYCCNT (0xE0001004). */
	.syntax unified
	.thumb
	.text
	.global kit_cycles
	.type kit_cycles, %function
	.thumb_func
	.balign 4
kit_cycles:
	ldr r1, =0xE0001004
	ldr r0, [r1]
	bx lr
	.ltorg

	.global kit_counter_init
	.type kit_counter_init, %function
	.thumb_func
kit_counter_init:
	ldr r1, =0xE000EDFC /* DEMCR */
	ldr r0, [r1]
	movs r2, #1
	lsls r2, r2, #24    /* TRCENA */
	orrs r0, r0, r2
	str r0, [r1]
	ldr r1, =0xE0001000 /* DWT_CTRL */
	movs r0, #0
	str r0, [r1, #4]    /* CYCCNT = 0 */
	ldr r0, [r1]
	movs r2, #1         /* CYCCNTENA */
	orrs r0, r0, r2
	str r0, [r1]
	bx lr
	.ltorg

	.section .rodata
	.global kit_cycle_mask
	.balign 4
kit_cycle_mask:
	.word 0xFFFFFFFF
