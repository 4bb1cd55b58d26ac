package main

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestSweepWaitStatesMonotonic: cycles never fall when wait states rise,
// with prefetch and cache on or off, on both ARMv6-M boards.
func TestSweepWaitStatesMonotonic(t *testing.T) {
	needKernels(t)
	for _, c := range []struct{ board, second string }{
		{"nucleo-g071rb", "prefetch=on,off"},
		{"nucleo-g071rb", "icache=on,off"},
		{"nucleo-f091rc", "prefetch=on,off"},
	} {
		dir := t.TempDir()
		code, _, errs := run(t, "sweep", "--board", c.board, "--build-dir", "../../build", "--kernel", "sha256-small-8000",
			"--vary", "flash-ws=0:4:1", "--vary", c.second, "--out", dir)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", c, code, errs)
		}
		rows := readCSV(t, filepath.Join(dir, "sweep.csv"))
		if len(rows) != 1+10 {
			t.Fatalf("%d rows, want header + 10", len(rows))
		}
		prev := map[string]uint64{}
		for _, r := range rows[1:] {
			cy, _ := strconv.ParseUint(r[4], 10, 64)
			if cy < prev[r[1]] {
				t.Errorf("%s %s: cycles fell to %d at %s wait states", c.board, r[1], cy, r[0])
			}
			prev[r[1]] = cy
		}
		for _, svg := range []string{"cycles-vs-flash-ws.svg", "time-vs-flash-ws.svg"} {
			b, err := os.ReadFile(filepath.Join(dir, svg))
			if err != nil || !strings.Contains(string(b), "<svg") {
				t.Errorf("%s: %v", svg, err)
			}
		}
	}
}

// TestSweepClockSteps: with only the clock varied, the chip's wait-state
// table shows: the G071 needs 0 WS to 24 MHz, 1 to 48, 2 to 64.
func TestSweepClockSteps(t *testing.T) {
	needKernels(t)
	dir := t.TempDir()
	code, _, errs := run(t, "sweep", "--build-dir", "../../build", "--kernel", "aes128-cbc-enc-fast-8000",
		"--vary", "clock=16e6:64e6:16e6", "--out", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rows := readCSV(t, filepath.Join(dir, "sweep.csv"))
	want := []string{"0", "1", "1", "2"} // 16, 32, 48, 64 MHz
	for i, r := range rows[1:] {
		if r[2] != want[i] {
			t.Errorf("%s Hz: %s wait states, want %s", r[0], r[2], want[i])
		}
	}
	for _, tt := range []struct {
		vary []string
		want string
	}{
		{[]string{"volts=1,2"}, "not a what-if (clock, flash-ws, prefetch, icache, mul, code-in, data-in) nor a parameter of nucleo-g071rb"},
		{[]string{"Volts=1"}, "PARAM is clock"},
		{[]string{"clock=8e6", "clock=16e6"}, "--vary clock given twice"},
	} {
		args := []string{"sweep", "--kernel", "x", "--out", dir}
		for _, v := range tt.vary {
			args = append(args, "--vary", v)
		}
		if code, _, errs := run(t, args...); code != 2 || !strings.Contains(errs, tt.want) {
			t.Errorf("--vary %v: exit %d %q, want 2 and %q", tt.vary, code, errs, tt.want)
		}
	}
}

func readCSV(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// TestSweepModelParam: --vary takes any model parameter of the board, and
// the cycles move the way the parameter says (a slower L2 costs more).
func TestSweepModelParam(t *testing.T) {
	needKernels(t)
	dir := t.TempDir()
	code, _, errs := run(t, "sweep", "--board", "stm32mp135f-dk", "--build-dir", "../../build", "--kernel", "sha256-fast-8000",
		"--vary", "l2_hit_cycles=5,20", "--out", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rows := readCSV(t, filepath.Join(dir, "sweep.csv"))
	if len(rows) != 3 || rows[0][0] != "l2_hit_cycles" {
		t.Fatalf("csv %v", rows)
	}
	at5, _ := strconv.Atoi(rows[1][3])
	at20, _ := strconv.Atoi(rows[2][3])
	if at5 == 0 || at20 <= at5 {
		t.Errorf("cycles at l2_hit_cycles 5 and 20: %d, %d: want more at 20", at5, at20)
	}
}

// TestSweepHWBusClock: the accelerators' bus clock is the what-if of the
// MP135's hw kernels: a slower bus makes every register access and every
// block longer, so the driver takes more cycles.
func TestSweepHWBusClock(t *testing.T) {
	needKernels(t)
	dir := t.TempDir()
	code, _, errs := run(t, "sweep", "--board", "stm32mp135f-dk", "--build-dir", "../../build", "--kernel", "sha256-hw-8000",
		"--vary", "periph_bus_hz=66e6,266e6", "--out", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rows := readCSV(t, filepath.Join(dir, "sweep.csv"))
	if len(rows) != 3 || rows[0][0] != "periph_bus_hz" {
		t.Fatalf("csv %v", rows)
	}
	slow, _ := strconv.Atoi(rows[1][3])
	fast, _ := strconv.Atoi(rows[2][3])
	if fast == 0 || slow <= fast {
		t.Errorf("cycles at a 66 and a 266 MHz bus: %d, %d: want more at 66 MHz", slow, fast)
	}
}
