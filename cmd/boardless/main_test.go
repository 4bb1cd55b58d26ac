package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"boardless/internal/armbuild"
	"boardless/kernels"
)

// kernelELF is nucleo-g071rb's sym image, which has sha256_fast.
const kernelELF = "../../build/kernels/nucleo-g071rb/sym.elf"

func run(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := runMain(args, &out, &errb)
	return code, out.String(), errb.String()
}

func needKernels(t *testing.T) {
	t.Helper()
	for _, image := range kernels.Images {
		if path := kernels.ImagePath("../../build", "nucleo-g071rb", image); !fileExists(path) {
			t.Fatalf("%s missing: run 'make kernels' (make test does)", path)
		}
	}
}

func TestRunJSON(t *testing.T) {
	needKernels(t)
	code, out, errs := run(t, "run", "--board", "nucleo-g071rb", "--elf", kernelELF, "--func", "sha256_fast",
		"--arg", "hex:616263", "--arg", "3", "--arg", "buf:32", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r map[string]any
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	for _, k := range []string{"board", "core", "clock_hz", "cycles", "instructions", "time_us", "stack_bytes", "return", "memory_model"} {
		if _, ok := r[k]; !ok {
			t.Errorf("JSON lacks %q", k)
		}
	}
	if r["board"] != "nucleo-g071rb" || r["core"] != "cortex-m0plus" || r["cycles"].(float64) <= 0 {
		t.Errorf("unexpected result %v", r)
	}
}

func TestBench(t *testing.T) {
	needKernels(t)
	code, out, errs := run(t, "bench", "--build-dir", "../../build", "--bytes", "256", "--kernels", "^(aes(128|192|256)-cbc|sha(256|384|512)-)")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"aes128-cbc-enc-fast-256", "sha256-small-256", "sha512-fast-256", "KB/s", "VERIFIED"} {
		if !strings.Contains(out, want) {
			t.Errorf("bench output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "FAILED") {
		t.Errorf("a kernel failed:\n%s", out)
	}
	code, out, _ = run(t, "bench", "--build-dir", "../../build", "--bytes", "64", "--format", "json", "--kernels", "^(aes(128|192|256)-cbc|sha(256|384|512)-)")
	var rep benchReport
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil || len(rep.Results) < 17 {
		t.Fatalf("bench json: exit %d\n%s", code, out)
	}
	for _, r := range rep.Results {
		if !r.Verified || r.Cycles == 0 {
			t.Errorf("%s: %+v", r.Kernel.Name, r)
		}
	}
}

// TestBadInput: each mistake gives one line on stderr naming it and a
// non-zero exit, never a panic.
func TestBadInput(t *testing.T) {
	needKernels(t)
	dir := t.TempDir()
	text := filepath.Join(dir, "notelf.txt")
	os.WriteFile(text, []byte("hello\n"), 0o644)
	trunc := filepath.Join(dir, "trunc.elf")
	data, _ := os.ReadFile(kernelELF)
	os.WriteFile(trunc, data[:200], 0o644)
	x86, _ := os.Executable() // this test binary: an x86-64 ELF
	faulty := armbuild.BuildString(t, "f.S", `
	.syntax unified
	.thumb
	.global rd
	.type rd, %function
	.thumb_func
rd:	ldr r1, =0x40000000
	ldr r0, [r1]
	bx lr
	.size rd, .-rd
	.global spin
	.type spin, %function
	.thumb_func
spin:	b spin
	.size spin, .-spin
	.global und
	.type und, %function
	.thumb_func
und:	udf #1
	.size und, .-und
`, "-mcpu=cortex-m0", "-mthumb")
	base := []string{"run", "--board", "nucleo-g071rb"}
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"missing file", []string{"--elf", filepath.Join(dir, "nope.elf"), "--func", "f"}, 1, "no such file"},
		{"not an ELF", []string{"--elf", text, "--func", "f"}, 1, "not an ELF file"},
		{"truncated", []string{"--elf", trunc, "--func", "f"}, 1, "truncated"},
		{"x86-64", []string{"--elf", x86, "--func", "f"}, 1, "x86-64"},
		{"no symbol", []string{"--elf", kernelELF, "--func", "sha256_fas"}, 1, "did you mean sha256_fast"},
		{"bad arg", []string{"--elf", kernelELF, "--func", "sha256_fast", "--arg", "buf:x"}, 2, "--arg \"buf:x\""},
		{"unknown board", []string{"--elf", kernelELF, "--func", "f", "--board", "nucleo-x"}, 1, "unknown board"},
		{"missing flags", []string{"--func", "f"}, 2, "--elf and --func are required"},
		{"bad format", []string{"--elf", kernelELF, "--func", "f", "--format", "xml"}, 2, "--format"},
		{"unmapped", []string{"--elf", faulty, "--func", "rd"}, 1, "read of unmapped address 0x40000000 at PC"},
		{"budget", []string{"--elf", faulty, "--func", "spin", "--budget", "100000"}, 1, "instruction budget of 100000 exhausted"},
		{"undefined", []string{"--elf", faulty, "--func", "und"}, 1, "undefined instruction at PC"},
		{"unknown flag", []string{"--bogus"}, 2, "unknown flag"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := run(t, append(append([]string{}, base...), tt.args...)...)
			if code != tt.code || !strings.Contains(errs, tt.want) || strings.Count(errs, "\n") != 1 || out != "" {
				t.Errorf("exit %d (want %d), stdout %q, stderr %q (want one line containing %q)", code, tt.code, out, errs, tt.want)
			}
		})
	}
	if code, _, errs := run(t, "frobnicate"); code != 2 || !strings.Contains(errs, "unknown command") {
		t.Errorf("unknown command: exit %d, %q", code, errs)
	}
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"run", "--help"}, {"bench", "--help"}, {"help", "boards"}} {
		code, out, _ := run(t, args...)
		if code != 0 || !strings.Contains(out, "Usage") {
			t.Errorf("%v: exit %d, output %q", args, code, out)
		}
	}
}

func TestBoardsAndLinkerScript(t *testing.T) {
	code, out, _ := run(t, "boards")
	for _, b := range []string{"nucleo-g071rb", "nucleo-f091rc", "nucleo-wba52cg", "stm32mp135f-dk"} {
		if code != 0 || !strings.Contains(out, b) {
			t.Errorf("boards lacks %s:\n%s", b, out)
		}
	}
	code, out, _ = run(t, "linker-script", "--board", "nucleo-g071rb")
	if code != 0 || !strings.Contains(out, "FLASH (rx) : ORIGIN = 0x08000000, LENGTH = 131072") ||
		!strings.Contains(out, "RAM (rwx) : ORIGIN = 0x20000000, LENGTH = 36864") {
		t.Errorf("linker-script:\n%s", out)
	}
}
