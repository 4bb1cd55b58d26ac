/* kit.h - calibration kit: board hooks and benchmark declarations. */
#ifndef KIT_H
#define KIT_H
#include <stdint.h>

/* Board hooks (board_<chip>.c). */
void kit_board_init(void);    /* clock, flash wait states, console */
void kit_putc(char c);        /* console U(S)ART, polled */
uint32_t kit_cycles(void);    /* cycle counter, counting up (asm) */
extern const uint32_t kit_cycle_mask; /* counter width: 0xffffff for SysTick */
void kit_exit(int code);      /* semihosting exit when a debugger is attached */

/* Benchmarks (bench_<isa>.S); each runs n iterations of its kernel. */
void b_empty(uint32_t n);
void b_seq_fetch(uint32_t n);     /* straight-line 16-bit ALU code from flash */
void b_branch_taken(uint32_t n);  /* chains of taken unconditional branches */
void b_bcond(uint32_t n);         /* taken conditional branches */
void b_lit_load(uint32_t n);      /* literal-pool loads from flash */
void b_table_load(uint32_t n, const uint32_t *t); /* table in flash, stride 4 */
void b_sram_load(uint32_t n, const uint32_t *t);  /* same, table in RAM */
void b_sram_store(uint32_t n, uint32_t *t);
void b_mul(uint32_t n);
void b_ldm_stm(uint32_t n, uint32_t *t);
void b_call(uint32_t n);          /* BL + BX LR pairs */
void b_loop_small(uint32_t n);    /* 16-byte loop body: fits any cache */
void b_loop_big(uint32_t n);      /* 2 KiB loop body */
void b_loop_huge(uint32_t n);     /* 16 KiB loop body: thrashes an 8 KiB cache */
#if defined(KIT_DIV)
void b_div(uint32_t n);
#endif
#if defined(KIT_M33)
void b_long_mul(uint32_t n);       /* independent UMULL */
void b_long_mul_chain(uint32_t n); /* dependent UMULL */
void b_pop_return(uint32_t n);     /* BL + PUSH/POP {r4, pc} pairs */
#endif
#if defined(KIT_F0)
void b_branch_end(uint32_t n);    /* F0 prefetch buffer: bne ending its block */
void b_branch_mid(uint32_t n);    /* bne in its block's first halfword */
void b_target_odd(uint32_t n);    /* loop target in a block's last halfword */
void b_lit_even(uint32_t n);      /* literal loads in first halfwords */
void b_lit_odd(uint32_t n);       /* the same in second halfwords */
#endif
#endif
