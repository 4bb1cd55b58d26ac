package boardless

import (
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
)

// architectureDoc holds the package table the layering rules come from.
const architectureDoc = "docs/architecture.md"

// module is the import path prefix of our packages.
const module = "boardless"

// TestLayering pins the data flow of docs/architecture.md, as its package
// table states it: every package of the module has a row; a package
// imports exactly the boardless packages its "imports (boardless)" column
// lists (a row "all of the above but X" may import any package of the
// rows above it but X); a package described as "Pure Go" links no cgo;
// and the pure packages the doc names never reach the cgo emulator.
func TestLayering(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	rows, err := readPackageTable(architectureDoc)
	if err != nil {
		t.Fatal(err)
	}
	pkgs := listPackages(t, "./...")
	for _, p := range checkRowsCoverPackages(rows, pkgs) {
		t.Error(p)
	}
	for _, p := range checkImports(rows, pkgs) {
		t.Error(p)
	}
	for _, r := range rows {
		if r.pureGo {
			for _, p := range checkNoCgo(r.path, listPackages(t, "-deps", r.path)) {
				t.Error(p)
			}
		}
	}
	out, err := exec.Command("go", "list", "-deps", "./models/...", "./report", "./prof", "./calibrate", "./trace", "./elfimg", "./result", "./bench", "./gate", "./kernels", "./devices", "./footprint").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	if slices.Contains(strings.Fields(string(out)), module+"/emu") {
		t.Errorf("a pure package reaches boardless/emu:\n%s", out)
	}
}

// tableRow is one row of the package table: the package, the boardless
// packages it imports (or, with allAbove, may import), and whether the
// doc calls it pure Go.
type tableRow struct {
	path     string // import path
	imports  []string
	allAbove bool     // "all of the above but ...": imports are the exceptions
	except   []string // with allAbove: what it must not import
	pureGo   bool
	line     int
}

// goPackage is what `go list` says of one package.
type goPackage struct {
	path    string
	imports []string // boardless packages only
	cgo     bool
}

var (
	backticked  = regexp.MustCompile("`([^`]*)`")
	parenthesis = regexp.MustCompile(`\([^()]*\)`)
)

// readPackageTable parses the table under "## Packages in data-flow
// order": its first cell names the package, its last its imports.
func readPackageTable(path string) ([]tableRow, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var rows []tableRow
	inSection := false
	for i, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "## ") {
			inSection = line == "## Packages in data-flow order"
			continue
		}
		if !inSection || !strings.HasPrefix(line, "| `") {
			continue
		}
		r, err := parseRow(line, i+1)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, i+1, err)
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("%s: no package table under \"## Packages in data-flow order\"", path)
	}
	return rows, nil
}

// parseRow reads one table row. Text in parentheses in the imports cell
// explains and is not a rule (e.g. "reaches `sim` only through ...").
func parseRow(line string, n int) (tableRow, error) {
	cells := strings.Split(strings.Trim(line, "|"), "|")
	if len(cells) < 3 {
		return tableRow{}, fmt.Errorf("want 3 cells: %q", line)
	}
	name := backticked.FindStringSubmatch(cells[0])
	if name == nil {
		return tableRow{}, fmt.Errorf("no package in %q", cells[0])
	}
	r := tableRow{path: importPath(name[1]), line: n, pureGo: strings.Contains(cells[1], "Pure Go")}
	deps := strings.TrimSpace(parenthesis.ReplaceAllString(cells[len(cells)-1], ""))
	if rest, ok := strings.CutPrefix(deps, "all of the above but "); ok {
		r.allAbove, deps = true, rest
	}
	var names []string
	for _, m := range backticked.FindAllStringSubmatch(deps, -1) {
		names = append(names, importPath(m[1]))
	}
	if r.allAbove {
		r.except = names
	} else {
		r.imports = names
	}
	if !r.allAbove && len(names) == 0 && deps != "—" {
		return tableRow{}, fmt.Errorf("imports cell %q is neither a list of `packages` nor —", deps)
	}
	return r, nil
}

// importPath is the import path of a package as the table names it
// (`sim/`, `internal/seedrand`, `boardless` for the module's root).
func importPath(name string) string {
	name = strings.TrimSuffix(name, "/")
	if name == module {
		return module
	}
	return module + "/" + name
}

// listPackages runs go list with args and returns the packages of the
// module it lists, with their boardless imports.
func listPackages(t *testing.T, args ...string) []goPackage {
	t.Helper()
	args = append([]string{"list", "-f", "{{.ImportPath}}|{{join .Imports \" \"}}|{{len .CgoFiles}}"}, args...)
	out, err := exec.Command("go", args...).Output()
	if err != nil {
		t.Fatalf("go %s: %v", strings.Join(args, " "), err)
	}
	var pkgs []goPackage
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "|")
		p := goPackage{path: f[0], cgo: f[2] != "0"}
		for _, imp := range strings.Fields(f[1]) {
			if ours(imp) {
				p.imports = append(p.imports, imp)
			}
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

func ours(path string) bool { return path == module || strings.HasPrefix(path, module+"/") }

// checkRowsCoverPackages: every package of the module has one row, and
// every row is a package.
func checkRowsCoverPackages(rows []tableRow, pkgs []goPackage) []string {
	var problems []string
	have := map[string]bool{}
	for _, p := range pkgs {
		have[p.path] = true
	}
	seen := map[string]bool{}
	for _, r := range rows {
		if seen[r.path] {
			problems = append(problems, fmt.Sprintf("%s:%d: %s has two rows", architectureDoc, r.line, r.path))
		}
		seen[r.path] = true
		if !have[r.path] {
			problems = append(problems, fmt.Sprintf("%s:%d: %s is not a package of the module", architectureDoc, r.line, r.path))
		}
	}
	for _, p := range pkgs {
		if !seen[p.path] {
			problems = append(problems, fmt.Sprintf("%s: package %s has no row in the package table", architectureDoc, p.path))
		}
	}
	return problems
}

// checkImports compares each package's boardless imports with its row.
func checkImports(rows []tableRow, pkgs []goPackage) []string {
	byPath := map[string]goPackage{}
	for _, p := range pkgs {
		byPath[p.path] = p
	}
	var problems []string
	for i, r := range rows {
		p, ok := byPath[r.path]
		if !ok {
			continue // checkRowsCoverPackages says so
		}
		allowed, exact := r.imports, true
		if r.allAbove {
			allowed, exact = nil, false
			for _, above := range rows[:i] {
				if !slices.Contains(r.except, above.path) {
					allowed = append(allowed, above.path)
				}
			}
		}
		for _, imp := range p.imports {
			if !slices.Contains(allowed, imp) {
				problems = append(problems, fmt.Sprintf("%s imports %s, which its row (%s:%d) does not allow", r.path, imp, architectureDoc, r.line))
			}
		}
		if !exact {
			continue
		}
		for _, imp := range allowed {
			if !slices.Contains(p.imports, imp) {
				problems = append(problems, fmt.Sprintf("%s:%d: the row of %s lists %s, which it does not import (fix the table)", architectureDoc, r.line, r.path, imp))
			}
		}
	}
	return problems
}

// checkNoCgo: none of deps (a package and everything it links) has cgo
// files.
func checkNoCgo(path string, deps []goPackage) []string {
	var cgo []string
	for _, d := range deps {
		if d.cgo {
			cgo = append(cgo, d.path)
		}
	}
	if len(cgo) == 0 {
		return nil
	}
	sort.Strings(cgo)
	return []string{fmt.Sprintf("%s is \"Pure Go\" in %s but links cgo: %s", path, architectureDoc, strings.Join(cgo, ", "))}
}

// TestLayeringRules: the checks above fail when a rule of the table is
// broken, and parse the cells the table uses.
func TestLayeringRules(t *testing.T) {
	rows := []tableRow{
		mustParseRow(t, "| `trace/` | events. Pure Go. | — |"),
		mustParseRow(t, "| `emu/` | Unicorn. | `trace` |"),
		mustParseRow(t, "| `kernels/` | kernels. | `trace` (it runs on `emu` through an interface) |"),
		mustParseRow(t, "| `cmd/boardless` | flags. | all of the above but `emu` |"),
	}
	if !rows[0].pureGo || rows[1].pureGo || rows[3].allAbove != true || !slices.Equal(rows[3].except, []string{"boardless/emu"}) {
		t.Fatalf("parsed %+v", rows)
	}
	for _, tt := range []struct {
		name string
		pkgs []goPackage
		want []string // substrings of the problems, in order
	}{
		{"as the table says", []goPackage{{path: "boardless/trace"}, {path: "boardless/emu", imports: []string{"boardless/trace"}},
			{path: "boardless/kernels", imports: []string{"boardless/trace"}},
			{path: "boardless/cmd/boardless", imports: []string{"boardless/kernels", "boardless/trace"}}}, nil},
		{"an import the row does not allow", []goPackage{{path: "boardless/trace", imports: []string{"boardless/emu"}}},
			[]string{"boardless/trace imports boardless/emu"}},
		{"the explanation in parentheses is no rule", []goPackage{{path: "boardless/kernels", imports: []string{"boardless/trace", "boardless/emu"}}},
			[]string{"boardless/kernels imports boardless/emu"}},
		{"the row lists what the package does not import", []goPackage{{path: "boardless/emu"}},
			[]string{"lists boardless/trace, which it does not import"}},
		{"all of the above but", []goPackage{{path: "boardless/cmd/boardless", imports: []string{"boardless/emu"}}},
			[]string{"boardless/cmd/boardless imports boardless/emu"}},
	} {
		got := checkImports(rows, tt.pkgs)
		if len(got) != len(tt.want) {
			t.Errorf("%s: problems %q, want %d", tt.name, got, len(tt.want))
			continue
		}
		for i := range got {
			if !strings.Contains(got[i], tt.want[i]) {
				t.Errorf("%s: problem %q, want one containing %q", tt.name, got[i], tt.want[i])
			}
		}
	}
	if p := checkRowsCoverPackages(rows, []goPackage{{path: "boardless/trace"}, {path: "boardless/emu"}, {path: "boardless/kernels"},
		{path: "boardless/cmd/boardless"}, {path: "boardless/new"}}); len(p) != 1 || !strings.Contains(p[0], "boardless/new has no row") {
		t.Errorf("a package without a row: %q", p)
	}
	if p := checkNoCgo("boardless/trace", []goPackage{{path: "boardless/trace"}, {path: "runtime/cgo", cgo: true}}); len(p) != 1 {
		t.Errorf("a pure package linking cgo: %q", p)
	}
	if _, err := parseRow("| `x/` | x. | whatever |", 1); err == nil {
		t.Error("an imports cell that is neither packages nor — was accepted")
	}
}

func mustParseRow(t *testing.T, line string) tableRow {
	t.Helper()
	r, err := parseRow(line, 1)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
