package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	iofs "io/fs"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"

	"boardless/bench"
	"boardless/elfimg"
	"boardless/gate"
	"boardless/kernels"
	"boardless/models"
	"boardless/models/chip"
	"boardless/outfmt"
	"boardless/report"
	"boardless/sim"
)

const checkUsage = `Usage: boardless check --baseline FILE [--tolerance 2%] [--update] [selection] [flags]

A performance regression gate for CI. Runs the selected built-in kernels
(as bench: --board, --kernels, --bytes, the what-if flags, --shard) or one
function of your ELF (as run: --elf FILE --func SYMBOL --arg ...), and
compares with the baseline file: cycles and stack bytes, and the code,
constant and global bytes of the code reached from the kernel's or
function's symbol. It prints the metrics that changed (baseline, now,
change in %) and exits with 1 when a metric is worse than the baseline by
more than the tolerance, a kernel fails its check against Go, or a run
has no entry in the baseline (a renamed ELF, a new kernel, other
arguments: a check that compared nothing is not a pass). A metric that
got better is reported, and passes. --allow-new lets runs without a
baseline entry pass with a warning instead (off by default, and in CI).

--update records this run in the baseline instead (written to a temporary
file and renamed): its entries replace those of the same board and name,
the others are kept. A missing baseline is an error without --update.

The baseline is JSON, "format": 1, keyed by board, then kernel name or
ELF:function(args), where a file:PATH argument is keyed by its contents
(file:sha256:<16 hex digits>), not by the path text, so a checkout
elsewhere matches; keys are sorted and there are no timestamps, so it
diffs well in git. Each board also records the options that change
results (seed, multiplier, what-ifs); checking with other options is an
error. Kernel inputs are seeded from --seed and the kernel's name, so a
kernel's figures do not depend on the selection or the sharding.

Energy is not a gated metric: at one clock the datasheet-typical estimate
is a fixed energy per cycle, so cycles gate it already; the table's last
line gives that energy per cycle when the chip carries a datasheet run
current.

Output: a plain table, or --format json. When $GITHUB_ACTIONS is true it
also prints GitHub Actions annotations (::error for a regression or a
failure, ::warning for a worsening within the tolerance or an entry not
in the baseline, ::notice for an improvement).

--cache DIR keeps each verified run's result in DIR and reuses it, as
bench --cache does (see 'boardless bench --help'): the key hashes the ELF
bytes, the kernel or function with its arguments and seed, the resolved
board with every model parameter and the options that change results,
and the boardless executable, so a change of any of them runs again.
docs/ci.md shows it with the GitHub Actions cache.

Examples:
  boardless check --baseline perf/baseline.json --update      # record
  boardless check --baseline perf/baseline.json --tolerance 2%
  boardless check --baseline perf/fw.json --elf fw.elf --func crc32 --arg rand:1024 --arg 1024`

func cmdCheck(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("check", checkUsage, stdout)
	basePath := fs.String("baseline", "", "baseline file (JSON; required)")
	tolFlag := fs.String("tolerance", "2%", "how much worse a metric may get before the check fails, in percent")
	update := fs.Bool("update", false, "record this run in the baseline (created if missing) instead of failing on changes")
	allowNew := fs.Bool("allow-new", false, "let runs that have no baseline entry pass with a warning (by default they fail the check)")
	format := fs.String("format", "table", "output: table or json")
	var bf boardFlags
	bf.register(fs)
	var bd buildDir
	bd.register(fs)
	size := fs.Int("bytes", 8000, "kernels: message size in bytes (a multiple of 16)")
	onlyFlag := fs.String("kernels", "", "kernels: check only those whose name matches this regular expression")
	jobs := fs.Int("jobs", runtime.NumCPU(), "kernels: run in parallel (one emulator each)")
	var sf shardFlags
	sf.register(fs)
	elfPath := fs.String("elf", "", "function: ARM ELF file to load (instead of the kernels)")
	fn := fs.String("func", "", "function: symbol to call (with --elf)")
	argSpecs := fs.StringArray("arg", nil, "function: argument, repeatable: integer, buf:N, rand:N, hex:BYTES, file:PATH")
	seed := fs.Uint64("seed", 1, "seed for the kernels' inputs and rand:N arguments")
	cacheDir := fs.String("cache", "", "keep verified results in this directory and reuse them (off by default)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *basePath == "" {
		return usageError{"--baseline FILE is required (see --help)"}
	}
	tol, err := parseTolerance(*tolFlag)
	if err != nil {
		return err
	}
	if err := checkFormat(*format); err != nil {
		return err
	}
	funcMode := *elfPath != "" || *fn != "" || len(*argSpecs) > 0
	if funcMode {
		if *elfPath == "" || *fn == "" {
			return usageError{"a function check needs both --elf and --func"}
		}
		for _, f := range []string{"kernels", "bytes", "build-dir", "jobs"} {
			if fs.Changed(f) {
				return usageError{fmt.Sprintf("--%s selects kernels: it does not go with --elf/--func", f)}
			}
		}
		if sf.set() {
			return usageError{"--shard and --shards split the kernels: they do not go with --elf/--func"}
		}
	} else if *size <= 0 || *size%16 != 0 || *size > 1<<20 {
		return usageError{fmt.Sprintf("--bytes %d: use a positive multiple of 16 up to 1 MiB", *size)}
	}
	if *jobs < 1 {
		return usageError{"--jobs must be at least 1"}
	}
	var only *regexp.Regexp
	if *onlyFlag != "" {
		if only, err = regexp.Compile(*onlyFlag); err != nil {
			return usageError{fmt.Sprintf("--kernels: %v", err)}
		}
	}
	rb, err := bf.load()
	if err != nil {
		return err
	}
	board := rb.Board
	cache, err := openCache(*cacheDir)
	if err != nil {
		return err
	}

	// Read the baseline first: a bad one should not cost a run.
	base, err := readBaseline(*basePath, *update)
	if err != nil {
		return err
	}
	options := bf.whatIfText().RunOptions(bf.budget, *seed)
	bb, err := boardBaseline(base, board.Name, *basePath, options, *update, stderr)
	if err != nil {
		return err
	}

	var entries []gate.Entry
	var shard *bench.Shard
	if funcMode {
		e, err := checkFunction(rb, *elfPath, *fn, *argSpecs, *seed, cache, stderr)
		if err != nil {
			return err
		}
		entries = []gate.Entry{e}
	} else {
		ks, err := selected(bench.Select(board.Name, *size, only, *onlyFlag))
		if err != nil {
			return err
		}
		if shard, err = benchShard(&sf, ks, &bf, *seed, *size, *onlyFlag, false); err != nil {
			return err
		}
		ctx, stopSignals := interruptible()
		defer stopSignals()
		runner, err := newRunner(rb, bench.Images{})
		if err != nil {
			return err
		}
		runner.Jobs, runner.Progress, runner.Cache, runner.CacheErr = *jobs, progressTo(stderr), cache, cacheWarning(stderr)
		if entries, err = checkKernels(ctx, &runner, &bd, shard.Select(ks), *seed); err != nil {
			return err
		}
		cacheSummary(stderr, cache, board.Name, len(entries), runner.Simulated)
	}

	chk := gate.Check{Board: board.Name, Baseline: *basePath, Options: options, Tolerance: tol, AllowNew: *allowNew, Update: *update}
	if shard != nil {
		chk.Shard = fmt.Sprintf("%d/%d", shard.Index, shard.Count)
	}
	rep, data, err := chk.Run(base, bb, entries)
	if err != nil {
		return err
	}
	if data != nil {
		if err := writeFileAtomic(*basePath, data); err != nil {
			return fmt.Errorf("writing baseline %s: %v", *basePath, err)
		}
	}

	if *format == "json" {
		if err := outfmt.WriteJSON(stdout, rep); err != nil {
			return err
		}
	} else {
		printCheck(stdout, rep)
		printCheckEnergy(stdout, board)
	}
	if os.Getenv("GITHUB_ACTIONS") == "true" && !rep.Updated {
		w := stdout
		if *format == "json" {
			w = stderr // keep stdout one JSON document; the runner reads both
		}
		rep.Annotate(w)
	}
	if rep.Updated {
		fmt.Fprintf(stderr, "baseline %s updated: %d %s of board %s recorded\n", *basePath, len(entries), plural(len(entries), "entry", "entries"), board.Name)
		return nil
	}
	if err := rep.Err(); err != nil && *update {
		return fmt.Errorf("%v; baseline not updated", err)
	} else if err != nil {
		return err
	}
	return nil
}

// readBaseline reads the baseline file; a missing one is new with
// --update, and an error without.
func readBaseline(path string, update bool) (*gate.Baseline, error) {
	base, err := gate.Read(path)
	switch {
	case errors.Is(err, iofs.ErrNotExist) && update:
		return gate.New(), nil
	case errors.Is(err, iofs.ErrNotExist):
		return nil, inputError{fmt.Errorf("baseline %s not found (--baseline): run this command with --update to record it", path)}
	case err != nil:
		return nil, inputError{fmt.Errorf("%v (--baseline)", err)}
	}
	return base, nil
}

// boardBaseline returns the board's part of the baseline, to compare
// with and to update. Entries recorded with other options are an error,
// or with --update dropped, as this run replaces them.
func boardBaseline(base *gate.Baseline, board, path string, options map[string]string, update bool, stderr io.Writer) (*gate.Board, error) {
	bb, mm := base.ForRun(board, options, update)
	switch {
	case mm == nil:
		return bb, nil
	case !update:
		return nil, usagef("board %s was recorded with other options (baseline %s, this run %s): check with the same options, or re-record with --update (--baseline %s)", board, mm.Was, mm.Now, path)
	}
	fmt.Fprintf(stderr, "baseline %s: board %s was recorded with other options (baseline %s, this run %s): its entries are replaced\n", path, board, mm.Was, mm.Now)
	return bb, nil
}

// checkKernels runs the kernels ks as bench does, but with the inputs
// seeded by kernel name, so that an entry's figures do not depend on the
// selection or the sharding.
func checkKernels(ctx context.Context, runner *bench.Runner, bd *buildDir, ks []kernels.Kernel, seed uint64) ([]gate.Entry, error) {
	if err := bd.open(runner.Images, runner.Board.Name, ks); err != nil {
		return nil, err
	}
	entries, err := bench.CheckKernels(ctx, runner, ks, seed)
	if err != nil {
		return nil, err
	}
	if ctx.Err() != nil {
		return nil, interrupted(ctx, "nothing checked or written")
	}
	return entries, nil
}

func writeFileAtomic(path string, data []byte) error {
	dir, name := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	return report.Write(context.Background(), dir, []report.File{{Name: name, Data: data}})
}

// parseTolerance reads "2%", "2" or "0.5%" as a percentage.
func parseTolerance(s string) (float64, error) {
	v, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "%")), 64)
	if err != nil || v < 0 || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, usageError{fmt.Sprintf("--tolerance %q: use a percentage of 0 or more, e.g. 2%%", s)}
	}
	return v, nil
}

// checkFunction runs one function of a user ELF, as 'run' does, or with
// a cache takes its metrics from there. Its entry is named
// ELF-base-name:symbol(args).
func checkFunction(rb *sim.Resolved, elfPath, fn string, specs []string, seed uint64, cache *bench.Cache, stderr io.Writer) (gate.Entry, error) {
	parsed, err := parseArgs(specs, seed)
	if err != nil {
		return gate.Entry{}, err
	}
	img, err := readELF(elfPath, "--elf")
	if err != nil {
		return gate.Entry{}, err
	}
	if err := lookupFunc(img, fn); err != nil {
		return gate.Entry{}, err
	}
	key := func() (bench.Key, error) { return functionKey(rb, img, fn, specs, parsed, seed) }
	run := func() (map[string]uint64, error) { return functionMetrics(rb, img, fn, parsed) }
	m, simulated, err := bench.FunctionCheck(cache, key, run, cacheWarning(stderr))
	if err != nil {
		return gate.Entry{}, err
	}
	cacheSummary(stderr, cache, rb.Board.Name, 1, simulated)
	data := make([][]byte, len(parsed))
	for i, a := range parsed {
		data[i] = a.Data
	}
	return gate.Entry{Name: bench.FunctionEntryName(elfPath, fn, specs, data), Metrics: m}, nil
}

// functionKey is the cache key of a function check: the parsed arguments
// besides their specs, since file:PATH and rand:N stand for bytes that
// the specs do not show.
func functionKey(rb *sim.Resolved, img *elfimg.Image, fn string, specs []string, parsed []sim.Arg, seed uint64) (bench.Key, error) {
	bk, err := boardRun(rb).Key()
	if err != nil {
		return bench.Key{}, err
	}
	return bench.FunctionKey(bk, img, fn, specs, parsed, seed), nil
}

// functionMetrics runs the function: its cycles and stack, and the
// footprint of its symbol (bench.FunctionMetrics).
func functionMetrics(rb *sim.Resolved, img *elfimg.Image, fn string, parsed []sim.Arg) (map[string]uint64, error) {
	out, err := rb.CallOnce(img, sim.Call{Fn: fn, Args: parsed})
	if err != nil {
		return nil, err
	}
	return bench.FunctionMetrics(out.First, img, rb.Board.Core, fn), nil
}

func printCheck(w io.Writer, rep gate.Report) {
	shard := ""
	if rep.Shard != "" {
		shard = ", shard " + rep.Shard
	}
	fmt.Fprintf(w, "check %s against %s (tolerance %g%%%s): %d %s\n", rep.Board, rep.Baseline, rep.TolerancePercent, shard, rep.Entries, plural(rep.Entries, "run", "runs"))
	if len(rep.Changes) > 0 {
		fmt.Fprintln(w)
		t := outfmt.Table{Header: []string{"NAME", "METRIC", "BASELINE", "NOW", "CHANGE", "STATUS"}}
		for _, c := range rep.Changes {
			b, n := "-", "-"
			if c.Baseline != nil {
				b = strconv.FormatUint(*c.Baseline, 10)
			}
			if c.Now != nil {
				n = strconv.FormatUint(*c.Now, 10)
			}
			m := c.Metric
			if m == "" {
				m = "-"
			}
			t.Add(c.Name, m, b, n, c.Delta(), describe(c, rep.TolerancePercent))
		}
		t.WriteText(w)
		fmt.Fprintln(w)
	}
	verdict := "PASS"
	switch {
	case rep.Updated:
		verdict = "UPDATED"
	case !rep.Passed:
		verdict = "FAIL"
	}
	fmt.Fprintf(w, "%s: %d worse beyond %g%%, %d worse within, %d better, %d unchanged, %d not in the baseline, %d failed\n",
		verdict, rep.Regressions, rep.TolerancePercent, rep.Worse, rep.Better, rep.Unchanged, rep.New, rep.Failed)
	if rep.Unmatched > 0 && !rep.Updated {
		how := "fail the check: record them with --update (or let them pass with --allow-new)"
		if rep.AllowNew {
			how = "pass (--allow-new): record them with --update"
		}
		fmt.Fprintf(w, "%d of %d %s matched no baseline entry and %s\n", rep.Unmatched, rep.Entries, plural(rep.Entries, "run", "runs"), how)
	}
}

// describe is a change's status in words, for the table.
func describe(c gate.Change, tol float64) string {
	switch c.Status {
	case "regression":
		return fmt.Sprintf("worse beyond %g%%", tol)
	case "worse":
		return fmt.Sprintf("worse, within %g%%", tol)
	case "new":
		return "not in the baseline"
	case "failed":
		return "FAILED: " + c.Error
	}
	return c.Status
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// printCheckEnergy turns the gate's cycles into energy: at the run's
// clock the datasheet-typical estimate is a fixed energy per cycle (the
// chip's typical run current x supply voltage / clock), so a change of
// N cycles is N times that. The gate itself compares cycles, which
// carry the same information at one clock.
func printCheckEnergy(w io.Writer, b *models.Profile) {
	if chip.EnergyOf(b) == nil {
		return
	}
	uj, err := chip.EnergyOf(b).EnergyUJ(b.ClockHz, 1)
	if err != nil {
		return
	}
	fmt.Fprintf(w, "energy: %.4g nJ per cycle at %s (%s; a change of N cycles is N times that; %s)\n",
		uj*1000, mhz(b.ClockHz), report.EnergyLabel, chip.EnergyOf(b).Source)
}
