package main

import (
	"context"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"boardless/bench"
	"boardless/elfimg"
	"boardless/kernels"
	"boardless/models"
	"boardless/report"
	"boardless/result"
	"boardless/sim"
)

const sweepUsage = `Usage: boardless sweep --vary PARAM=VALUES [--vary PARAM=VALUES] (--kernel NAME | --elf FILE --func SYMBOL [--arg A]...) --out DIR

Runs one kernel or function for every combination of one or two what-if
settings and writes DIR/sweep.csv and two plots, DIR/cycles-vs-PARAM.svg
and DIR/time-vs-PARAM.svg, one line per value of the second setting.

PARAM is clock (Hz), flash-ws, prefetch (on/off), icache (on/off), mul
(fast/small), or any model parameter of the board ('boardless params'
lists them, e.g. div_cycles or l2_hit_cycles). VALUES is a comma list
(0,1,2 or on,off) or, for numbers, FROM:TO:STEP (8e6:64e6:4e6). With
--vary clock alone, the wait states follow the chip's table, so its steps
show in the plot.

Example:
  boardless sweep --board nucleo-g071rb --kernel aes128-cbc-enc-fast-8000 \
      --vary clock=4e6:64e6:4e6 --vary prefetch=on,off --out sweep/
  boardless sweep --board stm32mp135f-dk --kernel sha256-fast-8000 \
      --vary l2_hit_cycles=5:20:5 --vary ddr_overhead_ns=30,60,90 --out sweep/`

// parseVary reads a --vary PARAM=VALUES flag; FROM:TO:STEP is expanded
// into its values.
func parseVary(s string) (report.SweepAxis, error) {
	param, vals, ok := strings.Cut(s, "=")
	if !ok || vals == "" {
		return report.SweepAxis{}, usageError{fmt.Sprintf("--vary %q: use PARAM=VALUES", s)}
	}
	if !whatIfs[param] && !paramName.MatchString(param) {
		return report.SweepAxis{}, usageError{fmt.Sprintf("--vary %q: PARAM is clock, flash-ws, prefetch, icache, mul or a model parameter ('boardless params')", s)}
	}
	a := report.SweepAxis{Param: param}
	if from, rest, ok := strings.Cut(vals, ":"); ok {
		to, step, ok2 := strings.Cut(rest, ":")
		f, e1 := strconv.ParseFloat(from, 64)
		t, e2 := strconv.ParseFloat(to, 64)
		st, e3 := strconv.ParseFloat(step, 64)
		if !ok2 || e1 != nil || e2 != nil || e3 != nil || st <= 0 || t < f || (t-f)/st > 1000 {
			return a, usageError{fmt.Sprintf("--vary %q: FROM:TO:STEP needs numbers with FROM <= TO, STEP > 0, at most 1000 steps", s)}
		}
		for v := f; v <= t+st/1e9; v += st {
			a.Values = append(a.Values, strconv.FormatFloat(v, 'f', -1, 64))
		}
	} else {
		a.Values = strings.Split(vals, ",")
	}
	return a, nil
}

// whatIfs are the --vary params that are what-if flags; any other is a
// model parameter of the schema.
var whatIfs = map[string]bool{"clock": true, "flash-ws": true, "prefetch": true, "icache": true, "mul": true}

var paramName = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// checkAxes refuses a parameter varied twice and a model parameter the
// board does not have, before any run.
func checkAxes(bf boardFlags, axes []report.SweepAxis) error {
	if len(axes) == 2 && axes[0].Param == axes[1].Param {
		return usageError{fmt.Sprintf("--vary %s given twice: vary two different settings", axes[0].Param)}
	}
	board, opts, err := bf.load()
	if err != nil {
		return err
	}
	_, ps, err := opts.Resolve(board)
	if err != nil {
		return usageError{err.Error()}
	}
	known := map[string]bool{}
	var names []string
	for _, p := range ps {
		known[p.Name] = true
		names = append(names, p.Name)
	}
	for _, a := range axes {
		if !whatIfs[a.Param] && !known[a.Param] {
			return usageError{fmt.Sprintf("--vary %s: not a what-if (clock, flash-ws, prefetch, icache, mul) nor a parameter of %s (%s)", a.Param, board.Name, strings.Join(names, ", "))}
		}
	}
	return nil
}

// setWhatIf sets the what-if flag (or the model parameter) of a --vary
// param to v.
func setWhatIf(bf *boardFlags, param, v string) error {
	switch param {
	case "clock":
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || f < 1 {
			return usageError{fmt.Sprintf("--vary clock: %q is not a frequency in Hz", v)}
		}
		bf.clock = uint64(f)
	case "flash-ws":
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return usageError{fmt.Sprintf("--vary flash-ws: %q is not a wait-state count", v)}
		}
		bf.flashWS = n
	case "prefetch":
		bf.prefetch = v
	case "icache":
		bf.icache = v
	case "mul":
		bf.mul = v
	default:
		var keep []string
		for _, kv := range bf.params {
			if name, _, _ := strings.Cut(kv, "="); name != param {
				keep = append(keep, kv)
			}
		}
		bf.params = append(keep, param+"="+v)
	}
	return nil
}

func cmdSweep(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("sweep", sweepUsage, stdout)
	var bf boardFlags
	bf.register(fs)
	varies := fs.StringArray("vary", nil, "PARAM=VALUES to vary (once or twice)")
	kernel := fs.String("kernel", "", "built-in kernel to run (see 'boardless bench')")
	buildDir := fs.String("build-dir", "build", "where 'make kernels' put the kernel images")
	elfPath := fs.String("elf", "", "ELF file, for a function of your own")
	fn := fs.String("func", "", "function symbol, with --elf")
	argSpecs := fs.StringArray("arg", nil, "argument, repeatable (as for run)")
	seed := fs.Uint64("seed", 1, "seed for random inputs")
	outDir := fs.String("out", "", "directory for sweep.csv and the plots (required)")
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
	second := []string{""}
	if len(axes) == 2 {
		second = axes[1].Values
	}
	target, err := sweepTarget(bf, *kernel, *buildDir, *elfPath, *fn, *argSpecs, *seed)
	if err != nil {
		return err
	}
	var points []report.SweepPoint
	for _, v2 := range second {
		for _, v1 := range axes[0].Values {
			b := bf
			if err := setWhatIf(&b, axes[0].Param, v1); err != nil {
				return err
			}
			if len(axes) == 2 {
				if err := setWhatIf(&b, axes[1].Param, v2); err != nil {
					return err
				}
			}
			board, opts, err := b.load()
			if err != nil {
				return fmt.Errorf("%s=%s %s: %v", axes[0].Param, v1, v2, err)
			}
			res, err := target(board, opts)
			if err != nil {
				return err
			}
			points = append(points, report.SweepPoint{Values: [2]string{v1, v2}, ClockHz: board.ClockHz, FlashWS: flashWS(board, opts),
				Cycles: res.Cycles, TimeUS: res.TimeUS, MemoryModel: res.MemoryModel})
		}
	}
	files, err := report.Sweep{Axes: axes, Points: points}.Files()
	if err != nil {
		return err
	}
	if err := report.Write(context.Background(), *outDir, files); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d runs; wrote %s\n", len(points), *outDir)
	return nil
}

// sweepTarget returns the function that runs the kernel or user function
// on a board with options and returns its verified result.
func sweepTarget(bf boardFlags, kernel, buildDir, elfPath, fn string, argSpecs []string, seed uint64) (func(*models.Profile, sim.Options) (*result.Call, error), error) {
	if kernel != "" {
		board, _, err := bf.load()
		if err != nil {
			return nil, err
		}
		var k *kernels.Kernel
		for _, kk := range kernels.All(8000) {
			if kk.Name == kernel {
				k = &kk
			}
		}
		if k == nil {
			return nil, fmt.Errorf("no kernel %q (see 'boardless bench' for the names)", kernel)
		}
		imgs := bench.Images{}
		if err := imgs.Open(buildDir, board.Name, []kernels.Kernel{*k}); err != nil {
			return nil, err
		}
		return func(b *models.Profile, o sim.Options) (*result.Call, error) {
			s, err := sim.Open(b, imgs[k.Image()], o)
			if err != nil {
				return nil, err
			}
			defer s.Close()
			out, err := kernels.Run(s, *k, sim.NewRand(seed))
			if err != nil {
				return nil, err
			}
			return out.Result, nil
		}, nil
	}
	if fn == "" {
		return nil, usageError{"--elf needs --func"}
	}
	img, err := elfimg.ReadELF(elfPath)
	if err != nil {
		return nil, err
	}
	return func(b *models.Profile, o sim.Options) (*result.Call, error) {
		rng := sim.NewRand(seed)
		var parsed []sim.Arg
		for _, a := range argSpecs {
			pa, err := sim.ParseArg(a, rng)
			if err != nil {
				return nil, usageError{err.Error()}
			}
			parsed = append(parsed, pa)
		}
		s, err := sim.Open(b, img, o)
		if err != nil {
			return nil, err
		}
		defer s.Close()
		words, err := s.Place(parsed)
		if err != nil {
			return nil, err
		}
		return s.Call(fn, words)
	}, nil
}

// flashWS is the flash wait states of a run: the resolved parameter, so
// that --param and --vary flash_wait_states show too.
func flashWS(board *models.Profile, opts sim.Options) int {
	_, ps, err := opts.Resolve(board)
	if err == nil {
		for _, p := range ps {
			if p.Name == "flash_wait_states" {
				return int(p.Value)
			}
		}
	}
	return board.FlashWaitStates()
}
