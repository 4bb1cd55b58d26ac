package main

// compare's shards: its points (report.ComparePoint) written as JSON for
// 'boardless merge', which renders them through the same
// report.CompareHeader.Assemble as one run, so the merged output is the
// unsharded output byte for byte.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
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
	points []report.ComparePoint
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
func writeCompareShard(w io.Writer, k, n int, opts map[string]string, hd report.CompareHeader, run compareRun) error {
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
	var hd report.CompareHeader
	if err := json.Unmarshal(header, &hd); err != nil {
		return inputErrorf("the compare shards' header does not read back: %v", err)
	}
	points := make([]report.ComparePoint, len(results))
	for i, r := range results {
		if err := json.Unmarshal(r, &points[i]); err != nil || len(points[i].Row.Results) == 0 {
			return inputErrorf("compare point %d does not read back: %v", i, err)
		}
	}
	var buf bytes.Buffer
	err := finishCompare(hd.Assemble(points), hd.Format, chart, hd.Title, &buf)
	if _, werr := w.Write(buf.Bytes()); werr != nil {
		return fmt.Errorf("writing the merged comparison: %v", werr)
	}
	return err
}
