package rvdecode

import (
	"bufio"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"
)

// goldenCase is one line of a golden file.
type goldenCase struct {
	where string
	isa   Ext
	raw   uint32
	size  int
	text  string
}

func readGolden(t *testing.T, file string) []goldenCase {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []goldenCase
	isa := Ext(0)
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if name, ok := strings.CutPrefix(line, "# isa: "); ok {
			name, _, _ = strings.Cut(name, " ")
			if isa, ok = isaByName[name]; !ok {
				t.Fatalf("%s:%d: unknown isa %q", file, n, name)
			}
			continue
		}
		if line == "" || line[0] == '#' {
			continue
		}
		fields := strings.Split(line, "\t")
		raw, err := strconv.ParseUint(fields[0], 16, 32)
		if err != nil || len(fields) < 2 || isa == 0 {
			t.Fatalf("%s:%d: want hex<TAB>text after an isa line: %q", file, n, line)
		}
		cases = append(cases, goldenCase{file + ":" + strconv.Itoa(n), isa, uint32(raw), len(fields[0]) / 2, fields[1]})
	}
	if len(cases) == 0 {
		t.Fatalf("%s has no cases", file)
	}
	return cases
}

// TestDecodeGolden decodes every line of the golden files (objdump's in
// decode.txt, the hand-encoded Zcb/Zcmp ones in zc.txt).
func TestDecodeGolden(t *testing.T) {
	for _, file := range []string{goldenFile, "testdata/zc.txt"} {
		for _, c := range readGolden(t, file) {
			inst, err := DecodeBits(c.isa, c.raw)
			if err != nil {
				t.Errorf("%s: %s: %v", c.where, hexOf(c.raw, c.size), err)
				continue
			}
			if got := inst.String(); got != c.text || int(inst.Size) != c.size {
				t.Errorf("%s: %s decodes as %q (%d bytes), want %q (%d bytes)", c.where, hexOf(c.raw, c.size), got, inst.Size, c.text, c.size)
			}
		}
	}
}

// TestZcNeedsItsExtension: every Zcb/Zcmp encoding is illegal on an ISA
// without them (Unicorn's, and the CH32V003's), as on the core.
func TestZcNeedsItsExtension(t *testing.T) {
	for _, c := range readGolden(t, "testdata/zc.txt") {
		for _, isa := range []Ext{ISAUnicorn, isaQingKeV2} {
			if inst, err := DecodeBits(isa, c.raw); !errors.Is(err, ErrIllegal) {
				t.Errorf("%s: %s decodes as %q without Zcb/Zcmp, want illegal", c.where, hexOf(c.raw, c.size), inst)
			}
		}
	}
	// c.mul needs M as well, c.sext.b Zbb as well (Zc 1.0.4, Zcb).
	for _, c := range []struct {
		raw uint32
		isa Ext
	}{{0x9d4d, isaHazard3 &^ ExtM}, {0x9ce5, isaHazard3 &^ ExtZbb}, {0x9d61, ExtI | ExtC | ExtZcb}} {
		_, err := DecodeBits(c.isa, c.raw)
		if want := c.raw == 0x9d61; (err == nil) != want {
			t.Errorf("%04x: err %v, want legal=%v", c.raw, err, want)
		}
	}
}

func regs(rs ...Reg) RegSet {
	var s RegSet
	for _, r := range rs {
		s = s.with(r)
	}
	return s
}

// TestTimingFields pins what a timing model reads: class, size, the
// registers read and written, the immediate, and the register count of
// push/pop. Expected values are derived by hand from the spec's
// definition of each instruction.
func TestTimingFields(t *testing.T) {
	cases := []struct {
		raw           uint32
		class         Class
		size          uint8
		reads, writes RegSet
		imm           int32
		count         uint8
	}{
		{0x00b50533, ClassALU, 4, regs(A0, A1), regs(A0), 0, 0},                       // add a0,a0,a1
		{0x02b50533, ClassMul, 4, regs(A0, A1), regs(A0), 0, 0},                       // mul a0,a0,a1
		{0x02b54533, ClassDiv, 4, regs(A0, A1), regs(A0), 0, 0},                       // div a0,a0,a1
		{0xffc52503, ClassLoad, 4, regs(A0), regs(A0), -4, 0},                         // lw a0,-4(a0)
		{0x00112623, ClassStore, 4, regs(SP, RA), 0, 12, 0},                           // sw ra,12(sp)
		{0xfeb50ee3, ClassBranch, 4, regs(A0, A1), 0, -4, 0},                          // beq a0,a1,.-4
		{0x008000ef, ClassJAL, 4, 0, regs(RA), 8, 0},                                  // jal ra,.+8
		{0x00008067, ClassJALR, 4, regs(RA), 0, 0, 0},                                 // jalr zero,0(ra)
		{0xb00025f3, ClassCSR, 4, 0, regs(A1), 0, 0},                                  // csrrs a1,mcycle,zero
		{0x10500073, ClassSystem, 4, 0, 0, 0, 0},                                      // wfi
		{0x100525af, ClassAtomic, 4, regs(A0), regs(A1), 0, 0},                        // lr.w a1,(a0)
		{0x20b54533, ClassALU, 4, regs(A0, A1), regs(A0), 0, 0},                       // sh2add a0,a0,a1
		{0x8082, ClassJALR, 2, regs(RA), 0, 0, 0},                                     // c.jr ra
		{0x9502, ClassJALR, 2, regs(A0), regs(RA), 0, 0},                              // c.jalr a0
		{0x852e, ClassALU, 2, regs(A1), regs(A0), 0, 0},                               // c.mv a0,a1
		{0x4108, ClassLoad, 2, regs(A0), regs(A0), 0, 0},                              // c.lw a0,0(a0)
		{0x1141, ClassALU, 2, regs(SP), regs(SP), -16, 0},                             // c.addi sp,-16
		{0x9d4d, ClassMul, 2, regs(A0, A1), regs(A0), 0, 0},                           // c.mul a0,a1
		{0x81c8, ClassLoad, 2, regs(A1), regs(A0), 1, 0},                              // c.lbu a0,1(a1)
		{0xb866, ClassPush, 2, regs(SP, RA, S0, S1), regs(SP), -32, 3},                // cm.push {ra,s0-s1},-32
		{0xbe52, ClassPop, 2, regs(SP), regs(SP, RA, S0), 16, 2},                      // cm.popret {ra,s0},16
		{0xbc52, ClassPop, 2, regs(SP), regs(SP, RA, S0, A0), 16, 2},                  // cm.popretz {ra,s0},16
		{0xb8fe, ClassPush, 2, regs(SP, RA, S0, S1) | 0x0ffc0000, regs(SP), -112, 13}, // {ra,s0-s11}: s2-s11 are x18-x27
		{0xac26, ClassALU, 2, regs(A0, A1), regs(S0, S1), 0, 0},                       // cm.mvsa01 s0,s1
		{0xad7e, ClassALU, 2, regs(18, 23), regs(A0, A1), 0, 0},                       // cm.mva01s s2,s7
	}
	for _, c := range cases {
		inst, err := DecodeBits(isaHazard3, c.raw)
		if err != nil {
			t.Errorf("%x: %v", c.raw, err)
			continue
		}
		if inst.Class != c.class || inst.Size != c.size || inst.Reads != c.reads || inst.Writes != c.writes ||
			inst.Imm != c.imm || inst.Count != c.count {
			t.Errorf("%x %s: class %s size %d reads %v writes %v imm %d count %d; want %s %d %v %v %d %d",
				c.raw, inst, inst.Class, inst.Size, inst.Reads.Regs(), inst.Writes.Regs(), inst.Imm, inst.Count,
				c.class, c.size, c.reads.Regs(), c.writes.Regs(), c.imm, c.count)
		}
	}
}

func TestReturns(t *testing.T) {
	for raw, want := range map[uint32]bool{0xbe52: true, 0xbc52: true, 0xba52: false, 0xb842: false, 0x8082: false} {
		if inst, _ := DecodeBits(isaHazard3, raw); inst.Returns() != want {
			t.Errorf("%s: Returns %v, want %v", inst, !want, want)
		}
	}
}

// TestIllegal: reserved encodings, registers RV32E lacks, and extensions
// the ISA does not have are illegal, with the reason in the error.
func TestIllegal(t *testing.T) {
	cases := []struct {
		isa  Ext
		raw  uint32
		want string
	}{
		{isaHazard3, 0x0000, "nzuimm = 0"},              // the defined illegal instruction
		{isaHazard3, 0x4002, "rd = x0"},                 // c.lwsp zero
		{isaHazard3, 0x8002, "rs1 = x0"},                // c.jr zero
		{isaHazard3, 0x6101, "nzimm = 0"},               // c.addi16sp sp,0
		{isaHazard3, 0x1502, "shamt[5]"},                // c.slli a0,32
		{isaHazard3, 0xb802, "rlist 0-3"},               // cm.push with rlist 0
		{isaHazard3, 0xac22, "r1s' = r2s'"},             // cm.mvsa01 s0,s0
		{isaHazard3, 0xa002, "no instruction"},          // c.fsdsp's space without Zcmp's rows: cm.jt (Zcmt)
		{isaHazard3, 0x0200d513, "no instruction"},      // srli a0,ra,32: shamt[5] on RV32
		{isaHazard3, 0x0000007f, "longer than 32 bits"}, // a 64-bit encoding
		{ISAUnicorn, 0x20b54533, "no instruction"},      // sh2add without Zba
		{isaQingKeV2, 0x02b50533, "no instruction"},     // mul on RV32EC
		{isaQingKeV2, 0x01050533, "a6 (x16)"},           // add a0,a0,a6
		{isaQingKeV2, 0x8542, "a6 (x16)"},               // c.mv a0,a6
		{isaQingKeV2, 0xb872, "no instruction"},         // cm.push: no Zcmp on the QingKe V2
		{isaHazard3 | ExtE, 0xb872, "s2 (x18)"},         // cm.push {ra,s0-s2}: s2 is x18, absent on RV32E
	}
	for _, c := range cases {
		inst, err := DecodeBits(c.isa, c.raw)
		if !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%x: got %q, %v; want illegal (%s)", c.raw, inst, err, c.want)
		}
	}
}

func TestDecodeBytes(t *testing.T) {
	if _, err := Decode(isaHazard3, []byte{0x13}); !errors.Is(err, ErrTruncated) {
		t.Errorf("one byte: %v, want ErrTruncated", err)
	}
	if _, err := Decode(isaHazard3, []byte{0x13, 0x05}); !errors.Is(err, ErrTruncated) {
		t.Errorf("half of a 32-bit instruction: %v, want ErrTruncated", err)
	}
	inst, err := Decode(isaHazard3, []byte{0x2e, 0x85, 0xff, 0xff}) // c.mv a0,a1 then anything
	if err != nil || inst.String() != "c.mv a0,a1" || inst.Size != 2 {
		t.Errorf("c.mv: %q %v", inst, err)
	}
}

// BenchmarkDecode decodes the golden file's instructions round-robin: the
// cost a model pays once per address.
func BenchmarkDecode(b *testing.B) {
	raws := readGoldenB(b, goldenFile)
	b.ResetTimer()
	for k := 0; k < b.N; k++ {
		if _, err := DecodeBits(isaHazard3, raws[k%len(raws)]); err != nil {
			b.Fatal(err)
		}
	}
}

// readGoldenB is the hex column of a golden file, for benchmarks.
func readGoldenB(b *testing.B, file string) []uint32 {
	data, err := os.ReadFile(file)
	if err != nil {
		b.Fatal(err)
	}
	var raws []uint32
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		hex, _, _ := strings.Cut(line, "\t")
		v, err := strconv.ParseUint(hex, 16, 32)
		if err != nil {
			b.Fatal(err)
		}
		raws = append(raws, uint32(v))
	}
	return raws
}
