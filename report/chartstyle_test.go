package report

import (
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"

	"boardless/footprint"
	"boardless/kernels"
)

// box is a rectangle in the chart's points, y up (as vgsvg draws).
type box struct{ x0, y0, x1, y1 float64 }

func (b box) empty() bool { return b.x0 > b.x1 }

func (b *box) add(x, y float64) {
	b.x0, b.y0, b.x1, b.y1 = math.Min(b.x0, x), math.Min(b.y0, y), math.Max(b.x1, x), math.Max(b.y1, y)
}

func (b box) inside(x, y float64) bool { return x > b.x0 && x < b.x1 && y > b.y0 && y < b.y1 }

func (b box) overlaps(o box) bool { return b.x0 < o.x1 && o.x0 < b.x1 && b.y0 < o.y1 && o.y0 < b.y1 }

func emptyBox() box { return box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)} }

// parsedChart is what a test reads back from a chart's SVG: the box of
// the legend (its thumbnails and texts), each series' polylines, the
// title's box and every text outside the groups (tick labels, titles).
type parsedChart struct {
	width  float64
	legend box
	series map[string][][][2]float64 // name -> polylines -> points
	title  box
	texts  []string
}

var (
	pathPoint = regexp.MustCompile(`([ML])(-?[0-9.e+-]+),(-?[0-9.e+-]+)`)
	fontSize  = regexp.MustCompile(`font-size:([0-9.]+)px`)
	svgWidth  = regexp.MustCompile(`viewBox="0 0 ([0-9.]+) `)
)

// textBox is the box of a text drawn at x, -y (vgsvg's flipped text) in
// the charts' font of the given size, from its descent to its ascent.
func textBox(x, y, size float64, s string) box {
	sty := text.Style{Font: font.Font{Typeface: "Liberation", Variant: "Sans", Size: vg.Points(size)}, Handler: plot.DefaultTextHandler}
	ext := sty.FontExtents()
	return box{x, -y - ext.Descent.Points(), x + sty.Width(s).Points(), -y + ext.Ascent.Points()}
}

func parseChart(t *testing.T, svg []byte, title string) parsedChart {
	t.Helper()
	pc := parsedChart{legend: emptyBox(), title: emptyBox(), series: map[string][][][2]float64{}}
	if m := svgWidth.FindSubmatch(svg); m != nil {
		pc.width, _ = strconv.ParseFloat(string(m[1]), 64)
	}
	dec := xml.NewDecoder(strings.NewReader(string(svg)))
	var stack []string // the class of each open group ("" for others)
	var seriesName string
	var text *xml.StartElement
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("chart SVG does not parse: %v", err)
		}
		switch el := tok.(type) {
		case xml.StartElement:
			attr := func(name string) string {
				for _, a := range el.Attr {
					if a.Name.Local == name {
						return a.Value
					}
				}
				return ""
			}
			switch el.Name.Local {
			case "g":
				stack = append(stack, attr("class"))
				if attr("class") == "series" {
					seriesName = attr("data-name")
				}
			case "path":
				in := inGroup(stack)
				var line [][2]float64
				for _, m := range pathPoint.FindAllStringSubmatch(attr("d"), -1) {
					x, _ := strconv.ParseFloat(m[2], 64)
					y, _ := strconv.ParseFloat(m[3], 64)
					switch in {
					case "legend":
						pc.legend.add(x, y)
					case "series":
						if m[1] == "M" && len(line) > 0 {
							pc.series[seriesName] = append(pc.series[seriesName], line)
							line = nil
						}
						line = append(line, [2]float64{x, y})
					}
				}
				if len(line) > 0 {
					pc.series[seriesName] = append(pc.series[seriesName], line)
				}
			case "text":
				e := el.Copy()
				text = &e
			}
		case xml.EndElement:
			if el.Name.Local == "g" {
				stack = stack[:len(stack)-1]
			}
			if el.Name.Local == "text" {
				text = nil
			}
		case xml.CharData:
			if text == nil {
				continue
			}
			s := strings.TrimSpace(string(el))
			var x, y, size float64
			for _, a := range text.Attr {
				switch a.Name.Local {
				case "x":
					x, _ = strconv.ParseFloat(a.Value, 64)
				case "y":
					y, _ = strconv.ParseFloat(a.Value, 64)
				case "style":
					if m := fontSize.FindStringSubmatch(a.Value); m != nil {
						size, _ = strconv.ParseFloat(m[1], 64)
					}
				}
			}
			b := textBox(x, y, size, s)
			switch {
			case inGroup(stack) == "legend":
				pc.legend.add(b.x0, b.y0)
				pc.legend.add(b.x1, b.y1)
			case s == title:
				pc.title = b
			default:
				pc.texts = append(pc.texts, s)
			}
		}
	}
	return pc
}

// inGroup is the class of the innermost series or legend group open.
func inGroup(stack []string) string {
	for i := len(stack) - 1; i >= 0; i-- {
		if stack[i] != "" {
			return stack[i]
		}
	}
	return ""
}

// crosses reports whether the segment from a to b enters r, sampled
// finely enough for the chart's scale (a point every fraction of a pt).
func crosses(a, b [2]float64, r box) bool {
	n := int(math.Hypot(b[0]-a[0], b[1]-a[1])*4) + 1
	for i := 0; i <= n; i++ {
		f := float64(i) / float64(n)
		if r.inside(a[0]+f*(b[0]-a[0]), a[1]+f*(b[1]-a[1])) {
			return true
		}
	}
	return false
}

// checkChart: the legend box intersects no data series and not the
// title, and lies inside the chart; every series has data; no label is a
// number printed with a fixed two decimals (47500.00).
func checkChart(t *testing.T, name string, svg []byte, title string, wantSeries int) {
	t.Helper()
	pc := parseChart(t, svg, title)
	if len(pc.series) != wantSeries {
		t.Errorf("%s: %d series groups, want %d", name, len(pc.series), wantSeries)
	}
	if wantSeries > 1 && pc.legend.empty() {
		t.Errorf("%s: no legend", name)
	}
	if !pc.legend.empty() {
		if pc.legend.x1 > pc.width {
			t.Errorf("%s: legend %v runs past the chart's width %g", name, pc.legend, pc.width)
		}
		if !pc.title.empty() && pc.legend.overlaps(pc.title) {
			t.Errorf("%s: legend %v overlaps the title %v", name, pc.legend, pc.title)
		}
	}
	for s, lines := range pc.series {
		points := 0
		for _, l := range lines {
			points += len(l)
			for i := range l {
				if pc.legend.inside(l[i][0], l[i][1]) || i > 0 && crosses(l[i-1], l[i], pc.legend) {
					t.Errorf("%s: series %q enters the legend %v at %v", name, s, pc.legend, l[i])
					break
				}
			}
		}
		if points == 0 {
			t.Errorf("%s: series %q has no data drawn", name, s)
		}
	}
	fixed := regexp.MustCompile(`^-?[0-9]+\.[0-9]*0$`)
	for _, s := range pc.texts {
		if fixed.MatchString(s) {
			t.Errorf("%s: label %q: want an SI label (47.5k)", name, s)
		}
	}
}

// TestChartsKeepLegendsOff: every chart of a report, a sweep and a
// compare has its legend beside the data, never over it or the title.
func TestChartsKeepLegendsOff(t *testing.T) {
	rep := chartReport(t)
	charts, err := rep.charts()
	if err != nil {
		t.Fatal(err)
	}
	if len(charts) == 0 {
		t.Fatal("no charts")
	}
	for _, c := range charts {
		want := 4 // variants, or footprint kinds
		if strings.HasPrefix(c.File, "throughput-by-configuration") {
			want = 2
		}
		checkChart(t, c.File, c.SVG, c.Title, want)
	}
	files, err := steepSweep().Files()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files[1:] {
		checkChart(t, f.Name, f.Data, "", 2)
	}
	// A deadline line crossing every bar group, with its legend entry.
	b := barChart{title: "time against the deadline", ylabel: "time (µs)", groups: []string{"f"},
		kinds:  []string{"nucleo-g071rb", "nucleo-f091rc", "nucleo-wba52cg", "stm32mp135f-dk"},
		values: [][]float64{{250}, {400}, {60}, {12}}, hline: 300, hlineLabel: "deadline 300 µs"}
	svg, err := b.draw()
	if err != nil {
		t.Fatal(err)
	}
	checkChart(t, "deadline bars", svg, b.title, 5)
}

// chartReport is a report with four variants of one family rising to
// the top right corner, where a legend inside the plot used to sit.
func chartReport(t *testing.T) *Report {
	var runs []Run
	var fps []footprint.Footprint
	for _, name := range []string{"aes128-cbc-enc-small", "aes128-cbc-enc-fast", "aes128-cbc-dec-small", "aes128-cbc-dec-fast"} {
		for i, size := range []int{32, 64, 128, 8000} {
			k := kernel(t, fmt.Sprintf("%s-%d", name, size), size)
			cy := uint64(float64(size) * (150 + 40*float64(i)))
			runs = append(runs, Run{Kernel: k, Verified: true, Cycles: cy, TimeUS: float64(cy) / 64, KBps: float64(size) / (float64(cy) / 64e6) / 1000, StackBytes: 200})
			if size == 8000 {
				for _, c := range kernels.Chunks {
					f := k.Flow(c)
					runs = append(runs, Run{Kernel: f, Verified: true, Cycles: cy, TimeUS: float64(cy) / 64, KBps: 47500 + float64(c)})
				}
			}
		}
		fps = append(fps, footprint.Footprint{Symbol: kernel(t, name+"-32", 32).Symbol, CodeBytes: 3000, ConstBytes: 8700, GlobalBytes: 0})
	}
	return New(Config{Board: "nucleo-g071rb", FlowBytes: 8000}, runs, fps, nil)
}

// steepSweep has the second line ending top right, under the old legend.
func steepSweep() Sweep {
	s := Sweep{Axes: []SweepAxis{{Param: "clock", Values: []string{"8000000", "32000000", "56000000", "64000000"}}, {Param: "prefetch", Values: []string{"on", "off"}}}}
	for j, pf := range s.Axes[1].Values {
		for i, clk := range s.Axes[0].Values {
			s.Points = append(s.Points, SweepPoint{Values: [2]string{clk, pf}, Cycles: uint64(40000 + 2500*i*(j+1)), TimeUS: float64(47500 + 1000*i*j)})
		}
	}
	return s
}

func TestSI(t *testing.T) {
	for _, tt := range []struct {
		v    float64
		want string
	}{{0, "0"}, {5, "5"}, {47500, "47.5k"}, {1e6, "1M"}, {1.25e6, "1.25M"}, {6e6, "6M"}, {2e9, "2G"}, {0.25, "0.25"}, {-3000, "-3k"}, {123456, "123.5k"}} {
		if got := si(tt.v); got != tt.want {
			t.Errorf("si(%g) = %q, want %q", tt.v, got, tt.want)
		}
	}
}

// TestRanges: the axes fit the data: a 6M maximum gives a range ending
// near 6M, not 100M.
func TestRanges(t *testing.T) {
	for _, tt := range []struct {
		lo, hi   float64
		fromZero bool
		min, max float64
	}{{1000, 6e6, true, 0, 6.3e6}, {40000, 47500, false, 39625, 47875}, {5, 5, true, 0, 5.25}} {
		min, max := linearRange(tt.lo, tt.hi, tt.fromZero)
		if math.Abs(min-tt.min) > 1e-6*math.Abs(tt.max) || math.Abs(max-tt.max) > 1e-6*math.Abs(tt.max) {
			t.Errorf("linearRange(%g, %g, %v) = %g, %g; want %g, %g", tt.lo, tt.hi, tt.fromZero, min, max, tt.min, tt.max)
		}
	}
	if lo, hi := logRange(5000, 6e6); lo < 4000 || lo > 5000 || hi < 6e6 || hi > 9e6 {
		t.Errorf("logRange(5k, 6M) = %g, %g", lo, hi)
	}
}
