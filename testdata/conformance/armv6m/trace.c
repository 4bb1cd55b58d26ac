/* trace.c: runs one benchmark under Unicorn (Cortex-M0 CPU model) with the
 * harness convention of README.md and prints the address of every executed
 * instruction, one per line, in hex. Used by count.py --trace to check the
 * EXECUTION COUNTS (control flow) in the hand derivations; it knows nothing
 * about cycles. Also fails on faults, on writes outside the scratch buffer
 * and the stack, and if r4-r11 or SP are not preserved.
 *
 * usage: trace TEXT.bin TEXT_ADDR DATA.bin|- DATA_ADDR ENTRY
 * build: cc -O1 -o trace trace.c -lunicorn
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicorn/unicorn.h>

#define FLASH 0x08000000u
#define FLASH_SIZE 0x40000u
#define SRAM 0x20000000u
#define SRAM_SIZE 0x20000u
#define SCRATCH 0x20010000u /* 256 bytes, zeroed, 8-aligned */
#define STACK_TOP (SRAM + SRAM_SIZE)
#define STACK_LIMIT (STACK_TOP - 0x1000u)
#define SENTINEL 0x08030000u /* LR = SENTINEL|1; mapped, never written */
#define MAX_STEPS 100000

static unsigned long steps;
static int bad_write;

static void on_code(uc_engine *uc, uint64_t addr, uint32_t size, void *u) {
	(void)size; (void)u;
	printf("%08llx\n", (unsigned long long)addr);
	if (++steps > MAX_STEPS) {
		fprintf(stderr, "step budget exhausted\n");
		uc_emu_stop(uc);
	}
}

static void on_write(uc_engine *uc, uc_mem_type t, uint64_t addr, int size,
                     int64_t v, void *u) {
	(void)uc; (void)t; (void)v; (void)u;
	uint64_t end = addr + (uint64_t)size;
	int ok = (addr >= SCRATCH && end <= SCRATCH + 256) ||
	         (addr >= STACK_LIMIT && end <= STACK_TOP);
	if (!ok) {
		fprintf(stderr, "write of %d bytes at 0x%08llx outside scratch/stack\n",
		        size, (unsigned long long)addr);
		bad_write = 1;
	}
}

static unsigned char *slurp(const char *p, size_t *n) {
	FILE *f = fopen(p, "rb");
	if (!f) { perror(p); exit(2); }
	fseek(f, 0, SEEK_END); *n = (size_t)ftell(f); fseek(f, 0, SEEK_SET);
	unsigned char *b = malloc(*n ? *n : 1);
	if (*n && fread(b, 1, *n, f) != *n) { perror(p); exit(2); }
	fclose(f);
	return b;
}

int main(int argc, char **argv) {
	if (argc != 6) { fprintf(stderr, "usage: trace TEXT.bin TEXT_ADDR DATA.bin|- DATA_ADDR ENTRY\n"); return 2; }
	uc_engine *uc;
	uc_err e = uc_open(UC_ARCH_ARM, UC_MODE_THUMB | UC_MODE_MCLASS, &uc);
	if (e) { fprintf(stderr, "uc_open: %s\n", uc_strerror(e)); return 2; }
	uc_ctl_set_cpu_model(uc, UC_CPU_ARM_CORTEX_M0);
	uc_mem_map(uc, FLASH, FLASH_SIZE, UC_PROT_READ | UC_PROT_EXEC);
	uc_mem_map(uc, SRAM, SRAM_SIZE, UC_PROT_ALL);
	size_t n;
	unsigned char *b = slurp(argv[1], &n);
	uc_mem_write(uc, (uint32_t)strtoul(argv[2], 0, 0), b, n);
	if (strcmp(argv[3], "-")) {
		b = slurp(argv[3], &n);
		uc_mem_write(uc, (uint32_t)strtoul(argv[4], 0, 0), b, n);
	}
	uint32_t entry = (uint32_t)strtoul(argv[5], 0, 0);
	uint32_t r[16] = {0};
	r[0] = SCRATCH;
	for (int i = 4; i <= 11; i++) r[i] = 0x01010101u * (uint32_t)(0x10 + i);
	int ids[12] = {UC_ARM_REG_R0, UC_ARM_REG_R1, UC_ARM_REG_R2, UC_ARM_REG_R3,
	               UC_ARM_REG_R4, UC_ARM_REG_R5, UC_ARM_REG_R6, UC_ARM_REG_R7,
	               UC_ARM_REG_R8, UC_ARM_REG_R9, UC_ARM_REG_R10, UC_ARM_REG_R11};
	for (int i = 0; i < 12; i++) uc_reg_write(uc, ids[i], &r[i]);
	uint32_t sp = STACK_TOP, lr = SENTINEL | 1;
	uc_reg_write(uc, UC_ARM_REG_SP, &sp);
	uc_reg_write(uc, UC_ARM_REG_LR, &lr);
	uc_hook h1, h2;
	uc_hook_add(uc, &h1, UC_HOOK_CODE, on_code, NULL, 1, 0);
	uc_hook_add(uc, &h2, UC_HOOK_MEM_WRITE, on_write, NULL, 1, 0);
	e = uc_emu_start(uc, entry | 1, SENTINEL, 0, 0);
	if (e) { fprintf(stderr, "emulation error: %s\n", uc_strerror(e)); return 1; }
	uint32_t pc;
	uc_reg_read(uc, UC_ARM_REG_PC, &pc);
	if ((pc & ~1u) != SENTINEL) { fprintf(stderr, "stopped at 0x%08x, not at the sentinel\n", pc); return 1; }
	if (steps > MAX_STEPS) return 1;
	int fail = bad_write;
	for (int i = 4; i <= 11; i++) {
		uint32_t v;
		uc_reg_read(uc, ids[i], &v);
		if (v != r[i]) { fprintf(stderr, "r%d not preserved\n", i); fail = 1; }
	}
	uc_reg_read(uc, UC_ARM_REG_SP, &sp);
	if (sp != STACK_TOP) { fprintf(stderr, "SP not restored (0x%08x)\n", sp); fail = 1; }
	uc_close(uc);
	return fail;
}
