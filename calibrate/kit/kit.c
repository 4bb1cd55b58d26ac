/*
 * kit.c - the calibration kit's main: runs every microbenchmark, each
 * isolating one model parameter, and prints one CSV line per benchmark
 * ("name,cycles") on the board's console (virtual COM port).  The same
 * image runs on the board and under `boardless run --firmware`.
 *
 * Each benchmark is run once to warm caches and predictors, then timed:
 * the figure is the counter difference around the call, call overhead
 * included (b_empty shows it).  Nothing is subtracted: the fit compares
 * like with like.
 */
#include "kit.h"

static void puts_(const char *s) { while (*s) kit_putc(*s++); }

static void putu(uint32_t v) {
	char b[12];
	int i = 0;
	do { b[i++] = (char)('0' + v % 10); v /= 10; } while (v);
	while (i) kit_putc(b[--i]);
}

/* A table in flash and one in RAM, 1 KiB each. */
#define TBL 256
const uint32_t kit_ftable[TBL] = {
#define R4(i) (i) * 2654435761u, (i + 1) * 2654435761u, (i + 2) * 2654435761u, (i + 3) * 2654435761u
#define R16(i) R4(i), R4(i + 4), R4(i + 8), R4(i + 12)
#define R64(i) R16(i), R16(i + 16), R16(i + 32), R16(i + 48)
	R64(0), R64(64), R64(128), R64(192)
};
uint32_t kit_rtable[TBL];

static void report(const char *name, uint32_t t0, uint32_t t1) {
	puts_(name);
	kit_putc(',');
	putu((t1 - t0) & kit_cycle_mask);
	puts_("\r\n");
}

#define RUN(name, call) do { \
	call; \
	uint32_t t0_ = kit_cycles(); \
	call; \
	uint32_t t1_ = kit_cycles(); \
	report(name, t0_, t1_); \
} while (0)

#if defined(KIT_A7)
void kit_a7_benches(void);
#endif

#if defined(KIT_F0)
/* Compiled C on the F0: an 8-word bignum addition (the C of conformance
 * stm32f0-flash/10, at -Os), one copy in flash and one in SRAM (.ramfunc,
 * copied there at start-up), each called four times through a pointer.
 * SRAM has no wait states, so c_add_flash - c_add_sram is the 1-WS
 * penalty of compiled code on the board, in one binary: the
 * prefetch-buffer rules predict it (docs/accuracy.md, the F0 rows). */
#define KIT_BN_ADD_BODY { \
	uint32_t c = 0; \
	for (int i = 0; i < n; i++) { \
		uint32_t s = a[i] + c; \
		c = s < c; \
		r[i] = s + b[i]; \
		c += r[i] < s; \
	} \
	return c; \
}
typedef uint32_t kit_bn_fn(uint32_t *r, const uint32_t *a, const uint32_t *b, int n);
__attribute__((noinline, optimize("Os")))
static uint32_t kit_bn_add_flash(uint32_t *r, const uint32_t *a, const uint32_t *b, int n) KIT_BN_ADD_BODY
__attribute__((noinline, optimize("Os"), section(".ramfunc")))
static uint32_t kit_bn_add_sram(uint32_t *r, const uint32_t *a, const uint32_t *b, int n) KIT_BN_ADD_BODY
static uint32_t kit_bn[24];
volatile uint32_t kit_bn_carry;

static void c_add(kit_bn_fn *volatile *f) {
	for (int k = 0; k < 4; k++)
		kit_bn_carry += (*f)(kit_bn, kit_bn + 8, kit_bn + 16, 8);
}
static kit_bn_fn *volatile kit_bn_in_flash = kit_bn_add_flash;
static kit_bn_fn *volatile kit_bn_in_sram = kit_bn_add_sram;
#endif

int main(void) {
	kit_board_init();
	for (int i = 0; i < TBL; i++) kit_rtable[i] = kit_ftable[i];
	puts_("# boardless calibration kit " KIT_BOARD "\r\n");
	puts_("name,cycles\r\n");
	RUN("empty", b_empty(1));
	RUN("seq_fetch", b_seq_fetch(20));
	RUN("branch_taken", b_branch_taken(50));
	RUN("bcond_taken", b_bcond(200));
	RUN("lit_load", b_lit_load(50));
	RUN("table_load_flash", b_table_load(8, kit_ftable));
	RUN("table_load_sram", b_sram_load(8, kit_rtable));
	RUN("sram_store", b_sram_store(8, kit_rtable));
	RUN("mul", b_mul(100));
	RUN("ldm_stm", b_ldm_stm(100, kit_rtable));
	RUN("call_return", b_call(200));
	RUN("loop_small", b_loop_small(500));
	RUN("loop_big", b_loop_big(8));
	RUN("loop_huge", b_loop_huge(2));
#if defined(KIT_DIV)
	RUN("div", b_div(200));
#endif
#if defined(KIT_M33)
	RUN("long_mul", b_long_mul(100));
	RUN("long_mul_chain", b_long_mul_chain(100));
	RUN("pop_return", b_pop_return(200));
#endif
#if defined(KIT_F0)
	RUN("branch_end", b_branch_end(200));
	RUN("branch_mid", b_branch_mid(200));
	RUN("target_odd", b_target_odd(200));
	RUN("lit_even", b_lit_even(100));
	RUN("lit_odd", b_lit_odd(100));
	RUN("c_add_flash", c_add(&kit_bn_in_flash));
	RUN("c_add_sram", c_add(&kit_bn_in_sram));
#endif
#if defined(KIT_A7)
	kit_a7_benches();
#endif
	puts_("# end\r\n");
	kit_exit(0);
	return 0;
}

#if defined(KIT_A7)
/* Cortex-A7: dependent loads (a pointer chase, one node per 64-byte line)
 * over 16 KiB (L1 D hits), 96 KiB (L2 hits) and 4 MiB (DDR), and a
 * 4 KiB-stride chase (a new DDR row per load, L1/L2 set conflicts);
 * then the core latencies that are parameters (MT-A8: load-use, UMLAL and
 * UMAAL accumulator chains, mispredict penalty) and LSL against ADD (which
 * reading of MT-A3 holds). */
uint32_t b_chase(uint32_t n, uint32_t *start);
void b_load_use(uint32_t n, const uint32_t *table);
void b_load_shift(uint32_t n, const uint32_t *table);
void b_store_load(uint32_t n, uint32_t *word);
void b_store_bytes_load(uint32_t n, uint32_t *word);
void b_umlal_chain(uint32_t n);
void b_umaal_chain(uint32_t n);
void b_lsl_add(uint32_t n);
void b_add_lsl(uint32_t n);
void b_bcond_random(uint32_t n, uint32_t seed);
uint32_t b_scaled_chase(uint32_t n, const uint32_t *table);
uint32_t b_index_chase(uint32_t n, const uint32_t *table);
void b_pair_add(uint32_t n);
void b_pair_uxtb(uint32_t n);
void b_pair_movw(uint32_t n);
void b_calls(uint32_t n, uint32_t depth);
void b_bcond_pattern(uint32_t n, uint32_t pattern);
void b_write_lines(uint32_t lines, uint32_t *buf);
static uint32_t big[(4u << 20) / 4] __attribute__((section(".noinit"), aligned(64)));

static uint32_t *chain(uint32_t bytes, uint32_t stride) {
	uint32_t nodes = bytes / stride, w = stride / 4;
	for (uint32_t i = 0; i < nodes; i++)
		big[i * w] = (uint32_t)&big[((i + 1) % nodes) * w];
	return big;
}

volatile uint32_t kit_sink;

void kit_a7_benches(void) {
	uint32_t *p;
	p = chain(16u << 10, 64);
	RUN("a7_l1_chase", kit_sink = b_chase(4096, p));
	p = chain(96u << 10, 64);
	RUN("a7_l2_chase", kit_sink = b_chase(4096, p));
	p = chain(4u << 20, 64);
	RUN("a7_ddr_chase", kit_sink = b_chase(4096, p));
	p = chain(4u << 20, 4096);
	RUN("a7_ddr_stride4k", kit_sink = b_chase(1024, p));
	/* Core latencies no public source settles (measured-timing MT-A8). */
	RUN("a7_load_use", b_load_use(100, kit_rtable));
	RUN("a7_load_shift", b_load_shift(100, kit_rtable));
	/* Store-to-load (not modelled: no store buffer, MT-A8). */
	RUN("a7_store_load", b_store_load(100, kit_rtable));
	RUN("a7_store_bytes_load", b_store_bytes_load(100, kit_rtable));
	RUN("a7_umlal_chain", b_umlal_chain(100));
	RUN("a7_umaal_chain", b_umaal_chain(100));
	RUN("a7_lsl_add", b_lsl_add(100));
	RUN("a7_add_lsl", b_add_lsl(100));
	RUN("a7_bcond_random", b_bcond_random(1000, 0xace1u));
	/* Issue rules no public source settles (a7_scaled_index_cycles,
	 * a7_younger_c6_forms): index chases through 1 KiB in L1, word
	 * indices (scaled) and byte offsets (not) of one cycle of 256. */
	for (uint32_t i = 0; i < 256; i++) {
		big[i] = (i + 1) % 256;
		big[256 + i] = 4 * ((i + 1) % 256);
	}
	RUN("a7_scaled_chase", kit_sink = b_scaled_chase(1024, big));
	RUN("a7_index_chase", kit_sink = b_index_chase(1024, big + 256));
	RUN("a7_pair_add", b_pair_add(100));
	RUN("a7_pair_uxtb", b_pair_uxtb(100));
	RUN("a7_pair_movw", b_pair_movw(100));
	/* Predictor structures (a7_return_stack, a7_ghb_entries). */
	RUN("a7_calls_8", b_calls(50, 8));
	RUN("a7_calls_16", b_calls(50, 16));
	RUN("a7_bcond_period8", b_bcond_pattern(1024, 0x0f0f0f0fu));
	RUN("a7_bcond_period16", b_bcond_pattern(1024, 0x00ff00ffu));
	/* L1 D read-allocate mode (a7_read_alloc_lines, Arm FAQ ka16133):
	 * 1024 whole lines (64 KiB, twice the L1 D, within the L2) written
	 * at 1 MiB into big; RUN's first call leaves no line of the start of
	 * the region in L1 for the counted one. */
	RUN("a7_write_lines", b_write_lines(1024, big + (1u << 20) / 4));
}
#endif
