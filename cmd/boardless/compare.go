package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
	"strings"
	"time"

	"boardless/bench"
	"boardless/elfimg"
	"boardless/kernels"
	"boardless/report"
	"boardless/result"
	"boardless/sim"
)

const compareUsage = `Usage: boardless compare --board B1,B2,... (--elf FILE | --elf-for B=FILE...) --func SYMBOL [--arg A]... [flags]
       boardless compare --board B1,B2,... --kernels REGEXP [flags]

Runs one function of your ELF, or a selection of the built-in kernels, on
several boards and what-ifs at once, and prints one table: cycles, time,
the time relative to the first board, energy, stack and, with --deadline,
whether each run meets it. Every column gets the same inputs (the same --seed).

Each board of --board is a column with the board's own settings (and the
what-if flags given, e.g. --clock); each --what-if adds a column per board
with those settings too. A what-if is a comma-separated list of
PARAM=VALUE, PARAM being one of sweep's: clock, flash-ws, prefetch,
icache, mul, or a model parameter ('boardless params').

The same source built for each board is given with --elf-for BOARD=FILE;
--elf FILE runs one ELF on every board that has no --elf-for.

Output: --format table, md, csv or json; --chart FILE.svg draws the times
side by side (with the deadline). The exit status is 1 when a run fails
(a fault, a kernel whose output is wrong) or misses the deadline; the
table is printed first. Energy is a datasheet-typical estimate: the
chip's typical run current at the column's clock (from its datasheet
table, named in a footnote) times its supply voltage and the time; "—"
for a chip that carries none.

--jobs N runs N at once (kernels, or a function's columns). --shard K/N
(or --shards N with $JOB_COMPLETION_INDEX, as bench) runs every N-th
kernel (or column) and prints a shard as JSON; 'boardless merge OUT'
with every shard prints into OUT what the unsharded compare prints, in
its --format, byte for byte, with its exit status (merge --chart FILE
draws the chart). --cache DIR reuses verified runs, as bench --cache.

Examples:
  boardless compare --board nucleo-g071rb,nucleo-f091rc,nucleo-wba52cg,stm32mp135f-dk --kernels '^sha256-fast'
  boardless compare --board nucleo-g071rb,nucleo-wba52cg --elf-for nucleo-g071rb=a.elf \
      --elf-for nucleo-wba52cg=b.elf --func f --arg rand:1024 --arg 1024 --deadline 2ms
  boardless compare --board nucleo-g071rb --what-if clock=24e6 --what-if flash-ws=0,prefetch=off \
      --elf fw.elf --func crc32 --arg rand:4096 --arg 4096 --chart crc.svg`

// compareFlags are compare's own flags.
type compareFlags struct {
	elf, fn, kernels, format, chart string
	elfFor, args, whatIfs           []string
	seed                            uint64
	size, jobs                      int
	deadline                        time.Duration
	cacheDir                        string
	cache                           *bench.PointCache // --cache (its Cache nil without)
	stderr                          io.Writer         // for the kernels a board lacks
}

func cmdCompare(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("compare", compareUsage, stdout)
	var bf boardFlags
	bf.register(fs)
	cf := compareFlags{stderr: stderr}
	fs.StringVar(&cf.elf, "elf", "", "function: ARM ELF to run on every board without --elf-for")
	fs.StringArrayVar(&cf.elfFor, "elf-for", nil, "function: BOARD=FILE, the ELF built for that board (repeatable)")
	fs.StringVar(&cf.fn, "func", "", "function: symbol to call")
	fs.StringArrayVar(&cf.args, "arg", nil, "function: argument, repeatable (as for run)")
	fs.StringVar(&cf.kernels, "kernels", "", "kernels: run the built-in kernels whose name matches this regular expression")
	fs.IntVar(&cf.size, "bytes", 8000, "kernels: message size in bytes (a multiple of 16)")
	fs.IntVar(&cf.jobs, "jobs", runtime.NumCPU(), "run in parallel, one emulator each: the kernels, or a function's columns")
	var sf shardFlags
	sf.register(fs)
	fs.StringVar(&cf.cacheDir, "cache", "", "keep verified results in this directory and reuse them, as bench --cache (off by default)")
	var bd buildDir
	bd.register(fs)
	fs.StringArrayVar(&cf.whatIfs, "what-if", nil, "add a column per board with these settings, e.g. clock=24e6,prefetch=off (repeatable)")
	fs.DurationVar(&cf.deadline, "deadline", 0, "the time each run must meet, e.g. 2ms or 500us (exit 1 when one misses it)")
	fs.Uint64Var(&cf.seed, "seed", 1, "seed for rand:N arguments and the kernels' inputs")
	fs.StringVar(&cf.format, "format", "table", "output: table, md, csv or json")
	fs.StringVar(&cf.chart, "chart", "", "also draw the times side by side into this SVG file")
	if err := parse(fs, args); err != nil {
		return err
	}
	if err := cf.check(fs.Changed("bytes") || fs.Changed("build-dir")); err != nil {
		return err
	}
	cols, err := compareColumns(bf, cf.whatIfs)
	if err != nil {
		return err
	}
	k, n, err := sf.resolve()
	if err != nil {
		return err
	}
	c, err := openCache(cf.cacheDir)
	if err != nil {
		return err
	}
	cf.cache = &bench.PointCache{Cache: c}
	if n > 0 && cf.chart != "" {
		return usageError{"--chart does not go with sharding: give it to 'boardless merge', which draws it from every shard"}
	}
	hd := report.CompareHeader{Format: cf.format, Title: cf.fn, DeadlineUS: float64(cf.deadline) / float64(time.Microsecond)}
	for _, c := range cols {
		hd.Columns = append(hd.Columns, c.SideColumn)
	}
	var run compareRun
	if cf.kernels != "" {
		hd.Kind, hd.Title = "kernel", "kernels "+cf.kernels
		run, err = compareKernels(cols, &cf, &bd, k, n)
	} else {
		hd.Kind = "function"
		run, err = compareFunction(cols, &cf, k, n)
	}
	if err != nil {
		return err
	}
	runs := len(run.idx)
	if hd.Kind == "kernel" {
		runs *= len(cols)
	}
	pointSummary(stderr, cf.cache, bf.board, runs)
	if n > 0 {
		return writeCompareShard(stdout, k, n, compareOptions(&bf, &cf), hd, run)
	}
	return finishCompare(hd.Assemble(run.points), cf.format, cf.chart, hd.Title, stdout)
}

// check refuses flag combinations that mean nothing, before any run.
func (cf *compareFlags) check(kernelFlags bool) error {
	if err := checkFormatOf(cf.format, "table", "md", "csv", "json"); err != nil {
		return err
	}
	if cf.deadline < 0 {
		return usagef("--deadline %v: must not be negative", cf.deadline)
	}
	function := cf.elf != "" || len(cf.elfFor) > 0 || cf.fn != "" || len(cf.args) > 0
	switch {
	case function && cf.kernels != "":
		return usageError{"give --kernels, or a function (--elf/--elf-for, --func, --arg), not both"}
	case cf.kernels == "" && !function:
		return usageError{"give a function (--elf FILE --func SYMBOL) or --kernels REGEXP (see --help)"}
	case function && cf.fn == "":
		return usageError{"--func is required with --elf or --elf-for"}
	case function && kernelFlags:
		return usageError{"--bytes and --build-dir are for --kernels"}
	case cf.kernels != "" && (cf.size <= 0 || cf.size%16 != 0 || cf.size > 1<<20):
		return usagef("--bytes %d: use a positive multiple of 16 up to 1 MiB", cf.size)
	case cf.jobs < 1:
		return usageError{"--jobs must be at least 1"}
	}
	return nil
}

// compareColumn is one column: a board with its what-ifs applied.
type compareColumn struct {
	report.SideColumn
	rb *sim.Resolved
}

// compareColumns loads every board, as given and with each what-if, and
// checks every setting before the first run.
func compareColumns(bf boardFlags, extra []string) ([]compareColumn, error) {
	boards, err := bf.loadEach()
	if err != nil {
		return nil, err
	}
	var cols []compareColumn
	for _, rb := range boards {
		cols = append(cols, newColumn(rb, ""))
		for _, w := range extra {
			t, err := bf.whatIfText().VaryList(w)
			if err != nil {
				return nil, usageError{err.Error()}
			}
			wrb, err := bf.loadWith(rb.Board.Name, t)
			if err != nil {
				return nil, usagef("%v (--what-if %s)", err, w)
			}
			cols = append(cols, newColumn(wrb, w))
		}
	}
	return cols, nil
}

func newColumn(rb *sim.Resolved, whatIf string) compareColumn {
	return compareColumn{SideColumn: report.BoardColumn(rb.Board, whatIf), rb: rb}
}

// compareFunction runs the function on the columns of shard k of n (n
// 0: every column), cf.jobs at once; a point is a column.
func compareFunction(cols []compareColumn, cf *compareFlags, k, n int) (compareRun, error) {
	elfFor, err := elfPerBoard(cols, cf.elf, cf.elfFor)
	if err != nil {
		return compareRun{}, err
	}
	imgs := map[string]*elfimg.Image{}
	for _, path := range elfFor {
		if imgs[path] != nil {
			continue
		}
		img, err := readELF(path, "--elf")
		if err != nil {
			return compareRun{}, err
		}
		if err := lookupFunc(img, cf.fn); err != nil {
			return compareRun{}, err
		}
		imgs[path] = img
	}
	if _, err := parseArgs(cf.args, cf.seed); err != nil {
		return compareRun{}, err
	}
	idx := bench.ShardIndices(len(cols), k, n)
	call := func(i int) bench.FunctionCall {
		col := cols[i]
		c := functionCall(col.rb, imgs[elfFor[col.Board]], cf.fn, cf.args, cf.seed)
		c.Call = inputMistakeOn(col.Board, c.Call)
		return c
	}
	figs, errs, err := cf.cache.FunctionPoints(cf.jobs, idx, call, isInputError)
	if err != nil {
		return compareRun{}, err
	}
	points := make([]report.ComparePoint, len(idx))
	for j, i := range idx {
		points[j] = report.FunctionPoint(cf.fn, cell(cols[i].Label, figs[j], errs[j]), figs[j].MemoryModel)
	}
	return compareRun{len(cols), idx, points}, nil
}

// inputMistakeOn makes an input that does not fit the board (an image
// linked for another, buffers beyond its RAM) a mistake to fix, as in
// run, not a run that failed: exit 2, and no table.
func inputMistakeOn(board string, call func() (*result.Call, error)) func() (*result.Call, error) {
	return func() (*result.Call, error) {
		res, err := call()
		var ie *sim.InputError
		if errors.As(err, &ie) {
			return nil, inputErrorf("on %s: %v", board, err)
		}
		return res, err
	}
}

// isInputError says whether err is an input mistake (inputMistakeOn),
// which ends a compare, rather than a failed run, which is its cell.
func isInputError(err error) bool {
	var ie inputError
	return errors.As(err, &ie)
}

// elfPerBoard is the ELF of each board: its --elf-for, else --elf.
func elfPerBoard(cols []compareColumn, elf string, elfFor []string) (map[string]string, error) {
	out := map[string]string{}
	boards := map[string]bool{}
	for _, c := range cols {
		boards[c.Board] = true
	}
	for _, kv := range elfFor {
		b, path, ok := strings.Cut(kv, "=")
		switch {
		case !ok || path == "":
			return nil, usagef("--elf-for %q: use BOARD=FILE", kv)
		case !boards[b]:
			return nil, usagef("--elf-for %s: %s is not one of the boards compared (--board)", kv, b)
		case out[b] != "":
			return nil, usagef("--elf-for %s: board %s given twice", kv, b)
		}
		out[b] = path
	}
	for _, c := range cols {
		if out[c.Board] == "" {
			if elf == "" {
				return nil, usagef("no ELF for %s: give --elf FILE or --elf-for %s=FILE", c.Board, c.Board)
			}
			out[c.Board] = elf
		}
	}
	return out, nil
}

// cell is a run's result in the table.
func cell(column string, res pointFigures, err error) report.SideCell {
	if err != nil {
		return report.SideCell{Column: column, Error: oneLine(err.Error())}
	}
	return report.SideCell{Column: column, OK: true, Cycles: res.Cycles, TimeUS: res.TimeUS, StackBytes: res.StackBytes, EnergyUJ: res.EnergyUJ}
}

// compareSelection is the kernels matching only that every column's
// board has (bench.Common), and what was left out.
func compareSelection(cols []compareColumn, size int, only *regexp.Regexp, pattern string) ([]kernels.Kernel, string, error) {
	boards := make([]string, len(cols))
	for i, c := range cols {
		boards[i] = c.Board
	}
	ks, left, err := bench.Common(boards, size, only, pattern)
	if err != nil {
		return nil, "", usageError{err.Error()}
	}
	return ks, left, nil
}

// compareKernels runs the selected kernels of shard k of n (n 0: every
// kernel) on every column, each board from its own images; a point is a
// kernel's row. The inputs are seeded by the kernel's name, so a shard
// runs a kernel as the whole selection does.
func compareKernels(cols []compareColumn, cf *compareFlags, bd *buildDir, k, n int) (compareRun, error) {
	only, err := regexp.Compile(cf.kernels)
	if err != nil {
		return compareRun{}, usagef("--kernels: %v", err)
	}
	all, left, err := compareSelection(cols, cf.size, only, cf.kernels)
	if err != nil {
		return compareRun{}, err
	}
	if left != "" {
		fmt.Fprintln(cf.stderr, left)
	}
	idx := bench.ShardIndices(len(all), k, n)
	ks := make([]kernels.Kernel, len(idx))
	for j, i := range idx {
		ks[j] = all[i]
	}
	images := map[string]bench.Images{}
	for _, c := range cols {
		if images[c.Board] == nil {
			images[c.Board] = bench.Images{}
			if err := bd.open(images[c.Board], c.Board, ks); err != nil {
				return compareRun{}, err
			}
		}
	}
	ctx, stop := interruptible()
	defer stop()
	runners := make([]bench.Runner, len(cols))
	for i, c := range cols {
		var err error
		if runners[i], err = newRunner(c.rb, images[c.Board]); err != nil {
			return compareRun{}, err
		}
		runners[i].Jobs, runners[i].Progress = cf.jobs, progressTo(os.Stderr)
	}
	results, err := cf.cache.Columns(ctx, runners, ks, cf.seed)
	if err != nil {
		return compareRun{}, err
	}
	if ctx.Err() != nil {
		return compareRun{}, interrupted(ctx, "nothing printed")
	}
	names, labels := make([]string, len(ks)), make([]string, len(cols))
	for i, k := range ks {
		names[i] = k.Name
	}
	for i, c := range cols {
		labels[i] = c.Label
	}
	return compareRun{len(all), idx, report.KernelPoints(names, labels, results)}, nil
}

// finishCompare prints the table, draws the chart and turns failures and
// missed deadlines into the exit status.
func finishCompare(sbs *report.SideBySide, format, chart, what string, stdout io.Writer) error {
	sbs.Judge()
	if err := sbs.Write(stdout, format); err != nil {
		return err
	}
	if chart != "" {
		svg, err := sbs.Chart(fmt.Sprintf("%s: time on each board and what-if (predicted)", what))
		if err != nil {
			return err
		}
		if err := writeFileAtomic(chart, svg); err != nil {
			return fmt.Errorf("writing %s: %v (--chart)", chart, err)
		}
	}
	failed, missed := sbs.Failed()
	switch {
	case len(failed) > 0:
		return fmt.Errorf("%d %s failed: %s", len(failed), plural(len(failed), "run", "runs"), strings.Join(failed, "; "))
	case len(missed) > 0:
		deadline := time.Duration(sbs.DeadlineUS * float64(time.Microsecond))
		return fmt.Errorf("%d %s miss the %v deadline: %s", len(missed), plural(len(missed), "run", "runs"), deadline, strings.Join(missed, ", "))
	}
	return nil
}
