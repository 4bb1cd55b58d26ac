package report

// The one chart style of boardless (bench reports, sweeps, compare, the
// single-run page): gonum/plot draws the axes and the data, and this
// file lays them out so that they read well:
//
//   - the legend is a column of its own to the right of the data area,
//     below the title, so it never covers a data point or the title;
//   - tick labels use SI prefixes (47.5k, 1.2M), never 47500.00;
//   - axis ranges fit the data (a little margin, no room reserved for a
//     legend inside the plot).
//
// vgsvg writes one flat list of SVG elements. So that a test (and a
// reader of the file) can tell the parts apart, each data series and the
// legend are drawn on canvases of their own and spliced into the chart
// as groups: <g class="series" data-name="..."> and <g class="legend">.

import (
	"bytes"
	"fmt"
	"html"
	"image/color"
	"math"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

func init() {
	plot.DefaultFont = font.Font{Typeface: "Liberation", Variant: "Sans"}
}

// The chart size, in points, and the gap between the data area and the
// legend column.
const (
	chartWidth  = 7 * vg.Inch
	chartHeight = 4.5 * vg.Inch
	legendGap   = 3 * vg.Millimeter
)

// palette is the colours of the series, in order (Tableau's ten, which
// stay apart for the common colour-vision deficiencies).
var palette = []color.RGBA{
	{31, 119, 180, 255}, {214, 39, 40, 255}, {44, 160, 44, 255}, {148, 103, 189, 255}, {255, 127, 14, 255},
	{140, 86, 75, 255}, {227, 119, 194, 255}, {127, 127, 127, 255}, {188, 189, 34, 255}, {23, 190, 207, 255},
}

// colorOf is series i's colour.
func colorOf(i int) color.RGBA { return palette[i%len(palette)] }

// chart is a plot being built: its series, each drawn in its own layer,
// and their legend entries.
type chart struct {
	p      *plot.Plot
	layers []layer
	legend plot.Legend
}

// layer is one data series: its plotters, drawn onto their own canvas.
type layer struct {
	name string
	ps   []plot.Plotter
}

func newChart(title, xlabel, ylabel string) *chart {
	p := plot.New()
	p.Title.Text = title
	p.Title.TextStyle.Font.Size = vg.Points(11)
	p.X.Label.Text = xlabel
	p.Y.Label.Text = ylabel
	p.Y.Tick.Marker = siTicks{}
	p.X.Tick.Marker = siTicks{}
	p.Add(plotter.NewGrid())
	l := plot.NewLegend()
	l.Top, l.Left = true, true
	l.TextStyle.Font.Size = vg.Points(9)
	l.Padding = vg.Points(3)
	return &chart{p: p, legend: l}
}

// add adds a series; with a name it has a legend entry, whose thumbnail
// is drawn by the thumbs (usually the series' own plotters).
func (ch *chart) add(name string, ps ...plot.Plotter) {
	ch.layers = append(ch.layers, layer{name: name, ps: ps})
	if name == "" {
		return
	}
	var thumbs []plot.Thumbnailer
	for _, p := range ps {
		if t, ok := p.(plot.Thumbnailer); ok {
			thumbs = append(thumbs, t)
		}
	}
	ch.legend.Add(name, thumbs...)
}

// legendSize is the legend column's width and height (0, 0 without
// entries or when a single series needs no legend).
func (ch *chart) legendSize() (vg.Length, vg.Length) {
	var w vg.Length
	n := 0
	for _, l := range ch.layers {
		if l.name != "" {
			w = max(w, ch.legend.TextStyle.Width(l.name))
			n++
		}
	}
	if n == 0 {
		return 0, 0
	}
	em := ch.legend.TextStyle.Width(" ")
	h := ch.legend.TextStyle.Height("Xg")
	return legendGap + ch.legend.ThumbnailWidth + em + w + em, vg.Length(n) * (h + ch.legend.Padding)
}

// svg draws the chart: the axes and title on the main canvas, each
// series and the legend on their own, spliced together as groups. The
// chart grows in height when the legend needs it.
func (ch *chart) svg() ([]byte, error) {
	lw, lh := ch.legendSize()
	titleH := ch.p.Title.TextStyle.Height(ch.p.Title.Text) + ch.p.Title.Padding
	w, h := chartWidth, max(chartHeight, lh+titleH+2*ch.legend.Padding)
	main := vgsvg.New(w, h)
	layers := make([]*vgsvg.Canvas, len(ch.layers))
	for i, l := range ch.layers {
		layers[i] = vgsvg.New(w, h)
		for _, p := range l.ps {
			ch.p.Add(onCanvas{p, layers[i]})
		}
	}
	area := draw.Crop(draw.New(main), 0, -lw, 0, 0)
	ch.p.Draw(area)
	legend := vgsvg.New(w, h)
	if lw > 0 {
		lc := draw.New(legend)
		lc = draw.Crop(lc, w-lw+legendGap, 0, 0, -titleH-ch.legend.Padding)
		ch.legend.Draw(lc)
	}
	var groups [][]byte
	for i, l := range ch.layers {
		g, err := body(layers[i])
		if err != nil {
			return nil, err
		}
		groups = append(groups, fmt.Appendf(nil, "<g class=\"series\" data-name=\"%s\">\n%s</g>\n", html.EscapeString(l.name), g))
	}
	g, err := body(legend)
	if err != nil {
		return nil, err
	}
	groups = append(groups, fmt.Appendf(nil, "<g class=\"legend\">\n%s</g>\n", g))
	return splice(main, groups)
}

// onCanvas is a plotter that draws onto its own canvas, at the place the
// plot gives it: the layer of its series.
type onCanvas struct {
	plot.Plotter
	c *vgsvg.Canvas
}

func (o onCanvas) Plot(c draw.Canvas, p *plot.Plot) {
	c.Canvas = o.c
	o.Plotter.Plot(c, p)
}

// DataRange and GlyphBoxes pass the plotter's own on, so that the axes'
// ranges and the data area's padding are as if it drew on the main canvas.
func (o onCanvas) DataRange() (xmin, xmax, ymin, ymax float64) {
	if d, ok := o.Plotter.(plot.DataRanger); ok {
		return d.DataRange()
	}
	return math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
}

func (o onCanvas) GlyphBoxes(p *plot.Plot) []plot.GlyphBox {
	if g, ok := o.Plotter.(plot.GlyphBoxer); ok {
		return g.GlyphBoxes(p)
	}
	return nil
}

// svgEnd is how vgsvg ends a document whose drawing left no group open:
// the group that turns the origin to the bottom left, then the svg.
const svgEnd = "</g>\n</svg>\n"

// body is what was drawn on c: its document between the opening of the
// group that turns the origin to the bottom left and svgEnd.
func body(c *vgsvg.Canvas) ([]byte, error) {
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		return nil, err
	}
	doc := b.Bytes()
	start := bytes.Index(doc, []byte("<g transform=\"scale(1, -1)"))
	if start < 0 || !bytes.HasSuffix(doc, []byte(svgEnd)) {
		return nil, fmt.Errorf("chart: unexpected SVG from vgsvg")
	}
	start += bytes.IndexByte(doc[start:], '\n') + 1
	return doc[start : len(doc)-len(svgEnd)], nil
}

// splice writes the main canvas with the groups inserted at its end,
// inside the group of the flipped origin they were drawn in.
func splice(main *vgsvg.Canvas, groups [][]byte) ([]byte, error) {
	var b bytes.Buffer
	if _, err := main.WriteTo(&b); err != nil {
		return nil, err
	}
	doc := b.Bytes()
	if !bytes.HasSuffix(doc, []byte(svgEnd)) {
		return nil, fmt.Errorf("chart: unexpected SVG from vgsvg")
	}
	out := append([]byte(nil), doc[:len(doc)-len(svgEnd)]...)
	for _, g := range groups {
		out = append(out, g...)
	}
	return append(out, svgEnd...), nil
}

// si formats v with an SI prefix and at most four significant digits:
// 47500 is 47.5k, 1200000 is 1.2M, 0.25 is 0.25.
func si(v float64) string {
	a := math.Abs(v)
	for _, p := range []struct {
		scale  float64
		prefix string
	}{{1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}} {
		if a >= p.scale {
			return strconv.FormatFloat(v/p.scale, 'g', 4, 64) + p.prefix
		}
	}
	if a != 0 && a < 1e-3 {
		return strconv.FormatFloat(v, 'g', 3, 64)
	}
	return strconv.FormatFloat(math.Round(v*1e6)/1e6, 'g', 4, 64)
}

// siTicks are gonum's default ticks with SI labels.
type siTicks struct{}

func (siTicks) Ticks(lo, hi float64) []plot.Tick {
	ts := plot.DefaultTicks{}.Ticks(lo, hi)
	for i := range ts {
		if ts[i].Label != "" {
			ts[i].Label = si(ts[i].Value)
		}
	}
	return ts
}

// linearRange is the y range of data from lo to hi: from 0 when asked
// (bars, throughputs), with a margin of 5% of the span beyond the data
// so that no point sits on the frame.
func linearRange(lo, hi float64, fromZero bool) (float64, float64) {
	if fromZero {
		lo = math.Min(lo, 0)
	}
	span := hi - lo
	if span == 0 {
		span = math.Max(math.Abs(hi), 1)
	}
	min := lo - 0.05*span
	if fromZero && lo >= 0 {
		min = 0
	}
	return min, hi + 0.05*span
}

// logRange is the range of a log axis over data from lo to hi (> 0): a
// margin of a fiftieth of the decades spanned, at least 8%.
func logRange(lo, hi float64) (float64, float64) {
	m := math.Max(math.Pow(hi/lo, 0.02), 1.08)
	return lo / m, hi * m
}
