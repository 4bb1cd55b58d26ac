package main

// cmd/boardless holds flags, output formats and exit codes only: the
// runs, the what-ifs, the boards and the kernels are sim's, bench's and
// calibrate's. TestCmdIsThin pins that by the types of what the
// production files call, so that putting orchestration back fails.

import (
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
	"boardless/bench.Runner.Run":             "run kernels through bench: Runner.Bench, CheckKernels, PointCache.Kernel or Columns",
	"boardless/bench.BoardKey":               "the cache key is bench.BoardRun.Key",
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
// Invoke, a board loaded by hand, a what-if resolved) and a forbidden
// import, so that TestCmdIsThin can fail.
func TestCmdIsThinFails(t *testing.T) {
	const back = `package main

import (
	"boardless/emu"
	"boardless/models"
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
`
	fset, files := parseCmd(t, back)
	bad := thinViolations(t, fset, files)
	for _, want := range []string{"imports boardless/emu", "models.LoadProfile", "sim.WhatIf.Resolve", "sim.Session.Invoke", "sim.Resolved.Open"} {
		if !slices.ContainsFunc(bad, func(b string) bool { return strings.Contains(b, want) }) {
			t.Errorf("a put-back %s is not flagged; flagged:\n%s", want, strings.Join(bad, "\n"))
		}
	}
	if len(bad) != 5 {
		t.Errorf("%d findings, want 5 (the method value is allowed):\n%s", len(bad), strings.Join(bad, "\n"))
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
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}}
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
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if name := calleeName(call.Fun, info); forbiddenCalls[name] != "" {
				bad = append(bad, fmt.Sprintf("%s: calls %s: %s", fset.Position(call.Pos()), name, forbiddenCalls[name]))
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
