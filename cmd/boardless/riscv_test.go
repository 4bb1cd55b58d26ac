package main

import (
	"encoding/json"
	"math/bits"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"boardless/internal/armbuild"
	"boardless/kernels"
	"boardless/report"
)

// The RP2350's two sides from the command line: the same C built for the
// Cortex-M33 (rpi-pico2) and the Hazard3 (rpi-pico2-riscv), each linked
// with its board's 'linker-script --full'.

// boardScript writes the board's full linker script into dir.
func boardScript(t *testing.T, dir, board string) string {
	t.Helper()
	code, out, errs := run(t, "linker-script", "--full", "--board", board)
	if code != 0 {
		t.Fatalf("linker-script --board %s: exit %d: %s", board, code, errs)
	}
	path := filepath.Join(dir, board+".ld")
	if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// buildBothSides builds testdata/riscv/mix.c for each side.
func buildBothSides(t *testing.T) (armELF, rvELF string) {
	t.Helper()
	armbuild.RequireCC(t, armbuild.RISCVCC)
	dir := t.TempDir()
	src := "testdata/riscv/mix.c"
	armELF, rvELF = filepath.Join(dir, "m33.elf"), filepath.Join(dir, "hazard3.elf")
	armbuild.Exec(t, armbuild.CC, []string{"-mcpu=cortex-m33", "-mthumb", "-O2", "-g", "-nostdlib", "-nostartfiles",
		"-T", boardScript(t, dir, "rpi-pico2"), src, "-lgcc", "-o", armELF}, armELF)
	obj := filepath.Join(dir, "mix.o")
	// GCC 12 links only exact multilib names: the object carries the
	// bit-manipulation -march, the link rv32imac (docs/architecture.md).
	armbuild.Exec(t, armbuild.RISCVCC, []string{"-march=rv32imac_zicsr_zifencei_zba_zbb_zbs_zbkb", "-mabi=ilp32", "-O2", "-g",
		"-c", src, "-o", obj}, obj)
	armbuild.Exec(t, armbuild.RISCVCC, []string{"-march=rv32imac", "-mabi=ilp32", "-nostdlib", "-nostartfiles",
		"-T", boardScript(t, dir, "rpi-pico2-riscv"), obj, "-o", rvELF}, rvELF)
	return armELF, rvELF
}

// mixArgs are mix's arguments: 3 words, their count, the key.
var mixArgs = []string{"--func", "mix", "--arg", "hex:efbeadde0700000001000080", "--arg", "3", "--arg", "0x9e3779b9"}

func mixHost() uint32 {
	h, k := uint32(0x9e3779b9), uint32(0x9e3779b9)
	for i, x := range []uint32{0xdeadbeef, 7, 0x80000001} {
		h = bits.RotateLeft32(h, 5) ^ x
		h += (x &^ k) + uint32(bits.OnesCount32(x))
		h = h*3 + uint32(i)<<2
		h ^= 1 << (x & 31)
	}
	return h
}

// TestRISCVRunAndCompare: run on rpi-pico2-riscv returns the host's
// result from the Hazard3 build, and compare shows both sides of the
// chip in one table.
func TestRISCVRunAndCompare(t *testing.T) {
	armELF, rvELF := buildBothSides(t)
	code, out, errs := run(t, append([]string{"run", "--board", "rpi-pico2-riscv", "--elf", rvELF, "--format", "json"}, mixArgs...)...)
	if code != 0 {
		t.Fatalf("run: exit %d: %s", code, errs)
	}
	var r struct {
		Core   string `json:"core"`
		Cycles uint64 `json:"cycles"`
		Return struct {
			Value uint64 `json:"value"`
		} `json:"return"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if r.Core != "hazard3" || r.Cycles == 0 || uint32(r.Return.Value) != mixHost() {
		t.Errorf("run: %s, %d cycles, mix = %#x; want hazard3 and the host's %#x", r.Core, r.Cycles, r.Return.Value, mixHost())
	}
	code, out, errs = run(t, append([]string{"compare", "--board", "rpi-pico2,rpi-pico2-riscv",
		"--elf-for", "rpi-pico2=" + armELF, "--elf-for", "rpi-pico2-riscv=" + rvELF}, mixArgs...)...)
	if code != 0 {
		t.Fatalf("compare: exit %d: %s", code, errs)
	}
	for _, want := range []string{"rpi-pico2 ", "cortex-m33", "rpi-pico2-riscv", "hazard3"} {
		if !strings.Contains(out, want) {
			t.Errorf("compare's table lacks %q:\n%s", want, out)
		}
	}
}

// TestRISCVWrongSide: each side's image on the other side's board is an
// input error: exit 2, one line.
func TestRISCVWrongSide(t *testing.T) {
	armELF, rvELF := buildBothSides(t)
	for _, tt := range []struct{ board, elf, want string }{
		{"rpi-pico2-riscv", armELF, "is Arm code"},
		{"rpi-pico2", rvELF, "is RISC-V code"},
	} {
		code, _, errs := run(t, append([]string{"run", "--board", tt.board, "--elf", tt.elf}, mixArgs...)...)
		if code != 2 || !strings.Contains(errs, tt.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%s on %s: exit %d, %q; want exit 2 and one line with %q", filepath.Base(tt.elf), tt.board, code, errs, tt.want)
		}
	}
}

// TestRISCVAnnotate: annotate lists a RISC-V function in RISC-V syntax
// (rvdecode's, as objdump prints it), the Zbb instructions included,
// where Capstone would have read the bytes as Arm.
func TestRISCVAnnotate(t *testing.T) {
	_, rvELF := buildBothSides(t)
	code, out, errs := run(t, append([]string{"annotate", "--board", "rpi-pico2-riscv", "--elf", rvELF}, mixArgs...)...)
	if code != 0 {
		t.Fatalf("annotate: exit %d: %s", code, errs)
	}
	for _, want := range []string{"rol ", "cpop ", "c.jr ra"} {
		if !strings.Contains(out, want) {
			t.Errorf("annotate lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "not decoded") {
		t.Errorf("annotate has undecoded instructions:\n%s", out)
	}
}

// buildOwnRISCV builds src as a user builds for a RISC-V board: objects
// with the core's flags, the link with the rv32imac multilib (GCC 12),
// libgcc for soft float, and the board's 'linker-script --full'.
func buildOwnRISCV(t *testing.T, board, name, src string, flags ...string) string {
	t.Helper()
	armbuild.RequireCC(t, armbuild.RISCVCC)
	dir := t.TempDir()
	in, obj, out := filepath.Join(dir, name), filepath.Join(dir, "o.o"), filepath.Join(dir, "own.elf")
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	armbuild.Exec(t, armbuild.RISCVCC, append(append([]string{"-O2", "-g"}, flags...), "-c", in, "-o", obj), obj)
	link := []string{"-march=rv32imac", "-mabi=ilp32"} // GCC 12's multilibs: rv32imac, and rv32e for RV32EC
	if slices.Contains(flags, "-mabi=ilp32e") {
		link = []string{"-march=rv32e", "-mabi=ilp32e"}
	}
	armbuild.Exec(t, armbuild.RISCVCC, append(link, "-nostdlib", "-nostartfiles",
		"-T", boardScript(t, dir, board), obj, "-lgcc", "-o", out), out)
	return out
}

// TestRISCVCompareKernels: compare --board rpi-pico2,rpi-pico2-riscv
// --kernels '^sha256' is one table with both sides of the chip, each
// kernel verified on both and timed as its golden cycle file says
// (kernels/testdata/cycles: the kernels tests' verified runs).
func TestRISCVCompareKernels(t *testing.T) {
	sides := []string{"rpi-pico2", "rpi-pico2-riscv"}
	for _, b := range sides {
		if path := kernels.ImagePath("../../build", b, "sym"); !fileExists(path) {
			t.Fatalf("%s missing: run 'make kernels' (make test does)", path)
		}
	}
	code, out, errs := run(t, "compare", "--board", strings.Join(sides, ","), "--kernels", "^sha256", "--bytes", "512",
		"--build-dir", "../../build", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var sbs report.SideBySide
	if err := json.Unmarshal([]byte(out), &sbs); err != nil || len(sbs.Columns) != 2 {
		t.Fatalf("%v, want 2 columns:\n%s", err, out)
	}
	for i, core := range []string{"cortex-m33", "hazard3"} {
		if c := sbs.Columns[i]; c.Board != sides[i] || c.Core != core {
			t.Errorf("column %d: %s %s, want %s %s", i, c.Board, c.Core, sides[i], core)
		}
	}
	if len(sbs.Rows) != 2 {
		t.Fatalf("%d rows, want sha256-fast-512 and sha256-small-512:\n%s", len(sbs.Rows), out)
	}
	for _, row := range sbs.Rows {
		for i, cell := range row.Results {
			want := goldenCycles(t, sides[i], row.Name)
			if !cell.OK || cell.Cycles != want {
				t.Errorf("%s on %s: ok %v, %d cycles; golden %d", row.Name, sides[i], cell.OK, cell.Cycles, want)
			}
		}
	}
}

// goldenCycles is a kernel's cycles in board's golden cycle file.
func goldenCycles(t *testing.T, board, kernel string) uint64 {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("../../kernels/testdata/cycles", board+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var figures map[string]struct {
		Cycles uint64 `json:"cycles"`
	}
	if err := json.Unmarshal(data, &figures); err != nil {
		t.Fatal(err)
	}
	f, ok := figures[kernel]
	if !ok {
		t.Fatalf("%s has no golden figures in %s.json", kernel, board)
	}
	return f.Cycles
}

// TestRISCVSeedReport: bench --out writes the seed-style report for
// rpi-pico2-riscv (it was refused while its public-key image was not
// built), here for one symmetric and one public-key kernel.
func TestRISCVSeedReport(t *testing.T) {
	for _, img := range []string{"sym", "pk"} {
		if path := kernels.ImagePath("../../build", "rpi-pico2-riscv", img); !fileExists(path) {
			t.Fatalf("%s missing: run 'make kernels' (make test does)", path)
		}
	}
	dir := t.TempDir()
	code, _, errs := run(t, "bench", "--board", "rpi-pico2-riscv", "--build-dir", "../../build", "--bytes", "64",
		"--out", dir, "--kernels", "^(sha256-fast-64|x25519-keygen-fast)$")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	md, err := os.ReadFile(filepath.Join(dir, "report.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"| Core | hazard3 |", `sha256\_fast`, `x25519\_keygen\_fast`} {
		if !strings.Contains(string(md), want) {
			t.Errorf("report.md lacks %q:\n%s", want, md)
		}
	}
}

// TestMakeBenchBuildsRISCVImages: 'make bench BOARD=rpi-pico2-riscv'
// links the board's sym and pk images (KERNELS_RV_ELFS), which the seed
// report it writes needs; it linked none.
func TestMakeBenchBuildsRISCVImages(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("no make")
	}
	out := t.TempDir()
	plan, err := exec.Command("make", "-n", "-C", "../..", "bench", "BOARD=rpi-pico2-riscv", "KERNELS_OUT="+out).CombinedOutput()
	if err != nil {
		t.Fatalf("make -n bench: %v\n%s", err, plan)
	}
	for _, img := range []string{"sym", "pk"} {
		if !strings.Contains(string(plan), "-o "+filepath.Join(out, "rpi-pico2-riscv", img+".elf")) {
			t.Errorf("make bench BOARD=rpi-pico2-riscv does not link %s.elf:\n%s", img, plan)
		}
	}
}
