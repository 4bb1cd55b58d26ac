package main

// The shard flags of bench and check: which part of the kernel selection
// to run (package bench splits it) on this machine.

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"boardless/bench"
	"boardless/kernels"
)

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

// benchShard resolves the shard flags of bench or check into the shard to
// run of the selected kernels ks (nil: all of them). withOut is bench's
// --out, whose report needs every kernel.
func benchShard(sf *shardFlags, ks []kernels.Kernel, bf *boardFlags, seed uint64, size int, only string, withOut bool) (*bench.Shard, error) {
	k, n, err := sf.resolve()
	if err != nil || n == 0 {
		return nil, err
	}
	if withOut {
		return nil, usageError{"--out writes a report of every kernel: it does not go with sharding (--shard, --shards, $BOARDLESS_SHARDS)"}
	}
	opts := bf.whatIfText().RunOptions(bf.budget, seed)
	opts["bytes"] = strconv.Itoa(size)
	opts["kernels"] = only
	return &bench.Shard{Index: k, Count: n, Kernels: len(ks), Options: opts}, nil
}
