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

// MappingCache reports whether the region cache in front of Unicorn
// 2.0.1's memory_mapping is on (mapping.c): the same condition as
// StoreFastPath.
func MappingCache() bool { return C.bl_mapping_cache_on() != 0 }

// SetMappingCache turns the region cache on or off for every machine and
// reports whether it is on; like SetStoreFastPath, for the benchmarks
// and to rule it out.
func SetMappingCache(on bool) bool {
	v := C.int(0)
	if on {
		v = 1
	}
	return C.bl_mapping_cache(v) != 0
}

// MappingCacheHits counts the region cache's hits on the calling OS
// thread (lock it to read a run's): the tests' proof that libunicorn
// calls ours.
func MappingCacheHits() uint64 { return uint64(C.bl_mapping_hits()) }
