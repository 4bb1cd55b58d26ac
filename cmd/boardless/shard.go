package main

// Sharding: bench and check can run one part of the kernel selection, so
// that N machines (a CI matrix, a Kubernetes Indexed Job) share the work;
// 'boardless merge' puts the parts back together.
//
// The split is round-robin over the selected kernels in their catalog
// order (after --kernels filtering): kernel i (counting from 0) goes to
// shard i mod N + 1. Catalog order groups kernels by family and cost
// (the public-key kernels come last and are the slowest), so round-robin
// balances the shards better than contiguous ranges would. Every kernel is
// in exactly one shard; a shard may be empty when N exceeds the number of
// kernels.

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"boardless/kernels"
)

// shardInfo is recorded in a sharded bench's JSON output, so that merge
// can put the shards back in order and check that they belong together.
// An unsharded run has none, and merge drops it: the merged file is the
// unsharded run's, byte for byte.
type shardInfo struct {
	Index   int               `json:"index"`   // 1..Count
	Count   int               `json:"count"`   // number of shards
	Kernels int               `json:"kernels"` // kernels selected before splitting
	Options map[string]string `json:"options"` // everything that changes the results
}

// shardFlags are --shard K/N and --shards N.
type shardFlags struct {
	shard  string
	shards int
}

func (s *shardFlags) register(fs *pflag.FlagSet) {
	fs.StringVar(&s.shard, "shard", "", "run only shard K of N of the selected kernels, e.g. 2/4 (round-robin split; merge the JSON outputs with 'boardless merge')")
	fs.IntVar(&s.shards, "shards", 0, "run the shard given by $JOB_COMPLETION_INDEX (0-based, as a Kubernetes Indexed Job sets it) of N shards; default $BOARDLESS_SHARDS")
}

// resolve returns the shard to run as (K, N), or (0, 0) for the whole
// selection. --shard wins; otherwise --shards N, or $BOARDLESS_SHARDS,
// with $JOB_COMPLETION_INDEX as K-1.
func (s *shardFlags) resolve() (int, int, error) {
	if s.shard != "" {
		if s.shards != 0 {
			return 0, 0, usageError{"use either --shard K/N or --shards N, not both"}
		}
		ks, ns, ok := strings.Cut(s.shard, "/")
		k, e1 := strconv.Atoi(ks)
		n, e2 := strconv.Atoi(ns)
		if !ok || e1 != nil || e2 != nil || n < 1 || k < 1 || k > n || n > 10000 {
			return 0, 0, usageError{fmt.Sprintf("--shard %q: use K/N with 1 <= K <= N, e.g. 2/4", s.shard)}
		}
		return k, n, nil
	}
	n, from := s.shards, "--shards"
	if n == 0 {
		env := os.Getenv("BOARDLESS_SHARDS")
		if env == "" {
			return 0, 0, nil
		}
		v, err := strconv.Atoi(env)
		if err != nil || v < 1 {
			return 0, 0, usageError{fmt.Sprintf("BOARDLESS_SHARDS=%q: use a number of shards, 1 or more", env)}
		}
		n, from = v, "BOARDLESS_SHARDS"
	}
	if n < 1 || n > 10000 {
		return 0, 0, usageError{fmt.Sprintf("--shards %d: use 1 or more", n)}
	}
	idx := os.Getenv("JOB_COMPLETION_INDEX")
	if idx == "" {
		return 0, 0, usageError{fmt.Sprintf("%s %d needs $JOB_COMPLETION_INDEX (0 to %d), or use --shard K/N", from, n, n-1)}
	}
	i, err := strconv.Atoi(idx)
	if err != nil || i < 0 || i >= n {
		return 0, 0, usageError{fmt.Sprintf("JOB_COMPLETION_INDEX=%q: want 0 to %d for %s %d", idx, n-1, from, n)}
	}
	return i + 1, n, nil
}

// set reports whether any sharding was asked for explicitly (flags, not
// the environment).
func (s *shardFlags) set() bool { return s.shard != "" || s.shards != 0 }

// shardKernels returns the kernels of the shard: those whose position i
// in ks has i mod Count == Index-1. A nil shard returns ks.
func shardKernels(ks []kernels.Kernel, sh *shardInfo) []kernels.Kernel {
	if sh == nil {
		return ks
	}
	out := []kernels.Kernel{}
	for i := sh.Index - 1; i < len(ks); i += sh.Count {
		out = append(out, ks[i])
	}
	return out
}

// seeds returns bench's seed of the shard's i-th kernel: seed plus the
// kernel's position in the whole selection (for a nil shard, i itself),
// so a kernel gets the same inputs sharded or not.
func (sh *shardInfo) seeds(seed uint64) func(i int) uint64 {
	return func(i int) uint64 {
		if sh == nil {
			return seed + uint64(i)
		}
		return seed + uint64(sh.Index-1+i*sh.Count)
	}
}

// benchShard resolves the shard flags of bench or check into the shard to
// run of the selected kernels ks (nil: all of them). withOut is bench's
// --out, whose report needs every kernel.
func benchShard(sf *shardFlags, ks []kernels.Kernel, bf *boardFlags, seed uint64, size int, only string, withOut bool) (*shardInfo, error) {
	k, n, err := sf.resolve()
	if err != nil || n == 0 {
		return nil, err
	}
	if withOut {
		return nil, usageError{"--out writes a report of every kernel: it does not go with sharding (--shard, --shards, $BOARDLESS_SHARDS)"}
	}
	opts := runOptions(bf, seed)
	opts["bytes"] = strconv.Itoa(size)
	opts["kernels"] = only
	return &shardInfo{Index: k, Count: n, Kernels: len(ks), Options: opts}, nil
}

// shardLen is how many of total kernels shard k of n holds.
func shardLen(total, k, n int) int {
	if total < k {
		return 0
	}
	return (total-k)/n + 1
}

// runOptions are the settings, besides the board and the selection, that
// change a kernel's results; bench shards and check baselines record them
// so that results made with different settings are never mixed.
func runOptions(bf *boardFlags, seed uint64) map[string]string {
	board := func(v string) string {
		if v == "" {
			return "board"
		}
		return v
	}
	clock := "board"
	if bf.clock != 0 {
		clock = strconv.FormatUint(bf.clock, 10)
	}
	ws := "board"
	if bf.flashWS >= 0 {
		ws = strconv.Itoa(bf.flashWS)
	}
	return map[string]string{
		"mul":      bf.mul,
		"seed":     strconv.FormatUint(seed, 10),
		"budget":   strconv.FormatUint(bf.budget, 10),
		"clock":    clock,
		"flash_ws": ws,
		"prefetch": board(bf.prefetch),
		"icache":   board(bf.icache),
	}
}

// optionDiff is the first option that differs between two runs, as
// key="value" for each ("" when they agree).
type optionDiff struct{ a, b string }

// diffOptions returns the first option (in key order) that differs
// between a and b; its a is "" when they agree.
func diffOptions(a, b map[string]string) optionDiff {
	keys := map[string]bool{}
	for k := range a {
		keys[k] = true
	}
	for k := range b {
		keys[k] = true
	}
	for _, k := range sortedKeys(keys) {
		va, oka := a[k]
		vb, okb := b[k]
		if va != vb || oka != okb {
			return optionDiff{fmt.Sprintf("%s=%q", k, va), fmt.Sprintf("%s=%q", k, vb)}
		}
	}
	return optionDiff{}
}
