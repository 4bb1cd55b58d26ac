package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"boardless/bench"
)

var shardSel = []string{"--build-dir", "../../build", "--board", "nucleo-g071rb", "--kernels", "^(aes128-cbc|sha256)", "--bytes", "64"}

// benchJSON runs bench --format json with the shard selection and extra
// flags and writes its output to dir/name.
func benchJSON(t *testing.T, dir, name string, extra ...string) string {
	t.Helper()
	args := append(append([]string{"bench", "--format", "json"}, shardSel...), extra...)
	code, out, errs := run(t, args...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errs)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func noShardEnv(t *testing.T) {
	t.Setenv("BOARDLESS_SHARDS", "")
	t.Setenv("JOB_COMPLETION_INDEX", "")
	t.Setenv("GITHUB_ACTIONS", "")
}

func TestShardResolve(t *testing.T) {
	noShardEnv(t)
	for _, tc := range []struct {
		flags      shardFlags
		shards, ix string // environment
		k, n       int
		err        string
	}{
		{shardFlags{}, "", "", 0, 0, ""},
		{shardFlags{}, "", "2", 0, 0, ""}, // an index alone shards nothing
		{shardFlags{shard: "2/4"}, "", "", 2, 4, ""},
		{shardFlags{shard: "1/1"}, "", "", 1, 1, ""},
		{shardFlags{shard: "2/4"}, "3", "0", 2, 4, ""}, // the flag wins
		{shardFlags{shards: 4}, "", "3", 4, 4, ""},
		{shardFlags{}, "3", "0", 1, 3, ""},
		{shardFlags{shards: 2}, "3", "1", 2, 2, ""},
		{shardFlags{shard: "0/4"}, "", "", 0, 0, `--shard "0/4"`},
		{shardFlags{shard: "5/4"}, "", "", 0, 0, `--shard "5/4"`},
		{shardFlags{shard: "2"}, "", "", 0, 0, `--shard "2"`},
		{shardFlags{shard: "a/b"}, "", "", 0, 0, `--shard "a/b"`},
		{shardFlags{shard: "1/2", shards: 2}, "", "", 0, 0, "not both"},
		{shardFlags{shards: 4}, "", "", 0, 0, "needs $JOB_COMPLETION_INDEX"},
		{shardFlags{shards: 4}, "", "4", 0, 0, `JOB_COMPLETION_INDEX="4"`},
		{shardFlags{shards: -1}, "", "0", 0, 0, "--shards -1"},
		{shardFlags{}, "x", "0", 0, 0, `BOARDLESS_SHARDS="x"`},
		{shardFlags{}, "0", "0", 0, 0, `BOARDLESS_SHARDS="0"`},
	} {
		t.Setenv("BOARDLESS_SHARDS", tc.shards)
		t.Setenv("JOB_COMPLETION_INDEX", tc.ix)
		k, n, err := tc.flags.resolve()
		switch {
		case tc.err == "" && (err != nil || k != tc.k || n != tc.n):
			t.Errorf("%+v env %q %q: %d/%d, %v; want %d/%d", tc.flags, tc.shards, tc.ix, k, n, err, tc.k, tc.n)
		case tc.err != "":
			var ue usageError
			if err == nil || !strings.Contains(err.Error(), tc.err) || !asUsage(err, &ue) {
				t.Errorf("%+v env %q %q: %v; want a usage error with %q", tc.flags, tc.shards, tc.ix, err, tc.err)
			}
		}
	}
}

func asUsage(err error, ue *usageError) bool {
	u, ok := err.(usageError)
	*ue = u
	return ok
}

// TestShardMergeBench: the shards of a bench, merged, are the unsharded
// run's JSON byte for byte.
func TestShardMergeBench(t *testing.T) {
	needKernels(t)
	noShardEnv(t)
	dir := t.TempDir()
	full, _ := os.ReadFile(benchJSON(t, dir, "full.json"))
	for _, n := range []int{1, 2, 3} {
		var ins []string
		for k := n; k >= 1; k-- { // any order
			ins = append(ins, benchJSON(t, dir, fmt.Sprintf("s%d-%d.json", k, n), "--shard", fmt.Sprintf("%d/%d", k, n)))
		}
		out := filepath.Join(dir, fmt.Sprintf("merged%d.json", n))
		code, _, errs := run(t, append([]string{"merge", out}, ins...)...)
		if code != 0 {
			t.Fatalf("merge of %d: exit %d: %s", n, code, errs)
		}
		got, _ := os.ReadFile(out)
		if !bytes.Equal(got, full) {
			t.Errorf("N=%d: merged differs from the unsharded run:\n%s\n---\n%s", n, got, full)
		}
		// To standard output too.
		code, stdout, _ := run(t, append([]string{"merge", "-"}, ins...)...)
		if code != 0 || stdout != string(full) {
			t.Errorf("N=%d: merge to -: exit %d", n, code)
		}
	}

	// The Kubernetes way: --shards N with $JOB_COMPLETION_INDEX, or
	// $BOARDLESS_SHARDS, gives the same shards.
	var ins []string
	for i := 0; i < 3; i++ {
		t.Setenv("JOB_COMPLETION_INDEX", fmt.Sprint(i))
		extra := []string{"--shards", "3"}
		if i == 1 {
			t.Setenv("BOARDLESS_SHARDS", "3")
			extra = nil
		}
		p := benchJSON(t, dir, fmt.Sprintf("job%d.json", i), extra...)
		want, _ := os.ReadFile(filepath.Join(dir, fmt.Sprintf("s%d-3.json", i+1)))
		if got, _ := os.ReadFile(p); !bytes.Equal(got, want) {
			t.Errorf("JOB_COMPLETION_INDEX=%d differs from --shard %d/3", i, i+1)
		}
		ins = append(ins, p)
	}
	noShardEnv(t)
	code, stdout, errs := run(t, append([]string{"merge", "-"}, ins...)...)
	if code != 0 || stdout != string(full) {
		t.Errorf("indexed-job merge: exit %d %s", code, errs)
	}

	// More shards than kernels: some are empty, and it still adds up.
	ins = nil
	for k := 1; k <= 8; k++ {
		ins = append(ins, benchJSON(t, dir, fmt.Sprintf("e%d.json", k), "--shard", fmt.Sprintf("%d/8", k)))
	}
	var empty bench.Report
	data, _ := os.ReadFile(ins[7])
	if err := json.Unmarshal(data, &empty); err != nil || empty.Results == nil || len(empty.Results) != 0 {
		t.Errorf("shard 8/8 of 6 kernels should have empty results: %s", data)
	}
	code, stdout, errs = run(t, append([]string{"merge", "-"}, ins...)...)
	if code != 0 || stdout != string(full) {
		t.Errorf("8 shards of 6 kernels: exit %d %s", code, errs)
	}

	// The table names the shard; --out does not go with a shard.
	code, out, _ := run(t, append(append([]string{"bench"}, shardSel...), "--shard", "2/3")...)
	if code != 0 || !strings.Contains(out, "shard 2/3: 2 of the 6 kernels selected") {
		t.Errorf("bench table of a shard: exit %d\n%s", code, out)
	}
	code, _, errs = run(t, append(append([]string{"bench"}, shardSel...), "--shard", "2/3", "--out", filepath.Join(dir, "rep"))...)
	if code != 2 || !strings.Contains(errs, "does not go with sharding") {
		t.Errorf("--out with --shard: exit %d %s", code, errs)
	}
}

// TestShardMergeBaseline: baselines recorded by the shards of a check,
// merged, are the unsharded check's baseline byte for byte.
func TestShardMergeBaseline(t *testing.T) {
	needKernels(t)
	noShardEnv(t)
	dir := t.TempDir()
	full := filepath.Join(dir, "full.json")
	if code, _, errs := run(t, checkArgs(full, "--update")...); code != 0 {
		t.Fatal(errs)
	}
	want, _ := os.ReadFile(full)
	for _, n := range []int{1, 2, 3} {
		var ins []string
		for k := 1; k <= n; k++ {
			p := filepath.Join(dir, fmt.Sprintf("b%d-%d.json", k, n))
			if code, _, errs := run(t, checkArgs(p, "--update", "--shard", fmt.Sprintf("%d/%d", k, n))...); code != 0 {
				t.Fatal(errs)
			}
			// Each shard checks against the full baseline too.
			if code, out, errs := run(t, checkArgs(full, "--shard", fmt.Sprintf("%d/%d", k, n))...); code != 0 || !strings.Contains(out, "shard "+fmt.Sprintf("%d/%d", k, n)) {
				t.Errorf("shard %d/%d against the full baseline: exit %d\n%s%s", k, n, code, out, errs)
			}
			ins = append(ins, p)
		}
		out := filepath.Join(dir, fmt.Sprintf("merged%d.json", n))
		if code, _, errs := run(t, append([]string{"merge", out}, ins...)...); code != 0 {
			t.Fatalf("merge: %s", errs)
		}
		if got, _ := os.ReadFile(out); !bytes.Equal(got, want) {
			t.Errorf("N=%d: merged baseline differs:\n%s\n---\n%s", n, got, want)
		}
	}
}

func TestMergeRefuses(t *testing.T) {
	needKernels(t)
	noShardEnv(t)
	dir := t.TempDir()
	s1 := benchJSON(t, dir, "s1.json", "--shard", "1/2")
	s2 := benchJSON(t, dir, "s2.json", "--shard", "2/2")
	full := benchJSON(t, dir, "full.json")
	bytes128 := benchJSON(t, dir, "b128.json", "--shard", "2/2", "--bytes", "128")
	mulSmall := benchJSON(t, dir, "mul.json", "--shard", "2/2", "--mul", "small")
	seed2 := benchJSON(t, dir, "seed.json", "--shard", "2/2", "--seed", "2")
	sel := benchJSON(t, dir, "sel.json", "--shard", "2/2", "--kernels", "^(aes128-cbc-enc|sha256)")
	of3 := benchJSON(t, dir, "of3.json", "--shard", "2/3")
	f091 := benchJSON(t, dir, "f091.json", "--shard", "2/2", "--board", "nucleo-f091rc")

	edit := func(src, name string, f func(r map[string]any)) string {
		var r map[string]any
		data, _ := os.ReadFile(src)
		json.Unmarshal(data, &r)
		f(r)
		out, _ := json.MarshalIndent(r, "", "  ")
		p := filepath.Join(dir, name)
		os.WriteFile(p, out, 0o644)
		return p
	}
	otherVersion := edit(s2, "ver.json", func(r map[string]any) { r["boardless_version"] = "v0.0.1" })
	// Shard 2's results relabelled shard 1: the same kernels twice.
	overlap := edit(s2, "overlap.json", func(r map[string]any) { r["shard"].(map[string]any)["index"] = 1 })
	short := edit(s2, "short.json", func(r map[string]any) { r["results"] = r["results"].([]any)[1:] })
	unknown := edit(s2, "unknown.json", func(r map[string]any) { r["extra"] = 1 })

	base1 := filepath.Join(dir, "base1.json")
	run(t, checkArgs(base1, "--update", "--shard", "1/2")...)
	baseMul := filepath.Join(dir, "basemul.json")
	run(t, checkArgs(baseMul, "--update", "--shard", "2/2", "--mul", "small")...)
	junk := filepath.Join(dir, "junk.json")
	os.WriteFile(junk, []byte(`{"hello": 1}`), 0o644)
	notJSON := filepath.Join(dir, "notjson.json")
	os.WriteFile(notJSON, []byte("results,\n"), 0o644)

	out := filepath.Join(dir, "out.json")
	for _, tc := range []struct {
		name string
		ins  []string
		want string
	}{
		{"same shard twice", []string{s1, s1}, "are both shard 1/2"},
		{"missing shard", []string{s1}, "shards missing: 2 of 2"},
		{"overlap", []string{s2, overlap}, "kernel aes128-cbc-dec-fast-64 is in both"},
		{"other bytes", []string{s1, bytes128}, `bytes="64" there, bytes="128" here`},
		{"other multiplier", []string{s1, mulSmall}, `mul="fast" there, mul="small" here`},
		{"other seed", []string{s1, seed2}, `seed="1" there, seed="2" here`},
		{"other selection", []string{s1, sel}, "not the same selection"},
		{"other shard count", []string{s1, of3}, "is of 2 shards"},
		{"other board", []string{s1, f091}, "is for board nucleo-f091rc"},
		{"other version", []string{s1, otherVersion}, "made by boardless v0.0.1"},
		{"unsharded with a shard", []string{full, s2}, "is not a shard"},
		{"wrong count", []string{s1, short}, "should hold 3 results, it holds 2"},
		{"unknown field", []string{s1, unknown}, `unknown field "extra"`},
		{"bench with baseline", []string{s1, base1}, "merge files of one kind"},
		{"baseline options", []string{base1, baseMul}, `mul="fast" there, mul="small" here`},
		{"baseline overlap", []string{base1, base1}, "is in both"},
		{"neither", []string{junk}, "neither a bench JSON output"},
		{"not JSON", []string{notJSON}, "not JSON output of boardless: line 1"},
	} {
		code, _, errs := run(t, append([]string{"merge", out}, tc.ins...)...)
		if code != 2 {
			t.Errorf("%s: exit %d, want 2 (%s)", tc.name, code, errs)
			continue
		}
		oneErrLine(t, errs, tc.want)
		if _, err := os.Stat(out); err == nil {
			t.Fatalf("%s: %s written", tc.name, out)
		}
	}
	if code, _, errs := run(t, "merge", out); code != 2 {
		t.Errorf("merge with no input: exit %d %s", code, errs)
	}
	// One unsharded output merges into itself.
	if code, stdout, _ := run(t, "merge", "-", full); code != 0 {
		t.Errorf("merge of an unsharded output: exit %d", code)
	} else if data, _ := os.ReadFile(full); stdout != string(data) {
		t.Errorf("merge of an unsharded output changed it")
	}
}
