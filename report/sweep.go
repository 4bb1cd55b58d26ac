package report

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"math"
	"strconv"

	"gonum.org/v1/plot/plotter"
)

// Sweep is one kernel or function run for every combination of one or
// two what-if settings ('boardless sweep').
type Sweep struct {
	// Axes are the settings varied: the first is the x axis of the
	// plots, the second, if any, gives one line per value.
	Axes []SweepAxis
	// Points are the runs: for each value of the second axis, one per
	// value of the first.
	Points []SweepPoint
}

// SweepAxis is one setting varied and its values, as given.
type SweepAxis struct {
	Param  string // clock, flash-ws, prefetch, icache or mul
	Values []string
}

// SweepPoint is one run of a sweep.
type SweepPoint struct {
	Values      [2]string // of the axes; the second "" with one axis
	ClockHz     uint64
	FlashWS     int
	Cycles      uint64
	TimeUS      float64
	MemoryModel string
}

// Files renders sweep.csv, then cycles-vs-PARAM.svg and
// time-vs-PARAM.svg, PARAM being the first axis.
func (s Sweep) Files() ([]File, error) {
	files := []File{{Name: "sweep.csv", Data: s.csv()}}
	for _, y := range []string{"cycles", "time"} {
		svg, err := s.chart(y)
		if err != nil {
			return nil, err
		}
		files = append(files, File{Name: y + "-vs-" + s.Axes[0].Param + ".svg", Data: svg})
	}
	return files, nil
}

// csv is one line per point: the axes' values, then the clock and wait
// states they gave, and the results.
func (s Sweep) csv() []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	head := []string{s.Axes[0].Param}
	if len(s.Axes) == 2 {
		head = append(head, s.Axes[1].Param)
	}
	w.Write(append(head, "clock_hz", "flash_ws", "cycles", "time_us", "memory_model"))
	for _, p := range s.Points {
		row := []string{p.Values[0]}
		if len(s.Axes) == 2 {
			row = append(row, p.Values[1])
		}
		w.Write(append(row, strconv.FormatUint(p.ClockHz, 10), strconv.Itoa(p.FlashWS), strconv.FormatUint(p.Cycles, 10),
			strconv.FormatFloat(p.TimeUS, 'f', 3, 64), p.MemoryModel))
	}
	w.Flush() // into a buffer: cannot fail
	return b.Bytes()
}

// chart plots cycles or time (y) against the first axis, one line per
// value of the second.
func (s Sweep) chart(y string) ([]byte, error) {
	xlabel := s.Axes[0].Param
	if xlabel == "clock" {
		xlabel = "clock (MHz)"
	}
	ylabel := map[string]string{"cycles": "cycles", "time": "time (µs)"}[y]
	ch := newChart(fmt.Sprintf("%s against %s", ylabel, s.Axes[0].Param), xlabel, ylabel)
	ymin, ymax := math.Inf(1), math.Inf(-1)
	for i, l := range s.lines(y) {
		pts := make(plotter.XYs, len(l.xs))
		for j := range l.xs {
			pts[j].X, pts[j].Y = l.xs[j], l.ys[j]
			ymin, ymax = math.Min(ymin, l.ys[j]), math.Max(ymax, l.ys[j])
		}
		line, marks, err := plotter.NewLinePoints(pts)
		if err != nil {
			return nil, err
		}
		line.Color, marks.Color = colorOf(i), colorOf(i)
		name := ""
		if len(s.Axes) == 2 {
			name = s.Axes[1].Param + "=" + l.name
		}
		ch.add(name, line, marks)
	}
	ch.p.Y.Min, ch.p.Y.Max = linearRange(ymin, ymax, true)
	return ch.svg()
}

// lines groups the points into one series per value of the second axis,
// in the order met. x is the first axis's value (in MHz for the clock),
// or its index when not a number (on, off; fast, small).
func (s Sweep) lines(y string) []series {
	var out []series
	idx := map[string]int{}
	for i, pt := range s.Points {
		x, err := strconv.ParseFloat(pt.Values[0], 64)
		if err != nil {
			x = float64(i % len(s.Axes[0].Values))
		}
		if s.Axes[0].Param == "clock" {
			x /= 1e6
		}
		v := float64(pt.Cycles)
		if y == "time" {
			v = pt.TimeUS
		}
		g, ok := idx[pt.Values[1]]
		if !ok {
			out = append(out, series{name: pt.Values[1]})
			g = len(out) - 1
			idx[pt.Values[1]] = g
		}
		out[g].xs = append(out[g].xs, x)
		out[g].ys = append(out[g].ys, v)
	}
	return out
}
