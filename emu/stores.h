// stores.h: the store fast path (stores.c).
#ifndef BOARDLESS_STORES_H
#define BOARDLESS_STORES_H

#include <stddef.h>
#include <stdint.h>
#include <unicorn/unicorn.h>

// bl_code is an engine's record of the memory that ever held translated
// code: one bit per 4 KiB of Unicorn's ram_addr space.
typedef struct bl_code {
	uc_engine *uc;
	uint64_t *bits;
	size_t words;
} bl_code;

bl_code *bl_code_new(uc_engine *uc);
void bl_code_free(bl_code *c);
// bl_emu_start is uc_emu_start with c current on the thread, so that the
// interposed functions know whose code a page holds.
uc_err bl_emu_start(bl_code *c, uint64_t begin, uint64_t until, uint64_t timeout, size_t count);

// bl_stores_fast turns the workaround on or off for every engine and
// returns whether it is on (never, on a library it does not fit).
int bl_stores_fast(int on);
int bl_stores_fast_on(void);
// The page collections and the invalidations skipped on this thread.
uint64_t bl_stores_skipped_collections(void);
uint64_t bl_stores_skipped_invalidations(void);

// mapping.c: the region cache in front of memory_mapping.
void bl_run_begin(void);
void bl_run_end(void);
// bl_mappings_changed must follow every change of any engine's mappings.
void bl_mappings_changed(void);
// bl_mapping_cache turns the cache on or off for every engine and
// returns whether it is on (never, on a library it does not fit).
int bl_mapping_cache(int on);
int bl_mapping_cache_on(void);
// The cache's hits on this thread.
uint64_t bl_mapping_hits(void);

#endif
