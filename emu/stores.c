// stores.c: a workaround for Unicorn 2.0.1's slow guest stores.
//
// In Unicorn 2.0.1 the dirty-page functions of qemu/include/exec/ram_addr.h
// are stubs that call every RAM page clean, so every guest store, hooked or
// not, takes notdirty_write (accel/tcg/cputlb.c):
//
//	pages = page_collection_lock(uc, ram_addr, ram_addr + size);
//	tb_invalidate_phys_page_fast(uc, pages, ram_addr, size, retaddr);
//	page_collection_unlock(pages);
//
// libunicorn calls all three through its PLT, so definitions in the
// executable take their place (the linker exports an executable's
// definition of a symbol that a shared library it links also defines).
// Two things are skipped:
//
//   - The page collection. page_collection_lock allocates a struct and a
//     GLib tree and adds an entry (one more g_malloc) per page of every
//     translated block in the range; page_collection_unlock destroys them.
//     It exists to take QEMU's page locks in order, but Unicorn compiles
//     page_lock to nothing and, for ARM (no TARGET_HAS_PRECISE_SMC),
//     nothing reads it: in Debian's libunicorn.so.2,
//     tb_invalidate_phys_page_fast_arm never loads its pages argument and
//     tb_invalidate_phys_range_arm and tb_invalidate_phys_page_range_arm
//     hand theirs to page_collection_unlock_arm only. Upstream made both
//     functions empty for this reason (unicorn-engine/unicorn#1838, 2.1.0).
//
//   - The invalidation of a store to memory that never held translated
//     code. A page gets code only in tb_gen_code, which calls
//     tlb_protect_code(uc, page) for each page of a new block that had
//     none; we record those pages, per engine, in 4 KiB bins (M-profile
//     target pages are 1 KiB: a bin may hold more than the page, never
//     less). A store to any other bin cannot hit translated code. A page
//     that gets code outside a run we know of (no engine current on the
//     thread) disables this skip for good.
//
// Everything is on only when the library is 2.0.x, the originals resolve
// and the dynamic linker resolves the names to ours. The originals also
// serve bl_stores_fast(0), which benchmarks use to measure the saving.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "stores.h"

struct uc_struct;
struct page_collection;

struct page_collection *page_collection_lock_arm(struct uc_struct *uc, uint64_t start, uint64_t end);
void page_collection_unlock_arm(struct page_collection *set);
void tb_invalidate_phys_page_fast_arm(struct uc_struct *uc, struct page_collection *pages, uint64_t start,
		int len, uintptr_t retaddr);
void tlb_protect_code_arm(struct uc_struct *uc, uint64_t ram_addr);

static struct page_collection *(*orig_lock)(struct uc_struct *, uint64_t, uint64_t);
static void (*orig_unlock)(struct page_collection *);
static void (*orig_invalidate)(struct uc_struct *, struct page_collection *, uint64_t, int, uintptr_t);
static void (*orig_protect)(struct uc_struct *, uint64_t);

static int usable;   // the library is one we know the workaround fits
static int fast;     // skip (read on every store)
static int poisoned; // a page got code we could not attribute

// cur is the engine running on this thread (bl_emu_start).
static __thread bl_code *cur;
// The skips on this thread, for the tests: no shared counter on the
// store path.
static __thread uint64_t skipped_collections, skipped_invalidations;

static void *next(const char *name, void *ours) {
	// The global lookup is what libunicorn's PLT binds to: it must find
	// ours, and the next one must be libunicorn's.
	if (dlsym(RTLD_DEFAULT, name) != ours) {
		return NULL;
	}
	return dlsym(RTLD_NEXT, name);
}

__attribute__((constructor)) static void stores_init(void) {
	unsigned major = 0, minor = 0;
	uc_version(&major, &minor);
	orig_lock = next("page_collection_lock_arm", (void *)page_collection_lock_arm);
	orig_unlock = next("page_collection_unlock_arm", (void *)page_collection_unlock_arm);
	orig_invalidate = next("tb_invalidate_phys_page_fast_arm", (void *)tb_invalidate_phys_page_fast_arm);
	orig_protect = next("tlb_protect_code_arm", (void *)tlb_protect_code_arm);
	usable = major == 2 && minor == 0 && orig_lock && orig_unlock && orig_invalidate && orig_protect;
	fast = usable;
}

static int is_fast(void) { return __atomic_load_n(&fast, __ATOMIC_RELAXED); }

static void *must(void *orig, const char *name) {
	if (orig == NULL) {
		fprintf(stderr, "boardless: %s called but not found in libunicorn\n", name);
		abort();
	}
	return orig;
}

struct page_collection *page_collection_lock_arm(struct uc_struct *uc, uint64_t start, uint64_t end) {
	if (is_fast()) {
		skipped_collections++;
		return NULL;
	}
	return ((struct page_collection * (*)(struct uc_struct *, uint64_t, uint64_t))
			must((void *)orig_lock, "page_collection_lock_arm"))(uc, start, end);
}

// page_collection_unlock_arm decides by the pointer, not the flag, so that
// bl_stores_fast may switch between a lock and its unlock.
void page_collection_unlock_arm(struct page_collection *set) {
	if (set != NULL) {
		orig_unlock(set);
	}
}

#define BIN_SHIFT 12

static int held_code(const bl_code *c, uint64_t ram_addr) {
	uint64_t bin = ram_addr >> BIN_SHIFT;
	return bin / 64 < c->words && (c->bits[bin / 64] >> (bin % 64) & 1);
}

// mark records that the bin of ram_addr holds code; it fails only when
// the bitmap cannot grow.
static int mark(bl_code *c, uint64_t ram_addr) {
	uint64_t bin = ram_addr >> BIN_SHIFT;
	if (bin / 64 >= c->words) {
		size_t words = bin / 64 + 1 + c->words; // at least double
		uint64_t *bits = realloc(c->bits, words * sizeof *bits);
		if (bits == NULL) {
			return 0;
		}
		for (size_t i = c->words; i < words; i++) {
			bits[i] = 0;
		}
		c->bits = bits;
		c->words = words;
	}
	c->bits[bin / 64] |= 1ULL << (bin % 64);
	return 1;
}

void tlb_protect_code_arm(struct uc_struct *uc, uint64_t ram_addr) {
	bl_code *c = cur;
	if (c == NULL || (struct uc_struct *)c->uc != uc || !mark(c, ram_addr)) {
		__atomic_store_n(&poisoned, 1, __ATOMIC_RELAXED);
	}
	((void (*)(struct uc_struct *, uint64_t))must((void *)orig_protect, "tlb_protect_code_arm"))(uc, ram_addr);
}

void tb_invalidate_phys_page_fast_arm(struct uc_struct *uc, struct page_collection *pages, uint64_t start,
		int len, uintptr_t retaddr) {
	bl_code *c = cur;
	if (is_fast() && c != NULL && (struct uc_struct *)c->uc == uc && !__atomic_load_n(&poisoned, __ATOMIC_RELAXED) &&
			!held_code(c, start) && !held_code(c, start + (uint64_t)len - 1)) {
		skipped_invalidations++;
		return;
	}
	((void (*)(struct uc_struct *, struct page_collection *, uint64_t, int, uintptr_t))
			must((void *)orig_invalidate, "tb_invalidate_phys_page_fast_arm"))(uc, pages, start, len, retaddr);
}

bl_code *bl_code_new(uc_engine *uc) {
	bl_code *c = calloc(1, sizeof *c);
	if (c != NULL) {
		c->uc = uc;
	}
	return c;
}

void bl_code_free(bl_code *c) {
	if (c != NULL) {
		free(c->bits);
		free(c);
	}
}

uc_err bl_emu_start(bl_code *c, uint64_t begin, uint64_t until, uint64_t timeout, size_t count) {
	bl_code *prev = cur; // a callback may run another machine
	cur = c;
	bl_run_begin(); // mapping.c
	uc_err err = uc_emu_start(c->uc, begin, until, timeout, count);
	bl_run_end();
	cur = prev;
	return err;
}

int bl_stores_fast(int on) {
	__atomic_store_n(&fast, on && usable, __ATOMIC_RELAXED);
	return fast;
}

int bl_stores_fast_on(void) { return is_fast(); }

uint64_t bl_stores_skipped_collections(void) { return skipped_collections; }

uint64_t bl_stores_skipped_invalidations(void) { return skipped_invalidations; }
