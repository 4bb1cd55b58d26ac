package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"
	"text/tabwriter"
	"time"

	"boardless/emu"
	"boardless/kernels"
	"boardless/models"
	"boardless/sim"
)

const benchUsage = `Usage: boardless bench [--board B] [flags]

Runs every built-in crypto kernel (AES-CBC 128/192/256 encrypt and decrypt,
SHA-256, SHA-384, SHA-512; small and fast configurations) on the board,
checks each output against Go's own implementation, and prints cycles,
time, throughput and stack. A kernel whose output is wrong is reported as
failed, without a cycle figure, and the exit status is 1.

The kernel images are built by 'make kernels' into --build-dir.`

// benchRow is one kernel's line in the bench output.
type benchRow struct {
	Kernel     kernels.Kernel `json:"kernel"`
	Verified   bool           `json:"verified"`
	Error      string         `json:"error,omitempty"`
	Cycles     uint64         `json:"cycles,omitempty"`
	Insns      uint64         `json:"instructions,omitempty"`
	TimeUS     float64        `json:"time_us,omitempty"`
	KBps       float64        `json:"throughput_kbps,omitempty"` // kilobytes (1000 B) per second
	StackBytes uint32         `json:"stack_bytes,omitempty"`
	memModel   string
}

type benchReport struct {
	Board       string     `json:"board"`
	Core        string     `json:"core"`
	ClockHz     uint64     `json:"clock_hz"`
	MemoryModel string     `json:"memory_model"`
	Version     string     `json:"boardless_version"`
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
	if err := parse(fs, args); err != nil {
		return err
	}
	if err := checkFormat(*format); err != nil {
		return err
	}
	if *size <= 0 || *size%16 != 0 || *size > 1<<20 {
		return usageError{fmt.Sprintf("--bytes %d: use a positive multiple of 16 up to 1 MiB", *size)}
	}
	if *jobs < 1 {
		return usageError{"--jobs must be at least 1"}
	}
	board, opts, err := bf.load()
	if err != nil {
		return err
	}
	path := kernels.ImagePath(*buildDir, board.Name)
	if _, err := os.Stat(path); err != nil {
		return fmt.Errorf("kernel image %s not found: run 'make kernels' first", path)
	}
	img, err := emu.ReadELF(path)
	if err != nil {
		return err
	}
	ks := kernels.Catalog(*size)
	rows, memName, err := runBench(board, img, opts, ks, *seed, *jobs, stderr)
	if err != nil {
		return err
	}
	rep := benchReport{Board: board.Name, Core: board.Core, ClockHz: board.ClockHz, MemoryModel: memName, Version: version, Results: rows}
	if *format == "json" {
		err = writeJSON(stdout, rep)
	} else {
		printBench(stdout, rep)
	}
	if err != nil {
		return err
	}
	for _, r := range rows {
		if !r.Verified {
			return fmt.Errorf("%s failed: %s", r.Kernel.Name, r.Error)
		}
	}
	return nil
}

// runBench runs the kernels on jobs workers, each with its own session,
// and returns the rows in catalog order. Each kernel draws its inputs
// from its own generator, so results do not depend on the worker count.
func runBench(board *models.Profile, img *emu.Image, opts sim.Options, ks []kernels.Kernel, seed uint64, jobs int, stderr io.Writer) ([]benchRow, string, error) {
	rows := make([]benchRow, len(ks))
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var openErr error
	memName := ""
	done := 0
	start := time.Now()
	progress := isTerminal(stderr)
	for w := 0; w < min(jobs, len(ks)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, err := sim.Open(board, img, opts)
			if err != nil {
				mu.Lock()
				openErr = err
				mu.Unlock()
				for range next {
				}
				return
			}
			defer s.Close()
			for i := range next {
				rows[i] = benchOne(s, ks[i], seed+uint64(i))
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
	for i := range ks {
		next <- i
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
			memName = r.memModel
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
		KBps:       float64(k.Bytes) / (r.TimeUS / 1e6) / 1000,
		StackBytes: r.StackBytes,
		memModel:   r.MemoryModel,
	}
}

func printBench(w io.Writer, rep benchReport) {
	fmt.Fprintf(w, "board %s: %s at %s, memory model %s\n\n", rep.Board, rep.Core, mhz(rep.ClockHz), rep.MemoryModel)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "KERNEL\tBYTES\tCYCLES\tTIME (us)\tKB/s\tCYCLES/BYTE\tSTACK\tVERIFIED\t")
	for _, r := range rep.Results {
		if !r.Verified {
			fmt.Fprintf(tw, "%s\t%d\t-\t-\t-\t-\t-\tFAILED\t\n", r.Kernel.Name, r.Kernel.Bytes)
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
