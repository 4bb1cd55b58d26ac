// Command _qualify helps merge edits made to models files before the
// split of package models into models, models/cores and models/memory
// (#29): after such a file is in its new folder (git mv, package clause
// set), it qualifies the names the file took from the old one package
// (ParamDef → models.ParamDef, FetchMemo → memory.FetchMemo), applies
// the split's renames (addStall → models.AddStall, x.hitLast →
// x.HitLast ...), adds the imports and runs gofmt. What it cannot fix it
// leaves to the compiler's next error.
//
//	go run ./models/_qualify            # models/memory, then models/cores
//	go run ./models/_qualify models/cores
//
// The folder's name starts with an underscore, so go's ./... patterns,
// go vet and the layering test leave it out; delete it once the branches
// of the split's session are merged.
package main

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// packages are the split's packages: the import path of each folder.
var packages = map[string]string{
	"models":        "boardless/models",
	"models/memory": "boardless/models/memory",
	"models/cores":  "boardless/models/cores",
}

// renamed are the unexported names the split exported, by their old name.
var renamed = map[string]string{
	"addStall":   "models.AddStall",
	"excState":   "models.ExcState",
	"cacheLevel": "memory.CacheLevel",
}

// exportedMembers are the fields and methods the split exported: a use
// of the old name is renamed, and so is a definition in a moved file.
var exportedMembers = map[string]string{
	"hitLast": "HitLast", "dataHitPath": "DataHitPath", "setDevices": "SetDevices",
	"addStalls": "AddStalls", "enter": "Enter", "leave": "Leave", "saveIT": "SaveIT", "restoreIT": "RestoreIT",
	"cycles": "Cycles", "sleep": "Sleep", "last": "Last",
}

// definitions are the definitions of exportedMembers in moved files.
var definitions = map[string]string{
	"func (c *cacheLevel) hitLast(":         "func (c *cacheLevel) HitLast(",
	"func (h *Hierarchy) dataHitPath(":      "func (h *Hierarchy) DataHitPath(",
	"func (h *Hierarchy) setDevices(":       "func (h *Hierarchy) SetDevices(",
	"func (p *Profile) region(name string)": "func region(p *models.Profile, name string)",
}

var (
	undefined  = regexp.MustCompile(`^undefined: (\w+)$`)
	butHas     = regexp.MustCompile(`has no field or method (\w+), but does have (?:field|method) (\w+)`)
	regionCall = regexp.MustCompile(`\b(\w+)\.region\(`)
	unexported = regexp.MustCompile(`cannot refer to unexported (?:field|method|name) (\w+)`)
)

func main() {
	dirs := os.Args[1:]
	if len(dirs) == 0 {
		dirs = []string{"models/memory", "models/cores"}
	}
	for _, dir := range dirs {
		if err := renameDefinitions(dir); err != nil {
			fmt.Fprintln(os.Stderr, "_qualify:", err)
			os.Exit(1)
		}
		for round := 0; round < 5; round++ {
			n, err := fixOnce(dir)
			if err != nil {
				fmt.Fprintln(os.Stderr, "_qualify:", err)
				os.Exit(1)
			}
			if n == 0 {
				break
			}
			fmt.Printf("%s: %d names qualified or renamed\n", dir, n)
		}
	}
}

// renameDefinitions applies definitions to dir's files.
func renameDefinitions(dir string) error {
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return err
	}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		src := string(data)
		for old, nw := range definitions {
			src = strings.ReplaceAll(src, old, nw)
		}
		if filepath.Base(p) == "m7mem.go" { // Profile.region became region(p, name)
			src = regionCall.ReplaceAllString(src, "region($1, ")
		}
		if src != string(data) {
			if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}

type edit struct {
	off, n int
	text   string
}

// fixOnce type-checks dir's package (with its tests) and fixes the
// errors the split explains; it returns how many it fixed.
func fixOnce(dir string) (int, error) {
	fset := token.NewFileSet()
	files, err := parseDir(fset, dir)
	if err != nil {
		return 0, err
	}
	exported := map[string]string{} // name → qualifier, from the other packages
	for other, path := range packages {
		if other == dir || (dir == "models/memory" && other == "models/cores") {
			continue // memory does not import cores
		}
		names, err := topLevelNames(other)
		if err != nil {
			return 0, err
		}
		for _, n := range names {
			exported[n] = filepath.Base(path)
		}
	}
	var errs []types.Error
	conf := types.Config{Importer: importer.ForCompiler(fset, "gc", lookup), Error: func(err error) {
		if te, ok := err.(types.Error); ok {
			errs = append(errs, te)
		}
	}}
	conf.Check(packages[dir], fset, files, nil)
	edits := map[string][]edit{}
	needs := map[string]map[string]bool{}
	for _, e := range errs {
		pos := fset.Position(e.Pos)
		text, ok := fix(e.Msg, exported)
		if !ok {
			continue
		}
		old := identAt(fset, files, e.Pos)
		if old == "" {
			continue
		}
		if q, _, found := strings.Cut(text, "."); found && q != text {
			if needs[pos.Filename] == nil {
				needs[pos.Filename] = map[string]bool{}
			}
			needs[pos.Filename][q] = true
		}
		edits[pos.Filename] = append(edits[pos.Filename], edit{pos.Offset, len(old), text})
	}
	n := 0
	for file, es := range edits {
		if err := apply(file, es, needs[file]); err != nil {
			return n, err
		}
		n += len(es)
	}
	return n, nil
}

// fix says what replaces the identifier an error is about.
func fix(msg string, exported map[string]string) (string, bool) {
	if m := undefined.FindStringSubmatch(msg); m != nil {
		if r, ok := renamed[m[1]]; ok {
			return r, true
		}
		if q, ok := exported[m[1]]; ok {
			return q + "." + m[1], true
		}
		return "", false
	}
	if m := butHas.FindStringSubmatch(msg); m != nil && m[2] == exportedMembers[m[1]] {
		return m[2], true
	}
	if m := unexported.FindStringSubmatch(msg); m != nil && exportedMembers[m[1]] != "" {
		return exportedMembers[m[1]], true
	}
	return "", false
}

// identAt is the identifier at pos, "" when there is none.
func identAt(fset *token.FileSet, files []*ast.File, pos token.Pos) string {
	name := ""
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Pos() == pos {
				name = id.Name
			}
			return name == ""
		})
	}
	return name
}

// apply makes the edits (wholeBlocks.Load() becomes the getter) and adds
// the imports of the qualifiers used.
func apply(file string, es []edit, qualifiers map[string]bool) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	sort.Slice(es, func(i, j int) bool { return es[i].off > es[j].off })
	for i, e := range es {
		if i > 0 && es[i-1].off == e.off {
			continue
		}
		data = append(data[:e.off:e.off], append([]byte(e.text), data[e.off+e.n:]...)...)
	}
	src := strings.ReplaceAll(string(data), "wholeBlocks.Load()", "models.WholeBlocks()")
	if src != string(data) {
		qualifiers["models"] = true
	}
	for q := range qualifiers {
		src = addImport(src, "boardless/"+map[string]string{"models": "models", "memory": "models/memory", "cores": "models/cores"}[q])
	}
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		return err
	}
	if out, err := exec.Command("gofmt", "-w", file).CombinedOutput(); err != nil {
		return fmt.Errorf("gofmt %s: %v\n%s", file, err, out)
	}
	return nil
}

// addImport adds path to the file's first import declaration (or a new
// one after the package clause) unless the file imports it.
func addImport(src, path string) string {
	quoted := fmt.Sprintf("%q", path)
	if strings.Contains(src, "\t"+quoted+"\n") || strings.Contains(src, "import "+quoted+"\n") {
		return src
	}
	if i := strings.Index(src, "\nimport (\n"); i >= 0 {
		end := i + strings.Index(src[i:], "\n)\n")
		if j := strings.LastIndex(src[i:end], "\t\"boardless/"); j >= 0 {
			at := i + j // into the group of our packages; gofmt sorts it
			return src[:at] + "\t" + quoted + "\n" + src[at:]
		}
		return src[:end] + "\n\n\t" + quoted + src[end:]
	}
	if i := strings.Index(src, "\nimport "); i >= 0 {
		return src[:i+1] + "import " + quoted + "\n" + src[i+1:]
	}
	pkg := strings.Index(src, "\npackage ")
	if strings.HasPrefix(src, "package ") {
		pkg = -1
	}
	at := pkg + 1 + strings.Index(src[pkg+1:], "\n") + 1
	return src[:at] + "\nimport " + quoted + "\n" + src[at:]
}

// parseDir parses the package's files of dir, its internal tests
// included (an external _test package is left out).
func parseDir(fset *token.FileSet, dir string) ([]*ast.File, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	var files []*ast.File
	for _, p := range paths {
		f, err := parser.ParseFile(fset, p, nil, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		if strings.HasSuffix(f.Name.Name, "_test") {
			continue
		}
		files = append(files, f)
	}
	return files, nil
}

// topLevelNames are the exported package-level names of dir's
// production files.
func topLevelNames(dir string) ([]string, error) {
	fset := token.NewFileSet()
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	var names []string
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			return nil, err
		}
		for name, obj := range f.Scope.Objects {
			if ast.IsExported(name) && obj.Kind != ast.Bad {
				names = append(names, name)
			}
		}
	}
	return names, nil
}

// lookup finds a dependency's export data through the go command (which
// builds it first).
func lookup(path string) (io.ReadCloser, error) {
	out, err := exec.Command("go", "list", "-export", "-f", "{{.Export}}", path).Output()
	if err != nil {
		return nil, fmt.Errorf("go list -export %s: %v", path, err)
	}
	return os.Open(strings.TrimSpace(string(out)))
}
