package models

// Robustness of board profile parsing (issue 9). The fuzz target runs its
// seeds (testdata/fuzz/FuzzLoadProfileFile and the built-in profiles) as
// an ordinary test; `go test -fuzz '^FuzzLoadProfileFile$' ./models/`
// fuzzes it.

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzLoadProfileFile: any file gives a one-line error or a profile that
// satisfies what the simulator relies on, and that reads back the same
// after being written out.
func FuzzLoadProfileFile(f *testing.F) {
	entries, err := builtin.ReadDir("profiles")
	if err != nil {
		f.Fatal(err)
	}
	for _, e := range entries {
		b, err := builtin.ReadFile("profiles/" + e.Name())
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	for _, s := range []string{
		`{"kind":"board","name":"b","inherits":"nucleo-g071rb","memory":[{"name":"r","kind":"sram","base":"0x20000000","size":"17592186044417M"}]}`,
		`{"kind":"board","name":"b","inherits":"nucleo-g071rb","link":{"data":{"base":"0xfffff000","size":"8M"}}}`,
		`{"kind":"board","name":"b","inherits":"nucleo-g071rb","link":{"data":{"base":"0x20008ff8","size":8}}}`,
		`{"kind":"board","name":"b","inherits":"b"}`,
		`{"kind":"board","name":"b","inherits":"../profiles/nucleo-g071rb"}`,
		`{"kind":"board","name":"b","inherits":"nucleo-g071rb","flash":{"wait_states":-1}}`,
		`{"kind":"board","name":"b","inherits":"nucleo-g071rb","flash":{"icache_bytes":16,"icache_ways":0}}`,
		`{"kind":"board","name":"b","inherits":"nucleo-g071rb","clock_hz":1e9}`,
		`{"kind":"board","name":"b","inherits":"nucleo-g071rb","params":{"x":{"value":1e308}}}`,
	} {
		f.Add([]byte(s))
	}
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(dir, "fuzz.json")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		p, err := LoadProfileFile(path)
		if err != nil {
			if p != nil {
				t.Fatal("profile and error both returned")
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error is not one line: %q", err)
			}
			return
		}
		checkProfile(t, p)
		// Written out on its own (no parent), it reads back the same.
		p.Inherits = ""
		out, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, out, 0o644); err != nil {
			t.Fatal(err)
		}
		q, err := LoadProfileFile(path)
		if err != nil {
			t.Fatalf("profile written out does not load: %v\n%s", err, out)
		}
		q.Inherits = ""
		again, _ := json.Marshal(q)
		if !bytes.Equal(out, again) {
			t.Fatalf("profile changed on a round trip:\n%s\n%s", out, again)
		}
	})
}

// checkProfile checks what sim.Open and the models rely on.
func checkProfile(t *testing.T, p *Profile) {
	t.Helper()
	if p.Kind != "core" && p.Kind != "chip" && p.Kind != "board" || p.Name == "" {
		t.Fatalf("kind %q name %q accepted", p.Kind, p.Name)
	}
	p.FlashWaitStates()
	if p.Kind != "board" {
		return
	}
	if p.ClockHz == 0 || len(p.Memory) == 0 {
		t.Fatalf("board without clock or memory accepted: %+v", p)
	}
	for _, r := range p.Memory {
		if r.Size == 0 || uint64(r.Base)+uint64(r.Size) > 1<<32 || r.Base%4096 != 0 || r.Size%4096 != 0 {
			t.Fatalf("memory region %+v accepted", r)
		}
	}
	ram, err := p.RAM()
	if err != nil {
		t.Fatalf("board accepted without RAM: %v", err)
	}
	if !insideOne(p, ram) {
		t.Fatalf("RAM 0x%08x+0x%x lies outside the board's memory", uint32(ram.Base), uint64(ram.Size))
	}
	if code, err := p.Code(); err == nil && !insideOne(p, code) {
		t.Fatalf("code 0x%08x+0x%x lies outside the board's memory", uint32(code.Base), uint64(code.Size))
	}
	if ws := p.FlashWaitStates(); ws < 0 || ws > 15 {
		t.Fatalf("flash wait states %d", ws)
	}
	p.LinkerScript()
}

func insideOne(p *Profile, s Span) bool {
	for _, r := range p.Memory {
		if uint64(s.Base) >= uint64(r.Base) && uint64(s.Base)+uint64(s.Size) <= uint64(r.Base)+uint64(r.Size) {
			return true
		}
	}
	return false
}

// TestProfileNumbersDoNotWrap: a size that overflows 64 bits with its
// suffix is an error, not a small number.
func TestProfileNumbersDoNotWrap(t *testing.T) {
	for _, s := range []string{`"17592186044417M"`, `"18014398509481985K"`, `"18446744073709551616"`} {
		var z Size
		if err := z.UnmarshalJSON([]byte(s)); err == nil {
			t.Errorf("size %s read as %d", s, uint64(z))
		}
	}
	var z Size
	if err := z.UnmarshalJSON([]byte(`"16383M"`)); err != nil || z != 16383<<20 {
		t.Errorf("16383M = %d, %v", uint64(z), err)
	}
}

// TestLinkSpansInsideMemory: link spans outside the board's memory are
// refused (the stack would go there).
func TestLinkSpansInsideMemory(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ json, want string }{
		{`{"link":{"data":{"base":"0x40000000","size":"4K"}}}`, "link.data"},
		{`{"link":{"data":{"base":"0x20000000","size":"8192M"}}}`, "link.data"},
		{`{"link":{"data":{"base":"0x08000000","size":"4K"}}}`, "link.data"}, // flash is no place for a stack
		{`{"link":{"code":{"base":"0x90000000","size":"4K"}}}`, "link.code"},
		{`{"link":{"data":{"base":"0x20001000","size":"4K"},"code":{"base":"0x08000000","size":"64K"}}}`, ""},
	} {
		path := filepath.Join(dir, "b.json")
		os.WriteFile(path, []byte(`{"kind":"board","name":"b","inherits":"nucleo-g071rb",`+c.json[1:]), 0o644)
		_, err := LoadProfileFile(path)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: err = %v, want %q", c.json, err, c.want)
		}
	}
}
