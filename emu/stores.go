package emu

/*
#include "stores.h"
*/
import "C"

// StoreFastPath reports whether guest stores skip the page collection
// that Unicorn 2.0.1 builds and throws away on every store, and the
// search for translated code to invalidate in memory that never held any
// (stores.c): true on a 2.0.x libunicorn whose functions were found and
// replaced, false elsewhere, where everything runs as Unicorn has it.
func StoreFastPath() bool { return C.bl_stores_fast_on() != 0 }

// SetStoreFastPath turns the workaround on or off for every machine,
// running or not, and reports whether it is on. It exists so that a
// benchmark can measure what the workaround saves, and to rule it out
// when Unicorn misbehaves; it cannot turn on where StoreFastPath is false.
func SetStoreFastPath(on bool) bool {
	v := C.int(0)
	if on {
		v = 1
	}
	return C.bl_stores_fast(v) != 0
}

// storesSkipped counts the page collections and the invalidations skipped
// on the calling OS thread: the tests' proof that libunicorn calls ours.
func storesSkipped() (collections, invalidations uint64) {
	return uint64(C.bl_stores_skipped_collections()), uint64(C.bl_stores_skipped_invalidations())
}
