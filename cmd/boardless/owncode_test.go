package main

// A user's own code through the CLI (issue 17): built as a user builds
// it, with 'boardless linker-script --full' and newlib.

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"boardless/internal/armbuild"
	"boardless/sim"
)

var ownCPU = map[string][]string{
	"nucleo-g071rb":  {"-mcpu=cortex-m0plus", "-mthumb"},
	"nucleo-f091rc":  {"-mcpu=cortex-m0", "-mthumb"},
	"nucleo-wba52cg": {"-mcpu=cortex-m33", "-mthumb", "-mfloat-abi=hard", "-mfpu=fpv5-sp-d16"},
	"stm32mp135f-dk": {"-mcpu=cortex-a7", "-marm", "-mfloat-abi=hard", "-mfpu=vfpv4-d16"},
}

// buildOwn compiles src for board as the docs say: the full linker
// script from the CLI, newlib (nosys unless flags name other specs).
func buildOwn(t *testing.T, board, name, src string, flags ...string) string {
	t.Helper()
	armbuild.Require(t)
	dir := t.TempDir()
	code, script, errs := run(t, "linker-script", "--full", "--board", board)
	if code != 0 {
		t.Fatalf("linker-script: %s", errs)
	}
	ld, in := filepath.Join(dir, "board.ld"), filepath.Join(dir, name)
	out := filepath.Join(dir, strings.TrimSuffix(name, filepath.Ext(name))+".elf")
	os.WriteFile(ld, []byte(script), 0o644)
	os.WriteFile(in, []byte(src), 0o644)
	cc := armbuild.CC
	if strings.HasSuffix(name, ".cpp") {
		cc = "arm-none-eabi-g++"
	}
	args := append([]string{"-O2", "-g"}, ownCPU[board]...)
	if !strings.Contains(strings.Join(flags, " "), "--specs=") {
		args = append(args, "--specs=nosys.specs")
	}
	args = append(append(args, flags...), "-nostartfiles", "-T", ld, "-o", out, in)
	armbuild.Exec(t, cc, args, out)
	return out
}

func runJSONOf(t *testing.T, args ...string) map[string]any {
	t.Helper()
	code, out, errs := run(t, append(append([]string{"run"}, args...), "--format", "json")...)
	if code != 0 {
		t.Fatalf("run %v: exit %d: %s", args, code, errs)
	}
	var r map[string]any
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	return r
}

const floatSrc = `
float fgain(void) { return 1.5f * 2; }
double dscale(double x, float k) { return x * k; }
unsigned long long wide(unsigned a, unsigned b) { return (unsigned long long)a * b; }
int two(int a, int b) { return a - b; }
`

// TestRunFloats: float and double arguments and results, and 64-bit
// results, through the CLI on every board (hard float on the M33 and
// A7, soft on the M0 and M0+); the JSON has the typed value.
func TestRunFloats(t *testing.T) {
	for board := range ownCPU {
		t.Run(board, func(t *testing.T) {
			elf := buildOwn(t, board, "f.c", floatSrc)
			base := []string{"--board", board, "--elf", elf}
			for _, tt := range []struct {
				args []string
				typ  string
				want float64
			}{
				{[]string{"--func", "fgain"}, "f32", 3},
				{[]string{"--func", "dscale", "--arg", "f64:2.25", "--arg", "f32:-4"}, "f64", -9},
				{[]string{"--func", "dscale", "--arg", "1e3", "--arg", "0.5"}, "f64", 500},
				{[]string{"--func", "wide", "--arg", "0xffffffff", "--arg", "16"}, "u64", 0xffffffff * 16},
			} {
				r := runJSONOf(t, append(base, tt.args...)...)
				rv, _ := r["return"].(map[string]any)
				if rv["type"] != tt.typ || rv["value"] != tt.want {
					t.Errorf("%v: return %v, want %v %s", tt.args, rv, tt.want, tt.typ)
				}
			}
			code, _, errs := run(t, append(append([]string{"run"}, base...), "--func", "two", "--arg", "1")...)
			if code != 2 || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "two takes 2 arguments (int two(int, int), from its DWARF prototype) but 1 --arg was given") {
				t.Errorf("two with 1 argument: exit %d, %q", code, errs)
			}
		})
	}
}

// TestRunPrintf: printf through rdimon prints on stdout before the
// table, and is the JSON's "output"; --stdin feeds fgets.
func TestRunPrintf(t *testing.T) {
	src := `
#include <stdio.h>
#include <string.h>
int echo(int n) {
	char buf[32];
	if (!fgets(buf, sizeof buf, stdin))
		return -1;
	printf("%d:%s", n, buf);
	return strlen(buf);
}
`
	in := filepath.Join(t.TempDir(), "in.txt")
	os.WriteFile(in, []byte("abc\n"), 0o644)
	for board := range ownCPU {
		elf := buildOwn(t, board, "p.c", src, "--specs=rdimon.specs")
		code, out, errs := run(t, "run", "--board", board, "--elf", elf, "--func", "echo", "--arg", "7", "--stdin", in)
		if code != 0 || !strings.HasPrefix(out, "7:abc\nboard ") || !regexp.MustCompile(`\nreturn +4 \(i32`).MatchString(out) {
			t.Errorf("%s: exit %d, stderr %q, stdout:\n%s", board, code, errs, out)
		}
		r := runJSONOf(t, "--board", board, "--elf", elf, "--func", "echo", "--arg", "7", "--stdin", in)
		if r["output"] != "7:abc\n" {
			t.Errorf("%s: JSON output %q", board, r["output"])
		}
	}
}

const crcSrc = `
#include <stdint.h>
static uint32_t table[256];
static int built;
uint32_t crc32(const uint8_t *p, uint32_t n) {
	if (!built) {
		for (uint32_t i = 0; i < 256; i++) {
			uint32_t c = i;
			for (int k = 0; k < 8; k++)
				c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
			table[i] = c;
		}
		built = 1;
	}
	uint32_t c = 0xFFFFFFFFu;
	while (n--)
		c = table[(c ^ *p++) & 0xFF] ^ (c >> 8);
	return c ^ 0xFFFFFFFFu;
}
void crc32_to(const uint8_t *p, uint32_t n, uint8_t *out) {
	uint32_t c = crc32(p, n);
	for (int i = 0; i < 4; i++)
		out[i] = c >> (8 * i);
}
`

// TestRunDump: --dump N prints the buffer in hex (table) or base64
// (JSON), --dump N:FILE writes it; the bytes are Go's CRC-32 of the
// input.
func TestRunDump(t *testing.T) {
	elf := buildOwn(t, "nucleo-g071rb", "crc.c", crcSrc)
	in, _ := sim.ParseArg("rand:50", sim.NewRand(9))
	want := binary.LittleEndian.AppendUint32(nil, crc32.ChecksumIEEE(in.Data))
	file := filepath.Join(t.TempDir(), "out.bin")
	args := []string{"--board", "nucleo-g071rb", "--elf", elf, "--func", "crc32_to", "--seed", "9",
		"--arg", "rand:50", "--arg", "50", "--arg", "buf:4"}
	r := runJSONOf(t, append(args, "--dump", "2", "--dump", "0:"+file)...)
	dumps, _ := r["dumps"].([]any)
	if len(dumps) != 2 {
		t.Fatalf("dumps = %v", r["dumps"])
	}
	d0 := dumps[0].(map[string]any)
	if b, _ := base64.StdEncoding.DecodeString(d0["base64"].(string)); !bytes.Equal(b, want) || d0["arg"] != 2.0 {
		t.Errorf("dump %v, want base64 of %x", d0, want)
	}
	if b, err := os.ReadFile(file); err != nil || !bytes.Equal(b, in.Data) {
		t.Errorf("--dump 0:FILE wrote %x (%v), want the input", b, err)
	}
	code, out, errs := run(t, append(append([]string{"run"}, args...), "--dump", "2")...)
	if code != 0 || !strings.Contains(out, "argument 2 after the call (4 bytes):\n00000000  "+fmt.Sprintf("%02x %02x %02x %02x", want[0], want[1], want[2], want[3])) {
		t.Errorf("exit %d %s; table:\n%s", code, errs, out)
	}
	for _, bad := range []string{"1", "3", "x", "-1"} {
		code, _, errs := run(t, append(append([]string{"run"}, args...), "--dump", bad)...)
		if code != 2 || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "--dump") {
			t.Errorf("--dump %s: exit %d, %q", bad, code, errs)
		}
	}
}

// TestRunRepeat: --repeat shows the cold first call and the warm steady
// state (a table built once, flash behind the ICACHE, the A7's caches).
func TestRunRepeat(t *testing.T) {
	for _, board := range []string{"nucleo-wba52cg", "stm32mp135f-dk"} {
		elf := buildOwn(t, board, "crc.c", crcSrc)
		r := runJSONOf(t, "--board", board, "--elf", elf, "--func", "crc32", "--arg", "rand:64", "--arg", "64", "--repeat", "6")
		rep, _ := r["repeat"].(map[string]any)
		cycles, _ := rep["cycles"].([]any)
		st, _ := rep["steady"].(map[string]any)
		if len(cycles) != 6 || cycles[0] != r["cycles"] || st == nil || st["calls"] != 5.0 || 4*st["max_cycles"].(float64) > r["cycles"].(float64) {
			t.Errorf("%s: cycles %v, repeat %v", board, r["cycles"], rep)
		}
		code, out, _ := run(t, "run", "--board", board, "--elf", elf, "--func", "crc32", "--arg", "rand:64", "--arg", "64", "--repeat", "3", "--warmup", "2")
		if code != 0 || !strings.Contains(out, "(first call after 2 warm-up calls)") || !strings.Contains(out, "steady state") {
			t.Errorf("%s: exit %d:\n%s", board, code, out)
		}
	}
}

// TestRunWrongCore: an ARM-state A7 ELF on an M board, and an M33 ELF
// on the M0 board, are refused at load: one line naming both
// architectures, exit status 2.
func TestRunWrongCore(t *testing.T) {
	const src = "int f(int x) { return x + 1; }\n"
	for _, tt := range []struct{ built, board, want string }{
		{"stm32mp135f-dk", "nucleo-g071rb", "is built for ARMv7-A, but nucleo-g071rb's cortex-m0plus is ARMv6-M"},
		{"nucleo-wba52cg", "nucleo-f091rc", "is built for ARMv8-M Mainline, but nucleo-f091rc's cortex-m0 is ARMv6-M"},
	} {
		elf := buildOwn(t, tt.built, "f.c", src)
		code, out, errs := run(t, "run", "--board", tt.board, "--elf", elf, "--func", "f", "--arg", "1")
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, tt.want) {
			t.Errorf("%s ELF on %s: exit %d, stdout %q, stderr %q", tt.built, tt.board, code, out, errs)
		}
	}
}

// labelSrc is A32 assembly as people write it: global labels without
// .type or .size, a literal pool after the code.
const labelSrc = `
	.syntax unified
	.arm
	.text
	.global addchain
addchain:
	add r0, r0, r1
	ldr r2, =0x12345678
	add r0, r0, r2
	bx lr
	.pool
	.global twice
twice:
	push {r4, lr}
	bl addchain
	add r0, r0, r0
	pop {r4, pc}
`

// TestAssemblerSymbols: untyped, unsized labels are callable and named
// by --top, --folded and annotate; annotate shows the literal pool as
// data; a stripped image is called by address.
func TestAssemblerSymbols(t *testing.T) {
	dir := t.TempDir()
	code, script, _ := run(t, "linker-script", "--full", "--board", "stm32mp135f-dk")
	ld := filepath.Join(dir, "board.ld")
	os.WriteFile(ld, []byte(script), 0o644)
	elf := armbuild.BuildString(t, "lab.S", labelSrc, "-mcpu=cortex-a7", "-marm", "-T", ld)
	base := []string{"--board", "stm32mp135f-dk", "--elf", elf, "--arg", "1", "--arg", "2"}
	want := int64(2 * (1 + 2 + 0x12345678))
	folded := filepath.Join(dir, "f.txt")
	code, out, errs := run(t, append([]string{"run", "--func", "twice", "--top", "5", "--folded", folded}, base...)...)
	if code != 0 || !regexp.MustCompile(fmt.Sprintf(`\nreturn +%d `, want)).MatchString(out) {
		t.Fatalf("run twice: exit %d %s\n%s", code, errs, out)
	}
	if !regexp.MustCompile(`\d+\s+[\d.]+\s+\d+\s+[\d.]+\s+4\s+addchain`).MatchString(out) {
		t.Errorf("--top does not name addchain:\n%s", out)
	}
	if b, _ := os.ReadFile(folded); !strings.Contains(string(b), "twice;addchain ") {
		t.Errorf("--folded:\n%s", b)
	}
	code, out, errs = run(t, append([]string{"annotate", "--func", "twice", "--show", "addchain"}, base...)...)
	if code != 0 || !strings.Contains(out, ".word 0x12345678") || strings.Contains(out, "\n?") {
		t.Errorf("annotate: exit %d %s\n%s", code, errs, out)
	}
	stripped := filepath.Join(dir, "s.elf")
	if b, err := exec.Command("arm-none-eabi-strip", "-o", stripped, elf).CombinedOutput(); err != nil {
		t.Fatalf("strip: %v %s", err, b)
	}
	r := runJSONOf(t, "--board", "stm32mp135f-dk", "--elf", stripped, "--func", "0xc0000014", "--arg", "1", "--arg", "2")
	if rv := r["return"].(map[string]any); rv["value"] != float64(want) {
		t.Errorf("stripped, by address: %v", rv)
	}
	code, _, errs = run(t, "run", "--board", "stm32mp135f-dk", "--elf", stripped, "--func", "twice")
	if code == 0 || !strings.Contains(errs, "no symbol table (stripped?): call the function by its address (--func 0x...)") {
		t.Errorf("stripped, by name: exit %d %q", code, errs)
	}
}
