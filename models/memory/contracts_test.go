package memory

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"boardless/models"
)

// memoryContracts names the optional memory contracts (memory.go) mem
// implements, sorted.
func memoryContracts(mem models.Memory) []string {
	var out []string
	if _, ok := mem.(models.StallFree); ok {
		out = append(out, "StallFree")
	}
	if _, ok := mem.(BlockFetcher); ok {
		out = append(out, "BlockFetcher")
	}
	if _, ok := mem.(MemoBlockFetcher); ok {
		out = append(out, "MemoBlockFetcher")
	}
	if _, ok := mem.(FetchPlanner); ok {
		out = append(out, "FetchPlanner")
	}
	if _, ok := mem.(models.ClockedFetcher); ok {
		out = append(out, "ClockedFetcher")
	}
	if _, ok := mem.(LineFetcher); ok {
		out = append(out, "LineFetcher")
	}
	if _, ok := mem.(LineRunFetcher); ok {
		out = append(out, "LineRunFetcher")
	}
	if _, ok := mem.(LevelledData); ok {
		out = append(out, "LevelledData")
	}
	sort.Strings(out)
	return out
}

// TestMemoryContracts pins which optional contracts each memory model of
// the built-in boards offers: the cores time whole blocks through them,
// so a model that lost one would fall back to one Fetch per instruction
// (the same cycles, much slower) without any other test noticing.
func TestMemoryContracts(t *testing.T) {
	want := map[string]string{
		"zero-wait":        "StallFree",
		"stm32-flash":      "BlockFetcher MemoBlockFetcher",
		"stm32-art":        "ClockedFetcher FetchPlanner",
		"stm32f1-prefetch": "ClockedFetcher FetchPlanner",
		"nrf-nvmc":         "ClockedFetcher FetchPlanner",
		"rp-xip":           "",
		"m7-axi":           "LineRunFetcher",
		"l1-l2-ddr":        "LevelledData LineFetcher",
	}
	if got := strings.Join(memoryContracts(models.ZeroWait{}), " "); got != "StallFree" {
		t.Errorf("ZeroWait: contracts %q, want StallFree", got)
	}
	seen := map[string]bool{}
	for _, b := range models.Boards() {
		ps, err := b.ResolveParams(nil)
		if err != nil {
			t.Fatalf("%s: %v", b.Name, err)
		}
		mem, err := models.NewMemory(b, models.ValuesOf(ps))
		if err != nil {
			t.Fatalf("%s: %v", b.Name, err)
		}
		w, ok := want[b.MemoryModel]
		if !ok {
			t.Errorf("%s: memory model %s has no row in this test: add the contracts it offers", b.Name, b.MemoryModel)
			continue
		}
		seen[b.MemoryModel] = true
		if got := strings.Join(memoryContracts(mem), " "); got != w {
			t.Errorf("%s (%s): contracts %q, want %q", b.Name, b.MemoryModel, got, w)
		}
	}
	for m := range want {
		if !seen[m] && m != "zero-wait" {
			t.Errorf("no built-in board uses memory model %s: the row is not checked", m)
		}
	}
}

// TestCoresAssertNoConcreteMemory: no production file of models/memory
// or models/cores type-asserts a memory model's concrete type (a type
// with Fetch and Data methods); cores reach a memory model only through
// Memory and the optional contracts, so that a new memory model serves
// every core that knows its contract.
func TestCoresAssertNoConcreteMemory(t *testing.T) {
	fset := token.NewFileSet()
	parsed := parseProduction(t, fset, "*.go")
	memoryTypes := typesWithMethods(parsed, "Fetch", "Data")
	parsed = append(parsed, parseProduction(t, fset, filepath.Join("..", "cores", "*.go"))...)
	if !memoryTypes["FlashMemory"] || !memoryTypes["Hierarchy"] {
		t.Fatalf("memory model types found: %v; the scan misses FlashMemory or Hierarchy", memoryTypes)
	}
	for _, f := range parsed {
		ast.Inspect(f, func(n ast.Node) bool {
			ta, ok := n.(*ast.TypeAssertExpr)
			if !ok || ta.Type == nil {
				return true
			}
			typ := ta.Type
			if star, ok := typ.(*ast.StarExpr); ok {
				typ = star.X
			}
			if sel, ok := typ.(*ast.SelectorExpr); ok {
				typ = sel.Sel // memory.FlashMemory in package cores
			}
			if id, ok := typ.(*ast.Ident); ok && memoryTypes[id.Name] {
				t.Errorf("%s: type assertion to the memory model %s; assert a contract of contracts.go instead", fset.Position(ta.Pos()), id.Name)
			}
			return true
		})
	}
}

// parseProduction parses the files pattern matches, but tests.
func parseProduction(t *testing.T, fset *token.FileSet, pattern string) []*ast.File {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil || len(files) == 0 {
		t.Fatalf("%s: no files (%v)", pattern, err)
	}
	var parsed []*ast.File
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, f)
	}
	return parsed
}

// TestCoresUseMemoryContractsOnly: package cores imports this package
// for the optional contracts and the state they exchange (contracts.go
// and the types it names), never a memory model: every name a core's
// production file takes from package memory is one of those.
func TestCoresUseMemoryContractsOnly(t *testing.T) {
	fset := token.NewFileSet()
	allowed := contractNames(parseProduction(t, fset, "contracts.go")[0])
	for _, want := range []string{"BlockFetcher", "FetchMemo", "CacheLevel", "LineBounds"} {
		if !allowed[want] {
			t.Fatalf("contract names %v lack %s", allowed, want)
		}
	}
	for _, f := range parseProduction(t, fset, filepath.Join("..", "cores", "*.go")) {
		for _, use := range memoryUses(f) {
			if !allowed[use.Sel.Name] {
				t.Errorf("%s: memory.%s is no contract of contracts.go; a core reaches memory models only through their contracts", fset.Position(use.Pos()), use.Sel.Name)
			}
		}
	}
	bad, err := parser.ParseFile(fset, "bad.go", "package cores\nimport \"boardless/models/memory\"\nvar _ *memory.FlashMemory\nvar _ memory.BlockFetcher\n", 0)
	if err != nil {
		t.Fatal(err)
	}
	if uses := memoryUses(bad); len(uses) != 2 || allowed[uses[0].Sel.Name] || !allowed[uses[1].Sel.Name] {
		t.Errorf("the check does not tell memory.FlashMemory from memory.BlockFetcher: %v", uses)
	}
}

// contractNames are the names contracts.go declares, and the exported
// names its declarations mention (FetchMemo, FetchPlan, LineRun), with
// the functions that make their arguments (LineBounds, LineRuns).
func contractNames(f *ast.File) map[string]bool {
	names := map[string]bool{"LineBounds": true, "LineRuns": true}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.TypeSpec:
			names[n.Name.Name] = true
		case *ast.Ident:
			if n.IsExported() {
				names[n.Name] = true
			}
		}
		return true
	})
	return names
}

// memoryUses are f's selectors on its import of package memory.
func memoryUses(f *ast.File) []*ast.SelectorExpr {
	name := ""
	for _, imp := range f.Imports {
		if imp.Path.Value == `"boardless/models/memory"` {
			name = "memory"
			if imp.Name != nil {
				name = imp.Name.Name
			}
		}
	}
	var uses []*ast.SelectorExpr
	if name == "" {
		return nil
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if x, ok := sel.X.(*ast.Ident); ok && x.Name == name {
				uses = append(uses, sel)
			}
		}
		return true
	})
	return uses
}

// typesWithMethods returns the receiver type names that have every one
// of methods.
func typesWithMethods(files []*ast.File, methods ...string) map[string]bool {
	has := map[string]map[string]bool{}
	for _, f := range files {
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || len(fn.Recv.List) != 1 {
				continue
			}
			typ := fn.Recv.List[0].Type
			if star, ok := typ.(*ast.StarExpr); ok {
				typ = star.X
			}
			if id, ok := typ.(*ast.Ident); ok {
				if has[id.Name] == nil {
					has[id.Name] = map[string]bool{}
				}
				has[id.Name][fn.Name.Name] = true
			}
		}
	}
	out := map[string]bool{}
	for name, ms := range has {
		all := true
		for _, m := range methods {
			all = all && ms[m]
		}
		if all {
			out[name] = true
		}
	}
	return out
}

// TestHierarchyDataLevels pins LevelledData's split of a data stall on
// the A7 hierarchy (the latencies of TestHierarchyLatencies): a DDR miss
// in a closed bank costs the L2 lookup (9, the l1 part) and the DDR
// beyond it (61); a hit costs nothing.
func TestHierarchyDataLevels(t *testing.T) {
	h := newTestHierarchy(t, mp135Hierarchy(t))
	const ddr = 0xC0000000
	steps := []struct {
		addr      uint32
		stall, l1 uint32
		device    bool
		why       string
	}{
		{ddr, 9 + 61, 9, false, "L1 and L2 miss, bank closed"},
		{ddr + 4, 0, 0, false, "L1 hit"},
	}
	for _, s := range steps {
		stall, l1, device := h.DataLevels(s.addr, 4, false)
		if stall != s.stall || l1 != s.l1 || device != s.device {
			t.Errorf("%s: DataLevels(0x%08x) = %d, %d, %v; want %d, %d, %v", s.why, s.addr, stall, l1, device, s.stall, s.l1, s.device)
		}
	}
	// The hit path the A7 calls directly: the 64-byte line accessed last hits
	// (counted as DataLevels counts a hit); another line is left to
	// DataLevels, untouched.
	hp, hits := h.DataHitPath(), h.l1d.hits
	if !hp.HitLast(ddr+8, 4, true) || h.l1d.hits != hits+1 {
		t.Errorf("HitLast in the line accessed last: not a counted hit")
	}
	if hp.HitLast(ddr+64, 4, false) || hp.HitLast(ddr+60, 8, false) || h.l1d.hits != hits+1 {
		t.Errorf("HitLast took an access outside the line accessed last")
	}
}
