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
	"boardless/internal/fwbuild"
	kit "boardless/internal/kitbuild"
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
		{"64 MiB buffer", append(k, "--arg", "buf:67108864"), 2, "do not fit"},
		{"buffer past the cap", append(k, "--arg", "buf:67108865"), 2, "byte count"},
		{"file /dev/zero", append(k, "--arg", "file:/dev/zero"), 2, "larger than"},
		{"image fills RAM", []string{"--elf", bss, "--func", "f"}, 2, "for the stack"},
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

// TestAcceleratorKernelsSelectable (issue 32 item 13): every built-in
// kernel of a board, the accelerator drivers of the MP135 included, can
// be named by bench, check, compare and sweep; compare leaves out, and
// says so, a kernel one of its boards lacks, and refuses a selection of
// only such kernels, naming the board.
func TestAcceleratorKernelsSelectable(t *testing.T) {
	const board = "stm32mp135f-dk"
	if path := kernels.ImagePath("../../build", board, "hw"); !fileExists(path) {
		t.Fatalf("%s missing: run 'make kernels' (make test does)", path)
	}
	dir := t.TempDir()
	bd := []string{"--build-dir", "../../build", "--board", board}
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"bench", []string{"bench", "--bytes", "64", "--kernels", "^sha256-hw-"}, "sha256-hw-64"},
		{"check", []string{"check", "--baseline", filepath.Join(dir, "b.json"), "--update", "--bytes", "64", "--kernels", "^sha256-hw-"}, "sha256-hw-64"},
		{"compare", []string{"compare", "--bytes", "64", "--kernels", "^sha256-hw-"}, "sha256-hw-64"},
		{"sweep", []string{"sweep", "--kernel", "sha256-hw-8000", "--vary", "clock=325e6,650e6", "--out", dir}, "2 runs"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := run(t, append(tt.args, bd...)...)
			if code != 0 || !strings.Contains(out+errs, tt.want) {
				t.Errorf("exit %d, want 0 and %q in the output:\n%s\n%s", code, tt.want, out, errs)
			}
		})
	}
	two := []string{"compare", "--build-dir", "../../build", "--bytes", "64", "--board", "nucleo-g071rb," + board}
	code, _, errs := run(t, append(two, "--kernels", "^sha256-hw-")...)
	if code != 2 {
		t.Errorf("compare with a board without the accelerators: exit %d, want 2", code)
	}
	oneErrLine(t, errs, "nucleo-g071rb lacks sha256-hw-64")
	code, out, errs := run(t, append(two, "--kernels", "^sha256-(hw|fast)-")...)
	if code != 0 || !strings.Contains(out, "sha256-fast-64") || strings.Contains(out, "sha256-hw-64") {
		t.Errorf("compare of a mixed selection: exit %d, want 0 and only sha256-fast-64:\n%s\n%s", code, out, errs)
	}
	oneErrLine(t, errs, "left out 1 kernel(s) not on every board compared")
}

// TestWarmupWording (issue 32 item 15): one warm-up call is a call, not
// "1 warm-up calls".
func TestWarmupWording(t *testing.T) {
	needKernels(t)
	k := []string{"run", "--elf", kernelELF, "--func", "sha256_fast", "--arg", "rand:64", "--arg", "64", "--arg", "buf:32"}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--warmup", "1"}, "(after 1 warm-up call)\n"},
		{[]string{"--warmup", "2"}, "(after 2 warm-up calls)\n"},
		{[]string{"--warmup", "1", "--repeat", "2"}, "(first call after 1 warm-up call)\n"},
	} {
		code, out, errs := run(t, append(k, tt.args...)...)
		if code != 0 || !strings.Contains(out, tt.want) {
			t.Errorf("%v: exit %d, want %q in:\n%s%s", tt.args, code, tt.want, out, errs)
		}
	}
}

// TestFirmwareLatencyErrorShort (issue 32 item 15): a LATENCY too low
// for the clock is one short line, the fact and the fix, without the
// manual citations; --verbose adds the source, still on one line.
func TestFirmwareLatencyErrorShort(t *testing.T) {
	const board = "nucleo-g071rb"
	// FLASH_ACR.LATENCY left at 0, then the PLL at 64 MHz (RM0444: PLLM /1,
	// N 8, R /2 from HSI16) selected as SYSCLK.
	fw := fwbuild.Image(t, board, `
#define REG(a) (*(volatile unsigned int *)(a))
int main(void) {
	REG(0x40022000) &= ~7u;
	REG(0x4002100C) = 2u | (8u << 8) | (1u << 28) | (1u << 29);
	REG(0x40021000) |= 1u << 24; while (!(REG(0x40021000) & (1u << 25))) {}
	REG(0x40021008) = (REG(0x40021008) & ~7u) | 2u;
	for (;;) {}
}`)
	code, out, errs := run(t, "run", "--board", board, "--firmware", fw)
	if code == 0 || out != "" {
		t.Fatalf("exit %d, stdout %q", code, out)
	}
	oneErrLine(t, errs, "needs LATENCY >= 2")
	if len(errs) > 300 || strings.Contains(errs, "RM0444") || !strings.Contains(errs, "set it before raising the clock") {
		t.Errorf("want a short line with the fix and no citation, got %d characters: %s", len(errs), errs)
	}
	_, _, verbose := run(t, "run", "--board", board, "--firmware", fw, "--verbose")
	oneErrLine(t, verbose, "(source: ")
}

// TestFirmwareMemoryChain (issue 32 item 15): the memory-model chain of
// a firmware run starts at the chip's reset state (FLASH_ACR's reset
// value: ICEN on on the G0, RM0444 FLASH_ACR reset 0x0004 0600; PRFTBE on
// on the F0, RM0091 FLASH_ACR reset 0x0000 0030) and lists only the
// states the firmware's writes made: none for an image that never
// writes FLASH_ACR, one per change for the calibration kit.
func TestFirmwareMemoryChain(t *testing.T) {
	idle := "void fw_exit(int); int main(void) { fw_exit(0); return 0; }"
	for _, tt := range []struct {
		board, image, want string
	}{
		{"nucleo-g071rb", fwbuild.Image(t, "nucleo-g071rb", idle), "stm32g0-flash (0 WS, 16 B 2-way icache)\n"},
		{"nucleo-f091rc", fwbuild.Image(t, "nucleo-f091rc", idle), "stm32f0-flash (0 WS, prefetch)\n"},
		{"nucleo-g071rb", kit.Image(t, "nucleo-g071rb"), "stm32g0-flash (0 WS, 16 B 2-way icache) -> stm32g0-flash (2 WS, prefetch, 16 B 2-way icache)\n"},
		{"nucleo-f091rc", kit.Image(t, "nucleo-f091rc"), "stm32f0-flash (0 WS, prefetch) -> stm32f0-flash (1 WS, prefetch)\n"},
	} {
		code, out, errs := run(t, "run", "--board", tt.board, "--firmware", tt.image)
		if code != 0 || !strings.Contains(out, "# memory model  "+tt.want) {
			t.Errorf("%s %s: exit %d, want the chain %q in:\n%s%s", tt.board, filepath.Base(tt.image), code, tt.want, out, errs)
		}
	}
}

// TestReportIndependentOfCheckoutPath (issue 32 item 15): the report
// names each kernel image by its path within the build directory, so
// the same build read through two paths gives the same bytes.
func TestReportIndependentOfCheckoutPath(t *testing.T) {
	needKernels(t)
	abs, err := filepath.Abs("../../build")
	if err != nil {
		t.Fatal(err)
	}
	var reports [2]map[string][]byte
	for i, bd := range []string{"../../build", abs} {
		out := t.TempDir()
		code, _, errs := run(t, "bench", "--build-dir", bd, "--board", "nucleo-g071rb", "--kernels", "^sha256-fast-", "--out", out)
		if code != 0 {
			t.Fatalf("--build-dir %s: exit %d: %s", bd, code, errs)
		}
		reports[i] = map[string][]byte{}
		for _, name := range []string{"report.md", "results.json", "report.html"} {
			b, err := os.ReadFile(filepath.Join(out, name))
			if err != nil {
				t.Fatal(err)
			}
			reports[i][name] = b
		}
	}
	for name, b := range reports[0] {
		if !bytes.Equal(b, reports[1][name]) {
			t.Errorf("%s differs between --build-dir ../../build and %s:\n%s", name, abs, firstDiff(string(b), string(reports[1][name])))
		}
	}
	if !bytes.Contains(reports[0]["report.md"], []byte("| kernels/nucleo-g071rb/sym.elf |")) {
		t.Errorf("report.md does not name the image by its path in the build directory")
	}
}

// poolSrc prints through semihosting (SYS_WRITE0) and loads a constant
// from a literal pool.
const poolSrc = `
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global hello
	.type hello, %function
	.thumb_func
hello:
	push {lr}
	movs r0, #4
	ldr r1, =msg
	bkpt 0xab
	ldr r0, =0x12345678
	pop {pc}
	.pool
	.size hello, .-hello
	.section .rodata
msg:	.asciz "hello from the board"
`

// TestRunPageListingAndOutput (issue 32 item 15): run --html lists a
// literal pool as data, as annotate does, not as instructions, and shows
// what the program wrote.
func TestRunPageListingAndOutput(t *testing.T) {
	elf := armbuild.BuildString(t, "pool.S", poolSrc, "-mcpu=cortex-m0", "-mthumb")
	page := filepath.Join(t.TempDir(), "run.html")
	code, out, errs := run(t, "run", "--elf", elf, "--func", "hello", "--html", page)
	if code != 0 || !strings.Contains(out, "hello from the board") {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	b, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Program output", "hello from the board", ".word 0x12345678"} {
		if !strings.Contains(string(b), want) {
			t.Errorf("page lacks %q", want)
		}
	}
}
