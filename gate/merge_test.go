package gate

import (
	"bytes"
	"strings"
	"testing"
)

var opts = map[string]string{"mul": "fast", "seed": "1"}

func encoded(t *testing.T, boards map[string]*Board) []byte {
	t.Helper()
	b := New()
	b.Boards = boards
	data, err := b.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func kernels(names ...string) map[string]map[string]uint64 {
	m := map[string]map[string]uint64{}
	for i, n := range names {
		m[n] = map[string]uint64{"cycles": uint64(100 + i)}
	}
	return m
}

// TestMerge: the baselines of the shards unite into the one an unsharded
// run records, byte for byte; boards recorded apart are kept side by side.
func TestMerge(t *testing.T) {
	full := kernels("a", "b", "c")
	want := encoded(t, map[string]*Board{
		"g0": {Options: opts, Kernels: full, Functions: map[string]map[string]uint64{"fw.elf:f()": {"cycles": 7}}},
		"f0": {Options: opts, Kernels: kernels("a")},
	})
	shard := func(names ...string) map[string]map[string]uint64 {
		m := map[string]map[string]uint64{}
		for _, n := range names {
			m[n] = full[n]
		}
		return m
	}
	ins := [][]byte{
		encoded(t, map[string]*Board{"g0": {Options: opts, Kernels: shard("a", "c")}}),
		encoded(t, map[string]*Board{"g0": {Options: opts, Kernels: shard("b")}}),
		encoded(t, map[string]*Board{"g0": {Options: opts, Functions: map[string]map[string]uint64{"fw.elf:f()": {"cycles": 7}}}}),
		encoded(t, map[string]*Board{"f0": {Options: opts, Kernels: kernels("a")}}),
	}
	got, err := Merge([]string{"1.json", "2.json", "3.json", "4.json"}, ins)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("merged:\n%s\nwant:\n%s", got, want)
	}
}

func TestMergeRefuses(t *testing.T) {
	one := encoded(t, map[string]*Board{"g0": {Options: opts, Kernels: kernels("a")}})
	for _, tc := range []struct {
		name string
		ins  [][]byte
		want string
	}{
		{"other options", [][]byte{one, encoded(t, map[string]*Board{"g0": {Options: map[string]string{"mul": "small", "seed": "1"}, Kernels: kernels("b")}})},
			`board g0 was recorded with other options in 2.json than in 1.json (mul="fast" there, mul="small" here)`},
		{"overlap", [][]byte{one, one}, "board g0: kernel a is in both 1.json and 2.json"},
		{"not a baseline", [][]byte{one, []byte(`{"format": 2}`)}, "baseline 2.json: format 2"},
	} {
		_, err := Merge([]string{"1.json", "2.json"}, tc.ins)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want an error with %q", tc.name, err, tc.want)
		}
	}
}
