package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"boardless/kernels"
)

// testReport is a bench of six kernels, as JSON would give it back: the
// rows carry no memory model of their own.
func testReport() Report {
	rep := Report{Board: "nucleo-g071rb", Core: "cortex-m0plus", ClockHz: 64000000, MemoryModel: "flash",
		Version: "v1", Results: []Row{}}
	for i, k := range kernels.All(64)[:6] {
		rep.Results = append(rep.Results, Row{Kernel: k, Verified: true, Cycles: uint64(1000 + i), TimeUS: float64(i) + 0.5})
	}
	return rep
}

var testOptions = map[string]string{"bytes": "64", "kernels": "", "mul": "fast", "seed": "1"}

// shards splits rep as 'bench --shard K/N' would have run it.
func shards(t *testing.T, rep Report, n int) []Report {
	t.Helper()
	var out []Report
	for k := 1; k <= n; k++ {
		sh := &Shard{Index: k, Count: n, Kernels: len(rep.Results), Options: testOptions}
		part := rep
		part.Shard = sh
		part.Results = []Row{}
		for i, r := range rep.Results {
			if i%n == k-1 {
				part.Results = append(part.Results, r)
			}
		}
		if len(part.Results) == 0 {
			part.MemoryModel = "" // as a run that verified nothing
		}
		out = append(out, part)
	}
	return out
}

func encodeAll(t *testing.T, reps []Report) ([]string, [][]byte) {
	t.Helper()
	var names []string
	var datas [][]byte
	for i, r := range reps {
		data, err := r.Encode()
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, fmt.Sprintf("s%d.json", i+1))
		datas = append(datas, data)
	}
	return names, datas
}

// TestMerge: the shards of a run, merged in any order, are the unsharded
// run's JSON byte for byte, also with more shards than kernels.
func TestMerge(t *testing.T) {
	full := testReport()
	want, err := full.Encode()
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{1, 2, 3, 8} {
		reps := shards(t, full, n)
		for i, j := 0, len(reps)-1; i < j; i, j = i+1, j-1 { // any order
			reps[i], reps[j] = reps[j], reps[i]
		}
		got, err := Merge(encodeAll(t, reps))
		if err != nil {
			t.Fatalf("%d shards: %v", n, err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%d shards: merged differs from the unsharded run:\n%s\n---\n%s", n, got, want)
		}
	}
	// One unsharded report merges into itself.
	if got, err := Merge([]string{"full.json"}, [][]byte{want}); err != nil || !bytes.Equal(got, want) {
		t.Errorf("merge of an unsharded report: %v\n%s", err, got)
	}
}

func TestMergeRefuses(t *testing.T) {
	two := func(edit func(s []Report)) []Report {
		s := shards(t, testReport(), 2)
		edit(s)
		return s
	}
	for _, tc := range []struct {
		name string
		reps []Report
		want string
	}{
		{"same shard twice", two(func(s []Report) { s[1] = s[0] }), "s1.json and s2.json are both shard 1/2"},
		{"missing shard", two(func(s []Report) {})[:1], "shards missing: 2 of 2"},
		{"overlap", two(func(s []Report) { s[1].Results[0] = s[0].Results[0] }), "kernel aes128-cbc-enc-fast-64 is in both s1.json and s2.json"},
		{"other options", two(func(s []Report) { s[1].Shard.Options = map[string]string{"bytes": "128"} }), `bytes="64" there, bytes="128" here`},
		{"other selection", two(func(s []Report) { s[1].Shard.Kernels = 5 }), "not the same selection"},
		{"other shard count", two(func(s []Report) { s[1].Shard.Count = 3 }), "is of 2 shards"},
		{"bad index", two(func(s []Report) { s[1].Shard.Index = 0 }), "bad shard 0/2"},
		{"other board", two(func(s []Report) { s[1].Board = "nucleo-f091rc" }), "s2.json is for board nucleo-f091rc"},
		{"other version", two(func(s []Report) { s[1].Version = "v0.0.1" }), "made by boardless v0.0.1"},
		{"other clock", two(func(s []Report) { s[1].ClockHz = 16000000 }), "at 16000000 Hz"},
		{"other memory model", two(func(s []Report) { s[1].MemoryModel = "sram" }), `memory model "sram"`},
		{"unsharded with a shard", two(func(s []Report) { s[0].Shard = nil }), "s1.json is not a shard"},
		{"wrong count", two(func(s []Report) { s[1].Results = s[1].Results[1:] }), "should hold 3 results, it holds 2"},
	} {
		_, err := Merge(encodeAll(t, tc.reps))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want an error with %q", tc.name, err, tc.want)
		}
	}

	for _, tc := range []struct{ name, data, want string }{
		{"unknown field", `{"board": "b", "extra": 1}`, `s1.json: not a bench JSON output: json: unknown field "extra"`},
		{"string for a number", "{\n\"clock_hz\": \"fast\"}", "line 2"},
	} {
		if _, err := Merge([]string{"s1.json"}, [][]byte{[]byte(tc.data)}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want an error with %q", tc.name, err, tc.want)
		}
	}
}

func TestKind(t *testing.T) {
	bench, _ := json.Marshal(testReport())
	for _, tc := range []struct{ data, kind, err string }{
		{string(bench), "bench output", ""},
		{`{"format": 1, "boards": {}}`, "baseline", ""},
		{`{"point_shard": {}, "points": []}`, "shard", ""},
		{`{"hello": 1}`, "", `x.json: neither a bench JSON output (no "results"), a check baseline (no "format") nor a sweep or compare shard (no "point_shard")`},
		{"results,\n", "", "x.json: not JSON output of boardless: line 1"},
	} {
		kind, err := Kind("x.json", []byte(tc.data))
		if kind != tc.kind || (err == nil) != (tc.err == "") || err != nil && !strings.Contains(err.Error(), tc.err) {
			t.Errorf("Kind(%.20q) = %q, %v; want %q, %q", tc.data, kind, err, tc.kind, tc.err)
		}
	}
}
