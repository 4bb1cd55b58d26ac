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
// page_collection_lock allocates a struct and a GLib tree and fills the tree
// with an entry (one more g_malloc) per page of every translated block in
// the range; page_collection_unlock destroys them. The collection exists to
// take QEMU's page locks in order, but Unicorn compiles page_lock to nothing
// and, for ARM (no TARGET_HAS_PRECISE_SMC), nothing ever reads it: in
// Debian's libunicorn.so.2, tb_invalidate_phys_page_fast_arm never loads its
// pages argument and tb_invalidate_phys_range_arm and
// tb_invalidate_phys_page_range_arm pass theirs to nothing but
// page_collection_unlock_arm. Upstream made both functions empty for
// exactly this reason (unicorn-engine/unicorn#1838, in 2.1.0).
//
// libunicorn calls both through its PLT, so the definitions below, in the
// executable, take their place (the linker exports an executable's
// definition of a symbol that a shared library it links also defines).
// The invalidation itself, tb_invalidate_phys_page_fast, is Unicorn's own
// and runs for every store as before: self-modifying code behaves exactly
// as without the workaround.
//
// It is on only when the library is 2.0.x, the originals resolve and the
// dynamic linker resolves the names to ours. The originals also serve
// bl_stores_fast(0), which benchmarks use to measure what it saves.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "stores.h"

struct uc_struct;
struct page_collection;

static struct page_collection *(*orig_lock)(struct uc_struct *, uint64_t, uint64_t);
static void (*orig_unlock)(struct page_collection *);
static int usable; // the library is one whose collection nobody reads
static int fast;   // skip the collection (read on every store)

struct page_collection *page_collection_lock_arm(struct uc_struct *uc, uint64_t start, uint64_t end);
void page_collection_unlock_arm(struct page_collection *set);

// calls counts the collections skipped on this thread, so that a test can
// see the interposition happen without a shared counter on the store path.
static __thread uint64_t calls;

__attribute__((constructor)) static void stores_init(void) {
	unsigned major = 0, minor = 0;
	uc_version(&major, &minor);
	orig_lock = (struct page_collection * (*)(struct uc_struct *, uint64_t, uint64_t))
		dlsym(RTLD_NEXT, "page_collection_lock_arm");
	orig_unlock = (void (*)(struct page_collection *))dlsym(RTLD_NEXT, "page_collection_unlock_arm");
	// The global lookup is what libunicorn's PLT binds to: if it does not
	// find ours (the executable did not export them), nothing is skipped.
	int bound = dlsym(RTLD_DEFAULT, "page_collection_lock_arm") == (void *)page_collection_lock_arm &&
		dlsym(RTLD_DEFAULT, "page_collection_unlock_arm") == (void *)page_collection_unlock_arm;
	usable = major == 2 && minor == 0 && orig_lock != NULL && orig_unlock != NULL && bound;
	fast = usable;
}

struct page_collection *page_collection_lock_arm(struct uc_struct *uc, uint64_t start, uint64_t end) {
	if (__atomic_load_n(&fast, __ATOMIC_RELAXED)) {
		calls++;
		return NULL;
	}
	if (orig_lock == NULL) {
		fprintf(stderr, "boardless: page_collection_lock_arm called but not found in libunicorn\n");
		abort();
	}
	return orig_lock(uc, start, end);
}

// page_collection_unlock_arm decides by the pointer, not the flag, so that
// bl_stores_fast may switch between a lock and its unlock.
void page_collection_unlock_arm(struct page_collection *set) {
	if (set != NULL) {
		orig_unlock(set);
	}
}

int bl_stores_fast(int on) {
	__atomic_store_n(&fast, on && usable, __ATOMIC_RELAXED);
	return fast;
}

int bl_stores_fast_on(void) { return __atomic_load_n(&fast, __ATOMIC_RELAXED); }

uint64_t bl_stores_skipped(void) { return calls; }
