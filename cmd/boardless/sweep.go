package main

import (
	"context"
	"fmt"
	"io"

	"boardless/bench"
	"boardless/kernels"
	"boardless/report"
	"boardless/sim"
)

const sweepUsage = `Usage: boardless sweep --vary PARAM=VALUES [--vary PARAM=VALUES] (--kernel NAME | --elf FILE --func SYMBOL [--arg A]...) --out DIR

Runs one kernel or function for every combination of one or two what-if
settings and writes DIR/sweep.csv and two plots, DIR/cycles-vs-PARAM.svg
and DIR/time-vs-PARAM.svg, one line per value of the second setting.
When the chip carries a datasheet run current, sweep.csv has energy_uj
(a datasheet-typical estimate, following the clock) and a third plot,
DIR/energy-vs-PARAM.svg, is drawn; without one the column is empty.

PARAM is clock (Hz), flash-ws, prefetch (on/off), icache (on/off), mul
(fast/small), or any model parameter of the board ('boardless params'
lists them, e.g. div_cycles or l2_hit_cycles). VALUES is a comma list
(0,1,2 or on,off) or, for numbers, FROM:TO:STEP (8e6:64e6:4e6). With
--vary clock alone, the wait states follow the chip's table, so its steps
show in the plot.

--jobs N runs N points at once (default: the CPUs). --shard K/N (or
--shards N with $JOB_COMPLETION_INDEX, as bench) runs every N-th point
and writes DIR/sweep-shard-K-of-N.json; 'boardless merge OUTDIR' with
every shard's file writes OUTDIR/sweep.csv and the plots, the same bytes
as one run (docs/ci.md). --cache DIR reuses verified points, as bench.

Example:
  boardless sweep --board nucleo-g071rb --kernel aes128-cbc-enc-fast-8000 \
      --vary clock=4e6:64e6:4e6 --vary prefetch=on,off --out sweep/
  boardless sweep --board stm32mp135f-dk --kernel sha256-fast-8000 \
      --vary l2_hit_cycles=5:20:5 --vary ddr_overhead_ns=30,60,90 --out sweep/`

// parseVary reads a --vary PARAM=VALUES flag (sim.ParseVary).
func parseVary(s string) (report.SweepAxis, error) {
	a, err := sim.ParseVary(s)
	if err != nil {
		return report.SweepAxis{}, usageError{err.Error()}
	}
	return report.SweepAxis(a), nil
}

// checkAxes refuses a parameter varied twice and a model parameter the
// board does not have, before any run (sim's Resolved.CheckAxes).
func checkAxes(bf boardFlags, axes []report.SweepAxis) error {
	rb, err := bf.load()
	if err != nil {
		return err
	}
	if err := rb.CheckAxes(simAxes(axes)); err != nil {
		return usageError{err.Error()}
	}
	return nil
}

func simAxes(axes []report.SweepAxis) []sim.Axis {
	out := make([]sim.Axis, len(axes))
	for i, a := range axes {
		out[i] = sim.Axis(a)
	}
	return out
}

func cmdSweep(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("sweep", sweepUsage, stdout)
	var bf boardFlags
	bf.register(fs)
	varies := fs.StringArray("vary", nil, "PARAM=VALUES to vary (once or twice)")
	kernel := fs.String("kernel", "", "built-in kernel to run (see 'boardless bench')")
	var bd buildDir
	bd.register(fs)
	elfPath := fs.String("elf", "", "ELF file, for a function of your own")
	fn := fs.String("func", "", "function symbol, with --elf")
	argSpecs := fs.StringArray("arg", nil, "argument, repeatable (as for run)")
	seed := fs.Uint64("seed", 1, "seed for random inputs")
	outDir := fs.String("out", "", "directory for sweep.csv and the plots (required)")
	var sc scaleFlags
	sc.register(fs, "points")
	if err := parse(fs, args); err != nil {
		return err
	}
	if len(*varies) == 0 || len(*varies) > 2 {
		return usageError{"give --vary once or twice"}
	}
	if *outDir == "" {
		return usageError{"--out is required"}
	}
	if (*kernel == "") == (*elfPath == "") {
		return usageError{"give either --kernel or --elf with --func"}
	}
	var axes []report.SweepAxis
	for _, v := range *varies {
		a, err := parseVary(v)
		if err != nil {
			return err
		}
		axes = append(axes, a)
	}
	if err := checkAxes(bf, axes); err != nil {
		return err
	}
	// Every point's settings are checked before the first run: a value
	// the board cannot take is a usage error, not a failure halfway.
	boards, err := sweepPoints(bf, axes)
	if err != nil {
		return err
	}
	shard, err := sc.open()
	if err != nil {
		return err
	}
	target, err := sweepTarget(bf, *kernel, &bd, *elfPath, *fn, *argSpecs, *seed, shard.cache)
	if err != nil {
		return err
	}
	idx := bench.ShardIndices(len(boards), shard.k, shard.n)
	figs, err := target(sc.jobs, idx, boards)
	shard.summary(stderr, boards[0].Board.Name, len(idx))
	if err != nil {
		return err
	}
	points := make([]report.SweepPoint, len(idx))
	for j, i := range idx {
		points[j] = sweepPoint(i, axes, boards[i], figs[j])
	}
	if shard.n > 0 {
		run := sweepRun{bf: bf, varies: *varies, kernel: *kernel, elf: *elfPath, fn: *fn, args: *argSpecs, seed: *seed}
		return writeSweepShard(stdout, *outDir, shard, len(boards), run.options(), axes, idx, points)
	}
	return writeSweep(context.Background(), stdout, *outDir, axes, points)
}

// sweepPoint is point i of the sweep (the first axis varying fastest)
// with its figures.
func sweepPoint(i int, axes []report.SweepAxis, rb *sim.Resolved, res pointFigures) report.SweepPoint {
	v1, v2 := axes[0].Values[i%len(axes[0].Values)], ""
	if len(axes) == 2 {
		v2 = axes[1].Values[i/len(axes[0].Values)]
	}
	return report.SweepPoint{Values: [2]string{v1, v2}, ClockHz: rb.Board.ClockHz, FlashWS: rb.FlashWaitStates(),
		Cycles: res.Cycles, TimeUS: res.TimeUS, MemoryModel: res.MemoryModel, EnergyUJ: res.EnergyUJ}
}

// writeSweep writes the sweep's files into dir: one run's, or the merge
// of its shards'.
func writeSweep(ctx context.Context, w io.Writer, dir string, axes []report.SweepAxis, points []report.SweepPoint) error {
	files, err := report.Sweep{Axes: axes, Points: points}.Files()
	if err != nil {
		return err
	}
	if err := report.Write(ctx, dir, files); err != nil {
		return err
	}
	fmt.Fprintf(w, "%d runs; wrote %s\n", len(points), dir)
	return nil
}

// sweepPoints loads the board of every point of the sweep (sim.Grid:
// the first axis varying fastest), each with its what-ifs applied and
// checked.
func sweepPoints(bf boardFlags, axes []report.SweepAxis) ([]*sim.Resolved, error) {
	grid, err := sim.Grid(bf.whatIfText(), simAxes(axes))
	if err != nil {
		return nil, usageError{err.Error()}
	}
	var boards []*sim.Resolved
	for _, p := range grid {
		rb, err := bf.loadOne(p.WhatIf)
		if err != nil {
			return nil, usagef("%v (--vary: the point %s)", err, p.At)
		}
		boards = append(boards, rb)
	}
	return boards, nil
}

// pointTarget runs a sweep's kernel or function at the points idx of
// boards (each point's resolved board), jobs at once, through the
// result cache: the figures in idx's order.
type pointTarget func(jobs int, idx []int, boards []*sim.Resolved) ([]pointFigures, error)

// sweepTarget returns the function that runs the kernel or user function
// on a resolved board and returns its verified figures, from the
// result cache when it has them.
func sweepTarget(bf boardFlags, kernel string, bd *buildDir, elfPath, fn string, argSpecs []string, seed uint64, cache *bench.PointCache) (pointTarget, error) {
	if kernel != "" {
		rb, err := bf.load()
		if err != nil {
			return nil, err
		}
		board := rb.Board
		// On the MP135 with the accelerator drivers: --vary periph_bus_hz
		// is their what-if.
		kern, err := bench.KernelNamed(board.Name, kernel, 8000)
		if err != nil {
			return nil, usageError{err.Error()}
		}
		k := &kern
		imgs := bench.Images{}
		if err := bd.open(imgs, board.Name, []kernels.Kernel{*k}); err != nil {
			return nil, err
		}
		return func(jobs int, idx []int, boards []*sim.Resolved) ([]pointFigures, error) {
			runner := func(i int) (bench.Runner, error) { return newRunner(boards[i], imgs) }
			return cache.KernelPoints(jobs, idx, runner, *k, seed)
		}, nil
	}
	if fn == "" {
		return nil, usageError{"--elf needs --func"}
	}
	img, err := readELF(elfPath, "--elf")
	if err != nil {
		return nil, err
	}
	if err := lookupFunc(img, fn); err != nil {
		return nil, err
	}
	if _, err := parseArgs(argSpecs, seed); err != nil {
		return nil, err
	}
	return func(jobs int, idx []int, boards []*sim.Resolved) ([]pointFigures, error) {
		call := func(i int) bench.FunctionCall { return functionCall(boards[i], img, fn, argSpecs, seed) }
		figs, _, err := cache.FunctionPoints(jobs, idx, call, bench.StopOnAny)
		return figs, err
	}, nil
}

// parseArgs parses --arg specs, rand:N drawing from a generator seeded
// with seed.
func parseArgs(specs []string, seed uint64) ([]sim.Arg, error) {
	rng := sim.NewRand(seed)
	var parsed []sim.Arg
	for _, a := range specs {
		pa, err := sim.ParseArg(a, rng)
		if err != nil {
			return nil, usagef("%v (--arg)", err)
		}
		parsed = append(parsed, pa)
	}
	return parsed, nil
}
