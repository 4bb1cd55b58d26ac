package report

import (
	"fmt"
	"image/color"
	"math"
	"sort"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"boardless/kernels"
)

// Chart is one SVG chart, named after what it shows.
type Chart struct {
	File  string // e.g. aes-cbc-cycles-vs-buffer-size.svg
	Title string
	SVG   []byte
}

// series is one line of a line chart.
type series struct {
	name string
	xs   []float64
	ys   []float64
}

// sizeTicks labels the x axis at exactly the sizes measured.
func sizeTicks(xs []float64) plot.ConstantTicks {
	var ts plot.ConstantTicks
	for _, x := range xs {
		ts = append(ts, plot.Tick{Value: x, Label: fmt.Sprintf("%g", x)})
	}
	return ts
}

// logTicks labels a log axis at 1, 2 and 5 times powers of ten inside
// [lo, hi], with minor ticks between.
func logTicks(lo, hi float64) plot.ConstantTicks {
	var ts plot.ConstantTicks
	for e := math.Floor(math.Log10(lo)); e <= math.Ceil(math.Log10(hi)); e++ {
		base := math.Pow(10, e)
		for m := 1.0; m < 10; m++ {
			v := m * base
			if v < lo/1.0001 || v > hi*1.0001 {
				continue
			}
			t := plot.Tick{Value: v}
			if m == 1 || m == 2 || m == 5 {
				t.Label = si(v)
			}
			ts = append(ts, t)
		}
	}
	return ts
}

// lineChart draws series as lines with points. logX/logY choose log
// axes; a linear y axis starts at 0 when yFromZero.
func lineChart(title, xlabel, ylabel string, ss []series, logX, logY bool, yFromZero bool) ([]byte, error) {
	ch := newChart(title, xlabel, ylabel)
	var allX []float64
	seenX := map[float64]bool{}
	ymin, ymax := math.Inf(1), math.Inf(-1)
	for i, s := range ss {
		pts := make(plotter.XYs, len(s.xs))
		for j := range s.xs {
			pts[j].X, pts[j].Y = s.xs[j], s.ys[j]
			if !seenX[s.xs[j]] {
				seenX[s.xs[j]] = true
				allX = append(allX, s.xs[j])
			}
			ymin, ymax = math.Min(ymin, s.ys[j]), math.Max(ymax, s.ys[j])
		}
		l, sc, err := plotter.NewLinePoints(pts)
		if err != nil {
			return nil, err
		}
		l.Color, sc.Color = colorOf(i), colorOf(i)
		l.Dashes = plotutil.Dashes(i / len(palette))
		sc.Shape = plotutil.Shape(i)
		ch.add(s.name, l, sc)
	}
	sort.Float64s(allX)
	if logX {
		ch.p.X.Scale = plot.LogScale{}
	}
	ch.p.X.Tick.Marker = sizeTicks(allX)
	if logY && ymin > 0 {
		ch.p.Y.Scale = plot.LogScale{}
		ch.p.Y.Min, ch.p.Y.Max = logRange(ymin, ymax)
		ch.p.Y.Tick.Marker = logTicks(ch.p.Y.Min, ch.p.Y.Max)
	} else {
		ch.p.Y.Min, ch.p.Y.Max = linearRange(ymin, ymax, yFromZero)
	}
	return ch.svg()
}

// barChart is a grouped bar chart: one group per x label, one bar per
// kind (the legend's entries).
type barChart struct {
	title, ylabel string
	groups        []string    // x labels
	kinds         []string    // legend entries
	values        [][]float64 // [kind][group]
	// hline, when above 0, draws a dashed horizontal line at that value
	// with its label in the legend (compare's deadline).
	hline      float64
	hlineLabel string
}

func (b barChart) draw() ([]byte, error) {
	ch := newChart(b.title, "", b.ylabel)
	n := float64(len(b.kinds))
	w := vg.Points(math.Max(3, math.Min(48/n, 300/(n*float64(len(b.groups))))))
	ymax := 0.0
	for i, kind := range b.kinds {
		bars, err := plotter.NewBarChart(plotter.Values(b.values[i]), w)
		if err != nil {
			return nil, err
		}
		bars.LineStyle.Width = 0
		bars.Color = colorOf(i)
		bars.Offset = vg.Length(float64(i)-(n-1)/2) * w
		ch.add(kind, bars)
		for _, v := range b.values[i] {
			ymax = math.Max(ymax, v)
		}
	}
	if b.hline > 0 {
		l, err := plotter.NewLine(plotter.XYs{{X: -0.5, Y: b.hline}, {X: float64(len(b.groups)) - 0.5, Y: b.hline}})
		if err != nil {
			return nil, err
		}
		l.Color = color.RGBA{A: 255}
		l.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
		ch.add(b.hlineLabel, l)
		ymax = math.Max(ymax, b.hline)
	}
	ch.p.Y.Min, ch.p.Y.Max = linearRange(0, ymax, true)
	ch.p.NominalX(b.groups...)
	if len(b.groups) > 4 {
		ch.p.X.Tick.Label.Rotation = math.Pi / 6
		ch.p.X.Tick.Label.XAlign = draw.XRight
		ch.p.X.Tick.Label.YAlign = draw.YCenter
	}
	ch.p.X.Tick.Label.Font.Size = vg.Points(8)
	return ch.svg()
}

// variantName names a kernel without its sizes: "128-bit enc fast".
func variantName(family string, keyBits int, direction, config string) string {
	var parts []string
	if family != "" {
		parts = append(parts, family)
	}
	if keyBits > 0 {
		parts = append(parts, fmt.Sprintf("%d-bit", keyBits))
	}
	parts = append(parts, direction, config)
	return strings.Join(parts, " ")
}

// charts returns the report's charts in a fixed order.
func (rep *Report) charts() ([]Chart, error) {
	var out []Chart
	add := func(file, title string, svg []byte, err error) error {
		if err != nil {
			return fmt.Errorf("chart %s: %v", file, err)
		}
		out = append(out, Chart{File: file, Title: title, SVG: svg})
		return nil
	}
	for _, fam := range rep.families() {
		slug := fileSlug(fam)
		// Cycles against buffer size, one line per variant.
		if ss := rep.soleSeries(fam, func(r Run) float64 { return float64(r.Cycles) }); len(ss) > 0 && maxLen(ss) > 1 {
			title := fmt.Sprintf("%s, sole buffer: cycles against buffer size (predicted)", fam)
			svg, err := lineChart(title, "buffer size (bytes)", "cycles", ss, true, true, false)
			if err := add(slug+"-cycles-vs-buffer-size.svg", title, svg, err); err != nil {
				return nil, err
			}
		}
		// Throughput against chunk size, for a fixed message.
		if ss := rep.flowSeries(fam); len(ss) > 0 {
			title := fmt.Sprintf("%s, %d-byte data flow: throughput against chunk size (predicted)", fam, rep.Config.FlowBytes)
			svg, err := lineChart(title, "chunk size (bytes)", "throughput (kbyte/s)", ss, true, false, true)
			if err := add(slug+"-throughput-vs-chunk-size.svg", title, svg, err); err != nil {
				return nil, err
			}
		}
		// Footprint bars.
		if rows := rep.footprintRows(fam); len(rows) > 0 {
			b := barChart{
				title:  fmt.Sprintf("%s: flash and RAM footprint per kernel symbol", fam),
				ylabel: "bytes",
				kinds:  []string{"code", "constant data", "global data", "stack (measured)"},
				values: make([][]float64, 4),
			}
			for _, r := range rows {
				b.groups = append(b.groups, fmt.Sprintf("%s %s %s", r.API, r.Direction, r.Config))
				b.values[0] = append(b.values[0], float64(r.Code))
				b.values[1] = append(b.values[1], float64(r.Const))
				b.values[2] = append(b.values[2], float64(r.Global))
				b.values[3] = append(b.values[3], float64(r.Stack))
			}
			svg, err := b.draw()
			if err := add(slug+"-footprint-bytes.svg", b.title, svg, err); err != nil {
				return nil, err
			}
		}
	}
	// Configurations side by side: throughput at the largest sole buffer.
	if b, ok := rep.configBars(); ok {
		svg, err := b.draw()
		if err := add("throughput-by-configuration.svg", b.title, svg, err); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func maxLen(ss []series) int {
	n := 0
	for _, s := range ss {
		n = max(n, len(s.xs))
	}
	return n
}

// soleSeries groups a family's verified sole-buffer runs by variant.
func (rep *Report) soleSeries(fam string, y func(Run) float64) []series {
	var runs []Run
	for _, r := range rep.Runs {
		if r.Verified && r.Kernel.Family == fam && r.Kernel.API == "sole" {
			runs = append(runs, r)
		}
	}
	return group(runs, func(r Run) float64 { return float64(r.Kernel.Bytes) }, y)
}

func (rep *Report) flowSeries(fam string) []series {
	var runs []Run
	for _, r := range rep.Runs {
		if r.Verified && r.Kernel.Family == fam && r.Kernel.API == "flow" {
			runs = append(runs, r)
		}
	}
	return group(runs, func(r Run) float64 { return float64(r.Kernel.Chunk) }, func(r Run) float64 { return r.KBps })
}

// group sorts runs and splits them into one series per variant.
func group(runs []Run, x, y func(Run) float64) []series {
	sort.SliceStable(runs, func(i, j int) bool { return kernelLess(runs[i].Kernel, runs[j].Kernel) })
	idx := map[string]int{}
	var out []series
	for _, r := range runs {
		k := r.Kernel
		name := variantName("", k.KeyBits, k.Direction, k.Config)
		i, ok := idx[name]
		if !ok {
			out = append(out, series{name: name})
			i = len(out) - 1
			idx[name] = i
		}
		out[i].xs = append(out[i].xs, x(r))
		out[i].ys = append(out[i].ys, y(r))
	}
	for i := range out {
		s := &out[i]
		sort.Sort(byX{s})
	}
	return out
}

type byX struct{ s *series }

func (b byX) Len() int           { return len(b.s.xs) }
func (b byX) Less(i, j int) bool { return b.s.xs[i] < b.s.xs[j] }
func (b byX) Swap(i, j int) {
	b.s.xs[i], b.s.xs[j] = b.s.xs[j], b.s.xs[i]
	b.s.ys[i], b.s.ys[j] = b.s.ys[j], b.s.ys[i]
}

// configBars compares the configurations of every bulk variant at its
// largest sole-buffer size.
func (rep *Report) configBars() (barChart, bool) {
	largest := largestSole(rep.Runs)
	var configs, groups []string
	seenC, seenG := map[string]bool{}, map[string]bool{}
	val := map[[2]string]float64{}
	size := 0
	for _, r := range rep.Runs {
		k := r.Kernel
		if !r.Verified || k.API != "sole" || !kernels.Bulk(k.Direction) || largest[variantKey(k)] != k.Bytes {
			continue
		}
		g := variantName(k.Family, k.KeyBits, k.Direction, "")
		if !seenG[g] {
			seenG[g] = true
			groups = append(groups, g)
		}
		if !seenC[k.Config] {
			seenC[k.Config] = true
			configs = append(configs, k.Config)
		}
		val[[2]string{k.Config, g}] = r.KBps
		size = max(size, k.Bytes)
	}
	if len(configs) < 2 || len(groups) == 0 {
		return barChart{}, false
	}
	sort.SliceStable(configs, func(i, j int) bool { return configLess(configs[i], configs[j]) })
	b := barChart{
		title:  fmt.Sprintf("Throughput by configuration, %d-byte sole buffer (predicted)", size),
		ylabel: "throughput (kbyte/s)",
		groups: groups,
		kinds:  configs,
	}
	for _, c := range configs {
		vs := make([]float64, len(groups))
		for i, g := range groups {
			vs[i] = val[[2]string{c, g}]
		}
		b.values = append(b.values, vs)
	}
	return b, true
}

// fileSlug makes a family name safe as a file name.
func fileSlug(s string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(s) {
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' {
			b.WriteRune(c)
		} else {
			b.WriteByte('-')
		}
	}
	return b.String()
}
