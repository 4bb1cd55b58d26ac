// mapping.c: a cache in front of Unicorn 2.0.1's memory_mapping.
//
// Once any memory hook exists, every guest load and store leaves QEMU's
// TLB fast path for load_helper/store_helper (accel/tcg/cputlb.c), which
// call memory_mapping(uc, addr) to find the region (for the unmapped
// check and the hooks). memory_mapping (uc.c) tries
// uc->mapped_block_cache_index, then binary-searches the mapped blocks;
// in Debian's libunicorn.so.2 the search never stores the index it found
// (the cache index is only read), so code that alternates between two
// regions (the stack in SRAM, data in DDR or flash) searches on almost
// every access: 7% of an A7 run's host time in a profile.
//
// libunicorn calls memory_mapping through its PLT (90 call sites), so a
// definition in the executable takes its place, as in stores.c. Ours
// keeps a small direct-mapped cache per thread of 1 KiB target pages
// (the smallest ARM target page, so a page lies in one region) to the
// region found for them, and asks the original on a miss. An entry is
// good only within the bl_emu_start call that made it (run, below) and
// while no mapping changed (gen): boardless maps memory only through
// Machine.Map and bl_mmio_map, which call bl_mappings_changed, and never
// unmaps or changes permissions; uc_close frees regions only after the
// engine's last run. A miss of the original (NULL: unmapped) is not
// kept.
//
// On only where the store fast path is (a 2.0.x library whose original
// resolves and which binds to ours); bl_mapping_cache(0) turns it off
// for the benchmarks.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "stores.h"

struct uc_struct;
struct MemoryRegion;

struct MemoryRegion *memory_mapping(struct uc_struct *uc, uint64_t address);

static struct MemoryRegion *(*orig_mapping)(struct uc_struct *, uint64_t);
static int usable, on;
static uint64_t gen = 1; // bumped by every change of a mapping

#define MAP_PAGE_SHIFT 10
#define MAP_SLOTS 64

typedef struct {
	struct uc_struct *uc;
	uint64_t run, gen, page;
	struct MemoryRegion *mr;
} map_slot;

static __thread map_slot slots[MAP_SLOTS];
// run names the bl_emu_start call running on this thread, 0 outside one;
// every call, and the return to an outer one, gets a new name.
static __thread uint64_t run, runs;
static __thread int depth;
static __thread uint64_t hits; // for the tests

__attribute__((constructor)) static void mapping_init(void) {
	unsigned major = 0, minor = 0;
	uc_version(&major, &minor);
	if (dlsym(RTLD_DEFAULT, "memory_mapping") == (void *)memory_mapping) {
		orig_mapping = (struct MemoryRegion * (*)(struct uc_struct *, uint64_t)) dlsym(RTLD_NEXT, "memory_mapping");
	}
	usable = major == 2 && minor == 0 && orig_mapping != NULL;
	on = usable;
}

// mapping_miss asks the original, and keeps what it found in s when the
// cache may hold it (s not NULL). Out of line, so that the hit path of
// memory_mapping saves no registers.
__attribute__((noinline)) static struct MemoryRegion *mapping_miss(struct uc_struct *uc, uint64_t address,
		map_slot *s, uint64_t g) {
	if (orig_mapping == NULL) {
		fprintf(stderr, "boardless: memory_mapping called but not found in libunicorn\n");
		abort();
	}
	struct MemoryRegion *mr = orig_mapping(uc, address);
	if (s != NULL && mr != NULL) {
		*s = (map_slot){uc, run, g, address >> MAP_PAGE_SHIFT, mr};
	}
	return mr;
}

struct MemoryRegion *memory_mapping(struct uc_struct *uc, uint64_t address) {
	if (run == 0 || !__atomic_load_n(&on, __ATOMIC_RELAXED)) {
		return mapping_miss(uc, address, NULL, 0); // not inside a run of ours
	}
	uint64_t page = address >> MAP_PAGE_SHIFT, g = __atomic_load_n(&gen, __ATOMIC_ACQUIRE);
	map_slot *s = &slots[page % MAP_SLOTS];
	if (s->page == page && s->uc == uc && s->run == run && s->gen == g) {
		hits++;
		return s->mr;
	}
	return mapping_miss(uc, address, s, g);
}

void bl_mappings_changed(void) { __atomic_add_fetch(&gen, 1, __ATOMIC_RELEASE); }

// bl_run_begin and bl_run_end bracket uc_emu_start (bl_emu_start).
void bl_run_begin(void) {
	depth++;
	run = ++runs;
}

void bl_run_end(void) {
	depth--;
	run = depth > 0 ? ++runs : 0;
}

int bl_mapping_cache(int v) {
	__atomic_store_n(&on, v && usable, __ATOMIC_RELAXED);
	return on;
}

int bl_mapping_cache_on(void) { return __atomic_load_n(&on, __ATOMIC_RELAXED); }

uint64_t bl_mapping_hits(void) { return hits; }
