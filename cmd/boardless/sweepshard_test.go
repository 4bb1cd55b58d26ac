package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// sweepArgs is a 10-point sweep of a kernel (5 wait states x prefetch).
func sweepArgs(out string, extra ...string) []string {
	return append([]string{"sweep", "--board", "nucleo-g071rb", "--build-dir", "../../build", "--kernel", "sha256-small-8000",
		"--vary", "flash-ws=0:4:1", "--vary", "prefetch=on,off", "--out", out}, extra...)
}

// sameDirs fails unless dirs a and b hold the same files, byte for byte.
func sameDirs(t *testing.T, a, b string) {
	t.Helper()
	names := func(d string) []string {
		es, err := os.ReadDir(d)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, e := range es {
			out = append(out, e.Name())
		}
		return out
	}
	na, nb := names(a), names(b)
	if !slices.Equal(na, nb) || len(na) < 3 {
		t.Fatalf("files %v and %v", na, nb)
	}
	for _, n := range na {
		da, _ := os.ReadFile(filepath.Join(a, n))
		db, _ := os.ReadFile(filepath.Join(b, n))
		if !bytes.Equal(da, db) {
			t.Errorf("%s differs:\n%s\n----\n%s", n, da, db)
		}
	}
}

// A sweep split into 3 shards (each on 2 workers, in any order) and
// merged writes the files of the one-shot sweep on one worker, byte for
// byte; --shards with $JOB_COMPLETION_INDEX names the same shards.
func TestSweepShardsMerge(t *testing.T) {
	needKernels(t)
	t.Setenv("BOARDLESS_SHARDS", "")
	one := t.TempDir()
	if code, _, errs := run(t, sweepArgs(one, "--jobs", "1")...); code != 0 {
		t.Fatalf("one-shot: exit %d: %s", code, errs)
	}
	shards := t.TempDir()
	var files []string
	for _, k := range []string{"3/3", "1/3", "2/3"} {
		code, out, errs := run(t, sweepArgs(shards, "--shard", k, "--jobs", "2")...)
		if code != 0 || !strings.Contains(out, "shard "+k+": ") {
			t.Fatalf("shard %s: exit %d: %s%s", k, code, out, errs)
		}
	}
	for k := 1; k <= 3; k++ {
		files = append(files, sweepShardFile(shards, k, 3))
	}
	merged := filepath.Join(t.TempDir(), "merged")
	code, _, errs := run(t, append([]string{"merge", merged}, files...)...)
	if code != 0 || !strings.Contains(errs, "merged 3 sweep shards (10 runs)") {
		t.Fatalf("merge: exit %d: %s", code, errs)
	}
	sameDirs(t, one, merged)

	t.Setenv("JOB_COMPLETION_INDEX", "1")
	indexed := t.TempDir()
	if code, _, errs := run(t, sweepArgs(indexed, "--shards", "3")...); code != 0 {
		t.Fatalf("--shards 3: exit %d: %s", code, errs)
	}
	a, _ := os.ReadFile(sweepShardFile(indexed, 2, 3))
	b, _ := os.ReadFile(files[1])
	if !bytes.Equal(a, b) {
		t.Errorf("--shards 3 with index 1 is not --shard 2/3:\n%s\n%s", a, b)
	}

	// A missing shard, or one of another sweep, is refused.
	if code, _, errs := run(t, "merge", merged, files[0], files[2]); code != 2 || !strings.Contains(errs, "shard 2/3 is missing") {
		t.Errorf("missing shard: exit %d: %s", code, errs)
	}
	other := t.TempDir()
	if code, _, errs := run(t, append(sweepArgs(other, "--shard", "2/3"), "--seed", "7")...); code != 0 {
		t.Fatalf("other sweep: exit %d: %s", code, errs)
	}
	if code, _, errs := run(t, "merge", merged, files[0], sweepShardFile(other, 2, 3), files[2]); code != 2 || !strings.Contains(errs, "different settings") {
		t.Errorf("shard of another sweep: exit %d: %s", code, errs)
	}
}

// With --cache, a second sweep takes every point from the cache and
// writes the same files.
func TestSweepCache(t *testing.T) {
	needKernels(t)
	cache := t.TempDir()
	first, second := t.TempDir(), t.TempDir()
	if code, _, errs := run(t, sweepArgs(first, "--cache", cache)...); code != 0 || !strings.Contains(errs, "0 of 10 runs from the cache, 10 simulated") {
		t.Fatalf("first: exit %d: %s", code, errs)
	}
	if code, _, errs := run(t, sweepArgs(second, "--cache", cache)...); code != 0 || !strings.Contains(errs, "10 of 10 runs from the cache, 0 simulated") {
		t.Fatalf("second: exit %d: %s", code, errs)
	}
	sameDirs(t, first, second)
}
