package main

import (
	"encoding/json"

	"boardless/internal/armbuild"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestParamsTable: 'boardless params' lists every parameter of the
// resolved board with value, unit, bounds, who set it and source.
func TestParamsTable(t *testing.T) {
	code, out, errs := run(t, "params", "--board", "stm32mp135f-dk", "--param", "l2_hit_cycles=12", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r struct {
		Core   string
		Params []paramRow
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	got := map[string]paramRow{}
	for _, p := range r.Params {
		if p.Unit == "" || p.Allowed == "" || p.Source == "" || p.From == "" {
			t.Errorf("%s: incomplete row %+v", p.Name, p)
		}
		got[p.Name] = p
	}
	for name, want := range map[string]struct {
		value float64
		from  string
	}{
		"a7_mispredict_penalty": {8, "default"},
		"l2_size":               {131072, "stm32mp135f.json"},
		"ddr_cl":                {7, "stm32mp135f-dk.json"},
		"l2_hit_cycles":         {12, "--param"},
	} {
		if p := got[name]; p.Value != want.value || p.From != want.from {
			t.Errorf("%s: %v set by %q, want %v set by %q", name, p.Value, p.From, want.value, want.from)
		}
	}
	code, out, _ = run(t, "params", "--board", "nucleo-g071rb")
	if code != 0 || !strings.Contains(out, "mul_cycles") || !strings.Contains(out, "flash_wait_states  2") {
		t.Errorf("table: exit %d\n%s", code, out)
	}
}

// TestParamChangesCycles: --param moves cycles the way the parameter
// says: more wait states cost more, and a bad name or value is exit 2
// with one line naming it.
func TestParamChangesCycles(t *testing.T) {
	needKernels(t)
	cycles := func(extra ...string) (int, float64, string) {
		args := append([]string{"run", "--board", "nucleo-g071rb", "--elf", kernelELF, "--func", "sha256_fast",
			"--arg", "rand:256", "--arg", "256", "--arg", "buf:32", "--format", "json"}, extra...)
		code, out, errs := run(t, args...)
		var r struct{ Cycles float64 }
		json.Unmarshal([]byte(out), &r)
		return code, r.Cycles, errs
	}
	_, ws2, _ := cycles()
	_, ws0, _ := cycles("--param", "flash_wait_states=0")
	_, flag0, _ := cycles("--flash-ws", "0")
	_, ws4, _ := cycles("--param", "flash_wait_states=4")
	if !(ws0 < ws2 && ws2 < ws4) || ws0 != flag0 {
		t.Errorf("cycles at 0/2/4 WS: %v %v %v (--flash-ws 0: %v): want increasing, and --param = --flash-ws", ws0, ws2, ws4, flag0)
	}
	for _, tt := range []struct{ param, want string }{
		{"div_cylces=3", "--param div_cylces: unknown parameter (known: mul_cycles"},
		{"mul_cycles=7", "mul_cycles = 7: want one of 1, 32 cycles"},
		{"flash_wait_states=16", "want a whole number of wait states in [0, 15]"},
		{"flash_wait_states", "want NAME=VALUE"},
		{"flash_wait_states=fast", "is not a number"},
	} {
		code, c, errs := cycles("--param", tt.param)
		if code != 2 || c != 0 || !strings.Contains(errs, tt.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("--param %s: exit %d, cycles %v, stderr %q; want exit 2 and one line with %q", tt.param, code, c, errs, tt.want)
		}
	}
}

// TestMulCyclesParam: mul_cycles=32 (or --mul small) makes a MULS take 32
// cycles instead of 1, and the two spellings agree.
func TestMulCyclesParam(t *testing.T) {
	elf := armbuild.BuildString(t, "m.S", `
	.syntax unified
	.text
	.global mul
	.type mul, %function
	.thumb_func
mul:
	muls r0, r1
	bx lr
	.size mul, .-mul
`, "-mcpu=cortex-m0plus", "-mthumb")
	cycles := func(extra ...string) float64 {
		args := append([]string{"run", "--board", "nucleo-g071rb", "--elf", elf, "--func", "mul", "--arg", "6", "--arg", "7",
			"--format", "json", "--flash-ws", "0"}, extra...)
		code, out, errs := run(t, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d %s", extra, code, errs)
		}
		var r struct{ Cycles float64 }
		json.Unmarshal([]byte(out), &r)
		return r.Cycles
	}
	fast, param, flag := cycles(), cycles("--param", "mul_cycles=32"), cycles("--mul", "small")
	if param != fast+31 || flag != param {
		t.Errorf("muls: %v cycles fast, %v with mul_cycles=32, %v with --mul small; want fast+31 for both", fast, param, flag)
	}
}

// TestBoardFileParams: a board file's params go through the same
// schema: an unknown name or a value out of bounds fails with one line.
func TestBoardFileParams(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct{ json, want string }{
		{`{"kind":"board","name":"x","inherits":"nucleo-wba52cg","params":{"div_cylces":{"value":3}}}`, "params.div_cylces: unknown parameter"},
		{`{"kind":"board","name":"x","inherits":"nucleo-wba52cg","params":{"div_cycles":{"value":30}}}`, "params.div_cycles: div_cycles = 30: want a whole number of cycles in [2, 12]"},
	} {
		file := filepath.Join(dir, "x.json")
		os.WriteFile(file, []byte(tt.json), 0o644)
		code, _, errs := run(t, "params", "--board-file", file)
		if code == 0 || !strings.Contains(errs, tt.want) || !strings.Contains(errs, file) {
			t.Errorf("%s: exit %d, %q; want an error naming the file and %q", tt.json, code, errs, tt.want)
		}
	}
}
