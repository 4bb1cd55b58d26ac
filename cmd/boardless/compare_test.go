package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"boardless/report"
)

var fourBoards = []string{"nucleo-g071rb", "nucleo-f091rc", "nucleo-wba52cg", "stm32mp135f-dk"}

func boardELF(board string) string { return "../../build/kernels/" + board + "/sym.elf" }

// TestCompareFunction: one function on the four boards, each from the ELF
// built for it, plus a what-if per board: the figures are those 'run'
// gives, the deadline is judged, and the chart is drawn.
func TestCompareFunction(t *testing.T) {
	needKernels(t)
	dir := t.TempDir()
	fn := []string{"--func", "sha256_fast", "--arg", "rand:1024", "--arg", "1024", "--arg", "buf:32"}
	args := []string{"compare", "--board", strings.Join(fourBoards, ","), "--what-if", "clock=24e6", "--deadline", "2ms",
		"--format", "json", "--chart", filepath.Join(dir, "c.svg")}
	for _, b := range fourBoards {
		args = append(args, "--elf-for", b+"="+boardELF(b))
	}
	code, out, errs := run(t, append(args, fn...)...)
	// The Cortex-M0 and M0+ at 64/48 MHz miss 2 ms: exit 1, the table printed.
	if code != 1 || !strings.Contains(errs, "miss the 2ms deadline: sha256_fast on nucleo-g071rb,") {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var sbs report.SideBySide
	if err := json.Unmarshal([]byte(out), &sbs); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if len(sbs.Columns) != 8 || len(sbs.Rows) != 1 || sbs.DeadlineUS != 2000 {
		t.Fatalf("columns %d, rows %d, deadline %g", len(sbs.Columns), len(sbs.Rows), sbs.DeadlineUS)
	}
	for i, c := range sbs.Rows[0].Results {
		col := sbs.Columns[i]
		board, whatIf := fourBoards[i/2], i%2 == 1
		if col.Board != board || (col.WhatIf == "clock=24e6") != whatIf || !c.OK || c.Cycles == 0 {
			t.Errorf("column %d: %+v %+v", i, col, c)
		}
		if want := map[bool]string{true: "pass", false: "fail"}[c.TimeUS <= 2000]; c.Deadline != want {
			t.Errorf("%s: %g us judged %q against 2 ms", col.Label, c.TimeUS, c.Deadline)
		}
		if whatIf {
			continue
		}
		// The same call through 'run' gives the same cycles and stack.
		rargs := append([]string{"run", "--board", board, "--elf", boardELF(board), "--format", "json"}, fn...)
		code, rout, errs := run(t, rargs...)
		var r struct {
			Cycles     uint64 `json:"cycles"`
			StackBytes uint32 `json:"stack_bytes"`
		}
		if code != 0 || json.Unmarshal([]byte(rout), &r) != nil || r.Cycles != c.Cycles || r.StackBytes != c.StackBytes {
			t.Errorf("%s: compare %d cycles %d stack, run %+v (%s)", board, c.Cycles, c.StackBytes, r, errs)
		}
	}
	svg, err := os.ReadFile(filepath.Join(dir, "c.svg"))
	if err != nil || !bytes.Contains(svg, []byte(`class="legend"`)) || !bytes.Contains(svg, []byte("deadline 2 ms")) {
		t.Errorf("chart: %v\n%.300s", err, svg)
	}
}

// TestCompareKernelsFormats: a kernel selection on the four boards in
// every output form, the same figures in each.
func TestCompareKernelsFormats(t *testing.T) {
	needKernels(t)
	args := []string{"compare", "--board", strings.Join(fourBoards, ","), "--kernels", "^sha256-fast", "--bytes", "64", "--build-dir", "../../build"}
	outs := map[string]string{}
	for _, f := range []string{"table", "md", "csv", "json"} {
		code, out, errs := run(t, append(args, "--format", f)...)
		if code != 0 {
			t.Fatalf("--format %s: exit %d: %s", f, code, errs)
		}
		outs[f] = out
	}
	var sbs report.SideBySide
	if err := json.Unmarshal([]byte(outs["json"]), &sbs); err != nil || len(sbs.Rows) != 1 || len(sbs.Columns) != 4 {
		t.Fatalf("json: %v\n%s", err, outs["json"])
	}
	recs, err := csv.NewReader(strings.NewReader(outs["csv"])).ReadAll()
	if err != nil || len(recs) != 5 {
		t.Fatalf("csv: %v, %d records", err, len(recs))
	}
	for i, c := range sbs.Rows[0].Results {
		cy := strings.TrimSpace(recs[i+1][7])
		if recs[i+1][2] != fourBoards[i] || cy != u64s(c.Cycles) {
			t.Errorf("csv row %d: %v, json %+v", i, recs[i+1], c)
		}
		for _, f := range []string{"table", "md"} {
			if !strings.Contains(outs[f], fourBoards[i]) || !strings.Contains(outs[f], cy) {
				t.Errorf("--format %s lacks %s's %s cycles:\n%s", f, fourBoards[i], cy, outs[f])
			}
		}
	}
	if !strings.HasPrefix(outs["table"], "KERNEL") || !strings.HasPrefix(outs["md"], "| KERNEL |") {
		t.Errorf("headers:\n%s\n%s", outs["table"], outs["md"])
	}
}

func u64s(v uint64) string { b, _ := json.Marshal(v); return string(b) }

// TestBenchBoards: bench on several boards is one table with the boards
// side by side; its JSON has every board's report with the footprints;
// --out writes each board's report and the boards' table and chart.
func TestBenchBoards(t *testing.T) {
	needKernels(t)
	dir := t.TempDir()
	args := []string{"bench", "--board", "nucleo-g071rb,nucleo-wba52cg", "--kernels", "^sha256-fast", "--bytes", "64", "--build-dir", "../../build"}
	code, out, errs := run(t, args...)
	if code != 0 || strings.Count(out, "sha256-fast-64 ") != 2 || !strings.Contains(out, "nucleo-wba52cg") {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	code, out, errs = run(t, append(args, "--format", "json")...)
	var v struct {
		Boards []benchReport `json:"boards"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil || len(v.Boards) != 2 {
		t.Fatalf("json: exit %d: %s\n%s", code, errs, out)
	}
	for _, rep := range v.Boards {
		if len(rep.Results) != 1 || rep.Results[0].CodeBytes == 0 || rep.Results[0].Cycles == 0 {
			t.Errorf("%s: %+v", rep.Board, rep.Results)
		}
	}
	if code, _, errs := run(t, append(args, "--out", dir, "--kernels", "^sha256-fast-64$")...); code != 0 {
		t.Fatalf("--out: exit %d: %s", code, errs)
	}
	for _, f := range []string{"nucleo-g071rb/report.md", "nucleo-wba52cg/report.html", "boards.md", "boards.csv", "boards.json", "boards-time.svg"} {
		if st, err := os.Stat(filepath.Join(dir, f)); err != nil || st.Size() == 0 {
			t.Errorf("%s: %v", f, err)
		}
	}
	if code, _, errs := run(t, append(args, "--shard", "1/2")...); code != 2 || !strings.Contains(errs, "shard one board at a time") {
		t.Errorf("shards of two boards: exit %d: %s", code, errs)
	}
}

// TestBuildDirDefault: without --build-dir, bench finds the images from
// $BOARDLESS_BUILD, and says where it looked when they are not there.
func TestBuildDirDefault(t *testing.T) {
	needKernels(t)
	t.Setenv("BOARDLESS_BUILD", "../../build")
	if code, out, errs := run(t, "bench", "--kernels", "^sha256-fast", "--bytes", "64"); code != 0 || !strings.Contains(out, "sha256-fast-64") {
		t.Errorf("from $BOARDLESS_BUILD: exit %d: %s", code, errs)
	}
	empty := t.TempDir()
	t.Setenv("BOARDLESS_BUILD", empty)
	code, _, errs := run(t, "bench", "--kernels", "^sha256-fast", "--bytes", "64")
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	oneErrLine(t, errs, "(build directory "+empty+", from $BOARDLESS_BUILD): build the images with 'make kernels'")
}

// TestCompareDataIn: data-in is a what-if axis: the column has the
// cycles 'run --data-in' gives, and they differ from the board's own
// (DTCM against AXI SRAM behind the H743's L1 D-cache).
func TestCompareDataIn(t *testing.T) {
	needKernels(t)
	const board = "nucleo-h743zi2"
	fn := []string{"--elf", boardELF(board), "--func", "sha256_fast", "--arg", "rand:1024", "--arg", "1024", "--arg", "buf:32"}
	code, out, errs := run(t, append([]string{"compare", "--board", board, "--what-if", "data-in=axi-sram", "--format", "json"}, fn...)...)
	var sbs report.SideBySide
	if code != 0 || json.Unmarshal([]byte(out), &sbs) != nil || len(sbs.Rows) != 1 || len(sbs.Rows[0].Results) != 2 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	own, moved := sbs.Rows[0].Results[0].Cycles, sbs.Rows[0].Results[1].Cycles
	if want := uint64(cyclesOf(t, append([]string{"--board", board, "--data-in", "axi-sram"}, fn...)...)); moved != want {
		t.Errorf("compare data-in=axi-sram %d cycles, run --data-in axi-sram %d", moved, want)
	}
	if moved == own {
		t.Errorf("data-in=axi-sram left the cycles at %d", own)
	}
}
