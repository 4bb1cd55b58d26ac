/*
 * bench_arm.S - the kit's microbenchmarks in A32 for the Cortex-A7, with
 * the same names and shapes as bench_thumb.S.
 */
	.syntax unified
	.arm
	.text

	.macro FUNC name
	.global \name
	.type \name, %function
	.balign 32
\name:
	.endm

FUNC b_empty
	bx lr

FUNC b_seq_fetch
1:	.rept 64
	add r1, r1, #1
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

FUNC b_branch_taken
1:	.rept 16
	b 2f
	.balign 32
2:
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

FUNC b_bcond
1:	subs r0, r0, #1
	bne 1b
	bx lr

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
	.balign 32
3:	.word 1, 2, 3, 4, 5, 6, 7, 8

FUNC b_table_load
	push {r4, r5, lr}
1:	mov r2, #0
	mov r5, #0
2:	ldr r3, [r1, r2]
	add r5, r5, r3
	add r2, r2, #4
	ldr r3, [r1, r2]
	add r5, r5, r3
	add r2, r2, #4
	ldr r3, [r1, r2]
	add r5, r5, r3
	add r2, r2, #4
	ldr r3, [r1, r2]
	add r5, r5, r3
	add r2, r2, #4
	cmp r2, #1024
	bne 2b
	subs r0, r0, #1
	bne 1b
	pop {r4, r5, pc}

FUNC b_sram_load
	b b_table_load

FUNC b_sram_store
1:	mov r2, #0
2:	str r0, [r1, r2]
	add r2, r2, #4
	str r0, [r1, r2]
	add r2, r2, #4
	cmp r2, #1024
	bne 2b
	subs r0, r0, #1
	bne 1b
	bx lr

FUNC b_mul
	mov r1, #3
	mov r2, #5
1:	.rept 8
	mul r2, r1, r2
	mul r1, r2, r1
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

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

FUNC b_call
	push {r4, lr}
1:	bl 2f
	subs r0, r0, #1
	bne 1b
	pop {r4, pc}
2:	bx lr

FUNC b_loop_small
1:	add r1, r1, #1
	add r1, r1, #1
	subs r0, r0, #1
	bne 1b
	bx lr

FUNC b_loop_big
1:	.rept 510
	add r1, r1, #1
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

/* 64 KiB of code: twice the L1 I-cache. */
FUNC b_loop_huge
1:	.rept 16382
	add r1, r1, #1
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

FUNC b_div
	push {r4, lr}
	ldr r1, =0x7fffffff
	mov r2, #7
1:	.rept 8
	udiv r3, r1, r2
	.endr
	subs r0, r0, #1
	bne 1b
	pop {r4, pc}
	.ltorg

/* Pointer chase: r1 = start node; n loads, each depending on the last. */
FUNC b_chase
1:	.rept 16
	ldr r1, [r1]
	.endr
	subs r0, r0, #16
	bhi 1b
	mov r0, r1
	bx lr

/* Load-use: r1 = table; each load's result feeds an ADD right after it
 * (a7_load_use_cycles into an ALU operand; a7_l1_chase is the same
 * latency into an address, plus a7_load_early_cycles). */
FUNC b_load_use
1:	.rept 16
	ldr r2, [r1]
	add r3, r3, r2
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

/* UMLAL and UMAAL chains through their accumulators (a7_umlal_acc_cycles). */
FUNC b_umlal_chain
	mov r1, #3
1:	.rept 16
	umlal r2, r3, r1, r1
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

FUNC b_umaal_chain
	mov r1, #3
1:	.rept 16
	umaal r2, r3, r1, r1
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

/* LSL feeding an ADD, and an ADD feeding an LSL (independent pairs): tell
 * whether MT-A3's LSL latency 2 is a late result (3 and 1 cycles a pair)
 * or an early shifted operand (2 and 2), the model's reading. */
FUNC b_lsl_add
1:	.rept 16
	lsl r1, r2, #1
	add r3, r1, #1
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

FUNC b_add_lsl
1:	.rept 16
	add r1, r2, #1
	lsl r3, r1, #1
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

/* A conditional branch on a 32-bit Galois LFSR's output bit (r1 = seed,
 * not 0): no short history predicts it, so about half mispredict
 * (a7_mispredict_penalty; compare bcond_taken). */
FUNC b_bcond_random
1:	lsrs r1, r1, #1
	eorcs r1, r1, #0xb4000000
	bcs 2f
	add r2, r2, #1
2:	subs r0, r0, #1
	bne 1b
	bx lr

/* Index chases (r0 = loads, a multiple of 16; r1 = table in L1): each
 * load's result is the next one's index, scaled ([r1, r2, lsl #2]: word
 * indices) or not ([r1, r2]: byte offsets). Per load, a7_scaled_chase
 * minus a7_index_chase is a7_scaled_index_cycles; a7_index_chase alone
 * is a7_load_use_cycles, as a7_l1_chase. */
FUNC b_scaled_chase
	mov r2, #0
1:	.rept 16
	ldr r2, [r1, r2, lsl #2]
	.endr
	subs r0, r0, #16
	bhi 1b
	mov r0, r2
	bx lr

FUNC b_index_chase
	mov r2, #0
1:	.rept 16
	ldr r2, [r1, r2]
	.endr
	subs r0, r0, #16
	bhi 1b
	mov r0, r2
	bx lr

/* Pairs of a register-form ADD (ex1 only, MT-A4) and an independent
 * immediate form: one cycle a pair when the second issues as the
 * younger, two when it issues alone (a7_younger_c6_forms). ADD #imm is
 * measured to pair (MT-A4): a7_pair_add is the reference; UXTB and MOVW
 * pair only under C6's reading. */
FUNC b_pair_add
1:	.rept 16
	add r2, r0, r1
	add r3, r0, #1
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

FUNC b_pair_uxtb
1:	.rept 16
	add r2, r0, r1
	uxtb r3, r0
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

FUNC b_pair_movw
1:	.rept 16
	add r2, r0, r1
	movw r3, #5
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

/* Nested calls (a7_return_stack): b_calls(n, depth) calls b_nest, which
 * recurses depth deep and returns through POP {pc}; returns deeper than
 * the return stack mispredict (a7_mispredict_penalty each). Compare
 * a7_calls_16 with twice a7_calls_8. */
FUNC b_nest
	push {r4, lr}
	subs r0, r0, #1
	beq 1f
	bl b_nest
1:	pop {r4, pc}

FUNC b_calls
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r5, r1
1:	mov r0, r5
	bl b_nest
	subs r4, r4, #1
	bne 1b
	pop {r4, r5, r6, pc}

/* A conditional branch on a rotating 32-bit pattern (r1; period 8 for
 * 0x0f0f0f0f, 16 for 0x00ff00ff), with the loop's own branch between: a
 * global history of h bits sees h/2 of the pattern's outcomes, so the
 * longer the history (a7_ghb_entries: history log2(entries) bits) the
 * more of each pattern is predicted; the period-16 pattern needs twice
 * the history of the period-8 one. */
FUNC b_bcond_pattern
1:	rors r1, r1, #1
	bcs 2f
	add r2, r2, #1
2:	subs r0, r0, #1
	bne 1b
	bx lr

/* The cycle counter: PMCCNTR, then return (the read ends its block). */
FUNC kit_cycles
	mrc p15, 0, r0, c9, c13, 0
	bx lr

/* Enable the PMU cycle counter: PMCR.E, PMCNTENSET.C. */
FUNC kit_pmu_enable
	mrc p15, 0, r0, c9, c12, 0
	orr r0, r0, #1
	mcr p15, 0, r0, c9, c12, 0
	mov r0, #0x80000000
	mcr p15, 0, r0, c9, c12, 1
	bx lr

/* Cases added for #33 (a7_load_early_cycles, store-to-load), kept last so
 * that the earlier cases keep their addresses (their branch predictor
 * aliasing and I-cache lines). */
/* Load into a shifted operand: b_load_use with the loaded word rotated
 * (T-table code rotating each lookup); per pair, the excess over
 * b_load_use is a7_load_early_cycles. */
FUNC b_load_shift
1:	.rept 16
	ldr r2, [r1]
	add r3, r3, r2, ror #8
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

/* Store then load of the same word (r1 = a RAM word): each load reads
 * the word the store before it wrote, and its result feeds the next
 * store. The model has no store buffer (a load never waits for a
 * store), so it gives this one cycle a triple more than b_load_use's
 * pair; a board's excess over that is the store-to-load cost (the CBC
 * decryption's read-back of its just-stored output, docs/accuracy.md). */
FUNC b_store_load
1:	.rept 16
	str r2, [r1]
	ldr r2, [r1]
	add r2, r2, #1
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

/* Four byte stores, then a word load of the four bytes: the load needs
 * every one of them (a store-to-load case a store buffer may not
 * forward). The model: 7 cycles a group (stores one a cycle, load-use 2). */
FUNC b_store_bytes_load
1:	.rept 8
	strb r2, [r1]
	strb r2, [r1, #1]
	strb r2, [r1, #2]
	strb r2, [r1, #3]
	ldr r2, [r1]
	add r2, r2, #1
	.endr
	subs r0, r0, #1
	bne 1b
	bx lr

/* Whole 64-byte lines written by four STMs each (r0 lines, r1 a 64-byte
 * aligned buffer larger than the L1 D, r2-r5 the data): the A7's L1
 * read-allocate mode (Arm FAQ ka16133: after 3 consecutive lines written
 * whole before their linefills complete, stores that miss stop
 * allocating). The model, on the kit's second (counted) call: about 9
 * cycles a line (4 STMs of 2 issue cycles, the loop's SUBS/BNE), the
 * stores that miss written around L1 (posted, no stall); with --param
 * a7_read_alloc_lines=0 (write-allocate) every line also waits for its
 * fill from L2 (the first call left the region there, not in L1): about
 * l2_hit_cycles more a line. A board near the first says the mode is
 * entered and hides the writes; near the second that it is not, or that
 * writing around costs as much as a fill. */
FUNC b_write_lines
	push {r4, r5}
1:	.rept 4
	stmia r1!, {r2, r3, r4, r5}
	.endr
	subs r0, r0, #1
	bne 1b
	pop {r4, r5}
	bx lr
