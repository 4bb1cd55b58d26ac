package main

// cmd/boardless holds flags, output formats and exit codes only: the
// runs, the what-ifs, the boards and the kernels are sim's, bench's and
// calibrate's. TestCmdIsThin pins that by the types of what the
// production files call, so that putting orchestration back fails.

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

// forbiddenCalls are the functions and methods cmd must not call, by
// package path and name (Type.Method for a method), with where the work
// belongs instead.
var forbiddenCalls = map[string]string{
	"boardless/sim.Open":                     "open sessions through sim.Resolved.CallOnce or RunFirmware",
	"boardless/sim.Resolved.Open":            "call through sim.Resolved.CallOnce (a method value handed to bench.NewRunner is allowed)",
	"boardless/sim.CallOnce":                 "load the board once (sim.LoadBoard) and use Resolved.CallOnce",
	"boardless/sim.RunFirmware":              "use sim.Resolved.RunFirmware on the board loaded once",
	"boardless/sim.Resolve":                  "load and resolve boards with sim.LoadBoard",
	"boardless/sim.Session.Invoke":           "call through sim.Resolved.CallOnce",
	"boardless/sim.Session.Call":             "call through sim.Resolved.CallOnce",
	"boardless/sim.Session.CallBudget":       "run kernels through bench",
	"boardless/sim.Session.Place":            "place arguments through sim.Resolved.CallOnce",
	"boardless/sim.Session.Alloc":            "place arguments through sim.Resolved.CallOnce",
	"boardless/sim.Session.Interrupt":        "stop a call with sim.Call.Stop",
	"boardless/sim.ParseWhatIf":              "hand the what-if text to sim.LoadBoard",
	"boardless/sim.WhatIf.Resolve":           "what-ifs are sim's: sim.LoadBoard",
	"boardless/sim.WhatIf.CheckBoard":        "what-ifs are sim's: sim.LoadBoard",
	"boardless/sim.WhatIf.Pinning":           "calibrate's candidates run through sim.Resolved.RunCandidate",
	"boardless/sim.WhatIfText.Vary":          "sweep points and compare columns are sim.Grid and WhatIfText.VaryList",
	"boardless/models.LoadProfile":           "boards are loaded by sim.LoadBoard",
	"boardless/models.LoadProfileFile":       "boards are loaded by sim.LoadBoard",
	"boardless/models.Profile.ResolveParams": "parameters are resolved by sim.LoadBoard",
	"boardless/bench.Runner.Run":             "run kernels through bench: Runner.Bench, CheckKernels, PointCache.KernelPoints or Columns",
	"boardless/bench.BoardKey":               "the cache key is bench.BoardRun.Key",
}

// movedCalls are more calls cmd must not make: work moved out of cmd
// in #29's second round (kernel selection, the result cache, the
// points' workers, the gate's record, the core's facts), which may not
// come back.
var movedCalls = map[string]string{
	"boardless/kernels.OfBoard":                "select kernels with bench.Select (bench.SelectFrom for a suite)",
	"boardless/kernels.Filter":                 "select kernels with bench.Select (bench.SelectFrom for a suite)",
	"boardless/bench.Cache.Get":                "the result cache is bench's: bench.FunctionCheck, PointCache, Runner.Cache",
	"boardless/bench.Cache.Put":                "the result cache is bench's: bench.FunctionCheck, PointCache, Runner.Cache",
	"boardless/bench.Parallel":                 "points run through bench.PointCache.FunctionPoints or KernelPoints",
	"boardless/bench.PointCache.Function":      "points run through bench.PointCache.FunctionPoints",
	"boardless/bench.PointCache.Kernel":        "points run through bench.PointCache.KernelPoints",
	"boardless/sim.WhatIfText.CodeRegion":      "the settings a shard or baseline records are sim.WhatIfText.RunOptions",
	"boardless/report.ParseFolded":             "the run page is assembled by report.NewRunPage",
	"boardless/models.LookupCore":              "what cmd needs of the core is sim's: sim.Resolved.MProfile, Session.MProfile",
	"boardless/gate.Compare":                   "a check compares and records through gate.Check.Run",
	"boardless/gate.Baseline.Update":           "a check compares and records through gate.Check.Run",
	"boardless/models.Profile.FlashWaitStates": "the wait states a run uses are sim.Resolved.FlashWaitStates",
}

// forbiddenLiterals are the types cmd must not build field by field,
// with what builds them instead.
var forbiddenLiterals = map[string]string{
	"boardless/report.RunPage":      "the run page is assembled by report.NewRunPage",
	"boardless/report.SideBySide":   "side-by-side tables are assembled by report (CompareHeader.Assemble, KernelSides)",
	"boardless/report.SideRow":      "compare's rows are report.KernelPoints and report.FunctionPoint",
	"boardless/report.ComparePoint": "compare's points are report.KernelPoints and report.FunctionPoint",
}

// forbiddenImports are packages under sim's, bench's and prof's APIs
// (the emulator, the decoders, the devices).
var forbiddenImports = []string{"boardless/emu", "boardless/decode", "boardless/trace", "boardless/devices", "boardless/rvexec", "boardless/rvdecode", "boardless/internal/seedrand"}

func TestCmdIsThin(t *testing.T) {
	fset, files := parseCmd(t, "")
	if bad := thinViolations(t, fset, files); len(bad) > 0 {
		t.Errorf("cmd/boardless does what is not its own:\n%s", strings.Join(bad, "\n"))
	}
}

// TestCmdIsThinFails: the rule flags a call put back (a session's
// Invoke, a board loaded by hand, a what-if resolved, kernels selected
// by hand, the cache read or written, points run in parallel, a
// baseline compared or recorded, a core's facts looked up, the recorded
// options, the run page or a side-by-side table built in cmd) and a
// forbidden import, so that TestCmdIsThin can fail.
func TestCmdIsThinFails(t *testing.T) {
	const back = `package main

import (
	"boardless/bench"
	"boardless/emu"
	"boardless/gate"
	"boardless/kernels"
	"boardless/models"
	"boardless/report"
	"boardless/sim"
)

var _ = emu.New

func orchestrate(rb *sim.Resolved, s *sim.Session, w sim.WhatIf) {
	p, _ := models.LoadProfile("nucleo-g071rb")
	_, _, _ = w.Resolve(p)
	_, _ = s.Invoke("f", nil, sim.CallSpec{})
	_, _ = rb.Open(nil)
	open := rb.Open // a method value: allowed
	_ = open
}

func orchestrateMore(pc *bench.PointCache, c *bench.Cache, t sim.WhatIfText) {
	_ = kernels.Filter(kernels.OfBoard("nucleo-g071rb", 8000), nil)
	var m map[string]uint64
	_ = c.Get(bench.Key{}, &m)
	_ = c.Put(bench.Key{}, m)
	_, _ = bench.Parallel(1, nil, func(int) (int, error) { return 0, nil })
	_, _ = pc.Function(nil, nil)
	_, _ = pc.Kernel(bench.Runner{}, kernels.Kernel{}, 1)
	_ = t.CodeRegion()
	_, _ = report.ParseFolded(nil)
	_ = &report.RunPage{}
	_, _ = models.LookupCore("cortex-m0plus")
	_ = report.SideBySide{Rows: []report.SideRow{{Name: "k"}}}
	_ = []report.ComparePoint{{}}
	_ = gate.Compare(nil, nil, 2, false)
	_, _ = (*gate.Baseline)(nil).Update("g0", nil, nil, nil)
	_ = (*models.Profile)(nil).FlashWaitStates()
	_ = report.PageProfile{} // a type cmd may build
}
`
	fset, files := parseCmd(t, back)
	bad := thinViolations(t, fset, files)
	wants := []string{"imports boardless/emu", "models.LoadProfile", "sim.WhatIf.Resolve", "sim.Session.Invoke", "sim.Resolved.Open",
		"calls boardless/kernels.OfBoard", "calls boardless/kernels.Filter", "bench.Cache.Get", "bench.Cache.Put", "bench.Parallel",
		"bench.PointCache.Function:", "bench.PointCache.Kernel:", "sim.WhatIfText.CodeRegion", "report.ParseFolded", "builds boardless/report.RunPage",
		"models.LookupCore", "builds boardless/report.SideBySide", "builds boardless/report.SideRow", "builds boardless/report.ComparePoint",
		"calls boardless/gate.Compare", "gate.Baseline.Update",
		"models.Profile.FlashWaitStates"}
	for _, want := range wants {
		if !slices.ContainsFunc(bad, func(b string) bool { return strings.Contains(b, want) }) {
			t.Errorf("a put-back %s is not flagged; flagged:\n%s", want, strings.Join(bad, "\n"))
		}
	}
	if len(bad) != len(wants) {
		t.Errorf("%d findings, want %d (the method value and report.PageProfile are allowed):\n%s", len(bad), len(wants), strings.Join(bad, "\n"))
	}
}

// parseCmd parses the package's production files, and extra as one
// more file when it is not "".
func parseCmd(t *testing.T, extra string) (*token.FileSet, []*ast.File) {
	t.Helper()
	pkg, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range pkg.GoFiles {
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	if extra != "" {
		f, err := parser.ParseFile(fset, "putback.go", extra, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return fset, files
}

// thinViolations type-checks files and lists every forbidden import and
// every call of a forbidden function, with its position.
func thinViolations(t *testing.T, fset *token.FileSet, files []*ast.File) []string {
	t.Helper()
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Types: map[ast.Expr]types.TypeAndValue{}}
	conf := types.Config{Importer: exportImporter(t, fset)}
	if _, err := conf.Check("boardless/cmd/boardless", fset, files, info); err != nil {
		t.Fatalf("type-checking cmd/boardless: %v", err)
	}
	var bad []string
	for _, f := range files {
		for _, im := range f.Imports {
			if p := strings.Trim(im.Path.Value, `"`); slices.Contains(forbiddenImports, p) {
				bad = append(bad, fset.Position(im.Pos()).String()+": imports "+p)
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				name := calleeName(n.Fun, info)
				if why := cmp.Or(forbiddenCalls[name], movedCalls[name]); why != "" {
					bad = append(bad, fmt.Sprintf("%s: calls %s: %s", fset.Position(n.Pos()), name, why))
				}
			case *ast.CompositeLit:
				if name := typeName(info.Types[n].Type); forbiddenLiterals[name] != "" {
					bad = append(bad, fmt.Sprintf("%s: builds %s: %s", fset.Position(n.Pos()), name, forbiddenLiterals[name]))
				}
			}
			return true
		})
	}
	sort.Strings(bad)
	return bad
}

// calleeName is the called function as "path.Name" or
// "path.Type.Method" ("" when it is none of a package's).
func calleeName(fun ast.Expr, info *types.Info) string {
	var id *ast.Ident
	switch e := ast.Unparen(fun).(type) {
	case *ast.Ident:
		id = e
	case *ast.SelectorExpr:
		id = e.Sel
	default:
		return ""
	}
	fn, ok := info.Uses[id].(*types.Func)
	if !ok || fn.Pkg() == nil {
		return ""
	}
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil {
		return fn.Pkg().Path() + "." + fn.Name()
	}
	rt := sig.Recv().Type()
	if p, ok := rt.(*types.Pointer); ok {
		rt = p.Elem()
	}
	named, ok := rt.(*types.Named)
	if !ok {
		return ""
	}
	return fn.Pkg().Path() + "." + named.Obj().Name() + "." + fn.Name()
}

// typeName is a named type as "path.Name" ("" for any other type).
func typeName(t types.Type) string {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := t.(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return ""
	}
	return named.Obj().Pkg().Path() + "." + named.Obj().Name()
}

// exportImporter imports packages from the export data go list builds
// (cgo packages included).
func exportImporter(t *testing.T, fset *token.FileSet) types.Importer {
	t.Helper()
	out, err := exec.Command("go", "list", "-export", "-deps", "-f", "{{.ImportPath}}={{.Export}}", ".").Output()
	if err != nil {
		t.Fatalf("go list -export: %v", err)
	}
	exports := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if path, file, ok := strings.Cut(line, "="); ok && file != "" {
			exports[path] = file
		}
	}
	return importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		file, ok := exports[path]
		if !ok {
			return nil, &os.PathError{Op: "import", Path: path, Err: os.ErrNotExist}
		}
		return os.Open(filepath.Clean(file))
	})
}
