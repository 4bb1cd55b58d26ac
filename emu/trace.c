// trace.c: Unicorn hooks that record events into a bl_trace buffer.
#include "trace.h"
#include "_cgo_export.h"

// bl_drain hands the buffered events to Go; Go answers non-zero when the
// run must stop (instruction budget used up).
int bl_drain(bl_trace *t) {
	if (t->n == 0) {
		return 0;
	}
	int stop = blFlush(t->handle, t->buf, t->n);
	t->n = 0;
	return stop;
}

static inline void push(uc_engine *uc, bl_trace *t, uint64_t ev) {
	t->buf[t->n++] = ev;
	if (t->n == BL_BUF_EVENTS && bl_drain(t) && t->stop == BL_STOP_NONE) {
		t->stop = BL_STOP_BUDGET;
		uc_emu_stop(uc);
	}
}

static void hook_block(uc_engine *uc, uint64_t address, uint32_t size, void *user) {
	bl_trace *t = (bl_trace *)user;
	if (t->eager && t->n > 0 && bl_drain(t) && t->stop == BL_STOP_NONE) {
		t->stop = BL_STOP_BUDGET;
		uc_emu_stop(uc);
	}
	if (t->stop_req) {
		// Unicorn stops before running the block whose hook asks (tested
		// on 2.0.1): the block is not traced, the PC is its address.
		t->stop_req = 0;
		if (t->stop == BL_STOP_NONE) {
			t->stop = BL_STOP_REQUEST;
		}
		uc_emu_stop(uc);
		return;
	}
	int thumb = !t->riscv;
	if (t->aprofile) {
		uint32_t cpsr = 0;
		uc_reg_read(uc, UC_ARM_REG_CPSR, &cpsr);
		thumb = (cpsr >> 5) & 1;
	}
	t->blk_pc = address;
	push(uc, t, BL_BLOCK_EVENT(address, size, thumb));
}

static void hook_intr(uc_engine *uc, uint32_t intno, void *user) {
	bl_trace *t = (bl_trace *)user;
	t->stop = BL_STOP_INTR;
	t->intno = intno;
	if (t->riscv) {
		uc_reg_read(uc, UC_RISCV_REG_PC, &t->intr_pc);
	}
	uc_emu_stop(uc);
}

static bool hook_unmapped(uc_engine *uc, uc_mem_type type, uint64_t address, int size,
		int64_t value, void *user) {
	bl_trace *t = (bl_trace *)user;
	(void)uc;
	(void)size;
	(void)value;
	t->stop = BL_STOP_UNMAPPED;
	t->fault_addr = address;
	t->fault_type = (int)type;
	return false; // let Unicorn report the error and stop
}

// hook_data is the one data-access hook: it pushes an event for accesses
// inside the traced ranges. Any memory hook makes Unicorn leave its fast
// path for every load and store (measured: a hook on an unused range
// halves its speed), so there is exactly one, installed the first time a
// range is traced. (ARMv6-M's unaligned-access fault needs no hook: the
// Cortex-M0 model, opened as itself, takes it; MT-H2, docs/faults.md.)
// record_data pushes an access inside the traced ranges; a marked one
// (flags) outside them too, with BL_UNTRACED, for Go to check and drop.
// It is forced inline: hook_data runs on every load and store, and the
// compiler left it a call of its own when bl_push_data came to share it
// (measured, BenchmarkFullModel on the F401: 1-3 % of the whole run).
static inline __attribute__((always_inline)) void record_data(uc_engine *uc, bl_trace *t, int write, uint64_t address, int size, uint64_t flags) {
	for (int i = 0; i < t->nranges; i++) {
		if (address >= t->ranges[i][0] && address <= t->ranges[i][1]) {
			push(uc, t, BL_EVENT(write ? BL_WRITE : BL_READ, address, size) | flags);
			return;
		}
	}
	if (flags) {
		push(uc, t, BL_EVENT(write ? BL_WRITE : BL_READ, address, size) | flags | BL_UNTRACED);
	}
}

// A read Unicorn makes of patched code gets the ebreak, not the
// program's bytes, and a write there replaces code the run executes in
// Go: both are marked for Go to check (riscv.go).
static void hook_data(uc_engine *uc, uc_mem_type type, uint64_t address, int size,
		int64_t value, void *user) {
	bl_trace *t = (bl_trace *)user;
	(void)value;
	uint64_t flags = 0;
	if (address < t->patch_hi && address + (uint64_t)size > t->patch_lo) {
		flags = BL_CODE_READ;
	}
	record_data(uc, t, type == UC_MEM_WRITE, address, size, flags);
}

// The reads of an instruction run in Go see the original bytes: never
// marked.
void bl_push_data(uc_engine *uc, bl_trace *t, int write, uint64_t address, int size) {
	record_data(uc, t, write, address, size, 0);
}

static uc_err ensure_data_hook(uc_engine *uc, bl_trace *t) {
	if (t->data_hooked) {
		return UC_ERR_OK;
	}
	uc_hook h;
	uc_err err = uc_hook_add(uc, &h, UC_HOOK_MEM_READ | UC_HOOK_MEM_WRITE, (void *)hook_data, t, 1, 0);
	if (err == UC_ERR_OK) {
		t->data_hooked = 1;
	}
	return err;
}

uc_err bl_install(uc_engine *uc, bl_trace *t) {
	uc_hook h;
	uc_err err = uc_hook_add(uc, &h, UC_HOOK_BLOCK, (void *)hook_block, t, 1, 0);
	if (err != UC_ERR_OK) {
		return err;
	}
	err = uc_hook_add(uc, &h, UC_HOOK_INTR, (void *)hook_intr, t, 1, 0);
	if (err != UC_ERR_OK) {
		return err;
	}
	return uc_hook_add(uc, &h, UC_HOOK_MEM_UNMAPPED, (void *)hook_unmapped, t, 1, 0);
}

uc_err bl_hook_data(uc_engine *uc, bl_trace *t, uint64_t begin, uint64_t end) {
	for (int i = 0; i < t->nranges; i++) {
		if (t->ranges[i][0] == begin && t->ranges[i][1] == end) {
			return UC_ERR_OK;
		}
	}
	if (t->nranges == BL_MAX_RANGES) {
		return UC_ERR_ARG;
	}
	t->ranges[t->nranges][0] = begin;
	t->ranges[t->nranges][1] = end;
	t->nranges++;
	return ensure_data_hook(uc, t);
}

uc_err bl_remove_cache(uc_engine *uc, uint64_t begin, uint64_t end) {
	return uc_ctl_remove_cache(uc, begin, end);
}

uc_err bl_set_cpu_model(uc_engine *uc, int model) {
	// uc_ctl is variadic, which cgo cannot call directly.
	return uc_ctl_set_cpu_model(uc, model);
}
