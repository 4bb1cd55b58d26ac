package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"boardless/models"
	"boardless/rvdecode"
)

var updateReadme = flag.Bool("update", false, "rewrite the README's cycle table from the CLI (TestReadmeCycleTable)")

// The README's cycle table is the output of one bench command, with the
// CLI's defaults (--seed 1), so that anyone can reproduce it to the cycle.
var (
	readmeBoards  = []string{"nucleo-g071rb", "nucleo-wba52cg", "nucleo-f103rb", "nucleo-f401re", "nucleo-h743zi2", "stm32mp135f-dk"}
	readmeColumns = []string{"M0+ G071RB", "M33 WBA52CG", "M3 F103RB", "M4F F401RE", "M7 H743ZI2", "A7 MP135F"}
	readmeKernels = []string{"aes128-cbc-enc-fast-512", "aes128-gcm-enc-512", "chacha20-poly1305-enc-512", "sha256-fast-512",
		"sha512-fast-512", "sha3-256-512", "sm4-cbc-enc-512", "ecdsa-p256-sign-fast-low", "ed25519-verify-fast-low-1023",
		"x448-shared-small", "rsa3072-verify-fast"}
	readmeSelect  = `^(aes128-cbc-enc-fast|aes128-gcm-enc|chacha20-poly1305-enc|sha256-fast|sha512-fast|sha3-256|sm4-cbc-enc)-512$|^(ecdsa-p256-sign-fast-low|ed25519-verify-fast-low-1023|x448-shared-small|rsa3072-verify-fast)$`
	readmeCommand = "boardless bench --board " + strings.Join(readmeBoards, ",") + " --bytes 512 \\\n    --kernels '" + readmeSelect + "'"
)

// TestReadmeCycleTable: the README shows the command, and its table is
// what that command prints today. A model change that moves these cycles
// fails here; 'go test ./cmd/boardless -run TestReadmeCycleTable -update'
// rewrites the table.
func TestReadmeCycleTable(t *testing.T) {
	if testing.Short() {
		t.Skip("runs eleven kernels on six boards")
	}
	needKernels(t)
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(readme)
	if !strings.Contains(text, readmeCommand) {
		t.Fatalf("README.md does not show the command its cycle table comes from:\n%s", readmeCommand)
	}
	code, out, errs := run(t, "bench", "--build-dir", "../../build", "--board", strings.Join(readmeBoards, ","), "--bytes", "512",
		"--kernels", readmeSelect, "--format", "json", "--jobs", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	want := readmeTable(t, out)
	start := strings.Index(text, "| kernel | "+readmeColumns[0])
	end := strings.Index(text[max(start, 0):], "\n\n")
	if start < 0 || end < 0 {
		t.Fatal("README.md: no cycle table (a line starting \"| kernel | " + readmeColumns[0] + "\")")
	}
	got := text[start : start+end+1]
	if got == want {
		return
	}
	if *updateReadme {
		if err := os.WriteFile("../../README.md", []byte(text[:start]+want+text[start+end+1:]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("README.md's cycle table is not what its command prints (-update rewrites it):\n%s\nwant:\n%s", got, want)
}

// readmeTable renders bench's multi-board JSON as the README's table.
func readmeTable(t *testing.T, out string) string {
	var rep struct {
		Boards []struct {
			Board   string `json:"board"`
			Results []struct {
				Kernel struct {
					Name string `json:"name"`
				} `json:"kernel"`
				Cycles   uint64 `json:"cycles"`
				Verified bool   `json:"verified"`
			} `json:"results"`
		} `json:"boards"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("bench JSON: %v", err)
	}
	cycles := map[string]map[string]uint64{}
	for _, b := range rep.Boards {
		cycles[b.Board] = map[string]uint64{}
		for _, r := range b.Results {
			if !r.Verified {
				t.Fatalf("%s on %s not verified", r.Kernel.Name, b.Board)
			}
			cycles[b.Board][r.Kernel.Name] = r.Cycles
		}
	}
	var s strings.Builder
	s.WriteString("| kernel | " + strings.Join(readmeColumns, " | ") + " |\n|---|" + strings.Repeat("---:|", len(readmeColumns)) + "\n")
	for _, k := range readmeKernels {
		s.WriteString("| " + k)
		for _, b := range readmeBoards {
			c, ok := cycles[b][k]
			if !ok {
				t.Fatalf("the command ran no %s on %s", k, b)
			}
			s.WriteString(" | " + commas(c))
		}
		s.WriteString(" |\n")
	}
	return s.String()
}

// commas writes n with thousands separators, as the README does.
func commas(n uint64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// coreFlags are the compiler flags of a core: -mcpu, the instruction
// set, and hard float with the core's FPU where it has one
// (models.CoreSpec.FPU).
func coreFlags(spec models.CoreSpec) string {
	if spec.RISCVISA&rvdecode.ExtE != 0 { // the QingKe V2: RV32EC, with riscv64-unknown-elf-gcc
		return "-march=rv32ec_zicsr -mabi=ilp32e"
	}
	if spec.RISCVISA != 0 { // the Hazard3, with riscv64-unknown-elf-gcc (README, "Boards")
		return "-march=rv32imac_zicsr_zifencei_zba_zbb_zbs_zbkb -mabi=ilp32"
	}
	mcpu := strings.TrimSuffix(spec.Name, "f") // gcc's cortex-m4: the F is -mfpu
	flags := "-mcpu=" + mcpu + " -mthumb"
	if !spec.MProfile {
		flags = "-mcpu=" + mcpu + " -marm"
	}
	fpu := map[string]string{"fpv4-sp": "fpv4-sp-d16", "fpv5-sp": "fpv5-sp-d16", "fpv5-d16": "fpv5-d16", "vfpv4-d16": "vfpv4-d16"}
	if spec.FPU != "" {
		flags += " -mfloat-abi=hard -mfpu=" + fpu[spec.FPU]
	}
	return flags
}

// TestOwnCodeFlagTable (issue 32 item 9): docs/own-code.md gives the
// compiler flags of every built-in board, as its core and FPU are in the
// profiles, and code built with them runs on the board.
func TestOwnCodeFlagTable(t *testing.T) {
	doc, err := os.ReadFile("../../docs/own-code.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{}
	for _, m := range regexp.MustCompile("(?m)^\\| ([a-z0-9-]+) \\| `([^`]+)` \\|").FindAllStringSubmatch(string(doc), -1) {
		rows[m[1]] = m[2]
	}
	const src = "float half(int n) { return n * 0.5f; }\n"
	for _, b := range models.Boards() {
		spec, err := models.LookupCore(b.Core)
		if err != nil {
			t.Fatal(err)
		}
		want := coreFlags(spec)
		if rows[b.Name] != want {
			t.Errorf("docs/own-code.md: %s's flags are %q, want %q (%s, FPU %q)", b.Name, rows[b.Name], want, b.Core, spec.FPU)
			continue
		}
		if testing.Short() {
			continue
		}
		var elf string
		if spec.RISCVISA != 0 {
			elf = buildOwnRISCV(t, b.Name, "half.c", src, strings.Fields(want)...)
		} else {
			elf = buildOwn(t, b.Name, "half.c", src, strings.Fields(want)...)
		}
		code, out, errs := run(t, "run", "--board", b.Name, "--elf", elf, "--func", "half", "--arg", "7")
		if code != 0 || !regexp.MustCompile(`\nreturn +3\.5 `).MatchString(out) {
			t.Errorf("%s: built with %s: exit %d %s\n%s", b.Name, want, code, errs, out)
		}
	}
}

// TestDocsNeedNothingOutsideTheRepo (issue 32 item 8): no document of the
// repository sends the reader to ../shared for a source; the IDs the
// rules cite resolve in docs/sources.md.
func TestDocsNeedNothingOutsideTheRepo(t *testing.T) {
	var docs []string
	for _, pattern := range []string{"../../*.md", "../../docs/*.md", "../../testdata/*/*.md", "../../testdata/*/*/*.md"} {
		m, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		docs = append(docs, m...)
	}
	if len(docs) < 10 {
		t.Fatalf("found only %d documents: %v", len(docs), docs)
	}
	for _, d := range docs {
		b, err := os.ReadFile(d)
		if err != nil {
			t.Fatal(err)
		}
		for _, bad := range []string{"../shared/reference", "/work/shared"} {
			if strings.Contains(string(b), bad) {
				t.Errorf("%s cites %s, which a clone does not have: cite docs/sources.md", d, bad)
			}
		}
	}
	sources, err := os.ReadFile("../../docs/sources.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"| A1 |", "| C10 |", "| M1 |", "| S14 |", "MT-B1", "MT-E1", "MT-H1"} {
		if !strings.Contains(string(sources), id) {
			t.Errorf("docs/sources.md does not resolve %s", id)
		}
	}
}

// TestMakeBenchBuildsOnlyItsBoards (issue 32 item 9): 'make bench BOARD=…'
// links the kernel images of the boards named (the MP135's hw image
// included), and no other board's.
func TestMakeBenchBuildsOnlyItsBoards(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("no make")
	}
	out := t.TempDir() // an empty build directory: every image is to be made
	plan, err := exec.Command("make", "-n", "-C", "../..", "bench", "BOARD=nucleo-f091rc,stm32mp135f-dk", "KERNELS_OUT="+out).CombinedOutput()
	if err != nil {
		t.Fatalf("make -n bench: %v\n%s", err, plan)
	}
	linked := map[string]bool{}
	for _, m := range regexp.MustCompile(regexp.QuoteMeta(out)+`/([a-z0-9-]+/[a-z]+\.elf)\b`).FindAllStringSubmatch(string(plan), -1) {
		linked[m[1]] = true
	}
	want := []string{"nucleo-f091rc/sym.elf", "nucleo-f091rc/pk.elf", "stm32mp135f-dk/sym.elf", "stm32mp135f-dk/pk.elf", "stm32mp135f-dk/hw.elf"}
	for _, w := range want {
		if !linked[w] {
			t.Errorf("make bench does not build %s", w)
		}
		delete(linked, w)
	}
	for other := range linked {
		t.Errorf("make bench BOARD=nucleo-f091rc,stm32mp135f-dk builds %s too", other)
	}
	if !strings.Contains(string(plan), "bench --board nucleo-f091rc,stm32mp135f-dk --out build/report") {
		t.Errorf("make bench does not run bench on the boards:\n%s", plan)
	}
}
