package rvdecode

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/decode.txt from the toolchain")

const (
	toolGCC     = "riscv64-unknown-elf-gcc"
	toolObjdump = "riscv64-unknown-elf-objdump"
	goldenFile  = "testdata/decode.txt"
)

// sources are the assembly files decode.txt is made of, with the -march
// each is built for and the ISA it is decoded with.
var sources = []struct {
	file, march, mabi, isaName string
}{
	{"testdata/all.S", "rv32imac_zicsr_zifencei_zba_zbb_zbs_zbkb", "ilp32", "hazard3"},
	{"testdata/rv32e.S", "rv32ec", "ilp32e", "qingke-v2"},
}

// isaByName names the ISAs a golden file can select with "# isa: NAME".
var isaByName = map[string]Ext{
	"hazard3":   isaHazard3,
	"qingke-v2": isaQingKeV2,
	"unicorn":   ISAUnicorn,
}

// requireToolchain skips the test, saying why, when the RISC-V cross
// toolchain is not installed; everything else about it fails.
func requireToolchain(t *testing.T) {
	t.Helper()
	for _, tool := range []string{toolGCC, toolObjdump} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not found on PATH: `make setup` installs Debian's gcc-riscv64-unknown-elf; "+
				"the decoder is then checked against objdump", tool)
		}
	}
}

// objInst is one instruction of objdump's listing.
type objInst struct {
	addr uint32
	raw  uint32 // as objdump prints it: the instruction as a number
	size int
	text string // mnemonic and operands, targets made relative, comment removed
}

var (
	objLineRe   = regexp.MustCompile(`^\s*([0-9a-f]+):\t([0-9a-f]+)\s+\t([^\t]+)(?:\t(.*))?$`)
	objTargetRe = regexp.MustCompile(`^(.*?)([0-9a-f]+) <[^>]*>$`)
	branchOps   = regexp.MustCompile(`^(c\.)?(j|jal|beq|bne|blt|bge|bltu|bgeu|beqz|bnez)$`)
)

// assemble builds src for march/mabi into dir and returns objdump's
// listing of it.
func assemble(t *testing.T, src, march, mabi, dir string) []objInst {
	t.Helper()
	obj := filepath.Join(dir, strings.TrimSuffix(filepath.Base(src), filepath.Ext(src))+".o")
	out, err := exec.Command(toolGCC, "-c", "-march="+march, "-mabi="+mabi, "-o", obj, src).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", toolGCC, src, err, out)
	}
	out, err = exec.Command(toolObjdump, "-d", "-M", "no-aliases", obj).Output()
	if err != nil {
		t.Fatalf("%s -d %s: %v", toolObjdump, obj, err)
	}
	return parseObjdump(t, out)
}

func parseObjdump(t *testing.T, listing []byte) []objInst {
	var insts []objInst
	sc := bufio.NewScanner(bytes.NewReader(listing))
	for sc.Scan() {
		m := objLineRe.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		addr, _ := strconv.ParseUint(m[1], 16, 32)
		raw, _ := strconv.ParseUint(m[2], 16, 32)
		text := m[3]
		if m[4] != "" {
			text += " " + m[4]
		}
		insts = append(insts, objInst{addr: uint32(addr), raw: uint32(raw), size: len(m[2]) / 2,
			text: relativeTarget(uint32(addr), stripComment(text))})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return insts
}

func stripComment(s string) string {
	if i := strings.Index(s, " #"); i >= 0 {
		s = s[:i]
	}
	return strings.TrimSpace(s)
}

// relativeTarget rewrites a branch's or jump's absolute target
// ("14 <foo>") as the decoder prints it (".+8").
func relativeTarget(addr uint32, text string) string {
	mnemonic, _, _ := strings.Cut(text, " ")
	m := objTargetRe.FindStringSubmatch(text)
	if m == nil || !branchOps.MatchString(mnemonic) {
		return text
	}
	target, _ := strconv.ParseUint(m[2], 16, 32)
	return m[1] + rel(int32(uint32(target)-addr))
}

func (o objInst) bytes() []byte {
	b := make([]byte, 4)
	binary.LittleEndian.PutUint32(b, o.raw)
	return b[:o.size]
}

// hexOf prints an instruction's bits as objdump does.
func hexOf(raw uint32, size int) string {
	return fmt.Sprintf("%0*x", size*2, raw)
}

// TestObjdump builds testdata/*.S, checks that the decoder prints every
// instruction as objdump does, and that decode.txt is exactly that
// listing (-update rewrites it).
func TestObjdump(t *testing.T) {
	requireToolchain(t)
	dir := t.TempDir()
	var golden strings.Builder
	golden.WriteString(goldenHeader)
	for _, s := range sources {
		fmt.Fprintf(&golden, "\n# isa: %s (%s, -march=%s)\n", s.isaName, s.file, s.march)
		for _, o := range assemble(t, s.file, s.march, s.mabi, dir) {
			inst, err := Decode(isaByName[s.isaName], o.bytes())
			if err != nil {
				t.Errorf("%s+%#x %s: objdump says %q, decoder: %v", s.file, o.addr, hexOf(o.raw, o.size), o.text, err)
				continue
			}
			if got := inst.String(); got != o.text || int(inst.Size) != o.size {
				t.Errorf("%s+%#x %s: objdump says %q (%d bytes), decoder %q (%d bytes)",
					s.file, o.addr, hexOf(o.raw, o.size), o.text, o.size, got, inst.Size)
			}
			fmt.Fprintf(&golden, "%s\t%s\n", hexOf(o.raw, o.size), o.text)
		}
	}
	if *update {
		if err := os.WriteFile(goldenFile, []byte(golden.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	have, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	if string(have) != golden.String() {
		t.Errorf("%s is not what objdump prints for testdata/*.S: run `go test ./rvdecode -run TestObjdump -update`", goldenFile)
	}
}

const goldenHeader = `# Golden decodings for TestDecodeGolden, made by TestObjdump -update:
# testdata/*.S assembled by riscv64-unknown-elf-gcc and disassembled by
# riscv64-unknown-elf-objdump -d -M no-aliases (binutils 2.40).
#
#   hex<TAB>mnemonic operands
#
# hex is the instruction as a number, as objdump prints it; branch and
# jump targets are relative to the instruction. "# isa: NAME" selects the
# ISA the following lines decode with. Zcb and Zcmp, which binutils 2.40
# does not know, are hand-encoded in zc.txt.
`

// TestObjdumpCompressedSpace decodes every 16-bit encoding and compares
// it with objdump, for the ISAs binutils 2.40 knows: RV32IMAC (objdump
// prints Zcb and Zcmp encodings as .2byte, as the decoder without them
// calls them illegal) and RV32EC (where objdump, like the decoder, refuses
// x16..x31).
func TestObjdumpCompressedSpace(t *testing.T) {
	requireToolchain(t)
	if testing.Short() {
		t.Skip("assembles all 49152 compressed encodings; skipped in -short mode")
	}
	var src strings.Builder
	src.WriteString("\t.text\n\t.option rvc\n")
	for v := 0; v < 1<<16; v++ {
		if v&3 != 3 {
			fmt.Fprintf(&src, "\t.insn 2, %#x\n", v)
		}
	}
	t.Run("rv32imac", func(t *testing.T) { compareSpace(t, src.String(), "rv32imac_zicsr_zifencei", "ilp32", ISAUnicorn) })
	t.Run("rv32ec", func(t *testing.T) { compareSpace(t, src.String(), "rv32ec_zicsr", "ilp32e", isaQingKeV2) })
}

// TestObjdumpRandom32 compares 20000 random 32-bit words of the major
// opcodes the decoder knows with objdump (a fixed seed, so a failure
// repeats).
func TestObjdumpRandom32(t *testing.T) {
	requireToolchain(t)
	if testing.Short() {
		t.Skip("runs objdump on 20000 words; skipped in -short mode")
	}
	opcodes := []uint32{0x03, 0x0f, 0x13, 0x17, 0x23, 0x2f, 0x33, 0x37, 0x63, 0x67, 0x6f, 0x73}
	rng := rand.New(rand.NewSource(31))
	var src strings.Builder
	src.WriteString("\t.text\n\t.option norvc\n")
	for k := 0; k < 20000; k++ {
		w := rng.Uint32()&^0x7f | opcodes[k%len(opcodes)]
		fmt.Fprintf(&src, "\t.insn 4, %#x\n", w)
	}
	compareSpace(t, src.String(), "rv32imac_zicsr_zifencei_zba_zbb_zbs_zbkb", "ilp32", isaHazard3&^(ExtZcb|ExtZcmp))
}

// compareSpace assembles src (a list of .insn) and checks that the
// decoder agrees with objdump on each: the same text, or illegal where
// objdump prints raw data.
func compareSpace(t *testing.T, src, march, mabi string, isa Ext) {
	dir := t.TempDir()
	file := filepath.Join(dir, "space.s")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	insts := assemble(t, file, march, mabi, dir)
	bad := 0
	accepted := map[string]int{}
	for _, o := range insts {
		inst, err := Decode(isa, o.bytes())
		objIllegal := objdumpIllegal(o.text)
		if reason := knownDisagreement(o, inst, err, isa); reason != "" {
			accepted[reason]++
			continue
		}
		var got string
		switch {
		case err != nil && objIllegal:
			continue
		case err != nil:
			got = err.Error()
		case objIllegal:
			got = inst.String() + " (objdump: illegal)"
		default:
			got = inst.String()
			if got == o.text {
				continue
			}
		}
		if bad++; bad <= 40 {
			t.Errorf("%s: objdump %q, decoder %q", hexOf(o.raw, o.size), o.text, got)
		}
	}
	if bad > 40 {
		t.Errorf("... %d disagreements in all", bad)
	}
	t.Logf("%d encodings compared", len(insts))
	for reason, n := range accepted {
		t.Logf("%d where %s", n, reason)
	}
}

// objdumpIllegal reports whether objdump printed o as no instruction.
func objdumpIllegal(text string) bool {
	return strings.HasPrefix(text, ".2byte") || strings.HasPrefix(text, ".4byte") ||
		text == "c.unimp" || text == "unimp"
}

// knownDisagreement names why the decoder rightly differs from objdump
// 2.40 on o, or is "". The spec text is the RISC-V unprivileged
// specification 20191213.
func knownDisagreement(o objInst, inst Inst, err error, isa Ext) string {
	switch {
	case err != nil && o.size == 4 && o.raw&0x7f == 0x13 && o.raw&(1<<25) != 0 && strings.Contains(err.Error(), "no instruction"):
		return "objdump decodes a shift-immediate with shamt[5] = 1, reserved on RV32 (§2.4: \"an illegal instruction exception if imm[5] ≠ 0\")"
	case err != nil && o.size == 2 && strings.Contains(err.Error(), "shamt[5] = 1"):
		return "objdump decodes a compressed shift with shamt[5] = 1, reserved (NSE) on RV32C (§16.5)"
	case err != nil && strings.Contains(err.Error(), "which RV32E does not have") && sameOnRV32I(o, isa):
		return "objdump 2.40 does not apply RV32E's x0..x15 limit (§4.1) to every instruction"
	case err != nil && strings.Contains(err.Error(), "c.addi16sp: nzimm = 0"):
		return "objdump decodes c.addi16sp with nzimm = 0, reserved (§16.5)"
	case err == nil && (inst.Op == OpFENCE || inst.Op == OpFENCE_I) && strings.HasPrefix(o.text, ".4byte"):
		return "objdump refuses a fence whose rd, rs1, fm or imm bits are not zero; the spec (§2.7, §3.1) tells implementations to ignore them, as QEMU does"
	case err == nil && inst.Class == ClassCSR && sameButCSRName(inst.String(), o.text):
		return "objdump names a CSR that M-mode code does not use (the decoder prints its number)"
	}
	return ""
}

// sameOnRV32I reports whether objdump printed o as the decoder does
// without the RV32E limit.
func sameOnRV32I(o objInst, isa Ext) bool {
	inst, err := Decode(isa&^ExtE, o.bytes())
	return err == nil && inst.String() == o.text
}

// sameButCSRName reports whether two csrr* texts differ only in the CSR
// operand, which the decoder prints as a number.
func sameButCSRName(dec, obj string) bool {
	d, o := strings.Split(dec, ","), strings.Split(obj, ",")
	return len(d) == 3 && len(o) == 3 && d[0] == o[0] && d[2] == o[2] && strings.HasPrefix(d[1], "0x")
}

// compiledPrograms are testdata/c/prog.c built and linked with picolibc
// as user code for each core would be. GCC 12 links only exact multilib
// -march names, so the Hazard3 objects are linked against the rv32imac
// picolibc (the bit-manipulation instructions are in prog.c's code).
var compiledPrograms = []struct {
	name, march, linkMarch, mabi string
	isa                          Ext
}{
	{"hazard3", "rv32imac_zicsr_zifencei_zba_zbb_zbs_zbkb", "rv32imac", "ilp32", isaHazard3},
	{"qingke-v2", "rv32ec", "rv32ec", "ilp32e", isaQingKeV2},
}

// TestObjdumpCompiledProgram decodes every instruction of a real linked
// program (GCC 12 -O2 output and picolibc) and compares it with objdump;
// for the Hazard3 build it also checks that the bit-manipulation
// instructions the decoder exists for are really in it.
func TestObjdumpCompiledProgram(t *testing.T) {
	requireToolchain(t)
	dir := t.TempDir()
	for _, p := range compiledPrograms {
		t.Run(p.name, func(t *testing.T) {
			obj := filepath.Join(dir, p.name+".o")
			elf := filepath.Join(dir, p.name+".elf")
			common := []string{"--specs=picolibc.specs", "--oslib=semihost", "-mabi=" + p.mabi}
			for _, args := range [][]string{
				append(common, "-O2", "-march="+p.march, "-c", "-o", obj, "testdata/c/prog.c"),
				append(common, "-march="+p.linkMarch, "-o", elf, obj),
			} {
				if out, err := exec.Command(toolGCC, args...).CombinedOutput(); err != nil {
					t.Fatalf("%s %s: %v\n%s", toolGCC, strings.Join(args, " "), err, out)
				}
			}
			out, err := exec.Command(toolObjdump, "-d", "-M", "no-aliases", elf).Output()
			if err != nil {
				t.Fatalf("%s -d: %v", toolObjdump, err)
			}
			insts := parseObjdump(t, out)
			seen := map[Ext]int{}
			for _, o := range insts {
				inst, err := Decode(p.isa, o.bytes())
				switch {
				case err != nil && objdumpIllegal(o.text): // padding and data between functions
				case err != nil:
					t.Errorf("%#x %s: objdump %q, decoder: %v", o.addr, hexOf(o.raw, o.size), o.text, err)
				case inst.String() != o.text:
					t.Errorf("%#x %s: objdump %q, decoder %q", o.addr, hexOf(o.raw, o.size), o.text, inst)
				default:
					seen[inst.Ext()]++
				}
			}
			if len(insts) < 1000 {
				t.Errorf("only %d instructions in the linked program", len(insts))
			}
			if p.isa&ExtZbb != 0 && (seen[ExtZbb] == 0 || seen[ExtZba] == 0 || seen[ExtZbs] == 0) {
				t.Errorf("the Hazard3 build has no Zba, Zbb or Zbs instruction: %v", seen)
			}
		})
	}
}
