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
