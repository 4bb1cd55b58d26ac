package boardless

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"boardless/models"
	_ "boardless/models/all"
)

// coreNameHomes are the production files outside models/cores that may
// name a core, and why. A core's name anywhere else is a switch on it (or
// a table keyed by it) that the next core would have to extend, which is
// what docs/architecture.md "Adding a core" rules out.
var coreNameHomes = map[string]string{
	// Unicorn's CPU models carry Arm's core names ("cortex-m7" is
	// UC_CPU_ARM_CORTEX_M7): the emulator's vocabulary, which a core's
	// CoreSpec.Emulator chooses from; not our core models.
	"emu/unicorn.go": "Unicorn's CPU model table",
	// Test support, imported by tests only: the compiler flags of the
	// test firmware per board, as calibrate/kit/kit.mk builds it.
	"internal/fwbuild/fwbuild.go": "the test firmware's flags (tests only)",
}

// TestNoCoreNamedOutsideItsModel: no production Go file outside
// models/cores names a registered core, in a string that is one token
// ("qingke-v2", "-mcpu=cortex-m7": a key, a value compared or a flag) or
// in an identifier (QingKeV2, isaHazard3), beyond coreNameHomes. Prose
// may (a string with a space: help texts, descriptions, sources), and so
// may comments (they cite sources) and tests (they pick a core to test).
func TestNoCoreNamedOutsideItsModel(t *testing.T) {
	for _, hit := range scanProduction(t, coreNameForms(), coreNameHomes, "models/cores") {
		t.Errorf("%s names the core %s: a core's name belongs in models/cores and its JSON (docs/architecture.md, Adding a core)", hit.pos, hit.core)
	}
}

// boardNameHomes are the production files that may name a built-in
// board, and why.
var boardNameHomes = map[string]string{
	"cmd/boardless/main.go":         "the command line's default --board",
	"internal/fwbuild/fwbuild.go":   "the test firmware's flags (tests only)",
	"internal/kitbuild/kitbuild.go": "the boards of the calibration kit's images (tests only)",
}

// TestNoBoardNamedInCode: no production Go file names a built-in board
// beyond boardNameHomes: which board has which kernel images is
// kernels.mk's, a board's facts are its JSON's (docs/architecture.md,
// Adding a board).
func TestNoBoardNamedInCode(t *testing.T) {
	forms := map[string]string{}
	for _, b := range models.Boards() {
		forms[b.Name] = b.Name
	}
	for _, hit := range scanProduction(t, forms, boardNameHomes, "") {
		t.Errorf("%s names the board %s: a board's facts belong in its JSON, its kernel images in kernels/kernels.mk", hit.pos, hit.core)
	}
}

// scanProduction lists the names of forms that the production Go files
// of the module hold, but those of homes and of the folder own (where
// the names belong; testdata aside too).
func scanProduction(t *testing.T, forms map[string]string, homes map[string]string, own string) []coreNameHit {
	t.Helper()
	var hits []coreNameHit
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path == own || path == "build" || path == ".git" || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") && homes[filepath.ToSlash(path)] == "" {
			hits = append(hits, coreNamesIn(t, path, forms)...)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return hits
}

// coreNameForms maps each registered core's name, and the same name as
// an identifier would spell it (lower case, no hyphen), to the name.
func coreNameForms() map[string]string {
	forms := map[string]string{}
	for _, name := range models.CoreNames() {
		forms[name] = name
		forms[strings.ReplaceAll(name, "-", "")] = name
	}
	return forms
}

type coreNameHit struct {
	pos  token.Position
	core string
}

// coreNamesIn lists the string literals and identifiers of a Go file
// that contain a core's name form (case-insensitively for identifiers).
func coreNamesIn(t *testing.T, path string, forms map[string]string) []coreNameHit {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var hits []coreNameHit
	ast.Inspect(f, func(n ast.Node) bool {
		var text string
		switch n := n.(type) {
		case *ast.BasicLit:
			if n.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(n.Value)
			if err != nil || strings.ContainsAny(s, " \t\n") {
				return true // prose
			}
			text = s
		case *ast.Ident:
			text = n.Name
		default:
			return true
		}
		if core := containsCoreName(text, forms); core != "" {
			hits = append(hits, coreNameHit{fset.Position(n.Pos()), core})
		}
		return true
	})
	return hits
}

// containsCoreName returns the core one of whose forms text contains,
// case-insensitively, as a word: not followed by a digit or a lower-case
// letter, so that "cortex-m3" is not found in "cortex-m33" but QingKeV2
// is in QingKeV2Config. "" when none is.
func containsCoreName(text string, forms map[string]string) string {
	lower := strings.ToLower(text)
	for form, core := range forms {
		for from := 0; ; {
			i := strings.Index(lower[from:], form)
			if i < 0 {
				break
			}
			end := from + i + len(form)
			if end == len(text) || !continuesWord(text[end]) {
				return core
			}
			from = end
		}
	}
	return ""
}

// continuesWord: b carries on the name before it (a digit or a
// lower-case letter); an upper-case letter starts the next word of an
// identifier.
func continuesWord(b byte) bool { return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' }

// TestContainsCoreName: the scan finds a name as a word, in both forms,
// and not inside a longer name.
func TestContainsCoreName(t *testing.T) {
	forms := map[string]string{"cortex-m3": "cortex-m3", "cortexm3": "cortex-m3", "qingke-v2": "qingke-v2", "qingkev2": "qingke-v2"}
	for text, want := range map[string]string{
		"cortex-m3":            "cortex-m3",
		"the Cortex-M3's":      "cortex-m3",
		"cortex-m33":           "",
		"CortexM33":            "",
		"isaQingKeV2":          "qingke-v2",
		"QingKeV2Config":       "qingke-v2",
		"qingkev2x":            "",
		"cortex-m33 cortex-m3": "cortex-m3",
		"rv32ec_zicsr":         "",
	} {
		if got := containsCoreName(text, forms); got != want {
			t.Errorf("containsCoreName(%q) = %q, want %q", text, got, want)
		}
	}
}
