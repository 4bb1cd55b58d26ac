package gate

import (
	"strings"
	"testing"
)

func TestCompare(t *testing.T) {
	b := &Board{
		Kernels:   map[string]map[string]uint64{"k": {"cycles": 100, "stack_bytes": 0, "code_bytes": 50}},
		Functions: map[string]map[string]uint64{"f.elf:f()": {"cycles": 10}},
	}
	kernel := func(ms map[string]uint64) []Entry { return []Entry{{Name: "k", Kernel: true, Metrics: ms}} }
	type counts struct{ metrics, regressions, worse, better, unchanged, new, failed int }
	for _, tc := range []struct {
		name    string
		entries []Entry
		tol     float64
		allow   bool // allowNew
		passed  bool
		counts  counts
		status  []string // of the changes, in order
	}{
		// The threshold itself passes: exactly 2% worse is within 2%.
		{"2% worse at 2%", kernel(map[string]uint64{"cycles": 102, "stack_bytes": 0}), 2, false, true, counts{2, 0, 1, 0, 1, 0, 0}, []string{"worse"}},
		{"3% worse, and from 0", kernel(map[string]uint64{"cycles": 103, "stack_bytes": 4}), 2, false, false, counts{2, 2, 0, 0, 0, 0, 0}, []string{"regression", "regression"}},
		{"3% worse at 6%", kernel(map[string]uint64{"cycles": 103}), 6, false, true, counts{1, 0, 1, 0, 0, 0, 0}, []string{"worse"}},
		{"better", kernel(map[string]uint64{"cycles": 90, "code_bytes": 50}), 2, false, true, counts{2, 0, 0, 1, 1, 0, 0}, []string{"better"}},
		{"metric not in the baseline", kernel(map[string]uint64{"cycles": 100, "global_bytes": 8}), 2, false, true, counts{1, 0, 0, 0, 1, 1, 0}, []string{"new"}},
		// An entry with no baseline entry fails: a check that compared
		// nothing is not green (a renamed ELF, a file: argument's path).
		{"entry not in the baseline", []Entry{{Name: "other", Kernel: true, Metrics: map[string]uint64{"cycles": 1}}}, 2, false, false, counts{0, 0, 0, 0, 0, 1, 0}, []string{"new"}},
		{"entry not in the baseline, allowed", []Entry{{Name: "other", Kernel: true, Metrics: map[string]uint64{"cycles": 1}}}, 2, true, true, counts{0, 0, 0, 0, 0, 1, 0}, []string{"new"}},
		{"one of two not in the baseline", []Entry{{Name: "k", Kernel: true, Metrics: map[string]uint64{"cycles": 100}}, {Name: "other", Kernel: true, Metrics: map[string]uint64{"cycles": 1}}}, 2, false, false, counts{1, 0, 0, 0, 1, 1, 0}, []string{"new"}},
		{"a kernel's name is not a function's", []Entry{{Name: "f.elf:f()", Kernel: true, Metrics: map[string]uint64{"cycles": 1}}}, 2, false, false, counts{0, 0, 0, 0, 0, 1, 0}, []string{"new"}},
		{"function", []Entry{{Name: "f.elf:f()", Metrics: map[string]uint64{"cycles": 11}}}, 2, false, false, counts{1, 1, 0, 0, 0, 0, 0}, []string{"regression"}},
		{"failed", []Entry{{Name: "k", Kernel: true, Error: "wrong output"}}, 2, false, false, counts{0, 0, 0, 0, 0, 0, 1}, []string{"failed"}},
	} {
		rep := Compare(b, tc.entries, tc.tol, tc.allow)
		got := counts{rep.Metrics, rep.Regressions, rep.Worse, rep.Better, rep.Unchanged, rep.New, rep.Failed}
		var status []string
		for _, c := range rep.Changes {
			status = append(status, c.Status)
		}
		if rep.Passed != tc.passed || got != tc.counts || strings.Join(status, " ") != strings.Join(tc.status, " ") ||
			rep.Entries != len(tc.entries) || rep.TolerancePercent != tc.tol || rep.AllowNew != tc.allow {
			t.Errorf("%s: passed %v, %+v, %v; want %v, %+v, %v", tc.name, rep.Passed, got, status, tc.passed, tc.counts, tc.status)
		}
		if (rep.Err() == nil) != tc.passed {
			t.Errorf("%s: Err() = %v", tc.name, rep.Err())
		}
	}
}

func TestDelta(t *testing.T) {
	rep := Compare(&Board{Kernels: map[string]map[string]uint64{"k": {"cycles": 200, "stack_bytes": 0}}},
		[]Entry{{Name: "k", Kernel: true, Metrics: map[string]uint64{"cycles": 210, "stack_bytes": 12}}, {Name: "n", Kernel: true, Metrics: map[string]uint64{"cycles": 1}}}, 2, true)
	var got []string
	for _, c := range rep.Changes {
		got = append(got, c.Delta())
	}
	if want := "+5.00% +12 -"; strings.Join(got, " ") != want {
		t.Errorf("deltas %q, want %q", got, want)
	}
}

// TestErr: the verdict is one line naming the board, the counts and the
// first three regressions or failures.
func TestErr(t *testing.T) {
	b := &Board{Kernels: map[string]map[string]uint64{}}
	var entries []Entry
	for _, n := range []string{"a", "b", "c", "d"} {
		b.Kernels[n] = map[string]uint64{"cycles": 100}
		entries = append(entries, Entry{Name: n, Kernel: true, Metrics: map[string]uint64{"cycles": 110}})
	}
	entries = append(entries, Entry{Name: "e", Kernel: true, Error: "fault"})
	rep := Compare(b, entries, 2, false)
	rep.Board = "nucleo-g071rb"
	want := "nucleo-g071rb: 4 metrics worse than the baseline by more than 2%, 1 run failed: " +
		"a cycles 100 -> 110 (+10.00%), b cycles 100 -> 110 (+10.00%), c cycles 100 -> 110 (+10.00%) and 2 more"
	if err := rep.Err(); err == nil || err.Error() != want {
		t.Errorf("Err() = %v\nwant %s", err, want)
	}
	rep = Compare(b, entries[4:], 2, false)
	rep.Board = "b"
	if err := rep.Err(); err == nil || err.Error() != "b: 1 run failed: e failed (fault)" {
		t.Errorf("Err() = %v", err)
	}
}

// TestErrUnmatched: runs that matched no baseline entry fail, named.
func TestErrUnmatched(t *testing.T) {
	b := &Board{Functions: map[string]map[string]uint64{"fw.elf:f(1)": {"cycles": 10}}}
	rep := Compare(b, []Entry{{Name: "renamed.elf:f(1)", Metrics: map[string]uint64{"cycles": 10}}}, 2, false)
	rep.Board = "b"
	want := "b: 1 of 1 run matched no baseline entry (record with --update, or pass them with --allow-new): renamed.elf:f(1) not in the baseline"
	if err := rep.Err(); err == nil || err.Error() != want {
		t.Errorf("Err() = %v\nwant %s", err, want)
	}
}
