// stores.h: the store fast path (stores.c).
#ifndef BOARDLESS_STORES_H
#define BOARDLESS_STORES_H

#include <stdint.h>
#include <unicorn/unicorn.h>

// bl_stores_fast turns the workaround on or off for every engine and
// returns whether it is on (never, on a library it does not fit).
int bl_stores_fast(int on);
int bl_stores_fast_on(void);
// bl_stores_skipped counts the page collections skipped on this thread.
uint64_t bl_stores_skipped(void);

#endif
