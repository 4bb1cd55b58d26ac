package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

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
	for _, image := range kernels.ImagesOf("nucleo-g071rb") {
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
	for _, k := range []string{"board", "core", "clock_hz", "cycles", "instructions", "time_us", "stack_bytes", "r0", "return", "memory_model"} {
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
	for _, want := range []string{"aes128-cbc-enc-fast-256", "sha256-small-256", "sha512-fast-256", "kB/s", "1 kB = 1000 bytes", "VERIFIED"} {
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
