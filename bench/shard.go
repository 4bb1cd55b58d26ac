package bench

// Sharding: a run can be one part of the kernel selection, so that N
// machines (a CI matrix, a Kubernetes Indexed Job) share the work; Merge
// puts the parts back together.
//
// The split is round-robin over the selected kernels in their catalog
// order (after filtering by name): kernel i (counting from 0) goes to
// shard i mod N + 1. Catalog order groups kernels by family and cost
// (the public-key kernels come last and are the slowest), so round-robin
// balances the shards better than contiguous ranges would. Every kernel is
// in exactly one shard; a shard may be empty when N exceeds the number of
// kernels.

import (
	"hash/fnv"
	"sort"

	"boardless/kernels"
)

// Shard is recorded in a sharded run's Report, so that Merge can put the
// shards back in order and check that they belong together. An unsharded
// run has none (a nil *Shard: the whole selection), and Merge drops it:
// the merged report is the unsharded run's, byte for byte.
type Shard struct {
	Index   int               `json:"index"`   // 1..Count
	Count   int               `json:"count"`   // number of shards
	Kernels int               `json:"kernels"` // kernels selected before splitting
	Options map[string]string `json:"options"` // everything that changes the results
}

// Select returns the kernels of the shard: those whose position i in ks
// has i mod Count == Index-1. A nil shard selects all of ks.
func (sh *Shard) Select(ks []kernels.Kernel) []kernels.Kernel {
	if sh == nil {
		return ks
	}
	out := []kernels.Kernel{}
	for i := sh.Index - 1; i < len(ks); i += sh.Count {
		out = append(out, ks[i])
	}
	return out
}

// Seeds returns the seed of the shard's i-th kernel for a bench: seed
// plus the kernel's position in the whole selection (for a nil shard, i
// itself), so that a kernel gets the same inputs sharded or not.
func (sh *Shard) Seeds(seed uint64) func(i int) uint64 {
	return func(i int) uint64 {
		if sh == nil {
			return seed + uint64(i)
		}
		return seed + uint64(sh.Index-1+i*sh.Count)
	}
}

// NameSeeds seeds kernel i of ks from seed and the kernel's name, so that
// its inputs do not depend on which other kernels are selected, nor on
// the sharding. Check uses it, so that a baseline's figures hold for any
// selection.
func NameSeeds(seed uint64, ks []kernels.Kernel) func(i int) uint64 {
	return func(i int) uint64 {
		h := fnv.New64a()
		h.Write([]byte(ks[i].Name))
		return seed + h.Sum64()
	}
}

// shardLen is how many of total kernels shard k of n holds.
func shardLen(total, k, n int) int {
	if total < k {
		return 0
	}
	return (total-k)/n + 1
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
