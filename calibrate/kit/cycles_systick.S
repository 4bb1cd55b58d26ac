/* kit_cycles for Cortex-M0/M0+: SysTick at the core clock, counting
 * down; returned inverted so that it counts up (24 bits).  The load is
 * followed only by the return, so every reading is taken at the same
 * point of its block. */
	.syntax unified
	.thumb
	.text
	.global kit_cycles
	.type kit_cycles, %function
	.thumb_func
	.balign 4
kit_cycles:
	ldr r1, =0xE000E018
	ldr r0, [r1]
	mvns r0, r0
	bx lr
	.ltorg

	.global kit_counter_init
	.type kit_counter_init, %function
	.thumb_func
kit_counter_init:
	ldr r1, =0xE000E010
	movs r0, #0
	str r0, [r1]        /* CSR: off */
	ldr r0, =0x00FFFFFF
	str r0, [r1, #4]    /* RVR */
	str r0, [r1, #8]    /* CVR: any write clears */
	movs r0, #5
	str r0, [r1]        /* CSR: ENABLE | CLKSOURCE (processor clock), no interrupt */
	bx lr
	.ltorg

	.section .rodata
	.global kit_cycle_mask
	.balign 4
kit_cycle_mask:
	.word 0x00FFFFFF
