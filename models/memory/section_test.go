package memory

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"boardless/models"
)

// testSection is the profile section of "test-sectioned", a memory
// model that exists only in this test: it shows a model bringing its
// own section without a field in Profile.
type testSection struct {
	Lines int    `json:"lines"`
	Ways  int    `json:"ways"`
	Note  string `json:"note,omitempty"`
	Tags  []int  `json:"tags,omitempty"`
}

const testSectionKey = "test_sectioned"

func init() {
	models.RegisterMemory(models.MemorySpec{
		Name: "test-sectioned", Description: "test only: a model with its own profile section",
		Section: testSectionKey, NewSection: func() any { return &testSection{} },
		Check: func(b *models.Profile) error {
			if s, _ := b.Section(testSectionKey).(*testSection); s == nil || s.Lines <= 0 {
				return errTestSection
			}
			return nil
		},
		New: func(*models.Profile, models.Values) (models.Memory, error) { return models.ZeroWait{}, nil },
	})
}

var errTestSection = errors.New("test_sectioned.lines: missing or not positive")

// writeProfiles writes name.json files into a new directory and returns
// the path of the last one.
func writeProfiles(t *testing.T, files ...[2]string) string {
	t.Helper()
	dir := t.TempDir()
	var last string
	for _, f := range files {
		last = filepath.Join(dir, f[0]+".json")
		if err := os.WriteFile(last, []byte(f[1]), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return last
}

// TestMemorySection: a memory model's section is decoded for it, a
// child's fields merge onto its parent's as every profile object does,
// the model's Check sees it, and it survives a write-out and read-back.
func TestMemorySection(t *testing.T) {
	file := writeProfiles(t,
		[2]string{"parent", `{"kind": "chip", "name": "parent", "inherits": "nucleo-g071rb",
			"memory_model": "test-sectioned", "test_sectioned": {"lines": 4, "ways": 2, "tags": [1, 2]}}`},
		[2]string{"child", `{"kind": "board", "name": "child", "inherits": "parent",
			"test_sectioned": {"ways": 8, "note": "child", "tags": [3]}}`})
	p, err := models.LoadProfileFile(file)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := p.Section(testSectionKey).(*testSection)
	if s == nil || s.Lines != 4 || s.Ways != 8 || s.Note != "child" || len(s.Tags) != 1 || s.Tags[0] != 3 {
		t.Fatalf("section after inheritance: %+v; want lines 4 from the parent, ways 8, note and tags [3] from the child", s)
	}
	p.Inherits = ""
	out, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	again, err := models.LoadProfileFile(writeProfiles(t, [2]string{"out", string(out)}))
	if err != nil {
		t.Fatalf("written out, it does not load: %v\n%s", err, out)
	}
	s2, _ := again.Section(testSectionKey).(*testSection)
	if s2 == nil || s2.Lines != 4 || s2.Ways != 8 || s2.Note != "child" || len(s2.Tags) != 1 || s2.Tags[0] != 3 {
		t.Errorf("read back: %+v, want %+v", s2, s)
	}
}

// TestMemorySectionErrors: a section's unknown field and type error are
// refused naming the section, a null section is removed (and then the
// model's Check refuses the board), and a field no struct and no
// section has is still refused.
func TestMemorySectionErrors(t *testing.T) {
	for _, tt := range []struct{ json, want string }{
		{`{"kind": "board", "name": "b", "inherits": "nucleo-g071rb", "memory_model": "test-sectioned", "test_sectioned": {"lines": 1, "colour": 2}}`,
			`test_sectioned: json: unknown field "colour"`},
		{`{"kind": "board", "name": "b", "inherits": "nucleo-g071rb", "memory_model": "test-sectioned", "test_sectioned": {"lines": "x"}}`,
			"field test_sectioned.lines: expected int"},
		{`{"kind": "board", "name": "b", "inherits": "nucleo-g071rb", "memory_model": "test-sectioned", "test_sectioned": null}`,
			"test_sectioned.lines: missing"},
		{`{"kind": "board", "name": "b", "inherits": "nucleo-g071rb", "test_sectionedd": {}}`,
			`unknown field "test_sectionedd"`},
	} {
		_, err := models.LoadProfileFile(writeProfiles(t, [2]string{"b", tt.json}))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s\nerr = %v, want it to contain %q", tt.json, err, tt.want)
		}
	}
}

// TestM7MemorySection: the m7-axi model reads its m7_memory section
// through the section mechanism, inherited from the chip.
func TestM7MemorySection(t *testing.T) {
	b, err := models.LoadProfile("nucleo-h743zi2")
	if err != nil {
		t.Fatal(err)
	}
	m := m7MemoryOf(b)
	if m == nil || m.BusDivider != 2 || m.LineBytes != 32 || len(m.Regions) == 0 {
		t.Fatalf("m7_memory of nucleo-h743zi2: %+v; want bus_divider 2, 32-byte lines, regions", m)
	}
	if m7MemoryOf(mustLoad(t, "nucleo-g071rb")) != nil {
		t.Error("nucleo-g071rb has an m7_memory section")
	}
}

// TestSectionKeyTaken: a memory model may not take a key of Profile's
// own fields (it would never be decoded for it).
func TestSectionKeyTaken(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("RegisterMemory accepted the section key \"flash\", a field of Profile")
		}
	}()
	models.RegisterMemory(models.MemorySpec{Name: "test-taken", Section: "flash", NewSection: func() any { return &models.Flash{} },
		New: func(*models.Profile, models.Values) (models.Memory, error) { return models.ZeroWait{}, nil }})
}

func mustLoad(t *testing.T, name string) *models.Profile {
	t.Helper()
	p, err := models.LoadProfile(name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestXIPModels: only the execute-in-place model says its
// flash_wait_states is a miss cost ('boards' prints "XIP" for it).
func TestXIPModels(t *testing.T) {
	xip := 0
	for _, b := range models.Boards() {
		spec, err := models.LookupMemory(b.MemoryModel)
		if err != nil {
			t.Fatal(err)
		}
		if spec.XIP != (b.MemoryModel == "rp-xip") {
			t.Errorf("%s (%s): XIP %v", b.Name, b.MemoryModel, spec.XIP)
		}
		if spec.XIP {
			xip++
		}
	}
	if xip == 0 {
		t.Error("no built-in board is on the XIP model")
	}
}
