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
	// EnergyUJ is the datasheet-typical estimate (EnergyLabel); nil
	// without a datasheet current.
	EnergyUJ *float64
}

// Files renders sweep.csv, then cycles-vs-PARAM.svg and
// time-vs-PARAM.svg, PARAM being the first axis, and energy-vs-PARAM.svg
// when every point has an energy estimate.
func (s Sweep) Files() ([]File, error) {
	files := []File{{Name: "sweep.csv", Data: s.csv()}}
	ys := []string{"cycles", "time"}
	if s.allEnergy() {
		ys = append(ys, "energy")
	}
	for _, y := range ys {
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
	w.Write(append(head, "clock_hz", "flash_ws", "cycles", "time_us", "memory_model", "energy_uj"))
	for _, p := range s.Points {
		row := []string{p.Values[0]}
		if len(s.Axes) == 2 {
			row = append(row, p.Values[1])
		}
		energy := "" // empty, not 0, without a datasheet current
		if p.EnergyUJ != nil {
			energy = strconv.FormatFloat(*p.EnergyUJ, 'g', 6, 64)
		}
		w.Write(append(row, strconv.FormatUint(p.ClockHz, 10), strconv.Itoa(p.FlashWS), strconv.FormatUint(p.Cycles, 10),
			strconv.FormatFloat(p.TimeUS, 'f', 3, 64), p.MemoryModel, energy))
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
	ylabel := map[string]string{"cycles": "cycles", "time": "time (µs)", "energy": "energy (µJ, " + EnergyLabel + ")"}[y]
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
		switch {
		case y == "time":
			v = pt.TimeUS
		case y == "energy" && pt.EnergyUJ != nil:
			v = *pt.EnergyUJ
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

// allEnergy reports whether every point has an energy estimate (the
// energy chart is drawn only then: a missing figure is not 0).
func (s Sweep) allEnergy() bool {
	for _, p := range s.Points {
		if p.EnergyUJ == nil {
			return false
		}
	}
	return len(s.Points) > 0
}
