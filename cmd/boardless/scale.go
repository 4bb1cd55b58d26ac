package main

// Scaling out sweep (and compare): --jobs runs the points on several
// workers, --shard K/N / --shards N (bench's flags, shard.go) runs one
// round-robin part of them on this machine and writes it as a shard file
// (bench.PointShard) that 'boardless merge' turns into exactly the files
// one run writes, and --cache DIR takes every point's verified figures
// from bench's result cache (bench/cache.go) when it has them.

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/spf13/pflag"

	"boardless/bench"
	"boardless/elfimg"
	"boardless/report"
	"boardless/result"
	"boardless/sim"
)

// scaleFlags are --jobs, the shard flags and --cache.
type scaleFlags struct {
	jobs     int
	shard    shardFlags
	cacheDir string
}

func (s *scaleFlags) register(fs *pflag.FlagSet, what string) {
	fs.IntVar(&s.jobs, "jobs", runtime.NumCPU(), what+" run in parallel (one emulator each)")
	s.shard.register(fs)
	fs.StringVar(&s.cacheDir, "cache", "", "keep verified results in this directory and reuse them, as bench --cache (off by default)")
}

// scaledRun is what the flags resolve to: shard k of n (n 0: every
// point) and the result cache.
type scaledRun struct {
	k, n  int
	cache *bench.PointCache
}

func (s *scaleFlags) open() (scaledRun, error) {
	if s.jobs < 1 {
		return scaledRun{}, usageError{"--jobs must be at least 1"}
	}
	k, n, err := s.shard.resolve()
	if err != nil {
		return scaledRun{}, err
	}
	c, err := openCache(s.cacheDir)
	if err != nil {
		return scaledRun{}, err
	}
	return scaledRun{k: k, n: n, cache: &bench.PointCache{Cache: c}}, nil
}

// summary says on stderr how much of the run the cache gave.
func (r scaledRun) summary(stderr io.Writer, board string, runs int) {
	pointSummary(stderr, r.cache, board, runs)
}

// pointSummary says on stderr how much of runs the cache gave, and names
// an entry that could not be written.
func pointSummary(stderr io.Writer, pc *bench.PointCache, board string, runs int) {
	cacheSummary(stderr, pc.Cache, board, runs, pc.Simulated())
	if err := pc.Failed(); err != nil {
		cacheWarning(stderr)(err)
	}
}

// pointFigures are what a sweep point keeps of a verified run.
type pointFigures = bench.PointFigures

// functionCall is the call of fn of img on the resolved board with the
// arguments every point gets (parsed afresh for each point), and its
// cache key, for bench.PointCache.FunctionPoints.
func functionCall(rb *sim.Resolved, img *elfimg.Image, fn string, specs []string, seed uint64) bench.FunctionCall {
	parsed, err := parseArgs(specs, seed)
	if err != nil {
		fail := func() (*result.Call, error) { return nil, err }
		return bench.FunctionCall{Key: func() (bench.Key, error) { return bench.Key{}, err }, Call: fail}
	}
	return bench.FunctionCall{
		Key: func() (bench.Key, error) { return functionKey(rb, img, fn, specs, parsed, seed) },
		Call: func() (*result.Call, error) {
			out, err := rb.CallOnce(img, sim.Call{Fn: fn, Args: parsed})
			if err != nil {
				return nil, err
			}
			return out.First, nil
		},
	}
}

// sweepRun is what a sweep's output depends on besides its points, for
// the shard record: shards of different sweeps are never merged.
type sweepRun struct {
	bf              boardFlags
	varies          []string
	kernel, elf, fn string
	args            []string
	seed            uint64
}

func (r sweepRun) options() map[string]string {
	opts := r.bf.whatIfText().RunOptions(r.bf.budget, r.seed)
	opts["board"] = r.bf.board
	opts["board_file"] = fileHash(r.bf.boardFile)
	opts["vary"] = strings.Join(r.varies, "\n")
	opts["kernel"] = r.kernel
	opts["elf"] = fileHash(r.elf) // the bytes, not the path
	opts["func"] = r.fn
	opts["args"] = strings.Join(r.args, "\n")
	return opts
}

// fileHash is the SHA-256 of a file's contents ("" for no file or one
// that cannot be read: the run itself reports that).
func fileHash(path string) string {
	if path == "" {
		return ""
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	s := sha256.Sum256(data)
	return hex.EncodeToString(s[:])
}

// sweepShardFile is where shard k of n of a sweep goes in its --out.
func sweepShardFile(dir string, k, n int) string {
	return filepath.Join(dir, fmt.Sprintf("sweep-shard-%d-of-%d.json", k, n))
}

// writeSweepShard writes the points of one shard of a sweep of total
// points (idx their indexes) as a shard file into dir.
func writeSweepShard(w io.Writer, dir string, sh scaledRun, total int, opts map[string]string, axes []report.SweepAxis, idx []int, points []report.SweepPoint) error {
	header, err := json.Marshal(axes)
	if err != nil {
		return err
	}
	out := bench.PointShard{Info: bench.PointShardInfo{Kind: "sweep", Index: sh.k, Count: sh.n, Total: total, Options: opts},
		Header: header, Points: []bench.Point{}}
	for j, p := range points {
		data, err := json.Marshal(p)
		if err != nil {
			return err
		}
		out.Points = append(out.Points, bench.Point{Index: idx[j], Result: data})
	}
	data, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	path := sweepShardFile(dir, sh.k, sh.n)
	if err := writeFileAtomic(path, append(data, '\n')); err != nil {
		return fmt.Errorf("writing %s: %v", path, err)
	}
	fmt.Fprintf(w, "shard %d/%d: %d of %d runs; wrote %s ('boardless merge DIR' with every shard's file writes the sweep)\n", sh.k, sh.n, len(points), total, path)
	return nil
}

// mergeSweep writes into dir the files of the sweep whose shards merged
// into header (the axes) and results (every point, in order).
func mergeSweep(dir string, header json.RawMessage, results []json.RawMessage) error {
	var axes []report.SweepAxis
	if err := json.Unmarshal(header, &axes); err != nil || len(axes) == 0 {
		return inputErrorf("the sweep shards' axes do not read back: %v", err)
	}
	points := make([]report.SweepPoint, len(results))
	for i, r := range results {
		if err := json.Unmarshal(r, &points[i]); err != nil {
			return inputErrorf("sweep point %d does not read back: %v", i, err)
		}
	}
	return writeSweep(context.Background(), io.Discard, dir, axes, points)
}
