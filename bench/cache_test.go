package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"boardless/elfimg"
	"boardless/kernels"
	"boardless/sim"
)

// cachedRun runs ks with r's cache and returns the rows' JSON and how many
// kernels it simulated.
func cachedRun(t *testing.T, r *Runner, ks []kernels.Kernel, seed uint64) ([]byte, int) {
	t.Helper()
	before := r.Simulated
	rows, err := r.Run(context.Background(), ks, func(int) uint64 { return seed })
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range rows {
		if !row.Verified {
			t.Fatalf("%s: %s", row.Kernel.Name, row.Error)
		}
	}
	data, err := json.Marshal(rows)
	if err != nil {
		t.Fatal(err)
	}
	return data, r.Simulated - before
}

// TestCacheKey: an identical second run simulates nothing and gives the
// same bytes; a change of any part of the key simulates again, and that
// run's second time hits in turn.
func TestCacheKey(t *testing.T) {
	ks := kernels.Filter(kernels.All(64), regexp.MustCompile(`^sha256-small-64$`))
	if len(ks) != 1 {
		t.Fatalf("kernels: %v", ks)
	}
	base := testRunner(t, ks, 1)
	c, err := OpenCache(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Binary) != 64 {
		t.Fatalf("binary hash %q: want the test binary's SHA-256", c.Binary)
	}
	base.Cache = c
	first, n := cachedRun(t, base, ks, 1)
	if n != 1 {
		t.Fatalf("first run simulated %d kernels, want 1", n)
	}
	again, n := cachedRun(t, base, ks, 1)
	if n != 0 || !bytes.Equal(again, first) {
		t.Fatalf("identical run: simulated %d, same bytes %v:\n%s\n%s", n, bytes.Equal(again, first), first, again)
	}

	// The same ELF with a byte appended: the same program, other bytes.
	path := kernels.ImagePath(buildDir, base.Board.Name, ks[0].Image())
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	other, err := elfimg.ParseELF(append(data, 0), path)
	if err != nil {
		t.Fatal(err)
	}
	bigger := ks[0]
	bigger.Bytes = 128 // the same name, another argument

	variants := []struct {
		name string
		ks   []kernels.Kernel
		seed uint64
		edit func(r *Runner, o *sim.Options)
	}{
		{"image bytes", ks, 1, func(r *Runner, o *sim.Options) { r.Images = Images{ks[0].Image(): other} }},
		{"kernel", kernels.Filter(kernels.All(64), regexp.MustCompile(`^sha256-fast-64$`)), 1, nil},
		{"argument", []kernels.Kernel{bigger}, 1, nil},
		{"seed", ks, 2, nil},
		{"board parameter", ks, 1, func(r *Runner, o *sim.Options) { o.Params = map[string]float64{"mul_cycles": 32} }},
		{"clock", ks, 1, func(r *Runner, o *sim.Options) { o.ClockHz = 32_000_000 }},
		{"binary", ks, 1, func(r *Runner, o *sim.Options) { r.Cache = &Cache{Dir: c.Dir, Binary: "another build"} }},
	}
	for _, v := range variants {
		r := &Runner{Images: base.Images, Cache: c}
		var o sim.Options
		if v.edit != nil {
			v.edit(r, &o)
		}
		sr := simRunner(t, base.Board, r.Images, o, 1)
		sr.Cache = r.Cache
		r = sr
		if _, n := cachedRun(t, r, v.ks, v.seed); n != 1 {
			t.Errorf("%s changed: simulated %d kernels, want 1 (a cache miss)", v.name, n)
		}
		if _, n := cachedRun(t, r, v.ks, v.seed); n != 0 {
			t.Errorf("%s changed, second run: simulated %d kernels, want 0 (a hit)", v.name, n)
		}
	}
	if _, n := cachedRun(t, base, ks, 1); n != 0 {
		t.Errorf("the first key after the others: simulated %d, want 0", n)
	}
}

// TestCacheCorruptAndFailures: a corrupt entry is a miss that the run
// overwrites, never an error; a failed run is not stored.
func TestCacheCorruptAndFailures(t *testing.T) {
	ks := kernels.Filter(kernels.All(64), regexp.MustCompile(`^sha256-small-64$`))
	r := testRunner(t, ks, 1)
	c, err := OpenCache(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	r.Cache = c
	first, _ := cachedRun(t, r, ks, 1)
	files, err := filepath.Glob(filepath.Join(c.Dir, "*.json"))
	if err != nil || len(files) != 1 {
		t.Fatalf("cache files %v, %v: want one", files, err)
	}
	for _, junk := range []string{"{not json", `{"row":{"verified":false}}`, ""} {
		if err := os.WriteFile(files[0], []byte(junk), 0o644); err != nil {
			t.Fatal(err)
		}
		if got, n := cachedRun(t, r, ks, 1); n != 1 || !bytes.Equal(got, first) {
			t.Errorf("entry %q: simulated %d, want 1, same rows %v", junk, n, bytes.Equal(got, first))
		}
		if _, n := cachedRun(t, r, ks, 1); n != 0 {
			t.Errorf("entry %q overwritten: simulated %d, want 0", junk, n)
		}
	}

	simulated := r.Simulated
	r = simRunner(t, r.Board, r.Images, sim.Options{Budget: 100}, 1) // too few instructions: the kernel fails
	r.Cache, r.Simulated = c, simulated
	for range 2 {
		rows, err := r.Run(context.Background(), ks, func(int) uint64 { return 1 })
		if err != nil || rows[0].Verified {
			t.Fatalf("budget 100: %+v, %v: want a failed row", rows, err)
		}
	}
	if r.Simulated != 1+3+2 {
		t.Errorf("simulated %d kernels, want 6: a failure is not cached", r.Simulated)
	}
	if files, _ := filepath.Glob(filepath.Join(c.Dir, "*")); len(files) != 1 {
		t.Errorf("cache files %v: want only the verified run's", files)
	}
}
