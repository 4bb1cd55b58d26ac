package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	iofs "io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"syscall"

	"boardless"
	"boardless/bench"
	"boardless/kernels"
	"boardless/models"
	"boardless/outfmt"
	"boardless/reference"
	"boardless/report"
	"boardless/sim"
)

const benchUsage = `Usage: boardless bench [--board B] [flags]

Runs every built-in crypto kernel on the board: ciphers and AEADs (AES,
3DES, SM4, ChaCha20-Poly1305, Ascon) in both directions, hashes (MD5,
SHA-1, SHA-2, SHA-3, SM3, Ascon), and public-key operations (RSA, DSA,
DH, ECDSA and ECDH on the NIST, brainpool and SM2 curves, SM2 signatures,
Ed25519, Ed448, X25519, X448), in their small and fast configurations.
Each output is checked against an independent Go implementation before
cycles, time, throughput and stack are printed. A kernel whose output is
wrong is reported as failed, without a cycle figure, and the exit status
is 1.

With --out DIR it also runs the seed reports' suite (sole buffers of 32,
64 and 128 bytes besides --bytes; an 8000-byte message in chunks of 128,
512, 1024 and 2048 bytes) and writes into DIR: report.md, report.html (one
self-contained file, charts inline), results.csv, results.json and one SVG
per chart. Figures that the seed reports measured on the same board with
another library are shown beside the predictions. Every file is written
to a temporary name and renamed, so an interrupted run leaves none half
written. Output is deterministic: the same inputs give the same files.

Ctrl-C (SIGINT) or SIGTERM stops after the kernels being run, writes
nothing, and exits with 130 (SIGINT) or 143 (SIGTERM).

The kernel images are built by 'make kernels' into --build-dir: per board,
sym.elf (ciphers, AEADs, hashes) and pk.elf (public key); each kernel runs
in its own image.

--cache DIR keeps each verified kernel's row in DIR, one small JSON file
per key, and takes it from there on the next run instead of simulating:
the key hashes the kernel image's bytes, the kernel and its seed, the
resolved board with every model parameter and the options that change
results (--clock, --param, --budget, the what-ifs), and the boardless
executable itself, so a change of any of them runs again. Failed runs are
not kept; a corrupt entry is run again and overwritten. The output is the
same bytes as without the cache. Meant for CI (docs/ci.md).`

// benchReport is bench's JSON output (main_test.go decodes it).
type benchReport = bench.Report

// benchFlags are bench's flags besides the board's.
type benchFlags struct {
	bd                   buildDir
	sf                   shardFlags
	size, flowBytes      int
	jobs                 int
	seed                 uint64
	format, only, outDir string
	re                   *regexp.Regexp
	cacheDir             string
	cache                *bench.Cache // with --cache
}

func cmdBench(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench", benchUsage, stdout)
	var bf boardFlags
	bf.register(fs)
	var f benchFlags
	f.bd.register(fs)
	fs.IntVar(&f.size, "bytes", 8000, "message size in bytes (a multiple of 16)")
	fs.Uint64Var(&f.seed, "seed", 1, "seed for the random keys and messages")
	fs.IntVar(&f.jobs, "jobs", runtime.NumCPU(), "kernels run in parallel (one emulator each)")
	fs.StringVar(&f.format, "format", "table", "output: table or json")
	fs.StringVar(&f.only, "kernels", "", "run only the kernels whose name matches this regular expression (e.g. 'aes128|sha256')")
	fs.StringVar(&f.outDir, "out", "", "also run the seed reports' suite and write the report files into this directory")
	fs.IntVar(&f.flowBytes, "flow-bytes", kernels.FlowBytes, "with --out: message size of the data-flow runs (a multiple of 16)")
	f.sf.register(fs)
	fs.StringVar(&f.cacheDir, "cache", "", "keep verified results in this directory and reuse them (off by default)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if err := f.check(); err != nil {
		return err
	}
	var err error
	if f.cache, err = openCache(f.cacheDir); err != nil {
		return err
	}
	boards, err := bf.loadEach()
	if err != nil {
		return err
	}
	refs, err := f.references()
	if err != nil {
		return err
	}
	ctx, stopSignals := interruptible()
	defer stopSignals()
	if len(boards) > 1 {
		return benchBoards(ctx, &f, boards, refs, stdout, stderr)
	}
	run, err := f.run(ctx, boards[0], &bf, stderr)
	if err != nil {
		return err
	}
	if f.format == "json" {
		err = writeBenchJSON(stdout, run.rep)
	} else {
		printBench(stdout, run.rep)
	}
	if err != nil {
		return err
	}
	if err := f.writeReport(ctx, f.outDir, run, refs, stderr); err != nil {
		return err
	}
	return run.rep.Failure()
}

// check refuses bad values before any board is loaded.
func (f *benchFlags) check() error {
	if f.only != "" {
		re, err := regexp.Compile(f.only)
		if err != nil {
			return usagef("--kernels: %v", err)
		}
		f.re = re
	}
	if err := checkFormat(f.format); err != nil {
		return err
	}
	if f.size <= 0 || f.size%16 != 0 || f.size > 1<<20 {
		return usagef("--bytes %d: use a positive multiple of 16 up to 1 MiB", f.size)
	}
	if f.flowBytes <= 0 || f.flowBytes%16 != 0 || f.flowBytes > 1<<20 {
		return usagef("--flow-bytes %d: use a positive multiple of 16 up to 1 MiB", f.flowBytes)
	}
	if f.jobs < 1 {
		return usageError{"--jobs must be at least 1"}
	}
	if f.outDir != "" {
		// Fail before running anything when the directory cannot be made.
		if err := os.MkdirAll(f.outDir, 0o755); err != nil {
			return fmt.Errorf("%v (--out)", err) // boardless cannot write there: 1, as any write

		}
	}
	return nil
}

// references are the seed reports' figures, for --out.
func (f *benchFlags) references() ([]reference.Row, error) {
	if f.outDir == "" {
		return nil, nil
	}
	sub, err := iofs.Sub(boardless.ReferenceData, boardless.ReferenceDir)
	var refs []reference.Row
	if err == nil {
		refs, err = reference.Load(sub)
	}
	if err != nil {
		return nil, fmt.Errorf("reference data: %v", err)
	}
	return refs, nil
}

// benchRun is one board's bench: its report, and what the report files
// are rendered from.
type benchRun struct {
	rep   bench.Report
	board *models.Profile
	opts  sim.Options
	imgs  bench.Images
}

// run runs the selected kernels (with --out, the seed suite) on a board.
func (f *benchFlags) run(ctx context.Context, rb *sim.Resolved, bf *boardFlags, stderr io.Writer) (*benchRun, error) {
	board := rb.Board
	if err := hasImages(board.Name); err != nil {
		return nil, err
	}
	if why := kernels.LeftOut(board.Name, f.size, nil); f.outDir != "" && why != "" {
		return nil, inputErrorf("--out: the seed-style report runs every kernel family, but %s: bench it without --out", why)
	}
	if f.outDir != "" && !slices.Contains(kernels.ImagesOf(board.Name), "pk") {
		return nil, inputErrorf("--out: the seed-style report runs the public-key kernels, whose image 'make kernels' does not build for %s yet: bench it without --out", board.Name)
	}
	imgs := bench.Images{}
	ks, err := f.selection(imgs, board.Name)
	if err != nil {
		return nil, err
	}
	var shard *bench.Shard
	if bf != nil { // one board: it may be sharded
		if shard, err = benchShard(&f.sf, ks, bf, f.seed, f.size, f.only, f.outDir != ""); err != nil {
			return nil, err
		}
		ks = shard.Select(ks)
	}
	if err := f.bd.open(imgs, board.Name, ks); err != nil {
		return nil, err
	}
	runner, err := newRunner(rb, imgs)
	if err != nil {
		return nil, err
	}
	runner.Jobs, runner.Progress, runner.Cache, runner.CacheErr = f.jobs, progressTo(stderr), f.cache, cacheWarning(stderr)
	rep, err := runner.Bench(ctx, ks, shard.Seeds(f.seed), version, shard)
	if err != nil {
		return nil, err
	}
	if ctx.Err() != nil {
		return nil, interrupted(ctx, "nothing written")
	}
	cacheSummary(stderr, f.cache, board.Name, len(ks), runner.Simulated)
	return &benchRun{rep: *rep, board: board, opts: rb.Opts, imgs: imgs}, nil
}

// selection is the kernels --kernels selects of the board's, or with
// --out of the seed suite (whose images it opens into imgs).
func (f *benchFlags) selection(imgs bench.Images, board string) ([]kernels.Kernel, error) {
	if f.outDir == "" {
		return selected(bench.Select(board, f.size, f.re, f.only))
	}
	dir, _ := f.bd.dir()
	ks, err := bench.Suite(imgs, dir, board, f.size, f.flowBytes)
	if err != nil {
		return nil, f.bd.wrap(err)
	}
	return selected(bench.SelectFrom(ks, board, f.size, f.re, f.only))
}

// selected makes a --kernels pattern that selects nothing a usage
// error (bench.Select says why).
func selected(ks []kernels.Kernel, err error) ([]kernels.Kernel, error) {
	if err != nil {
		return nil, usageError{err.Error()}
	}
	return ks, nil
}

// writeReport writes the seed-style report of a run into dir (nothing
// without --out).
func (f *benchFlags) writeReport(ctx context.Context, dir string, run *benchRun, refs []reference.Row, stderr io.Writer) error {
	if f.outDir == "" {
		return nil
	}
	cfg := report.NewConfig(run.board, run.opts.MulSmall, f.flowBytes)
	cfg.Version, cfg.Seed = version, f.seed
	build, _ := f.bd.dir()
	files, err := report.RenderSuite(cfg, build, run.imgs, run.rep.Results, refs)
	if err != nil {
		return err
	}
	if err := report.Write(ctx, dir, files); err != nil {
		if ctx.Err() != nil {
			return interrupted(ctx, "no report file written")
		}
		return err
	}
	fmt.Fprintf(stderr, "wrote %d files to %s: report.md, report.html, results.csv, results.json and %d charts\n", len(files), dir, len(files)-4)
	return nil
}

// benchBoards is bench on several boards: each board's run, then one
// table with the boards side by side (JSON: every board's report); with
// --out, each board's report in DIR/BOARD/ and the side-by-side table
// and chart in DIR.
func benchBoards(ctx context.Context, f *benchFlags, boards []*sim.Resolved, refs []reference.Row, stdout, stderr io.Writer) error {
	if k, n, err := f.sf.resolve(); err != nil || n > 0 {
		if err == nil {
			err = usagef("--shard %d/%d: shard one board at a time (--board names %d)", k, n, len(boards))
		}
		return err
	}
	var runs []*benchRun
	for _, b := range boards {
		run, err := f.run(ctx, b, nil, stderr)
		if err != nil {
			return err
		}
		runs = append(runs, run)
	}
	sbs := sideBySide(runs)
	if f.format == "json" {
		reps := make([]bench.Report, len(runs))
		for i, r := range runs {
			reps[i] = r.rep
		}
		if err := outfmt.WriteJSON(stdout, struct {
			Boards []bench.Report `json:"boards"`
		}{reps}); err != nil {
			return err
		}
	} else if err := sbs.Write(stdout, "table"); err != nil {
		return err
	}
	if f.outDir != "" {
		for _, run := range runs {
			if err := f.writeReport(ctx, filepath.Join(f.outDir, run.board.Name), run, refs, stderr); err != nil {
				return err
			}
		}
		if err := writeSideBySide(ctx, f.outDir, sbs); err != nil {
			return err
		}
	}
	for _, run := range runs {
		if err := run.rep.Failure(); err != nil {
			return err
		}
	}
	return nil
}

// sideBySide puts the kernels every board ran, in the first board's
// order, into one table (report.KernelSides).
func sideBySide(runs []*benchRun) *report.SideBySide {
	var cols []report.SideColumn
	var results [][]bench.Row
	for _, run := range runs {
		c := report.BoardColumn(run.board, "")
		c.MemoryModel = run.rep.MemoryModel
		cols, results = append(cols, c), append(results, run.rep.Results)
	}
	return report.KernelSides(cols, results)
}

// writeSideBySide writes the boards' table as boards.md, boards.csv and
// boards.json, and its chart as boards-time.svg, into dir.
func writeSideBySide(ctx context.Context, dir string, sbs *report.SideBySide) error {
	var files []report.File
	for _, form := range []string{"md", "csv", "json"} {
		var b bytes.Buffer
		if err := sbs.Write(&b, form); err != nil {
			return err
		}
		files = append(files, report.File{Name: "boards." + form, Data: b.Bytes()})
	}
	svg, err := sbs.Chart("Time on each board (predicted)")
	if err != nil {
		return err
	}
	files = append(files, report.File{Name: "boards-time.svg", Data: svg})
	if err := report.Write(ctx, dir, files); err != nil {
		if ctx.Err() != nil {
			return interrupted(ctx, "boards table not written")
		}
		return err
	}
	return nil
}

// interruptible returns a context cancelled by the first SIGINT or
// SIGTERM; the signal is its cause. A second signal kills the process
// the default way, since stop is called on the way out.
func interruptible() (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(context.Background())
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		select {
		case s := <-ch:
			signal.Stop(ch)
			cancel(signalError{s})
		case <-done:
		}
	}()
	return ctx, func() {
		signal.Stop(ch)
		close(done)
		cancel(nil)
	}
}

type signalError struct{ sig os.Signal }

func (e signalError) Error() string { return "interrupted by " + e.sig.String() }

// interrupted is the error of an interrupted bench: runMain prints it on
// one line and exits with 128 + the signal number (130 for SIGINT, 143
// for SIGTERM).
func interrupted(ctx context.Context, what string) error {
	code := 130
	err := context.Cause(ctx)
	if se, ok := err.(signalError); ok && se.sig == syscall.SIGTERM {
		code = 143
	}
	return exitError{code, fmt.Errorf("%v; %s", err, what)}
}

// writeBenchJSON prints the report as 'boardless merge' encodes it, so
// that merged shards are the unsharded output byte for byte.
func writeBenchJSON(w io.Writer, rep bench.Report) error {
	data, err := rep.Encode()
	if err == nil {
		_, err = w.Write(data)
	}
	return err
}

// throughputUnit says what bench's kB/s is: the SI kilobyte, as the
// report's kbyte/s and the JSON's throughput_kbps (report.Row.KBps).
const throughputUnit = "kB/s: 1 kB = 1000 bytes (SI), as in the report and the JSON's throughput_kbps"

func printBench(w io.Writer, rep bench.Report) {
	fmt.Fprintf(w, "board %s: %s at %s, memory model %s\n", rep.Board, rep.Core, mhz(rep.ClockHz), rep.MemoryModel)
	if rep.Shard != nil {
		fmt.Fprintf(w, "shard %d/%d: %d of the %d kernels selected\n", rep.Shard.Index, rep.Shard.Count, len(rep.Results), rep.Shard.Kernels)
	}
	fmt.Fprintln(w)
	t := outfmt.Table{Header: []string{"KERNEL", "BYTES", "CYCLES", "TIME (us)", "ENERGY (uJ)*", "kB/s†", "CYCLES/BYTE", "STACK", "CODE", "CONST", "GLOBAL", "VERIFIED"}, RightAlign: true}
	for _, r := range rep.Results {
		name, size := r.Kernel.Name, fmt.Sprint(r.Kernel.Bytes)
		fp := []string{fmt.Sprint(r.CodeBytes), fmt.Sprint(r.ConstBytes), fmt.Sprint(r.GlobalBytes)}
		switch {
		case !r.Verified:
			t.Add(append(append([]string{name, size, "-", "-", "-", "-", "-", "-"}, fp...), "FAILED")...)
		case !kernels.Bulk(r.Kernel.Direction):
			// Throughput means nothing for a signature or a key exchange.
			t.Add(append(append([]string{name, size, fmt.Sprint(r.Cycles), fmt.Sprintf("%.1f", r.TimeUS), report.FormatUJ(r.EnergyUJ), "-", "-", fmt.Sprint(r.StackBytes)}, fp...), "yes")...)
		default:
			t.Add(append(append([]string{name, size, fmt.Sprint(r.Cycles), fmt.Sprintf("%.1f", r.TimeUS), report.FormatUJ(r.EnergyUJ), fmt.Sprintf("%.1f", r.KBps),
				fmt.Sprintf("%.1f", float64(r.Cycles)/float64(r.Kernel.Bytes)), fmt.Sprint(r.StackBytes)}, fp...), "yes")...)
		}
	}
	t.WriteText(w)
	fmt.Fprintln(w, "* energy: "+report.EnergyLabel+" (the chip's typical run current x supply voltage x time; "+report.NoEnergy+": the chip carries no datasheet run current, or none at that clock; 'boardless params' names the table)")
	fmt.Fprintln(w, "† "+throughputUnit)
	for _, r := range rep.Results {
		if !r.Verified {
			fmt.Fprintf(w, "\n%s: %s\n", r.Kernel.Name, r.Error)
		}
	}
}

// progressTo returns w if it is a terminal, for the progress line of a
// run, and nil (no progress) otherwise.
func progressTo(w io.Writer) io.Writer {
	if f, ok := w.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			return w
		}
	}
	return nil
}

// openCache opens --cache DIR; none without the flag.
func openCache(dir string) (*bench.Cache, error) {
	if dir == "" {
		return nil, nil
	}
	c, err := bench.OpenCache(dir)
	if err != nil {
		return nil, inputErrorf("%v (--cache %s)", err, dir)
	}
	return c, nil
}

// cacheWarning reports a cache entry that could not be written: the run
// goes on, as the entry only saves the next run time.
func cacheWarning(stderr io.Writer) func(error) {
	return func(err error) {
		fmt.Fprintf(stderr, "boardless: warning: cache entry not written: %v\n", err)
	}
}

// cacheSummary says on stderr how much of a run the cache gave, so that a
// CI log shows whether the cache was restored.
func cacheSummary(stderr io.Writer, c *bench.Cache, board string, runs, simulated int) {
	if c != nil {
		fmt.Fprintf(stderr, "cache %s: %s: %d of %d %s from the cache, %d simulated\n",
			c.Dir, board, runs-simulated, runs, plural(runs, "run", "runs"), simulated)
	}
}

// newRunner is a bench runner for the resolved board, on the simulator
// (bench itself does not link the emulator).
func newRunner(rb *sim.Resolved, imgs bench.Images) (bench.Runner, error) {
	return bench.NewRunner(boardRun(rb), imgs, rb.Open)
}

// boardRun is the resolved board as bench's runner and cache see it.
func boardRun(rb *sim.Resolved) bench.BoardRun {
	o := rb.Opts
	return bench.BoardRun{Board: rb.Board, Params: rb.Params, Budget: rb.Budget(), Init: o.Init, CodeIn: o.CodeIn, DataIn: o.DataIn}
}
