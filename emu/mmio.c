// mmio.c: Unicorn MMIO and code-hook trampolines into Go (mmio.go).
#include <stdlib.h>
#include "mmio.h"
#include "stores.h"
#include "_cgo_export.h"

typedef struct {
	uintptr_t h;
	uint64_t base;
} bl_mmio;

static uint64_t mmio_read(uc_engine *uc, uint64_t offset, unsigned size, void *user) {
	bl_mmio *r = (bl_mmio *)user;
	(void)uc;
	return blMMIORead(r->h, (uint32_t)(r->base + offset), size);
}

static void mmio_write(uc_engine *uc, uint64_t offset, unsigned size, uint64_t value, void *user) {
	bl_mmio *r = (bl_mmio *)user;
	(void)uc;
	blMMIOWrite(r->h, (uint32_t)(r->base + offset), size, (uint32_t)value);
}

uc_err bl_mmio_map(uc_engine *uc, uint64_t base, uint64_t size, uintptr_t h) {
	// Freed with the engine's lifetime in mind: a region lives as long as
	// its engine, and a few bytes per region are not worth tracking.
	bl_mmio *r = (bl_mmio *)malloc(sizeof *r);
	if (r == NULL) {
		return UC_ERR_NOMEM;
	}
	r->h = h;
	r->base = base;
	uc_err err = uc_mmio_map(uc, base, (size_t)size, mmio_read, r, mmio_write, r);
	bl_mappings_changed();
	if (err != UC_ERR_OK) {
		free(r);
	}
	return err;
}

static void exec_hook(uc_engine *uc, uint64_t address, uint32_t size, void *user) {
	(void)uc;
	(void)size;
	blExecHook((uintptr_t)user, (uint32_t)address);
}

uc_err bl_hook_exec(uc_engine *uc, uint64_t addr, uintptr_t h) {
	uc_hook hh;
	return uc_hook_add(uc, &hh, UC_HOOK_CODE, (void *)exec_hook, (void *)h, addr, addr);
}

void bl_drain_now(uc_engine *uc, bl_trace *t) {
	if (bl_drain(t) && t->stop == BL_STOP_NONE) {
		t->stop = BL_STOP_BUDGET;
		uc_emu_stop(uc);
	}
}
