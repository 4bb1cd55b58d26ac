/*
 * bench_thumb.S - microbenchmarks in ARMv6-M Thumb (run unchanged on the
 * Cortex-M0, M0+ and M33).  Every function takes the iteration count in
 * r0 and keeps to r0-r3, r12 (and saves r4-r7 where it uses them).
 */
	.syntax unified
	.thumb
	.text

	.macro FUNC name
	.global \name
	.type \name, %function
	.thumb_func
	.balign 16
\name:
	.endm

FUNC b_empty
	bx lr

/* 64 16-bit ALU instructions per iteration: sequential fetch from flash. */
FUNC b_seq_fetch
1:	.rept 64
	adds r1, r1, #1
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

/* 16 taken B per iteration, each to the next 16-byte block. */
FUNC b_branch_taken
1:	.rept 16
	b 2f
	.balign 16
2:
	.endr
	subs r0, r0, #1
	beq 3f
	b 1b
3:	bx lr

/* A taken conditional branch per iteration (the loop branch). */
FUNC b_bcond
1:	subs r0, r0, #1
	bne 1b
	bx lr

/* 8 literal loads per iteration, from a pool 64 bytes away. */
FUNC b_lit_load
1:	ldr r1, 3f
	ldr r2, 3f+4
	ldr r3, 3f+8
	ldr r1, 3f+12
	ldr r2, 3f+16
	ldr r3, 3f+20
	ldr r1, 3f+24
	ldr r2, 3f+28
	subs r0, r0, #1
	bne 1b
	bx lr
	.balign 16
	.space 32
3:	.word 1, 2, 3, 4, 5, 6, 7, 8

/* Sum a 256-word table (r1), 4 loads per step: n passes. */
FUNC b_table_load
	push {r4, r5, lr}
1:	movs r2, #0
	movs r5, #0
2:	ldr r3, [r1, r2]
	adds r5, r5, r3
	adds r2, r2, #4
	ldr r3, [r1, r2]
	adds r5, r5, r3
	adds r2, r2, #4
	ldr r3, [r1, r2]
	adds r5, r5, r3
	adds r2, r2, #4
	ldr r3, [r1, r2]
	adds r5, r5, r3
	adds r2, r2, #4
	lsrs r4, r2, #10
	beq 2b
	subs r0, r0, #1
	bne 1b
	pop {r4, r5, pc}

FUNC b_sram_load
	b b_table_load

/* Store 256 words (r1), n passes. */
FUNC b_sram_store
1:	movs r2, #0
2:	str r0, [r1, r2]
	adds r2, r2, #4
	str r0, [r1, r2]
	adds r2, r2, #4
	lsrs r3, r2, #10
	beq 2b
	subs r0, r0, #1
	bne 1b
	bx lr

/* 16 MULS per iteration. */
FUNC b_mul
	movs r1, #3
	movs r2, #5
1:	.rept 8
	muls r2, r1, r2
	muls r1, r2, r1
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

/* LDM and STM of 4 registers, 4 of each per iteration. */
FUNC b_ldm_stm
	push {r4-r7, lr}
1:	mov r7, r1
	ldm r7!, {r2-r5}
	stm r7!, {r2-r5}
	ldm r7!, {r2-r5}
	stm r7!, {r2-r5}
	mov r7, r1
	ldm r7!, {r2-r5}
	stm r7!, {r2-r5}
	ldm r7!, {r2-r5}
	stm r7!, {r2-r5}
	subs r0, r0, #1
	bne 1b
	pop {r4-r7, pc}

/* BL to a leaf that returns with BX LR. */
FUNC b_call
	push {r4, lr}
1:	bl 2f
	subs r0, r0, #1
	bne 1b
	pop {r4, pc}
	.balign 4
2:	bx lr

/* Loops whose bodies are 16 bytes, 2 KiB and 16 KiB of straight code. */
FUNC b_loop_small
1:	adds r1, r1, #1
	adds r1, r1, #1
	adds r1, r1, #1
	adds r1, r1, #1
	adds r1, r1, #1
	adds r1, r1, #1
	subs r0, r0, #1
	bne 1b
	bx lr

FUNC b_loop_big
	ldr r2, 5f
	b 1f
	.balign 4
5:	.word 1f + 1
1:	.rept 1020
	adds r1, r1, #1
	.endr
	subs r0, r0, #1
	beq 2f
	bx r2
2:	bx lr

FUNC b_loop_huge
	ldr r2, 5f
	b 1f
	.balign 4
5:	.word 1f + 1
1:	.rept 8188
	adds r1, r1, #1
	.endr
	subs r0, r0, #1
	beq 2f
	bx r2
2:	bx lr

#if defined(KIT_F0)
/*
 * The F0's prefetch buffer (models/flash.go fetchBuffered, rules in
 * testdata/conformance/stm32f0-flash/README.md).  Each loop body starts
 * on a 16-byte boundary, so a 4-byte block's offset is the offset from
 * the label.  branch_end - branch_mid settles flash_branch_wait (the bne
 * ends its block, or sits in its first halfword); target_odd checks the
 * unaligned-target rule; lit_even and lit_odd put the same two literal
 * loads in the first or the second halfword of their words: the model
 * charges them alike (flash_data_wait), M2 measured the second slower.
 */
FUNC b_branch_end
1:	subs r0, r0, #1
	mov r2, r3
	mov r2, r3
	bne 1b			/* offset 6: ends its block */
	bx lr

FUNC b_branch_mid
1:	subs r0, r0, #1
	mov r2, r3
	mov r2, r3
	mov r2, r3
	bne 1b			/* offset 8: first halfword */
	bx lr

FUNC b_target_odd
	mov r2, r3
1:	subs r0, r0, #1		/* offset 2: the block's last halfword */
	mov r2, r3
	mov r2, r3
	bne 1b			/* offset 8: first halfword */
	bx lr

FUNC b_lit_even
1:	ldr r1, 5f		/* offset 0 */
	mov r2, r3
	ldr r1, 6f		/* offset 4 */
	mov r2, r3
	subs r0, r0, #1
	bne 1b			/* offset 10: ends its block */
	bx lr
	.balign 16
	.space 32
5:	.word 1
6:	.word 2

FUNC b_lit_odd
1:	mov r2, r3
	ldr r1, 5f		/* offset 2 */
	mov r2, r3
	ldr r1, 6f		/* offset 6 */
	subs r0, r0, #1
	bne 1b			/* offset 10: ends its block */
	bx lr
	.balign 16
	.space 32
5:	.word 1
6:	.word 2
#endif

#if defined(KIT_DIV)
/* 8 UDIV per iteration (Thumb-2: M33 only). */
FUNC b_div
	push {r4, lr}
	ldr r1, =0x7fffffff
	movs r2, #7
1:	.rept 8
	udiv r3, r1, r2
	.endr
	subs r0, r0, #1
	bne 1b
	pop {r4, pc}
	.ltorg
#endif

#if defined(KIT_M33)
/* 8 independent UMULL per iteration: long_mul_cycles (issue). */
FUNC b_long_mul
	push {r4-r7, lr}
	ldr r1, =0x9e3779b9
	mov r2, r1
1:	.rept 4
	umull r4, r5, r1, r2
	umull r6, r7, r2, r1
	.endr
	subs r0, r0, #1
	bne 1b
	pop {r4-r7, pc}
	.ltorg

/* 8 UMULL per iteration, each taking the last one's low word: the
 * larger of long_mul_cycles and long_mul_latency. */
FUNC b_long_mul_chain
	push {r4, lr}
	ldr r1, =0x9e3779b9
	mov r2, r1
1:	.rept 8
	umull r2, r3, r2, r1
	.endr
	subs r0, r0, #1
	bne 1b
	pop {r4, pc}
	.ltorg

/* BL to a leaf that returns with POP {r4, pc}: pc_load_extra (b_call
 * is the same with BX LR). */
FUNC b_pop_return
	push {r4, lr}
1:	bl 2f
	subs r0, r0, #1
	bne 1b
	pop {r4, pc}
	.balign 4
2:	push {r4, lr}
	pop {r4, pc}
#endif
