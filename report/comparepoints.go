package report

import "slices"

// A comparison's points: a kernel comparison's point is a kernel's row
// (every column), a function comparison's a column. One run and the
// merge of its shards both render through CompareHeader.Assemble, so
// the merged output is the unsharded output byte for byte.

// ComparePoint is one point's results: its row (a function's point has
// one cell) and each cell's memory model ("" for a run that failed).
type ComparePoint struct {
	Row    SideRow  `json:"row"`
	Models []string `json:"models"`
}

// CompareHeader is what a comparison's output needs besides the points.
type CompareHeader struct {
	Kind       string       `json:"kind"` // "kernel" or "function"
	Columns    []SideColumn `json:"columns"`
	DeadlineUS float64      `json:"deadline_us"`
	Format     string       `json:"format"`
	Title      string       `json:"title"` // the function, or "kernels REGEXP"
}

// Assemble is the table of every point: a kernel per row, or the
// function's one row of columns; a column's memory model is that of its
// first run that completed.
func (h CompareHeader) Assemble(points []ComparePoint) *SideBySide {
	sbs := &SideBySide{Kind: h.Kind, DeadlineUS: h.DeadlineUS, Columns: slices.Clone(h.Columns)}
	if h.Kind == "function" {
		row := SideRow{Name: h.Title}
		for i, p := range points {
			row.Results = append(row.Results, p.Row.Results[0])
			sbs.Columns[i].MemoryModel = p.Models[0]
		}
		sbs.Rows = []SideRow{row}
		return sbs
	}
	for _, p := range points {
		sbs.Rows = append(sbs.Rows, p.Row)
		for i, m := range p.Models {
			if sbs.Columns[i].MemoryModel == "" {
				sbs.Columns[i].MemoryModel = m
			}
		}
	}
	return sbs
}

// FunctionPoint is a function comparison's point: the column's cell,
// and its memory model when the run completed.
func FunctionPoint(fn string, cell SideCell, memoryModel string) ComparePoint {
	p := ComparePoint{Row: SideRow{Name: fn, Results: []SideCell{cell}}, Models: []string{""}}
	if cell.OK {
		p.Models[0] = memoryModel
	}
	return p
}

// KernelPoints are a kernel comparison's points: a row per kernel
// (names, in order) of results[column][kernel], each cell with the
// memory model of its run when verified.
func KernelPoints(names, labels []string, results [][]KernelRow) []ComparePoint {
	var points []ComparePoint
	for k, name := range names {
		p := ComparePoint{Row: SideRow{Name: name}}
		for i, label := range labels {
			r := results[i][k]
			p.Row.Results = append(p.Row.Results, KernelCell(label, r))
			model := ""
			if r.Verified {
				model = r.MemoryModel
			}
			p.Models = append(p.Models, model)
		}
		points = append(points, p)
	}
	return points
}
