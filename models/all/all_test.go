package all

import (
	"path/filepath"
	"strings"
	"testing"

	"boardless/models"
)

// unregistered lists what p names that the registry does not hold: its
// core model and its memory model.
func unregistered(p *models.Profile) []string {
	var out []string
	if p.Core != "" {
		if _, err := models.LookupCore(p.Core); err != nil {
			out = append(out, err.Error())
		}
	}
	if p.MemoryModel != "" {
		if _, err := models.LookupMemory(p.MemoryModel); err != nil {
			out = append(out, err.Error())
		}
	}
	return out
}

// TestEveryProfileIsRegistered loads every built-in profile (core, chip
// and board) through this package's registrations and checks that the
// core and memory model each names is registered: a model file that
// lost its init, or a profile naming a model of no package, fails here.
func TestEveryProfileIsRegistered(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "profiles", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no profiles under ../profiles: %v", err)
	}
	boards := 0
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".json")
		p, err := models.LoadProfile(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if p.Kind == "board" {
			boards++
		}
		for _, problem := range unregistered(p) {
			t.Errorf("%s: %s", name, problem)
		}
	}
	if got := len(models.BoardNames()); got != boards {
		t.Errorf("models.BoardNames has %d boards, the profiles %d", got, boards)
	}
}

// TestUnregisteredIsFound: the check above names a core and a memory
// model that no package registers.
func TestUnregisteredIsFound(t *testing.T) {
	p := &models.Profile{Name: "x", Core: "no-such-core", MemoryModel: "no-such-memory"}
	got := unregistered(p)
	if len(got) != 2 || !strings.Contains(got[0], "no-such-core") || !strings.Contains(got[1], "no-such-memory") {
		t.Errorf("unregistered: %q", got)
	}
	if len(unregistered(&models.Profile{Name: "y", Core: "cortex-m0plus", MemoryModel: "zero-wait"})) != 0 {
		t.Error("a registered core and memory model were reported")
	}
}
