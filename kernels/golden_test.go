package kernels

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"testing"
)

// Golden cycle files: testdata/cycles/<board>.json pins, for every kernel
// run that the tests verified against its Go oracle, the cycles,
// instructions and stack it took on that board. A change of a core or
// memory model therefore shows up as a diff of these files in review.
//
// The tests that check kernels against Go (TestKernelsAgainstGo,
// TestSymmetricAgainstGo, TestPublicKeyAgainstGo) record each
// verified run with recordGolden; TestMain compares the records with
// the files after all tests ran, and `go test ./kernels -update`
// rewrites them. A kernel that a run did not execute (-short, -run, or
// one of the RSA configurations behind BOARDLESS_PK_FULL) is neither
// checked nor dropped: -update merges what ran into what is there.

// goldenEntry is one kernel's figures on one board.
type goldenEntry struct {
	Cycles       uint64 `json:"cycles"`
	Instructions uint64 `json:"instructions"`
	StackBytes   uint32 `json:"stack_bytes"`
}

var golden = struct {
	sync.Mutex
	runs map[string]map[string]goldenEntry // board -> kernel -> figures
	errs []string
}{runs: map[string]map[string]goldenEntry{}}

// recordGolden notes a verified run of a kernel on a board. The same
// kernel recorded twice with other figures is an error: each kernel name
// must stand for one input (its seed) in the tests that record it.
func recordGolden(board string, out *Outcome) {
	e := goldenEntry{out.Result.Cycles, out.Result.Instructions, out.Result.StackBytes}
	golden.Lock()
	defer golden.Unlock()
	m := golden.runs[board]
	if m == nil {
		m = map[string]goldenEntry{}
		golden.runs[board] = m
	}
	name := out.Kernel.Name
	if old, ok := m[name]; ok && old != e {
		golden.errs = append(golden.errs, fmt.Sprintf("%s on %s recorded twice with different figures (%+v, %+v): two tests run it on different inputs", name, board, old, e))
	}
	m[name] = e
}

// RecordGolden is recordGolden for the external test package.
func RecordGolden(board string, out *Outcome) { recordGolden(board, out) }

func goldenPath(board string) string { return filepath.Join("testdata", "cycles", board+".json") }

func readGolden(board string) (map[string]goldenEntry, error) {
	data, err := os.ReadFile(goldenPath(board))
	if os.IsNotExist(err) {
		return map[string]goldenEntry{}, nil
	}
	if err != nil {
		return nil, err
	}
	m := map[string]goldenEntry{}
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%s: %v", goldenPath(board), err)
	}
	return m, nil
}

// writeGolden writes m sorted by kernel name, one kernel a line, so that
// a model change reads as a line diff.
func writeGolden(board string, m map[string]goldenEntry) error {
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	sort.Strings(names)
	var b bytes.Buffer
	b.WriteString("{\n")
	for i, n := range names {
		e := m[n]
		key, _ := json.Marshal(n)
		fmt.Fprintf(&b, "  %s: {\"cycles\": %d, \"instructions\": %d, \"stack_bytes\": %d}", key, e.Cycles, e.Instructions, e.StackBytes)
		if i+1 < len(names) {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("}\n")
	if err := os.MkdirAll(filepath.Dir(goldenPath(board)), 0o755); err != nil {
		return err
	}
	return os.WriteFile(goldenPath(board), b.Bytes(), 0o644)
}

// checkGolden compares (or with -update merges and writes) the recorded
// runs; it returns the problems found, one line each.
func checkGolden() []string {
	golden.Lock()
	defer golden.Unlock()
	problems := append([]string(nil), golden.errs...)
	boards := make([]string, 0, len(golden.runs))
	for b := range golden.runs {
		boards = append(boards, b)
	}
	sort.Strings(boards)
	for _, board := range boards {
		want, err := readGolden(board)
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		got := golden.runs[board]
		if *update {
			for n, e := range got {
				want[n] = e
			}
			if err := writeGolden(board, want); err != nil {
				problems = append(problems, err.Error())
			}
			continue
		}
		names := make([]string, 0, len(got))
		for n := range got {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			w, ok := want[n]
			switch {
			case !ok:
				problems = append(problems, fmt.Sprintf("%s: %s has no golden figures (go test ./kernels -update adds them)", goldenPath(board), n))
			case w != got[n]:
				problems = append(problems, fmt.Sprintf("%s: %s: cycles %d, instructions %d, stack %d; golden %d, %d, %d (a model change? go test ./kernels -update, and say why in the commit)",
					goldenPath(board), n, got[n].Cycles, got[n].Instructions, got[n].StackBytes, w.Cycles, w.Instructions, w.StackBytes))
			}
		}
	}
	return problems
}

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if problems := checkGolden(); len(problems) > 0 {
		fmt.Fprintf(os.Stderr, "--- FAIL: golden cycle files (%d differences)\n", len(problems))
		for _, p := range problems {
			fmt.Fprintln(os.Stderr, "    "+p)
		}
		if code == 0 {
			code = 1
		}
	}
	os.Exit(code)
}
