package report

// The page of one run ('boardless run --html FILE'): one self-contained
// HTML file with the result, the stall breakdown as a chart, the
// functions by cycles, a flame graph of the call paths and the annotated
// disassembly of the hottest functions, each instruction's row tinted by
// its share of the cycles. It is rendered from plain data (RunPage), so
// that report needs neither the simulator nor the profiler.

import (
	"bytes"
	"fmt"
	"hash/fnv"
	"html"
	"sort"
	"strings"

	"boardless/result"
)

// RunPage is what the page of one run shows.
type RunPage struct {
	Run       result.Run    // the run's record, as its table and JSON show it
	Functions []PageFunc    // by exclusive cycles, most first
	Stacks    []FoldedStack // every call path with its cycles
	Listings  []Listing     // the hottest functions, disassembled
	Output    string        // what the program wrote (semihosting, the console)
}

// PageFunc is one function's share of the run.
type PageFunc struct {
	Name                 string
	Exclusive, Inclusive uint64 // cycles in it / in it and its callees
	Insns                uint64
}

// FoldedStack is one call path, outermost frame first, and its cycles.
type FoldedStack struct {
	Frames []string
	Cycles uint64
}

// Listing is a function's disassembly with each instruction's cycles.
type Listing struct {
	Function string
	Insns    []ListedInsn // in address order, every instruction of it
}

// ListedInsn is one instruction of a listing; Runs is 0 for one that
// never ran.
type ListedInsn struct {
	Addr         uint32
	Text         string
	Cycles, Runs uint64
	File         string // the source line, when the ELF has DWARF
	Line         int
}

// HTML renders the page.
func (p *RunPage) HTML() ([]byte, error) {
	r := p.Run.Call
	var b bytes.Buffer
	esc := html.EscapeString
	title := fmt.Sprintf("boardless: %s on %s (predicted)", r.Function, r.Board)
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>%s</title>\n", esc(title))
	b.WriteString("<script>window.__errors=[];window.addEventListener('error',function(e){window.__errors.push(String(e.message))});</script>\n")
	fmt.Fprintf(&b, "<style>\n%s\n%s\n</style>\n</head>\n<body>\n<h1>%s</h1>\n", css, runCSS, esc(title))
	p.summary(&b)
	p.output(&b)
	if err := p.stalls(&b); err != nil {
		return nil, err
	}
	p.functions(&b)
	b.WriteString("<h2 id=\"flame\">Flame graph</h2>\n<p>Each box is a function on a call path, as wide as its share of the cycles; callers below, callees above. Hover for the figures.</p>\n")
	fmt.Fprintf(&b, "<figure id=\"c-flame\">\n%s</figure>\n", flameGraph(p.Stacks))
	for i, l := range p.Listings {
		listing(&b, i, l)
	}
	fmt.Fprintf(&b, "<pre id=\"selfcheck\"></pre>\n<script>\n%s\n</script>\n</body>\n</html>\n", runSelfcheck)
	return b.Bytes(), nil
}

// runCSS adds the flame graph's and the heat map's styles to the report's.
const runCSS = `svg.flame text{font:11px "Liberation Sans",Arial,sans-serif;pointer-events:none}
svg.flame rect{stroke:#fff;stroke-width:.5}
td.code{font-family:"Liberation Mono",monospace;white-space:pre}
tr.cold td{color:#999}`

// runSelfcheck is the report's self-check with the page's own counts: the
// flame graph's frames and the listings' rows that ran.
var runSelfcheck = strings.Replace(selfcheck, "  document.getElementById('selfcheck')",
	"  out.frames = document.querySelectorAll('#c-flame g.frame').length;\n"+
		"  out.hot = document.querySelectorAll('tr.hot').length;\n"+
		"  document.getElementById('selfcheck')", 1)

// summary is the run's table: the rows 'run' prints (RunSummary).
func (p *RunPage) summary(b *bytes.Buffer) {
	b.WriteString("<table id=\"t-summary\">\n<caption>Result</caption>\n<thead><tr><th>what</th><th>value</th></tr></thead>\n<tbody>\n")
	for _, row := range RunSummary(&p.Run) {
		fmt.Fprintf(b, "<tr><td>%s</td><td>%s</td></tr>\n", html.EscapeString(row.What), html.EscapeString(row.Value))
	}
	b.WriteString("</tbody>\n</table>\n")
}

// output shows what the program wrote (semihosting), when it wrote.
func (p *RunPage) output(b *bytes.Buffer) {
	if p.Run.Output == "" {
		return
	}
	fmt.Fprintf(b, "<h2 id=\"output\">Program output</h2>\n<pre id=\"t-output\">%s</pre>\n", html.EscapeString(p.Run.Output))
}

// stalls draws where the cycles went: executing, and each stall reason.
func (p *RunPage) stalls(b *bytes.Buffer) error {
	r := p.Run.Call
	var stalled uint64
	reasons := sortedNames(r.Stalls)
	for _, k := range reasons {
		stalled += r.Stalls[k]
	}
	bc := barChart{title: fmt.Sprintf("%s: where the %d cycles went", r.Function, r.Cycles), ylabel: "cycles", kinds: []string{""}, values: [][]float64{nil}}
	if stalled <= r.Cycles {
		bc.groups, bc.values[0] = append(bc.groups, "executing"), append(bc.values[0], float64(r.Cycles-stalled))
	}
	for _, k := range reasons {
		bc.groups, bc.values[0] = append(bc.groups, "stall: "+k), append(bc.values[0], float64(r.Stalls[k]))
	}
	svg, err := bc.draw()
	if err != nil {
		return err
	}
	b.WriteString("<h2 id=\"stalls\">Stall breakdown</h2>\n<figure id=\"c-stalls\">\n")
	b.Write(inlineSVG(svg))
	fmt.Fprintf(b, "<figcaption>%s</figcaption>\n</figure>\n", html.EscapeString(bc.title))
	return nil
}

func sortedNames(m map[string]uint64) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

func (p *RunPage) functions(b *bytes.Buffer) {
	total := max(p.Run.Cycles, 1)
	pc := func(v uint64) string { return fmt.Sprintf("%.1f", 100*float64(v)/float64(total)) }
	b.WriteString("<h2 id=\"functions\">Functions by cycles</h2>\n<table id=\"t-functions\">\n<caption>Exclusive: in the function itself; inclusive: with its callees</caption>\n")
	b.WriteString("<thead><tr><th>function</th><th>exclusive</th><th>%</th><th>inclusive</th><th>%</th><th>instructions</th></tr></thead>\n<tbody>\n")
	for _, f := range p.Functions {
		fmt.Fprintf(b, "<tr><td>%s</td><td class=\"n\">%d</td><td class=\"n\">%s</td><td class=\"n\">%d</td><td class=\"n\">%s</td><td class=\"n\">%d</td></tr>\n",
			html.EscapeString(f.Name), f.Exclusive, pc(f.Exclusive), f.Inclusive, pc(f.Inclusive), f.Insns)
	}
	b.WriteString("</tbody>\n</table>\n")
}

// listing writes a function's disassembly as a heat map, then its cycles
// by source line: every line the function has, in line order, those that
// never ran with 0.
func listing(b *bytes.Buffer, i int, l Listing) {
	var hottest, total uint64
	for _, in := range l.Insns {
		hottest, total = max(hottest, in.Cycles), total+in.Cycles
	}
	esc := html.EscapeString
	fmt.Fprintf(b, "<h2 id=\"listing-%d\">%s: %d cycles</h2>\n<table id=\"t-listing-%d\">\n<caption>Cycles per instruction; the redder, the more of the function's cycles</caption>\n", i, esc(l.Function), total, i)
	b.WriteString("<thead><tr><th>cycles</th><th>runs</th><th>address</th><th>instruction</th><th>line</th></tr></thead>\n<tbody>\n")
	type lineKey struct {
		file string
		line int
	}
	byLine := map[lineKey]uint64{}
	for _, in := range l.Insns {
		src := ""
		if in.File != "" {
			src = fmt.Sprintf("%s:%d", in.File, in.Line)
			byLine[lineKey{in.File, in.Line}] += in.Cycles
		}
		class, style, cy, runs := "cold", "", "", ""
		if in.Runs > 0 || in.Cycles > 0 {
			class, cy, runs = "hot", fmt.Sprint(in.Cycles), fmt.Sprint(in.Runs)
			style = fmt.Sprintf(" style=\"background:rgba(214,39,40,%.2f)\"", 0.06+0.74*float64(in.Cycles)/float64(max(hottest, 1)))
		}
		fmt.Fprintf(b, "<tr class=\"%s\"%s><td class=\"n\">%s</td><td class=\"n\">%s</td><td class=\"code\">%08x</td><td class=\"code\">%s</td><td>%s</td></tr>\n",
			class, style, cy, runs, in.Addr, esc(in.Text), esc(src))
	}
	b.WriteString("</tbody>\n</table>\n")
	if len(byLine) == 0 {
		return
	}
	keys := make([]lineKey, 0, len(byLine))
	for k := range byLine {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(a, c int) bool {
		if keys[a].file != keys[c].file {
			return keys[a].file < keys[c].file
		}
		return keys[a].line < keys[c].line
	})
	fmt.Fprintf(b, "<table id=\"t-lines-%d\">\n<caption>%s by source line</caption>\n<thead><tr><th>line</th><th>cycles</th><th>%%</th></tr></thead>\n<tbody>\n", i, esc(l.Function))
	for _, k := range keys {
		fmt.Fprintf(b, "<tr><td>%s:%d</td><td class=\"n\">%d</td><td class=\"n\">%.1f</td></tr>\n", esc(k.file), k.line, byLine[k], 100*float64(byLine[k])/float64(max(total, 1)))
	}
	b.WriteString("</tbody>\n</table>\n")
}

// flameNode is a frame of the flame graph: a function on a call path.
type flameNode struct {
	name     string
	cycles   uint64
	children map[string]*flameNode
}

func (n *flameNode) child(name string) *flameNode {
	c := n.children[name]
	if c == nil {
		c = &flameNode{name: name, children: map[string]*flameNode{}}
		n.children[name] = c
	}
	return c
}

// The flame graph's geometry, in the SVG's user units (px).
const (
	flameWidth = 1000.0
	flameRow   = 18.0
	flameChar  = 6.2 // the width of a character at 11px, about
)

// flameGraph draws folded stacks as an inline SVG flame graph: the root
// (all cycles) at the bottom, each frame as wide as its cycles, children
// in name order as flamegraph.pl does.
func flameGraph(stacks []FoldedStack) string {
	root := &flameNode{name: "all", children: map[string]*flameNode{}}
	depth := 0
	for _, s := range stacks {
		n := root
		n.cycles += s.Cycles
		for _, f := range s.Frames {
			n = n.child(f)
			n.cycles += s.Cycles
		}
		depth = max(depth, len(s.Frames))
	}
	h := float64(depth+1) * flameRow
	var b strings.Builder
	fmt.Fprintf(&b, "<svg class=\"flame\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%g\" height=\"%g\" viewBox=\"0 0 %g %g\">\n", flameWidth, h, flameWidth, h)
	if root.cycles > 0 {
		flameFrame(&b, root, 0, flameWidth/float64(root.cycles), 0, h, root.cycles)
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// flameFrame draws n at x on row depth, then its children above it.
func flameFrame(b *strings.Builder, n *flameNode, x, scale float64, depth int, h float64, total uint64) {
	w := float64(n.cycles) * scale
	y := h - float64(depth+1)*flameRow
	name := html.EscapeString(n.name)
	fmt.Fprintf(b, "<g class=\"frame\"><title>%s: %d cycles (%.1f%%)</title><rect x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"%g\" fill=\"%s\"/>",
		name, n.cycles, 100*float64(n.cycles)/float64(total), x, y, w, flameRow-1, flameColor(n.name))
	if fit := int((w - 6) / flameChar); fit >= 4 {
		label := n.name
		if len([]rune(label)) > fit {
			label = string([]rune(label)[:fit-2]) + ".."
		}
		fmt.Fprintf(b, "<text x=\"%.2f\" y=\"%.1f\">%s</text>", x+3, y+flameRow-5, html.EscapeString(label))
	}
	b.WriteString("</g>\n")
	names := make([]string, 0, len(n.children))
	for k := range n.children {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		c := n.children[k]
		flameFrame(b, c, x, scale, depth+1, h, total)
		x += float64(c.cycles) * scale
	}
}

// flameColor is a warm colour that follows the name, so that a function
// has the same colour wherever it appears.
func flameColor(name string) string {
	f := fnv.New32a()
	f.Write([]byte(name))
	v := f.Sum32()
	return fmt.Sprintf("rgb(%d,%d,%d)", 205+v%50, 80+(v>>8)%130, 40+(v>>16)%40)
}
