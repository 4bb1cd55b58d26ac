package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBenchCache: a second bench with --cache simulates nothing and
// prints the same bytes as the first, and as a run without the cache.
func TestBenchCache(t *testing.T) {
	needKernels(t)
	dir := filepath.Join(t.TempDir(), "cache")
	args := []string{"bench", "--build-dir", "../../build", "--board", "nucleo-g071rb", "--kernels", "^(aes128-cbc|sha256)", "--bytes", "64", "--format", "json"}
	_, plain, _ := run(t, args...)
	var outs []string
	for i, want := range []string{"0 of 6 runs from the cache, 6 simulated", "6 of 6 runs from the cache, 0 simulated"} {
		code, out, errs := run(t, append(args, "--cache", dir)...)
		if code != 0 || !strings.Contains(errs, want) {
			t.Fatalf("run %d: exit %d, stderr %q: want %q", i+1, code, errs, want)
		}
		outs = append(outs, out)
	}
	if outs[0] != plain || outs[1] != plain {
		t.Errorf("output with the cache differs from without:\n%s\n%s\n%s", plain, outs[0], outs[1])
	}
	// check seeds each kernel from its name, bench from its position:
	// other keys, so check simulates its own the first time in the same
	// directory, and reuses them the second.
	base := filepath.Join(t.TempDir(), "base.json")
	for i, want := range []string{"6 simulated", "6 of 6 runs from the cache"} {
		if code, _, errs := run(t, checkArgs(base, "--update", "--cache", dir)...); code != 0 || !strings.Contains(errs, want) {
			t.Errorf("check run %d: exit %d, stderr %q: want %q", i+1, code, errs, want)
		}
	}
}

// TestCheckFunctionCache: a function check's second run hits; other bytes
// behind the same file:PATH argument run again.
func TestCheckFunctionCache(t *testing.T) {
	needKernels(t)
	t.Setenv("GITHUB_ACTIONS", "")
	tmp := t.TempDir()
	input := filepath.Join(tmp, "msg.bin")
	if err := os.WriteFile(input, make([]byte, 64), 0o644); err != nil {
		t.Fatal(err)
	}
	base, dir := filepath.Join(tmp, "fn.json"), filepath.Join(tmp, "cache")
	args := []string{"check", "--baseline", base, "--board", "nucleo-g071rb", "--elf", kernelELF, "--func", "sha256_fast",
		"--arg", "file:" + input, "--arg", "64", "--arg", "buf:32", "--cache", dir}
	if code, _, errs := run(t, append(args, "--update")...); code != 0 || !strings.Contains(errs, "1 simulated") {
		t.Fatalf("--update: exit %d: %s", code, errs)
	}
	var outs []string
	for i, want := range []string{"1 of 1 run from the cache", "1 of 1 run from the cache"} {
		code, out, errs := run(t, args...)
		if code != 0 || !strings.Contains(errs, want) {
			t.Fatalf("run %d: exit %d, stderr %q: want %q", i+1, code, errs, want)
		}
		outs = append(outs, out)
	}
	if outs[0] != outs[1] {
		t.Errorf("outputs differ:\n%s\n%s", outs[0], outs[1])
	}
	msg := make([]byte, 64)
	msg[0] = 1
	if err := os.WriteFile(input, msg, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, errs := run(t, args...); !strings.Contains(errs, "0 of 1 run from the cache, 1 simulated") {
		t.Errorf("other file bytes: stderr %q: want a run", errs)
	}
}

// TestCacheDirUnusable: a --cache that cannot be a directory is an input
// error, before any run.
func TestCacheDirUnusable(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := run(t, "bench", "--board", "nucleo-g071rb", "--kernels", "sha256", "--cache", filepath.Join(file, "sub"))
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	oneErrLine(t, errs, "--cache")
}
