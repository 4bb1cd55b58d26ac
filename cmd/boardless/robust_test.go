package main

// Never crash, never lie (issue 9), through the CLI: bench output is the
// same whatever the worker count and run to run; faults and hostile
// inputs give one line naming the problem (for faults: what, PC and
// symbol+offset) and a non-zero exit.

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"boardless/internal/armbuild"
	"boardless/kernels"
)

// TestBenchDeterministic: bench --format json is byte-identical with one
// and two workers, and run after run, with kernels of both images.
func TestBenchDeterministic(t *testing.T) {
	needKernels(t)
	for _, board := range []string{"nucleo-g071rb", "nucleo-f091rc"} {
		var outs []string
		for _, jobs := range []string{"1", "2", "2", "1"} {
			code, out, errs := run(t, "bench", "--build-dir", "../../build", "--board", board, "--bytes", "64",
				"--format", "json", "--jobs", jobs, "--kernels", "^(aes(128|192|256)-cbc|sha(256|384|512)-|x25519-keygen-fast)")
			if code != 0 {
				t.Fatalf("%s --jobs %s: exit %d: %s", board, jobs, code, errs)
			}
			outs = append(outs, out)
		}
		for i := 1; i < len(outs); i++ {
			if outs[i] != outs[0] {
				t.Errorf("%s: bench JSON of run %d differs from run 0:\n%s\n---\n%s", board, i, firstDiff(outs[0], outs[i]), outs[i])
			}
		}
	}
}

// TestMissingImage: a selection whose image is not built is one line
// naming that image (only the images the kernels need are opened).
func TestMissingImage(t *testing.T) {
	dir := t.TempDir()
	want := "kernel image " + kernels.ImagePath(dir, "nucleo-g071rb", "pk") + " not found (build directory " + dir + ", from --build-dir): build the images with 'make kernels'"
	for _, args := range [][]string{
		{"bench", "--kernels", "^x25519-keygen-fast$"},
		{"check", "--baseline", filepath.Join(dir, "b.json"), "--update", "--kernels", "^x25519-keygen-fast$"},
		{"sweep", "--kernel", "x25519-keygen-fast", "--vary", "clock=8e6,16e6", "--out", dir},
	} {
		code, _, errs := run(t, append(args, "--board", "nucleo-g071rb", "--build-dir", dir)...)
		if code != 2 {
			t.Errorf("%s: exit %d, want 2", args[0], code)
		}
		oneErrLine(t, errs, want)
	}
}

func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			return "line " + al[i] + "\n  vs " + bl[i]
		}
	}
	return "(lengths differ)"
}

// TestRunTwiceIdentical: the same run twice gives the same JSON.
func TestRunTwiceIdentical(t *testing.T) {
	needKernels(t)
	args := []string{"run", "--elf", kernelELF, "--func", "sha256_fast", "--arg", "rand:200", "--arg", "200",
		"--arg", "buf:32", "--seed", "3", "--format", "json"}
	_, a, _ := run(t, args...)
	_, b, errs := run(t, args...)
	if a == "" || a != b {
		t.Errorf("two runs differ or failed (%s):\n%s\n%s", errs, a, b)
	}
}

const faultSrc = `
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.macro fn name
	.global \name
	.type \name, %function
	.thumb_func
\name:
	.endm
	fn wr
	ldr r1, =0x50000000
	str r0, [r1]
	bx lr
	.pool
	.size wr, .-wr
	fn jump
	ldr r1, =0x60000001
	bx r1
	.pool
	.size jump, .-jump
	fn unal
	adds r0, r0, #1
	ldr r0, [r0]
	bx lr
	.size unal, .-unal
	fn arm_state
	ldr r1, =0x08000100
	bx r1
	.pool
	.size arm_state, .-arm_state
	fn svc_it
	svc #0
	bx lr
	.size svc_it, .-svc_it
	fn recurse
	push {r4, lr}
	bl recurse
	pop {r4, pc}
	.size recurse, .-recurse
	fn spin
	b spin
	.size spin, .-spin
	fn pushes
1:	push {r1}
	subs r0, r0, #1
	bne 1b
	bx lr
	.size pushes, .-pushes
`

// TestRunFaults: every fault kind through the CLI: one line on stderr
// with the fault, the PC and symbol+offset of the faulting instruction.
func TestRunFaults(t *testing.T) {
	elf := armbuild.BuildString(t, "f.S", faultSrc, "-mcpu=cortex-m0", "-mthumb")
	tests := []struct {
		fn   string
		args []string
		want string // a regexp
	}{
		{"wr", nil, `write to unmapped address 0x50000000 at PC 0x[0-9a-f]{8} \(wr\+0x2\)`},
		{"jump", nil, `instruction fetch from unmapped address 0x60000000 at PC 0x[0-9a-f]{8} \(jump\+0x2\)`},
		{"unal", []string{"--arg", "buf:8"}, `unaligned access to 0x2[0-9a-f]{7} \(this core faults on it\) at PC 0x[0-9a-f]{8} \(unal\+0x2\)`},
		{"arm_state", nil, `branch to 0x08000100 in ARM state .* at PC 0x[0-9a-f]{8} \(arm_state\+0x2\)`},
		{"svc_it", nil, `supervisor call \(SVC\) at PC 0x[0-9a-f]{8} \(svc_it\)`},
		{"recurse", nil, `stack overflow at PC 0x[0-9a-f]{8} \(recurse\): the stack grew to 0x1ffffff[0-9a-f], at least \d+ bytes below its top`},
		{"spin", []string{"--budget", "5000"}, `instruction budget of 5000 exhausted .* \(spin\)`},
		{"spin", []string{"--timeout", "50ms"}, `wall-clock timeout of 50ms exceeded .* \(spin\)`},
		{"pushes", []string{"--arg", "2000", "--arg", "0", "--arg", "buf:30000"}, `stack overflow`},
	}
	for _, tt := range tests {
		t.Run(tt.fn, func(t *testing.T) {
			args := append([]string{"run", "--elf", elf, "--func", tt.fn}, tt.args...)
			code, out, errs := run(t, args...)
			// A call stopped by the timeout prints its figures so far,
			// labelled PARTIAL (runstop.go); a fault prints none.
			partial := strings.Contains(tt.want, "timeout")
			if code != 1 || (out != "") != partial || partial && !strings.Contains(out, "PARTIAL") ||
				strings.Count(errs, "\n") != 1 || !regexp.MustCompile(tt.want).MatchString(errs) {
				t.Errorf("exit %d, stdout %q, stderr %q; want one line matching %q", code, out, errs, tt.want)
			}
		})
	}
}

// TestHostileInputs: inputs meant to break the process give one line and
// a non-zero exit.
func TestHostileInputs(t *testing.T) {
	needKernels(t)
	dir := t.TempDir()
	write := func(name, s string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(s), 0o644)
		return p
	}
	bss := armbuild.BuildString(t, "bss.S", `
	.syntax unified
	.thumb
	.global f
	.type f, %function
	.thumb_func
f:	bx lr
	.size f, .-f
	.bss
	.space 36860
`, "-mcpu=cortex-m0", "-mthumb")
	data, _ := os.ReadFile(kernelELF)
	garbled := bytes.Clone(data)
	for i := 52; i < 52+32*4 && i < len(garbled); i += 7 { // program headers
		garbled[i] ^= 0xff
	}
	gpath := filepath.Join(dir, "garbled.elf")
	os.WriteFile(gpath, garbled, 0o644)
	k := []string{"--elf", kernelELF, "--func", "sha256_fast"}
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"64 MiB buffer", append(k, "--arg", "buf:67108864"), 1, "do not fit"},
		{"buffer past the cap", append(k, "--arg", "buf:67108865"), 2, "byte count"},
		{"file /dev/zero", append(k, "--arg", "file:/dev/zero"), 2, "larger than"},
		{"image fills RAM", []string{"--elf", bss, "--func", "f"}, 1, "for the stack"},
		{"garbled headers", []string{"--elf", gpath, "--func", "f"}, 2, gpath},
		{"board size wraps", append(k, "--board-file", write("wrap.json",
			`{"kind":"board","name":"b","inherits":"nucleo-g071rb","memory":[{"name":"r","kind":"sram","base":"0x20000000","size":"17592186044417M"}]}`)), 2, "too large"},
		{"board link outside", append(k, "--board-file", write("link.json",
			`{"kind":"board","name":"b","inherits":"nucleo-g071rb","link":{"data":{"base":"0x20008000","size":"64K"}}}`)), 2, "link.data"},
		{"board not JSON", append(k, "--board-file", write("x.json", "{\n\"kind\": \n")), 2, "line"},
		{"negative timeout", append(k, "--timeout", "-1s"), 2, "--timeout"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := run(t, append([]string{"run"}, tt.args...)...)
			if code != tt.code || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, tt.want) {
				t.Errorf("exit %d (want %d), stdout %q, stderr %q; want one line containing %q", code, tt.code, out, errs, tt.want)
			}
		})
	}
}
