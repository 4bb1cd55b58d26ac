package main

// compare's points and shards: a kernel comparison's point is a kernel's
// row (every column), a function comparison's a column. One run and the
// merge of its shards both render through compareHeader.assemble, so the
// merged output is the unsharded output byte for byte.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"boardless/bench"
	"boardless/report"
)

// compareRun is what a comparison ran: the points idx of total, in
// order.
type compareRun struct {
	total  int
	idx    []int
	points []comparePoint
}

// comparePoint is one point's results: its row (a function's point has
// one cell) and each cell's memory model ("" for a run that failed).
type comparePoint struct {
	Row    report.SideRow `json:"row"`
	Models []string       `json:"models"`
}

// compareHeader is what compare's output needs besides the points.
type compareHeader struct {
	Kind       string              `json:"kind"` // "kernel" or "function"
	Columns    []report.SideColumn `json:"columns"`
	DeadlineUS float64             `json:"deadline_us"`
	Format     string              `json:"format"`
	Title      string              `json:"title"` // the function, or "kernels REGEXP"
}

// assemble is the table of every point: a kernel per row, or the
// function's one row of columns; a column's memory model is that of its
// first run that completed.
func (h compareHeader) assemble(points []comparePoint) *report.SideBySide {
	sbs := &report.SideBySide{Kind: h.Kind, DeadlineUS: h.DeadlineUS, Columns: slices.Clone(h.Columns)}
	if h.Kind == "function" {
		row := report.SideRow{Name: h.Title}
		for i, p := range points {
			row.Results = append(row.Results, p.Row.Results[0])
			sbs.Columns[i].MemoryModel = p.Models[0]
		}
		sbs.Rows = []report.SideRow{row}
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

// compareOptions is everything a comparison's output depends on besides
// the header, for the shard record: the boards and what-ifs, the
// selection or the function with its ELFs' contents and arguments.
func compareOptions(bf *boardFlags, cf *compareFlags) map[string]string {
	opts := bf.whatIfText().RunOptions(bf.budget, cf.seed)
	opts["board"] = bf.board
	opts["board_file"] = fileHash(bf.boardFile)
	opts["what_if"] = strings.Join(cf.whatIfs, "\n")
	opts["kernels"] = cf.kernels
	opts["bytes"] = strconv.Itoa(cf.size)
	opts["elf"] = fileHash(cf.elf)
	var elfFor []string
	for _, kv := range cf.elfFor {
		b, path, _ := strings.Cut(kv, "=")
		elfFor = append(elfFor, b+"="+fileHash(path))
	}
	opts["elf_for"] = strings.Join(elfFor, "\n")
	opts["func"] = cf.fn
	opts["args"] = strings.Join(cf.args, "\n")
	return opts
}

// writeCompareShard prints shard k of n of a comparison as JSON, for
// 'boardless merge'.
func writeCompareShard(w io.Writer, k, n int, opts map[string]string, hd compareHeader, run compareRun) error {
	header, err := json.Marshal(hd)
	if err != nil {
		return err
	}
	out := bench.PointShard{Info: bench.PointShardInfo{Kind: "compare", Index: k, Count: n, Total: run.total, Options: opts},
		Header: header, Points: []bench.Point{}}
	for j, p := range run.points {
		data, err := json.Marshal(p)
		if err != nil {
			return err
		}
		out.Points = append(out.Points, bench.Point{Index: run.idx[j], Result: data})
	}
	data, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// mergeCompare renders the comparison whose shards merged into header
// and results as the unsharded compare prints it, into w (and the
// chart), with compare's exit status.
func mergeCompare(w io.Writer, chart string, header json.RawMessage, results []json.RawMessage) error {
	var hd compareHeader
	if err := json.Unmarshal(header, &hd); err != nil {
		return inputErrorf("the compare shards' header does not read back: %v", err)
	}
	points := make([]comparePoint, len(results))
	for i, r := range results {
		if err := json.Unmarshal(r, &points[i]); err != nil || len(points[i].Row.Results) == 0 {
			return inputErrorf("compare point %d does not read back: %v", i, err)
		}
	}
	var buf bytes.Buffer
	err := finishCompare(hd.assemble(points), hd.Format, chart, hd.Title, &buf)
	if _, werr := w.Write(buf.Bytes()); werr != nil {
		return fmt.Errorf("writing the merged comparison: %v", werr)
	}
	return err
}
