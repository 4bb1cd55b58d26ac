package gate

import (
	"bytes"
	"errors"
	"io/fs"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestParseBad(t *testing.T) {
	for _, tc := range []struct{ name, data, want string }{
		{"truncated", `{"format": 1, "boards": {`, "not a boardless baseline"},
		{"not JSON", "cycles: 12\n", "not a boardless baseline: line 1"},
		{"array", `[1, 2]`, "not a boardless baseline: line 1"},
		{"no format", `{"boards": {}}`, `no "format" field`},
		{"format 2", `{"format": 2, "boards": {}}`, "format 2; this boardless reads format 1"},
		{"unknown field", `{"format": 1, "board": {}}`, `unknown field "board"`},
		{"unknown metric", `{"format": 1, "boards": {"nucleo-g071rb": {"options": {}, "kernels": {"sha256-fast-64": {"cycle": 3}}}}}`,
			`board nucleo-g071rb: kernel "sha256-fast-64": unknown metric "cycle" (known: cycles, stack_bytes, code_bytes, const_bytes, global_bytes)`},
		{"no metrics", `{"format": 1, "boards": {"b": {"functions": {"f.elf:f()": {}}}}}`, `board b: function "f.elf:f()" has no metrics`},
		{"null board", `{"format": 1, "boards": {"b": null}}`, `board "b" is null`},
		{"negative", `{"format": 1, "boards": {"nucleo-g071rb": {"options": {}, "kernels": {"sha256-fast-64": {"cycles": -3}}}}}`, "line 1"},
		{"string value", "{\"format\": 1,\n \"boards\": {\"nucleo-g071rb\": {\"kernels\": {\"x\": {\"cycles\": \"3\"}}}}}", "line 2"},
		{"two objects", `{"format": 1, "boards": {}} {}`, "data after the JSON object"},
	} {
		_, err := Parse("perf/b.json", []byte(tc.data))
		if err == nil || !strings.HasPrefix(err.Error(), "baseline perf/b.json: ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want an error with %q", tc.name, err, tc.want)
		}
	}
	if _, err := Read(filepath.Join(t.TempDir(), "none.json")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

// TestEncode: one encoding, sorted and indented with a final newline,
// that Parse reads back; a baseline without boards gets an empty map.
func TestEncode(t *testing.T) {
	b, err := Parse("b", []byte(`{"format": 1}`))
	if err != nil || b.Boards == nil {
		t.Fatalf("%v %v", b, err)
	}
	b.Boards["z"] = &Board{Options: map[string]string{"seed": "1", "mul": "fast"}}
	b.Boards["a"] = &Board{}
	b.Boards["z"].Record(map[string]string{"seed": "1", "mul": "fast"}, []Entry{
		{Name: "sha256-fast-64", Kernel: true, Metrics: map[string]uint64{"stack_bytes": 2, "cycles": 1}},
		{Name: "fw.elf:f(1)", Metrics: map[string]uint64{"cycles": 3}},
	})
	data, err := b.Encode()
	if err != nil {
		t.Fatal(err)
	}
	want := `{
  "format": 1,
  "boards": {
    "a": {
      "options": null
    },
    "z": {
      "options": {
        "mul": "fast",
        "seed": "1"
      },
      "kernels": {
        "sha256-fast-64": {
          "cycles": 1,
          "stack_bytes": 2
        }
      },
      "functions": {
        "fw.elf:f(1)": {
          "cycles": 3
        }
      }
    }
  }
}
`
	if string(data) != want {
		t.Errorf("encoded:\n%s\nwant:\n%s", data, want)
	}
	back, err := Parse("b", data)
	if err != nil || !reflect.DeepEqual(back, b) {
		t.Errorf("read back: %v\n%+v", err, back)
	}
	again, _ := back.Encode()
	if !bytes.Equal(again, data) {
		t.Errorf("encoding again changed the bytes")
	}
}

// TestRecord: an entry replaces the one of its name; the others stay.
func TestRecord(t *testing.T) {
	b := &Board{Kernels: map[string]map[string]uint64{"k": {"cycles": 1}, "old": {"cycles": 2}}}
	b.Record(map[string]string{"seed": "2"}, []Entry{{Name: "k", Kernel: true, Metrics: map[string]uint64{"cycles": 5}}})
	want := &Board{Options: map[string]string{"seed": "2"}, Kernels: map[string]map[string]uint64{"k": {"cycles": 5}, "old": {"cycles": 2}}}
	if !reflect.DeepEqual(b, want) {
		t.Errorf("got %+v, want %+v", b, want)
	}
}

func TestDiffOptions(t *testing.T) {
	for _, tc := range []struct {
		a, b     map[string]string
		inA, inB string
	}{
		{nil, map[string]string{}, "", ""},
		{map[string]string{"mul": "fast", "seed": "1"}, map[string]string{"mul": "fast", "seed": "1"}, "", ""},
		{map[string]string{"mul": "fast", "seed": "1"}, map[string]string{"mul": "small", "seed": "2"}, `mul="fast"`, `mul="small"`},
		{map[string]string{"seed": "1"}, map[string]string{"clock": "board", "seed": "1"}, `clock=""`, `clock="board"`},
	} {
		if inA, inB := DiffOptions(tc.a, tc.b); inA != tc.inA || inB != tc.inB {
			t.Errorf("DiffOptions(%v, %v) = %q, %q; want %q, %q", tc.a, tc.b, inA, inB, tc.inA, tc.inB)
		}
	}
}
