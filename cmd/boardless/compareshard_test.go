package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A comparison split into 3 shards and merged is what the unsharded
// compare prints, byte for byte, with its exit status: kernels (a point
// is a kernel's row) in the table format, and a function on 8 columns
// (a point is a column; the shards on 2 workers, the one-shot on 1) in
// JSON, with the deadline some columns miss and the chart from merge.
func TestCompareShardsMerge(t *testing.T) {
	needKernels(t)
	t.Setenv("BOARDLESS_SHARDS", "")
	fn := []string{"--what-if", "clock=24e6", "--deadline", "2ms", "--format", "json",
		"--func", "sha256_fast", "--arg", "rand:1024", "--arg", "1024", "--arg", "buf:32"}
	for _, b := range fourBoards {
		fn = append(fn, "--elf-for", b+"="+boardELF(b))
	}
	for _, tc := range []struct {
		name     string
		args     []string
		wantCode int
	}{
		{"kernels", []string{"--build-dir", "../../build", "--board", "nucleo-g071rb,nucleo-f091rc", "--kernels", "^sha(256|512)-", "--what-if", "prefetch=off"}, 0},
		{"function", append([]string{"--board", strings.Join(fourBoards, ",")}, fn...), 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			args := append([]string{"compare"}, tc.args...)
			code, one, errs := run(t, append(args, "--jobs", "1", "--chart", filepath.Join(dir, "one.svg"))...)
			if code != tc.wantCode {
				t.Fatalf("one-shot: exit %d: %s", code, errs)
			}
			var shards []string
			for _, k := range []string{"2/3", "3/3", "1/3"} {
				code, out, errs := run(t, append(args, "--shard", k, "--jobs", "2")...)
				if code != 0 || !strings.Contains(out, `"point_shard"`) {
					t.Fatalf("shard %s: exit %d: %s", k, code, errs)
				}
				path := filepath.Join(dir, strings.Replace(k, "/", "-of-", 1)+".json")
				os.WriteFile(path, []byte(out), 0o644)
				shards = append(shards, path)
			}
			merged := filepath.Join(dir, "merged.out")
			code, _, errs = run(t, append([]string{"merge", "--chart", filepath.Join(dir, "merged.svg"), merged}, shards...)...)
			if code != tc.wantCode {
				t.Fatalf("merge: exit %d, want compare's %d: %s", code, tc.wantCode, errs)
			}
			got, _ := os.ReadFile(merged)
			if string(got) != one {
				t.Errorf("merged:\n%s\none-shot:\n%s", got, one)
			}
			a, _ := os.ReadFile(filepath.Join(dir, "one.svg"))
			b, _ := os.ReadFile(filepath.Join(dir, "merged.svg"))
			if len(a) == 0 || string(a) != string(b) {
				t.Errorf("the charts differ (%d and %d bytes)", len(a), len(b))
			}
			if code, _, errs := run(t, "merge", merged, shards[0], shards[2]); code != 2 || !strings.Contains(errs, "shard 3/3 is missing") {
				t.Errorf("missing shard: exit %d: %s", code, errs)
			}
		})
	}
	if code, _, errs := run(t, "compare", "--board", "nucleo-g071rb", "--kernels", "^sha1", "--shard", "1/2", "--chart", "x.svg"); code != 2 || !strings.Contains(errs, "--chart does not go with sharding") {
		t.Errorf("--chart with --shard: exit %d: %s", code, errs)
	}
}

// With --cache, a second comparison takes every run from the cache and
// prints the same bytes: a function's columns and kernel rows.
func TestCompareCache(t *testing.T) {
	needKernels(t)
	for _, tc := range []struct {
		name string
		args []string
		runs string
	}{
		{"function", []string{"--board", "nucleo-g071rb,nucleo-f091rc", "--what-if", "clock=24e6", "--elf-for", "nucleo-g071rb=" + boardELF("nucleo-g071rb"),
			"--elf-for", "nucleo-f091rc=" + boardELF("nucleo-f091rc"), "--func", "sha256_fast", "--arg", "rand:1024", "--arg", "1024", "--arg", "buf:32"}, "4"},
		{"kernels", []string{"--build-dir", "../../build", "--board", "nucleo-g071rb", "--kernels", "^sha(256|512)-", "--what-if", "prefetch=off"}, "8"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cache := t.TempDir()
			args := append(append([]string{"compare"}, tc.args...), "--cache", cache)
			code, first, errs := run(t, args...)
			if code != 0 || !strings.Contains(errs, "0 of "+tc.runs+" runs from the cache, "+tc.runs+" simulated") {
				t.Fatalf("first: exit %d: %s", code, errs)
			}
			code, second, errs := run(t, args...)
			if code != 0 || !strings.Contains(errs, tc.runs+" of "+tc.runs+" runs from the cache, 0 simulated") {
				t.Fatalf("second: exit %d: %s", code, errs)
			}
			if first != second {
				t.Errorf("from the cache:\n%s\nsimulated:\n%s", second, first)
			}
		})
	}
}
