package main

import (
	"context"
	"fmt"
	"io"
	iofs "io/fs"
	"iter"
	"os"
	"os/signal"
	"regexp"
	"runtime"
	"sort"
	"sync"
	"syscall"
	"text/tabwriter"
	"time"

	"boardless"
	"boardless/elfimg"
	"boardless/kernels"
	"boardless/models"
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
in its own image.`

// benchRow is one kernel's line in the bench output.
type benchRow = report.Run

type benchReport struct {
	Board       string     `json:"board"`
	Core        string     `json:"core"`
	ClockHz     uint64     `json:"clock_hz"`
	MemoryModel string     `json:"memory_model"`
	Version     string     `json:"boardless_version"`
	Shard       *shardInfo `json:"shard,omitempty"` // shard.go
	Results     []benchRow `json:"results"`
}

func cmdBench(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench", benchUsage, stdout)
	var bf boardFlags
	bf.register(fs)
	buildDir := fs.String("build-dir", "build", "where 'make kernels' put the kernel images")
	size := fs.Int("bytes", 8000, "message size in bytes (a multiple of 16)")
	seed := fs.Uint64("seed", 1, "seed for the random keys and messages")
	jobs := fs.Int("jobs", runtime.NumCPU(), "kernels run in parallel (one emulator each)")
	format := fs.String("format", "table", "output: table or json")
	onlyFlag := fs.String("kernels", "", "run only the kernels whose name matches this regular expression (e.g. 'aes128|sha256')")
	outDir := fs.String("out", "", "also run the seed reports' suite and write the report files into this directory")
	flowBytes := fs.Int("flow-bytes", report.FlowBytes, "with --out: message size of the data-flow runs (a multiple of 16)")
	var sf shardFlags
	sf.register(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	var only *regexp.Regexp
	if *onlyFlag != "" {
		re, err := regexp.Compile(*onlyFlag)
		if err != nil {
			return usageError{fmt.Sprintf("--kernels: %v", err)}
		}
		only = re
	}
	if err := checkFormat(*format); err != nil {
		return err
	}
	if *size <= 0 || *size%16 != 0 || *size > 1<<20 {
		return usageError{fmt.Sprintf("--bytes %d: use a positive multiple of 16 up to 1 MiB", *size)}
	}
	if *flowBytes <= 0 || *flowBytes%16 != 0 || *flowBytes > 1<<20 {
		return usageError{fmt.Sprintf("--flow-bytes %d: use a positive multiple of 16 up to 1 MiB", *flowBytes)}
	}
	if *jobs < 1 {
		return usageError{"--jobs must be at least 1"}
	}
	board, opts, err := bf.load()
	if err != nil {
		return err
	}
	ks := kernels.All(*size)
	imgs := map[string]*elfimg.Image{}
	if *outDir != "" {
		// The suite's data-flow kernels are those whose symbol the image has.
		if err := openImages(imgs, *buildDir, board.Name, ks); err != nil {
			return err
		}
		ks = report.Suite(kernels.All, *size, *flowBytes, func(k kernels.Kernel) bool {
			_, err := imgs[k.Image()].Lookup(k.Symbol)
			return err == nil
		})
	}
	if ks = kernels.Filter(ks, only); len(ks) == 0 {
		return usageError{fmt.Sprintf("--kernels %q matches no kernel", *onlyFlag)}
	}
	shard, err := benchShard(&sf, ks, &bf, *seed, *size, *onlyFlag, *outDir != "")
	if err != nil {
		return err
	}
	ks = shardKernels(ks, shard)
	if err := openImages(imgs, *buildDir, board.Name, ks); err != nil {
		return err
	}
	var refs []reference.Row
	if *outDir != "" {
		// Fail before running anything when the directory cannot be made.
		if err := os.MkdirAll(*outDir, 0o755); err != nil {
			return err
		}
		sub, err := iofs.Sub(boardless.ReferenceData, boardless.ReferenceDir)
		if err == nil {
			refs, err = reference.Load(sub)
		}
		if err != nil {
			return fmt.Errorf("reference data: %v", err)
		}
	}
	ctx, stopSignals := interruptible()
	defer stopSignals()
	rows, memName, err := runBench(ctx, board, imgs, opts, ks, shard.seeds(*seed), *jobs, stderr)
	if err != nil {
		return err
	}
	if ctx.Err() != nil {
		return interrupted(ctx, stderr, "nothing written")
	}
	rep := benchReport{Board: board.Name, Core: board.Core, ClockHz: board.ClockHz, MemoryModel: memName, Version: version, Shard: shard, Results: rows}
	if *format == "json" {
		err = writeJSON(stdout, rep)
	} else {
		printBench(stdout, rep)
	}
	if err != nil {
		return err
	}
	if *outDir != "" {
		files, err := buildReport(board, opts, *buildDir, imgs, rows, *seed, *flowBytes, refs)
		if err != nil {
			return err
		}
		if err := report.Write(ctx, *outDir, files); err != nil {
			if ctx.Err() != nil {
				return interrupted(ctx, stderr, "no report file written")
			}
			return err
		}
		fmt.Fprintf(stderr, "wrote %d files to %s: report.md, report.html, results.csv, results.json and %d charts\n", len(files), *outDir, len(files)-4)
	}
	for _, r := range rows {
		if !r.Verified {
			return fmt.Errorf("%s failed: %s", r.Kernel.Name, r.Error)
		}
	}
	return nil
}

// buildReport assembles and renders the report files of a suite run.
func buildReport(board *models.Profile, opts sim.Options, buildDir string, imgs map[string]*elfimg.Image, rows []benchRow, seed uint64, flowBytes int, refs []reference.Row) ([]report.File, error) {
	ks := make([]kernels.Kernel, len(rows))
	for i, r := range rows {
		ks[i] = r.Kernel
	}
	cfg := report.NewConfig(board, opts.MulSmall, flowBytes)
	cfg.Version, cfg.Seed = version, seed
	for name, group := range byImage(ks) {
		info, err := report.ReadImageInfo(name, kernels.ImagePath(buildDir, board.Name, name), imgs[name], report.Symbols(group))
		if err != nil {
			return nil, err
		}
		cfg.Images = append(cfg.Images, info)
	}
	fps, err := footprints(imgs, board.Core, ks)
	if err != nil {
		return nil, err
	}
	return report.Render(report.New(cfg, rows, fps, refs), refs)
}

// openImages adds to imgs the board's kernel images that ks run in, each
// read once.
func openImages(imgs map[string]*elfimg.Image, buildDir, board string, ks []kernels.Kernel) error {
	for _, k := range ks {
		name := k.Image()
		if imgs[name] != nil {
			continue
		}
		path := kernels.ImagePath(buildDir, board, name)
		if _, err := os.Stat(path); err != nil {
			return fmt.Errorf("kernel image %s not found: run 'make kernels' first", path)
		}
		img, err := elfimg.ReadELF(path)
		if err != nil {
			return err
		}
		imgs[name] = img
	}
	return nil
}

// byImage splits ks by the image they run in; the iterator yields the
// images in the order of kernels.Images, none without a kernel.
func byImage(ks []kernels.Kernel) iter.Seq2[string, []kernels.Kernel] {
	return func(yield func(string, []kernels.Kernel) bool) {
		for _, name := range kernels.Images {
			var group []kernels.Kernel
			for _, k := range ks {
				if k.Image() == name {
					group = append(group, k)
				}
			}
			if len(group) > 0 && !yield(name, group) {
				return
			}
		}
	}
}

// footprints computes the footprint of each kernel's symbol in the image
// the kernel ran in, in the order of report.Symbols(ks).
func footprints(imgs map[string]*elfimg.Image, core string, ks []kernels.Kernel) ([]report.Footprint, error) {
	var fps []report.Footprint
	for name, group := range byImage(ks) {
		f, err := report.Footprints(imgs[name], core, report.Symbols(group))
		if err != nil {
			return nil, err
		}
		fps = append(fps, f...)
	}
	order := map[string]int{}
	for i, sym := range report.Symbols(ks) {
		order[sym] = i
	}
	sort.SliceStable(fps, func(i, j int) bool { return order[fps[i].Symbol] < order[fps[j].Symbol] })
	return fps, nil
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
func interrupted(ctx context.Context, stderr io.Writer, what string) error {
	code := 130
	err := context.Cause(ctx)
	if se, ok := err.(signalError); ok && se.sig == syscall.SIGTERM {
		code = 143
	}
	return exitError{code, fmt.Errorf("%v; %s", err, what)}
}

// runBench runs the kernels on jobs workers, each with its own session
// per image (imgs, by kernels.Image name), opened when first needed, and
// returns the rows in catalog order. Each kernel draws its inputs
// from its own generator, seeded by seedOf(its index in ks), so results
// do not depend on the worker count.
// When ctx is cancelled it stops handing out kernels, stops the running
// ones inside the emulator and returns at once (the rows not run stay
// empty), so that even a kernel of billions of instructions does not
// hold up Ctrl-C.
func runBench(ctx context.Context, board *models.Profile, imgs map[string]*elfimg.Image, opts sim.Options, ks []kernels.Kernel, seedOf func(i int) uint64, jobs int, stderr io.Writer) ([]benchRow, string, error) {
	rows := make([]benchRow, len(ks))
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var openErr error
	memName := ""
	done := 0
	start := time.Now()
	progress := isTerminal(stderr)
	live := map[*sim.Session]bool{}
	stopAll := make(chan struct{})
	defer close(stopAll)
	go func() {
		select {
		case <-ctx.Done():
			mu.Lock()
			for s := range live {
				s.Machine().Stop()
			}
			mu.Unlock()
		case <-stopAll:
		}
	}()
	for w := 0; w < min(jobs, len(ks)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sessions := map[string]*sim.Session{} // this worker's, by image
			defer func() {
				mu.Lock()
				for _, s := range sessions {
					delete(live, s)
				}
				mu.Unlock()
				for _, s := range sessions {
					s.Close()
				}
			}()
			for i := range next {
				mu.Lock()
				failed := openErr != nil
				mu.Unlock()
				if failed {
					continue // drain next: runBench returns the error
				}
				name := ks[i].Image()
				s := sessions[name]
				if s == nil {
					var err error
					if s, err = sim.Open(board, imgs[name], opts); err != nil {
						mu.Lock()
						openErr = err
						mu.Unlock()
						continue
					}
					sessions[name] = s
					mu.Lock()
					live[s] = true
					if ctx.Err() != nil {
						s.Machine().Stop()
					}
					mu.Unlock()
				}
				rows[i] = benchOne(s, ks[i], seedOf(i))
				mu.Lock()
				done++
				if progress {
					el := time.Since(start)
					left := time.Duration(float64(el) / float64(done) * float64(len(ks)-done))
					fmt.Fprintf(stderr, "\r[%d/%d] %-32s elapsed %s, about %s left   ", done, len(ks), ks[i].Name, el.Round(time.Second), left.Round(time.Second))
				}
				mu.Unlock()
			}
		}()
	}
dispatch:
	for i := range ks {
		select {
		case next <- i:
		case <-ctx.Done():
			break dispatch
		}
	}
	close(next)
	wg.Wait()
	if progress {
		fmt.Fprintln(stderr)
	}
	if openErr != nil {
		return nil, "", openErr
	}
	for _, r := range rows {
		if r.Verified {
			memName = r.MemoryModel
			break
		}
	}
	return rows, memName, nil
}

func benchOne(s *sim.Session, k kernels.Kernel, seed uint64) benchRow {
	out, err := kernels.Run(s, k, sim.NewRand(seed))
	if err != nil {
		return benchRow{Kernel: k, Error: oneLine(err.Error())}
	}
	r := out.Result
	return benchRow{
		Kernel: k, Verified: true, Cycles: r.Cycles, Insns: r.Instructions, TimeUS: r.TimeUS,
		KBps:        float64(k.Bytes) / (r.TimeUS / 1e6) / 1000,
		StackBytes:  r.StackBytes,
		WorkBytes:   out.WorkBytes,
		MemoryModel: r.MemoryModel,
	}
}

func printBench(w io.Writer, rep benchReport) {
	fmt.Fprintf(w, "board %s: %s at %s, memory model %s\n", rep.Board, rep.Core, mhz(rep.ClockHz), rep.MemoryModel)
	if rep.Shard != nil {
		fmt.Fprintf(w, "shard %d/%d: %d of the %d kernels selected\n", rep.Shard.Index, rep.Shard.Count, len(rep.Results), rep.Shard.Kernels)
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "KERNEL\tBYTES\tCYCLES\tTIME (us)\tKB/s\tCYCLES/BYTE\tSTACK\tVERIFIED\t")
	for _, r := range rep.Results {
		if !r.Verified {
			fmt.Fprintf(tw, "%s\t%d\t-\t-\t-\t-\t-\tFAILED\t\n", r.Kernel.Name, r.Kernel.Bytes)
			continue
		}
		if !report.Bulk(r.Kernel.Direction) {
			// Throughput means nothing for a signature or a key exchange.
			fmt.Fprintf(tw, "%s\t%d\t%d\t%.1f\t-\t-\t%d\tyes\t\n", r.Kernel.Name, r.Kernel.Bytes, r.Cycles, r.TimeUS, r.StackBytes)
			continue
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.1f\t%.1f\t%.1f\t%d\tyes\t\n", r.Kernel.Name, r.Kernel.Bytes, r.Cycles, r.TimeUS, r.KBps,
			float64(r.Cycles)/float64(r.Kernel.Bytes), r.StackBytes)
	}
	tw.Flush()
	for _, r := range rep.Results {
		if !r.Verified {
			fmt.Fprintf(w, "\n%s: %s\n", r.Kernel.Name, r.Error)
		}
	}
}

// isTerminal reports whether w is a terminal (for progress output).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
