package bench

import (
	"errors"
	"maps"
	"os"
	"testing"

	"boardless/elfimg"
)

// TestFunctionCheck: without a cache the function runs and no key is
// asked for; with one, a second check under the same key is the first's
// metrics without a run, an entry without cycles or a failed run is not
// kept, and an entry that cannot be written is warned about, not fatal.
func TestFunctionCheck(t *testing.T) {
	runs := 0
	metrics := map[string]uint64{"cycles": 1234, "stack_bytes": 40}
	run := func() (map[string]uint64, error) { runs++; return maps.Clone(metrics), nil }
	noWarn := func(err error) { t.Errorf("warned: %v", err) }
	noKey := func() (Key, error) { t.Error("a key asked for without a cache"); return Key{}, nil }
	if m, sim, err := FunctionCheck(nil, noKey, run, noWarn); err != nil || !maps.Equal(m, metrics) || sim != 1 {
		t.Errorf("no cache: %v, %d simulated, %v", m, sim, err)
	}
	dir := t.TempDir()
	c, err := OpenCache(dir)
	if err != nil {
		t.Fatal(err)
	}
	img := &elfimg.Image{}
	key := func() (Key, error) { return FunctionKey("board", img, "crc32", []string{"rand:64"}, []int{1}, 1), nil }
	runs = 0
	for i, wantSim := range []int{1, 0} {
		m, sim, err := FunctionCheck(c, key, run, noWarn)
		if err != nil || !maps.Equal(m, metrics) || sim != wantSim || runs != 1 {
			t.Errorf("check %d: %v, %d simulated (want %d), %d runs, %v", i, m, sim, wantSim, runs, err)
		}
	}
	if _, _, err := FunctionCheck(c, func() (Key, error) { return Key{}, errors.New("no key") }, run, noWarn); err == nil {
		t.Error("a key error is not returned")
	}
	other := func() (Key, error) { return FunctionKey("board", img, "other", nil, nil, 1), nil }
	zero := func() (map[string]uint64, error) { runs++; return map[string]uint64{"cycles": 0}, nil }
	fail := errors.New("fault")
	for _, r := range []func() (map[string]uint64, error){zero, func() (map[string]uint64, error) { return nil, fail }} {
		FunctionCheck(c, other, r, noWarn)
	}
	runs = 0
	if _, sim, err := FunctionCheck(c, other, run, noWarn); err != nil || sim != 1 || runs != 1 {
		t.Errorf("after no cycles and a failure: %d simulated, %d runs, %v (neither must be kept)", sim, runs, err)
	}
	// A cache whose directory went away: the entry cannot be written.
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	warned := 0
	third := func() (Key, error) { return FunctionKey("board", img, "third", nil, nil, 1), nil }
	if _, sim, err := FunctionCheck(c, third, run, func(error) { warned++ }); err != nil || sim != 1 || warned != 1 {
		t.Errorf("a cache that cannot be written: %d simulated, %d warnings, %v", sim, warned, err)
	}
}

// TestFunctionEntryName: the key names the ELF by its base name and a
// file argument by its contents, not its path.
func TestFunctionEntryName(t *testing.T) {
	specs := []string{"file:/a/in.bin", "64", "rand:8"}
	data := [][]byte{[]byte("abc"), nil, make([]byte, 8)}
	got := FunctionEntryName("/x/fw.elf", "crc32", specs, data)
	// sha256("abc") begins ba7816bf8f01cfea.
	if want := "fw.elf:crc32(file:sha256:ba7816bf8f01cfea, 64, rand:8)"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if other := FunctionEntryName("/y/fw.elf", "crc32", []string{"file:/b/in.bin", "64", "rand:8"}, data); other != got {
		t.Errorf("another path to the same bytes: %q, want %q", other, got)
	}
	if diff := FunctionEntryName("/x/fw.elf", "crc32", specs, [][]byte{[]byte("abd"), nil, nil}); diff == got {
		t.Error("other file contents give the same key")
	}
}
