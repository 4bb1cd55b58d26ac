package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"boardless/gate"
)

// The check tests use a small selection so they stay fast.
var checkSel = []string{"--build-dir", "../../build", "--board", "nucleo-g071rb", "--kernels", "^(aes128-cbc|sha256)", "--bytes", "64"}

func checkArgs(base string, extra ...string) []string {
	return append(append([]string{"check", "--baseline", base}, checkSel...), extra...)
}

// oneErrLine asserts that stderr is one line holding want.
func oneErrLine(t *testing.T, errs, want string) {
	t.Helper()
	if strings.Count(errs, "\n") != 1 || !strings.Contains(errs, want) {
		t.Errorf("stderr should be one line with %q, got:\n%s", want, errs)
	}
}

func loadBaseline(t *testing.T, path string) *gate.Baseline {
	t.Helper()
	b, err := gate.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func saveBaseline(t *testing.T, path string, b *gate.Baseline) {
	t.Helper()
	data, err := b.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// record writes a fresh baseline of the test selection and returns its
// path and bytes.
func record(t *testing.T) (string, []byte) {
	t.Helper()
	needKernels(t)
	base := filepath.Join(t.TempDir(), "perf", "baseline.json")
	os.MkdirAll(filepath.Dir(base), 0o755)
	code, _, errs := run(t, checkArgs(base, "--update")...)
	if code != 0 {
		t.Fatalf("--update: exit %d: %s", code, errs)
	}
	data, err := os.ReadFile(base)
	if err != nil {
		t.Fatal(err)
	}
	return base, data
}

func TestCheckUpdateThenPass(t *testing.T) {
	t.Setenv("GITHUB_ACTIONS", "")
	base, data := record(t)
	b := loadBaseline(t, base)
	bb := b.Boards["nucleo-g071rb"]
	if b.Format != 1 || bb == nil || len(bb.Kernels) != 6 {
		t.Fatalf("baseline: %s", data)
	}
	for name, ms := range bb.Kernels {
		for _, m := range gate.Metrics {
			if _, ok := ms[m]; !ok {
				t.Errorf("%s lacks %s", name, m)
			}
		}
		if ms["cycles"] == 0 || ms["code_bytes"] == 0 {
			t.Errorf("%s: %v", name, ms)
		}
	}
	if bytes.Contains(data, []byte("version")) || !bytes.HasSuffix(data, []byte("}\n")) {
		t.Errorf("baseline should hold no version and end in a newline:\n%s", data)
	}
	code, out, errs := run(t, checkArgs(base)...)
	if code != 0 || !strings.Contains(out, "PASS") || strings.Contains(out, "::") {
		t.Fatalf("check after --update: exit %d\n%s%s", code, out, errs)
	}
	// Deterministic: recording again gives the same bytes, and no
	// temporary file is left beside it.
	if code, _, errs := run(t, checkArgs(base, "--update")...); code != 0 {
		t.Fatalf("second --update: %s", errs)
	}
	again, _ := os.ReadFile(base)
	if !bytes.Equal(again, data) {
		t.Errorf("second --update changed the baseline:\n%s\n---\n%s", data, again)
	}
	ents, _ := os.ReadDir(filepath.Dir(base))
	if len(ents) != 1 {
		t.Errorf("left beside the baseline: %v", ents)
	}
}

func TestCheckRegression(t *testing.T) {
	t.Setenv("GITHUB_ACTIONS", "")
	base, origData := record(t)
	orig := loadBaseline(t, base)
	fresh := func() *gate.Baseline { // the recorded baseline, unedited
		b, err := gate.Parse(base, origData)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	const k = "sha256-fast-64"
	now := orig.Boards["nucleo-g071rb"].Kernels[k]

	tests := []struct {
		name   string
		metric string
		scale  float64 // baseline value = now / scale
		code   int
		want   string
	}{
		{"cycles 5% worse", "cycles", 1.05, 1, "sha256-fast-64 cycles"},
		{"stack 5% worse", "stack_bytes", 1.05, 1, "sha256-fast-64 stack_bytes"},
		{"code 5% worse", "code_bytes", 1.05, 1, "sha256-fast-64 code_bytes"},
		{"cycles 1% worse", "cycles", 1.01, 0, "worse, within 2%"},
		{"cycles better", "cycles", 0.9, 0, "better"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := fresh()
			b.Boards["nucleo-g071rb"].Kernels[k][tc.metric] = uint64(float64(now[tc.metric]) / tc.scale)
			saveBaseline(t, base, b)
			code, out, errs := run(t, checkArgs(base)...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d\n%s%s", code, tc.code, out, errs)
			}
			if tc.code == 1 {
				oneErrLine(t, errs, tc.want)
				if !strings.Contains(out, "worse beyond 2%") || !strings.Contains(out, "FAIL") {
					t.Errorf("table lacks the regression:\n%s", out)
				}
			} else if !strings.Contains(out, tc.want) || !strings.Contains(out, "PASS") {
				t.Errorf("output lacks %q:\n%s", tc.want, out)
			}
			// The table has the metric, baseline, now and change.
			line := ""
			for _, l := range strings.Split(out, "\n") {
				if strings.HasPrefix(l, k+" ") && strings.Contains(l, tc.metric) {
					line = l
				}
			}
			if line == "" || !strings.Contains(line, "%") {
				t.Errorf("no %s %s line with a change in %%:\n%s", k, tc.metric, out)
			}
		})
	}

	// A wider tolerance lets the 5% through; JSON says what changed.
	b := fresh()
	b.Boards["nucleo-g071rb"].Kernels[k]["cycles"] = uint64(float64(now["cycles"]) / 1.05)
	saveBaseline(t, base, b)
	code, out, errs := run(t, checkArgs(base, "--tolerance", "6%", "--format", "json")...)
	var rep gate.Report
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil {
		t.Fatalf("--tolerance 6%%: exit %d\n%s%s", code, out, errs)
	}
	if !rep.Passed || rep.Worse != 1 || len(rep.Changes) != 1 || rep.Changes[0].Status != "worse" || rep.Changes[0].Metric != "cycles" ||
		rep.Changes[0].ChangePercent == nil || *rep.Changes[0].ChangePercent < 4.9 || *rep.Changes[0].ChangePercent > 5.1 {
		t.Errorf("json report: %s", out)
	}
	code, out, _ = run(t, checkArgs(base, "--format", "json")...)
	if code != 1 || json.Unmarshal([]byte(out), &rep) != nil || rep.Passed || rep.Regressions != 1 {
		t.Errorf("json at 2%%: exit %d\n%s", code, out)
	}

	// --update accepts the regression; the check then passes.
	if code, _, errs := run(t, checkArgs(base, "--update")...); code != 0 {
		t.Fatalf("--update over a regression: exit %d: %s", code, errs)
	}
	if code, out, errs := run(t, checkArgs(base)...); code != 0 {
		t.Fatalf("after --update: exit %d\n%s%s", code, out, errs)
	}
}

func TestCheckGitHubAnnotations(t *testing.T) {
	base, _ := record(t)
	b := loadBaseline(t, base)
	ks := b.Boards["nucleo-g071rb"].Kernels
	ks["sha256-fast-64"]["cycles"] = ks["sha256-fast-64"]["cycles"] * 100 / 110 // 10% worse now
	ks["sha256-small-64"]["stack_bytes"] += 8                                   // better now
	ks["aes128-cbc-enc-fast-64"]["cycles"] = ks["aes128-cbc-enc-fast-64"]["cycles"] * 1000 / 1005
	delete(ks, "aes128-cbc-dec-small-64")
	saveBaseline(t, base, b)

	t.Setenv("GITHUB_ACTIONS", "")
	_, out, _ := run(t, checkArgs(base)...)
	if strings.Contains(out, "::") {
		t.Errorf("annotations without GITHUB_ACTIONS:\n%s", out)
	}
	t.Setenv("GITHUB_ACTIONS", "true")
	code, out, errs := run(t, checkArgs(base)...)
	if code != 1 {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	for _, want := range []string{
		"::error title=Performance regression::nucleo-g071rb sha256-fast-64 cycles: ",
		"%25, tolerance 2%25)",
		"::warning title=Worse within tolerance::nucleo-g071rb aes128-cbc-enc-fast-64 cycles",
		"::error title=Not in the baseline::nucleo-g071rb: aes128-cbc-dec-small-64 not in ",
		"::notice title=Performance improvement::nucleo-g071rb sha256-small-64 stack_bytes",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("stdout lacks %q:\n%s", want, out)
		}
	}
	if strings.LastIndex(out, "::error") > strings.Index(out, "::warning") {
		t.Errorf("errors should come before warnings:\n%s", out)
	}
	// With --format json, stdout stays one JSON document; the annotations
	// go to stderr.
	code, out, errs = run(t, checkArgs(base, "--format", "json")...)
	var rep gate.Report
	if code != 1 || json.Unmarshal([]byte(out), &rep) != nil || !strings.Contains(errs, "::error title=Performance regression::") {
		t.Errorf("json: exit %d\n%s\n%s", code, out, errs)
	}
}

func TestCheckBadBaseline(t *testing.T) {
	needKernels(t)
	t.Setenv("GITHUB_ACTIONS", "")
	dir := t.TempDir()
	tests := []struct{ name, data, want string }{
		{"truncated", `{"format": 1, "boards": {`, "not a boardless baseline"},
		{"not JSON", "cycles: 12\n", "not a boardless baseline: line 1"},
		{"array", `[1, 2]`, "not a boardless baseline: line 1"},
		{"no format", `{"boards": {}}`, `no "format" field`},
		{"format 2", `{"format": 2, "boards": {}}`, "format 2; this boardless reads format 1"},
		{"unknown field", `{"format": 1, "board": {}}`, `unknown field "board"`},
		{"unknown metric", `{"format": 1, "boards": {"nucleo-g071rb": {"options": {}, "kernels": {"sha256-fast-64": {"cycle": 3}}}}}`, `unknown metric "cycle"`},
		{"negative", `{"format": 1, "boards": {"nucleo-g071rb": {"options": {}, "kernels": {"sha256-fast-64": {"cycles": -3}}}}}`, "line 1"},
		{"string value", "{\"format\": 1,\n \"boards\": {\"nucleo-g071rb\": {\"kernels\": {\"x\": {\"cycles\": \"3\"}}}}}", "line 2"},
		{"two objects", `{"format": 1, "boards": {}} {}`, "data after the JSON object"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			base := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "_")+".json")
			os.WriteFile(base, []byte(tc.data), 0o644)
			code, out, errs := run(t, checkArgs(base)...)
			if code != 2 {
				t.Fatalf("exit %d, want 2 (an input file)\n%s%s", code, out, errs)
			}
			oneErrLine(t, errs, "baseline "+base)
			oneErrLine(t, errs, tc.want)
			// --update does not overwrite a file it cannot read.
			if code, _, _ := run(t, checkArgs(base, "--update")...); code != 2 {
				t.Errorf("--update over a malformed baseline: exit %d", code)
			}
			if got, _ := os.ReadFile(base); string(got) != tc.data {
				t.Errorf("the malformed baseline was changed")
			}
		})
	}

	t.Run("missing", func(t *testing.T) {
		base := filepath.Join(dir, "none.json")
		code, _, errs := run(t, checkArgs(base)...)
		if code != 2 {
			t.Fatalf("exit %d", code)
		}
		oneErrLine(t, errs, "baseline "+base+" not found (--baseline): run this command with --update")
		if _, err := os.Stat(base); err == nil {
			t.Errorf("created without --update")
		}
	})
}

func TestCheckOptionsAndUsage(t *testing.T) {
	t.Setenv("GITHUB_ACTIONS", "")
	base, data := record(t)
	code, _, errs := run(t, checkArgs(base, "--mul", "small")...)
	if code != 2 {
		t.Fatalf("other options: exit %d", code)
	}
	oneErrLine(t, errs, `baseline mul="fast", this run mul="small"`)

	// Another board is recorded beside the first, which is kept.
	code, _, errs = run(t, checkArgs(base, "--update", "--board", "nucleo-f091rc")...)
	if code != 0 {
		t.Fatalf("--update for a second board: %s", errs)
	}
	b := loadBaseline(t, base)
	if len(b.Boards) != 2 || len(b.Boards["nucleo-f091rc"].Kernels) != 6 || len(b.Boards["nucleo-g071rb"].Kernels) != 6 {
		t.Errorf("two boards expected:\n%s", data)
	}

	elf := kernelELF
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"check"}, "--baseline FILE is required"},
		{checkArgs(base, "--tolerance", "-1%"), `--tolerance "-1%"`},
		{checkArgs(base, "--tolerance", "two"), `--tolerance "two"`},
		{checkArgs(base, "--format", "xml"), `--format "xml"`},
		{checkArgs(base, "--shard", "3/2"), `--shard "3/2"`},
		{checkArgs(base, "--kernels", "^nothing$"), "matches no kernel"},
		{[]string{"check", "--baseline", base, "--elf", elf}, "needs both --elf and --func"},
		{[]string{"check", "--baseline", base, "--elf", elf, "--func", "sha256_fast", "--kernels", "sha"}, "--kernels selects kernels"},
		{[]string{"check", "--baseline", base, "--elf", elf, "--func", "sha256_fast", "--shard", "1/2"}, "do not go with --elf"},
	} {
		code, _, errs := run(t, tc.args...)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2 (%s)", tc.args, code, errs)
		}
		oneErrLine(t, errs, tc.want)
	}
}

func TestCheckFunction(t *testing.T) {
	needKernels(t)
	t.Setenv("GITHUB_ACTIONS", "")
	base := filepath.Join(t.TempDir(), "fn.json")
	elf := kernelELF
	args := []string{"check", "--baseline", base, "--board", "nucleo-g071rb", "--elf", elf, "--func", "sha256_fast",
		"--arg", "rand:256", "--arg", "256", "--arg", "buf:32"}
	if code, _, errs := run(t, append(args, "--update")...); code != 0 {
		t.Fatalf("--update: %s", errs)
	}
	b := loadBaseline(t, base)
	const key = "sym.elf:sha256_fast(rand:256, 256, buf:32)"
	ms := b.Boards["nucleo-g071rb"].Functions[key]
	if ms["cycles"] == 0 || ms["stack_bytes"] == 0 || ms["code_bytes"] == 0 {
		t.Fatalf("function entry %q: %v", key, b.Boards["nucleo-g071rb"])
	}
	if code, out, errs := run(t, args...); code != 0 {
		t.Fatalf("check: exit %d\n%s%s", code, out, errs)
	}
	ms["cycles"] = ms["cycles"] * 100 / 105
	saveBaseline(t, base, b)
	code, _, errs := run(t, args...)
	if code != 1 {
		t.Fatalf("regression: exit %d", code)
	}
	oneErrLine(t, errs, key+" cycles")
	// Other arguments are another entry: not in the baseline, which fails
	// the check (nothing was compared), or passes with --allow-new.
	other := []string{"check", "--baseline", base, "--elf", elf, "--func", "sha256_small", "--arg", "rand:64", "--arg", "64", "--arg", "buf:32"}
	code, out, errs := run(t, other...)
	if code != 1 || !strings.Contains(out, "1 of 1 run matched no baseline entry") {
		t.Errorf("new function: exit %d\n%s", code, out)
	}
	oneErrLine(t, errs, "sym.elf:sha256_small(rand:64, 64, buf:32) not in the baseline")
	code, out, _ = run(t, append(other, "--allow-new")...)
	if code != 0 || !strings.Contains(out, "not in the baseline") {
		t.Errorf("new function with --allow-new: exit %d\n%s", code, out)
	}
}

// TestCheckFileArgByContent: a file: argument is keyed by its contents,
// so the same bytes at another path match the baseline, and other bytes
// at the same path do not (and fail the check rather than pass unseen).
func TestCheckFileArgByContent(t *testing.T) {
	needKernels(t)
	t.Setenv("GITHUB_ACTIONS", "")
	dir := t.TempDir()
	base := filepath.Join(dir, "fn.json")
	msg := bytes.Repeat([]byte("boardless"), 20)
	write := func(path string, b []byte) string {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	args := func(in string) []string {
		return []string{"check", "--baseline", base, "--board", "nucleo-g071rb", "--elf", kernelELF, "--func", "sha256_fast",
			"--arg", "file:" + in, "--arg", "180", "--arg", "buf:32"}
	}
	first := write(filepath.Join(dir, "a", "msg.bin"), msg)
	if code, _, errs := run(t, append(args(first), "--update")...); code != 0 {
		t.Fatalf("--update: %s", errs)
	}
	fns := loadBaseline(t, base).Boards["nucleo-g071rb"].Functions
	if len(fns) != 1 {
		t.Fatalf("functions %v", fns)
	}
	for key := range fns {
		if strings.Contains(key, first) || !strings.Contains(key, "file:sha256:") {
			t.Errorf("key %q names the path, not the contents", key)
		}
	}
	moved := write(filepath.Join(dir, "elsewhere", "copy.bin"), msg)
	if code, out, errs := run(t, args(moved)...); code != 0 || !strings.Contains(out, "PASS") {
		t.Errorf("same contents, another path: exit %d\n%s%s", code, out, errs)
	}
	changed := append(bytes.Clone(msg[:len(msg)-1]), '!')
	write(first, changed)
	if code, out, _ := run(t, args(first)...); code != 1 || !strings.Contains(out, "matched no baseline entry") {
		t.Errorf("other contents, same path: exit %d\n%s", code, out)
	}
}

func TestCheckTolerance(t *testing.T) {
	for in, want := range map[string]float64{"2%": 2, "2": 2, "0.5%": 0.5, " 0 % ": 0, "10%": 10} {
		if got, err := parseTolerance(in); err != nil || got != want {
			t.Errorf("parseTolerance(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "%", "-1", "x%", "NaN", "Inf"} {
		if _, err := parseTolerance(in); err == nil {
			t.Errorf("parseTolerance(%q) accepted", in)
		}
	}
}
