package main

import (
	"encoding/csv"
	"fmt"
	"image/color"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"boardless/elfimg"
	"boardless/kernels"
	"boardless/models"
	"boardless/result"
	"boardless/sim"
)

const sweepUsage = `Usage: boardless sweep --vary PARAM=VALUES [--vary PARAM=VALUES] (--kernel NAME | --elf FILE --func SYMBOL [--arg A]...) --out DIR

Runs one kernel or function for every combination of one or two what-if
settings and writes DIR/sweep.csv and two plots, DIR/cycles-vs-PARAM.svg
and DIR/time-vs-PARAM.svg, one line per value of the second setting.

PARAM is clock (Hz), flash-ws, prefetch (on/off), icache (on/off) or mul
(fast/small). VALUES is a comma list (0,1,2 or on,off) or, for numbers,
FROM:TO:STEP (8e6:64e6:4e6). With --vary clock alone, the wait states
follow the chip's table, so its steps show in the plot.

Example:
  boardless sweep --board nucleo-g071rb --kernel aes128-cbc-enc-fast-8000 \
      --vary clock=4e6:64e6:4e6 --vary prefetch=on,off --out sweep/`

type sweepAxis struct {
	param  string
	values []string
}

func parseVary(s string) (sweepAxis, error) {
	param, vals, ok := strings.Cut(s, "=")
	if !ok || vals == "" {
		return sweepAxis{}, usageError{fmt.Sprintf("--vary %q: use PARAM=VALUES", s)}
	}
	switch param {
	case "clock", "flash-ws", "prefetch", "icache", "mul":
	default:
		return sweepAxis{}, usageError{fmt.Sprintf("--vary %q: PARAM is clock, flash-ws, prefetch, icache or mul", s)}
	}
	a := sweepAxis{param: param}
	if from, rest, ok := strings.Cut(vals, ":"); ok {
		to, step, ok2 := strings.Cut(rest, ":")
		f, e1 := strconv.ParseFloat(from, 64)
		t, e2 := strconv.ParseFloat(to, 64)
		st, e3 := strconv.ParseFloat(step, 64)
		if !ok2 || e1 != nil || e2 != nil || e3 != nil || st <= 0 || t < f || (t-f)/st > 1000 {
			return a, usageError{fmt.Sprintf("--vary %q: FROM:TO:STEP needs numbers with FROM <= TO, STEP > 0, at most 1000 steps", s)}
		}
		for v := f; v <= t+st/1e9; v += st {
			a.values = append(a.values, strconv.FormatFloat(v, 'f', -1, 64))
		}
	} else {
		a.values = strings.Split(vals, ",")
	}
	return a, nil
}

// apply sets one what-if value on the board flags.
func (a sweepAxis) apply(bf *boardFlags, v string) error {
	switch a.param {
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
	}
	return nil
}

type sweepPoint struct {
	values      [2]string
	clock       uint64
	ws          int
	cycles      uint64
	timeUS      float64
	memoryModel string
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
	var axes []sweepAxis
	for _, v := range *varies {
		a, err := parseVary(v)
		if err != nil {
			return err
		}
		axes = append(axes, a)
	}
	second := []string{""}
	if len(axes) == 2 {
		second = axes[1].values
	}
	target, err := sweepTarget(bf, *kernel, *buildDir, *elfPath, *fn, *argSpecs, *seed)
	if err != nil {
		return err
	}
	var points []sweepPoint
	for _, v2 := range second {
		for _, v1 := range axes[0].values {
			b := bf
			if err := axes[0].apply(&b, v1); err != nil {
				return err
			}
			if len(axes) == 2 {
				if err := axes[1].apply(&b, v2); err != nil {
					return err
				}
			}
			board, opts, err := b.load()
			if err != nil {
				return fmt.Errorf("%s=%s %s: %v", axes[0].param, v1, v2, err)
			}
			res, err := target(board, opts)
			if err != nil {
				return err
			}
			points = append(points, sweepPoint{values: [2]string{v1, v2}, clock: board.ClockHz, ws: board.FlashWaitStates(),
				cycles: res.Cycles, timeUS: res.TimeUS, memoryModel: res.MemoryModel})
		}
	}
	if err := os.MkdirAll(*outDir, 0o755); err != nil {
		return err
	}
	if err := writeSweepCSV(filepath.Join(*outDir, "sweep.csv"), axes, points); err != nil {
		return err
	}
	for _, y := range []string{"cycles", "time"} {
		name := filepath.Join(*outDir, y+"-vs-"+axes[0].param+".svg")
		if err := plotSweep(name, y, axes, points); err != nil {
			return err
		}
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
		imgs := map[string]*elfimg.Image{}
		if err := openImages(imgs, buildDir, board.Name, []kernels.Kernel{*k}); err != nil {
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

func writeSweepCSV(path string, axes []sweepAxis, points []sweepPoint) error {
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	w := csv.NewWriter(f)
	head := []string{axes[0].param}
	if len(axes) == 2 {
		head = append(head, axes[1].param)
	}
	w.Write(append(head, "clock_hz", "flash_ws", "cycles", "time_us", "memory_model"))
	for _, p := range points {
		row := []string{p.values[0]}
		if len(axes) == 2 {
			row = append(row, p.values[1])
		}
		w.Write(append(row, strconv.FormatUint(p.clock, 10), strconv.Itoa(p.ws), strconv.FormatUint(p.cycles, 10),
			strconv.FormatFloat(p.timeUS, 'f', 3, 64), p.memoryModel))
	}
	w.Flush()
	if err := w.Error(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// plotSweep draws cycles or time against the first axis, one line per
// value of the second. A non-numeric first axis is plotted by index.
func plotSweep(path, y string, axes []sweepAxis, points []sweepPoint) error {
	p := plot.New()
	p.X.Label.Text = axes[0].param
	if axes[0].param == "clock" {
		p.X.Label.Text = "clock (MHz)"
	}
	p.Y.Label.Text = map[string]string{"cycles": "cycles", "time": "time (µs)"}[y]
	p.Title.Text = fmt.Sprintf("%s against %s", p.Y.Label.Text, axes[0].param)
	p.Add(plotter.NewGrid())
	palette := []color.RGBA{{31, 119, 180, 255}, {214, 39, 40, 255}, {44, 160, 44, 255}, {148, 103, 189, 255}, {255, 127, 14, 255}}
	groups := map[string]plotter.XYs{}
	var order []string
	for i, pt := range points {
		x, err := strconv.ParseFloat(pt.values[0], 64)
		if err != nil {
			x = float64(i % len(axes[0].values))
		}
		if axes[0].param == "clock" {
			x /= 1e6
		}
		v := float64(pt.cycles)
		if y == "time" {
			v = pt.timeUS
		}
		if _, ok := groups[pt.values[1]]; !ok {
			order = append(order, pt.values[1])
		}
		groups[pt.values[1]] = append(groups[pt.values[1]], plotter.XY{X: x, Y: v})
	}
	for i, g := range order {
		line, pts, err := plotter.NewLinePoints(groups[g])
		if err != nil {
			return err
		}
		c := palette[i%len(palette)]
		line.Color, pts.Color = c, c
		p.Add(line, pts)
		if len(axes) == 2 {
			p.Legend.Add(axes[1].param+"="+g, line, pts)
		}
	}
	p.Legend.Top = true
	tmp := path + ".tmp.svg"
	if err := p.Save(8*vg.Inch, 5*vg.Inch, tmp); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
