package main

import (
	"context"
	"fmt"
	"io"
	iofs "io/fs"
	"os"
	"os/signal"
	"regexp"
	"runtime"
	"syscall"
	"text/tabwriter"

	"boardless"
	"boardless/bench"
	"boardless/kernels"
	"boardless/reference"
	"boardless/report"
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

// benchReport is bench's JSON output (main_test.go decodes it).
type benchReport = bench.Report

func cmdBench(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench", benchUsage, stdout)
	var bf boardFlags
	bf.register(fs)
	var bd buildDir
	bd.register(fs)
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
	imgs := bench.Images{}
	if *outDir != "" {
		dir, _ := bd.dir()
		if ks, err = bench.Suite(imgs, dir, board.Name, *size, *flowBytes); err != nil {
			return bd.wrap(err)
		}
	}
	if ks = kernels.Filter(ks, only); len(ks) == 0 {
		return usageError{fmt.Sprintf("--kernels %q matches no kernel", *onlyFlag)}
	}
	shard, err := benchShard(&sf, ks, &bf, *seed, *size, *onlyFlag, *outDir != "")
	if err != nil {
		return err
	}
	ks = shard.Select(ks)
	if err := bd.open(imgs, board.Name, ks); err != nil {
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
	runner := bench.Runner{Board: board, Images: imgs, Options: opts, Jobs: *jobs, Progress: progressTo(stderr)}
	rows, err := runner.Run(ctx, ks, shard.Seeds(*seed))
	if err != nil {
		return err
	}
	if ctx.Err() != nil {
		return interrupted(ctx, "nothing written")
	}
	if err := imgs.SetFootprints(board.Core, rows); err != nil {
		return err
	}
	rep := bench.Report{Board: board.Name, Core: board.Core, ClockHz: board.ClockHz, MemoryModel: bench.MemoryModel(rows),
		Version: version, Shard: shard, Results: rows}
	if *format == "json" {
		err = writeBenchJSON(stdout, rep)
	} else {
		printBench(stdout, rep)
	}
	if err != nil {
		return err
	}
	if *outDir != "" {
		cfg := report.NewConfig(board, opts.MulSmall, *flowBytes)
		cfg.Version, cfg.Seed = version, *seed
		dir, _ := bd.dir()
		files, err := bench.RenderReport(cfg, dir, imgs, rows, refs)
		if err != nil {
			return err
		}
		if err := report.Write(ctx, *outDir, files); err != nil {
			if ctx.Err() != nil {
				return interrupted(ctx, "no report file written")
			}
			return err
		}
		fmt.Fprintf(stderr, "wrote %d files to %s: report.md, report.html, results.csv, results.json and %d charts\n", len(files), *outDir, len(files)-4)
	}
	for _, r := range rows {
		if !r.Verified {
			return fmt.Errorf("kernel %s failed on %s: %s", r.Kernel.Name, rep.Board, r.Error)
		}
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

func printBench(w io.Writer, rep bench.Report) {
	fmt.Fprintf(w, "board %s: %s at %s, memory model %s\n", rep.Board, rep.Core, mhz(rep.ClockHz), rep.MemoryModel)
	if rep.Shard != nil {
		fmt.Fprintf(w, "shard %d/%d: %d of the %d kernels selected\n", rep.Shard.Index, rep.Shard.Count, len(rep.Results), rep.Shard.Kernels)
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "KERNEL\tBYTES\tCYCLES\tTIME (us)\tKB/s\tCYCLES/BYTE\tSTACK\tCODE\tCONST\tGLOBAL\tVERIFIED\t")
	for _, r := range rep.Results {
		fp := fmt.Sprintf("%d\t%d\t%d", r.CodeBytes, r.ConstBytes, r.GlobalBytes)
		switch {
		case !r.Verified:
			fmt.Fprintf(tw, "%s\t%d\t-\t-\t-\t-\t-\t%s\tFAILED\t\n", r.Kernel.Name, r.Kernel.Bytes, fp)
		case !report.Bulk(r.Kernel.Direction):
			// Throughput means nothing for a signature or a key exchange.
			fmt.Fprintf(tw, "%s\t%d\t%d\t%.1f\t-\t-\t%d\t%s\tyes\t\n", r.Kernel.Name, r.Kernel.Bytes, r.Cycles, r.TimeUS, r.StackBytes, fp)
		default:
			fmt.Fprintf(tw, "%s\t%d\t%d\t%.1f\t%.1f\t%.1f\t%d\t%s\tyes\t\n", r.Kernel.Name, r.Kernel.Bytes, r.Cycles, r.TimeUS, r.KBps,
				float64(r.Cycles)/float64(r.Kernel.Bytes), r.StackBytes, fp)
		}
	}
	tw.Flush()
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
