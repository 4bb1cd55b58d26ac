package kernels

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
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
//
// A golden entry whose kernel no longer runs is flagged twice over:
// TestGoldenFilesNameKernels fails on an entry that names no kernel of
// the catalogs, or a file of a board kernels.mk does not build; and a
// complete run (no -run, -skip or -short, no BOARDLESS_PK_* selection) fails
// on every entry it did not record, unless only a BOARDLESS_* variable
// selects that kernel (gatedKernel). -update after a complete run drops
// those entries.

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
	problems = append(problems, unrunFiles(golden.runs)...)
	for _, board := range boards {
		want, err := readGolden(board)
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		got := golden.runs[board]
		stale := staleEntries(board, want, got)
		if *update {
			for n, e := range got {
				want[n] = e
			}
			for _, n := range stale {
				delete(want, n)
			}
			if err := writeGolden(board, want); err != nil {
				problems = append(problems, err.Error())
			}
			continue
		}
		for _, n := range stale {
			problems = append(problems, fmt.Sprintf("%s: %s did not run in a complete run of the tests (a kernel removed or renamed? go test ./kernels -update drops it)", goldenPath(board), n))
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
	completeRun = code == 0 && isCompleteRun()
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

// completeRun says that every test that records golden figures ran all
// its kernels, so a golden entry not recorded is one whose kernel no
// longer runs.
var completeRun bool

// selectionEnv are the variables that select more public-key kernels.
var selectionEnv = []string{pkFullEnv, pkMoreEnv, rsa4096M0Env}

// isCompleteRun: no -run, -skip or -short and no BOARDLESS_PK_*
// selection.
func isCompleteRun() bool {
	for _, name := range []string{"test.run", "test.skip"} {
		if f := flag.Lookup(name); f != nil && f.Value.String() != "" {
			return false
		}
	}
	if testing.Short() {
		return false
	}
	for _, v := range selectionEnv {
		if os.Getenv(v) != "" {
			return false
		}
	}
	return true
}

// staleEntries are the kernels of want that a complete run did not
// record on board (none unless the run was complete), leaving out those
// only a BOARDLESS_* variable selects there.
func staleEntries(board string, want, got map[string]goldenEntry) []string {
	if !completeRun {
		return nil
	}
	var stale []string
	for n := range want {
		if _, ok := got[n]; !ok && !gatedKernel(board, n) {
			stale = append(stale, n)
		}
	}
	sort.Strings(stale)
	return stale
}

// gatedKernel: on board, the public-key kernel called name runs only
// when a BOARDLESS_* variable selects it (configSelected, fastSelected).
func gatedKernel(board, name string) bool {
	for _, k := range PublicKey() {
		if k.Name != name {
			continue
		}
		for _, sel := range []func(string, Kernel) (bool, string){configSelected, fastSelected} {
			if ok, why := sel(board, k); !ok && strings.Contains(why, "BOARDLESS_") {
				return true
			}
		}
	}
	return false
}

// TestGoldenFilesNameKernels: every golden cycle file is of a board
// kernels.mk builds images for, and every entry in it names a kernel of
// the catalogs (Catalog and its data-flow variants, Symmetric, PublicKey)
// at the size in its name: an entry whose kernel was removed or renamed
// fails here even when the run is not complete.
func TestGoldenFilesNameKernels(t *testing.T) {
	built := kernelsMkBoards()
	files, err := filepath.Glob(filepath.Join("testdata", "cycles", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no golden cycle files in testdata/cycles")
	}
	for _, f := range files {
		board := strings.TrimSuffix(filepath.Base(f), ".json")
		if !slices.Contains(built, board) {
			t.Errorf("%s: kernels.mk builds no images for %s (KERNELS_BOARDS)", f, board)
		}
		m, err := readGolden(board)
		if err != nil {
			t.Fatal(err)
		}
		for n := range m {
			if !isKernelName(n) {
				t.Errorf("%s: %s is not a kernel of the catalogs", f, n)
			}
		}
	}
}

// TestIsKernelName: the check above accepts the names the tests record
// and refuses others.
func TestIsKernelName(t *testing.T) {
	for _, tt := range []struct {
		name string
		want bool
	}{
		{"aes128-cbc-enc-fast-512", true},
		{"aes128-cbc-enc-fast-512-chunk48", true},
		{"sha256-small-512-chunk128", true},
		{"aes128-gcm-dec-61", true},
		{"3des-cbc-dec-1000", true},
		{"ecdsa-p256-sign-fast-high", true},
		{"x448-keygen-small", true},
		{"aes128-cbc-enc-fast", false},
		{"aes128-cbc-enc-fast-512-chunk", false},
		{"aes128-cbc-enc-medium-512", false},
		{"3des-cbc-dec-61", false}, // CBC only at whole blocks
		{"rsa8192-verify-fast", false},
	} {
		if got := isKernelName(tt.name); got != tt.want {
			t.Errorf("isKernelName(%q) = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// isKernelName reports whether name is a kernel of PublicKey, or of
// Catalog or Symmetric at the size its name ends with (Catalog's
// data-flow variants with their -chunkN).
func isKernelName(name string) bool {
	if pkNames == nil {
		pkNames = map[string]bool{}
		for _, k := range PublicKey() {
			pkNames[k.Name] = true
		}
	}
	if pkNames[name] {
		return true
	}
	base, chunk := name, 0
	if i := strings.LastIndex(name, "-chunk"); i >= 0 {
		c, err := strconv.Atoi(name[i+len("-chunk"):])
		if err != nil {
			return false
		}
		base, chunk = name[:i], c
	}
	size, err := strconv.Atoi(base[strings.LastIndex(base, "-")+1:])
	if err != nil {
		return false
	}
	return namesAt(size, chunk)[name]
}

var pkNames map[string]bool

var kernelNames = map[[2]int]map[string]bool{}

// namesAt are the names of Catalog(size) (as Flow(chunk) unless chunk is
// 0) and, with chunk 0, of Symmetric(size).
func namesAt(size, chunk int) map[string]bool {
	if m, ok := kernelNames[[2]int{size, chunk}]; ok {
		return m
	}
	ks := Catalog(size)
	if chunk == 0 {
		ks = append(ks, Symmetric(size)...)
	}
	m := map[string]bool{}
	for _, k := range ks {
		if chunk != 0 {
			k = k.Flow(chunk)
		}
		m[k.Name] = true
	}
	kernelNames[[2]int{size, chunk}] = m
	return m
}

// kernelsMkBoards are the boards with kernel images: every board list
// of kernels.mk (imageLists, makefile.go).
func kernelsMkBoards() []string {
	var boards []string
	for _, l := range imageLists {
		boards = append(boards, mkList(l.boards)...)
	}
	return boards
}

// unrunFiles: after a complete run, the golden files of boards on which
// no kernel ran at all.
func unrunFiles(runs map[string]map[string]goldenEntry) []string {
	if !completeRun {
		return nil
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "cycles", "*.json"))
	var problems []string
	for _, f := range files {
		if board := strings.TrimSuffix(filepath.Base(f), ".json"); runs[board] == nil {
			problems = append(problems, fmt.Sprintf("%s: no test ran a kernel on %s (a board dropped from the tests? delete the file)", f, board))
		}
	}
	return problems
}

// TestStaleEntries: after a complete run, a golden entry that did not run
// is stale unless only a BOARDLESS_* variable selects it; after any other
// run nothing is.
func TestStaleEntries(t *testing.T) {
	defer func(c bool) { completeRun = c }(completeRun)
	want := map[string]goldenEntry{"sha256-fast-512": {}, "sha256-small-512": {}, "rsa3072-sign-nocrt-fast-w1": {}}
	got := map[string]goldenEntry{"sha256-fast-512": {}}
	completeRun = true
	if s := staleEntries(pkFullBoard, want, got); !slices.Equal(s, []string{"sha256-small-512"}) {
		t.Errorf("stale after a complete run: %v, want [sha256-small-512] (rsa3072-sign-nocrt-fast-w1 needs %s)", s, pkFullEnv)
	}
	completeRun = false
	if s := staleEntries(pkFullBoard, want, got); len(s) != 0 {
		t.Errorf("stale after a partial run: %v, want none", s)
	}
}
