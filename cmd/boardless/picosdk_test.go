package main

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"math/bits"
	"strconv"
	"strings"
	"testing"

	"boardless/rvdecode"
)

// testdata/riscv/picosdk.elf is testdata/riscv/picosdk.c built as the
// pico-sdk builds Hazard3 code (-march=rv32ima_zicsr_zifencei_zba_zbb_
// zbs_zbkb_zca_zcb_zcmp) by clang-19 and ld.lld-19: GCC 12 cannot emit
// Zcb or Zcmp. The build command is testdata/riscv/picosdk.mk ('make
// picosdk-elf' rebuilds it, 'make picosdk-check' compares).
const picosdkELF = "testdata/riscv/picosdk.elf"

// TestPicoSDKBuildHasZcInstructions: the checked-in build holds every
// class of instruction Unicorn 2.0.1 lacks (MT-G4) that the tests below
// run: each Zcb and Zcmp encoding and each bit-manipulation extension.
func TestPicoSDKBuildHasZcInstructions(t *testing.T) {
	f, err := elf.Open(picosdkELF)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	code, err := f.Section(".text").Data()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	exts := map[rvdecode.Ext]bool{}
	for off := 0; off+2 <= len(code); {
		hw := binary.LittleEndian.Uint16(code[off:])
		if hw == 0 { // the linker script's ALIGN(4) padding
			off += 2
			continue
		}
		n := rvdecode.Length(hw)
		inst, err := rvdecode.Decode(rvdecode.ISAAll, code[off:])
		if err != nil {
			t.Fatalf(".text+%#x: %v", off, err)
		}
		seen[strings.Fields(inst.String())[0]], exts[inst.Ext()] = true, true
		off += n
	}
	for _, op := range []string{"c.lbu", "c.lhu", "c.lh", "c.sb", "c.sh", "c.zext.b", "c.zext.h", "c.sext.b",
		"c.sext.h", "c.not", "c.mul", "cm.push", "cm.pop", "cm.popret", "cm.popretz", "cm.mvsa01", "cm.mva01s"} {
		if !seen[op] {
			t.Errorf("%s has no %s", picosdkELF, op)
		}
	}
	for _, e := range []struct {
		ext  rvdecode.Ext
		name string
	}{{rvdecode.ExtZba, "Zba"}, {rvdecode.ExtZbb, "Zbb"}, {rvdecode.ExtZbs, "Zbs"}, {rvdecode.ExtZbkb, "Zbkb"}} {
		if !exts[e.ext] {
			t.Errorf("%s has no %s instruction", picosdkELF, e.name)
		}
	}
}

// The host's versions of picosdk.c's functions.

func hostBitmix(x, y uint32) uint32 {
	r := bits.RotateLeft32(x, 7) ^ (y &^ x)
	r += uint32(bits.OnesCount32(x) + bits.LeadingZeros32(y|1) + bits.TrailingZeros32(x|0x80000000))
	r ^= bits.ReverseBytes32(y)
	r += min(x, y)
	r |= 1 << (y & 31)
	r ^= r >> (x & 31) & 1
	return r + x<<2
}

func hostPackmix(x, y uint32) uint32 {
	p := x&0xffff | y<<16
	h := x&0xff | (y&0xff)<<8
	var brev, zip, unzip uint32
	for i := 0; i < 4; i++ {
		brev |= uint32(bits.Reverse8(uint8(p>>(8*i)))) << (8 * i)
	}
	for i := 0; i < 16; i++ {
		zip |= (h>>i&1)<<(2*i) | (h>>(i+16)&1)<<(2*i+1)
		unzip |= ((x^y)>>(2*i)&1)<<i | ((x^y)>>(2*i+1)&1)<<(i+16)
	}
	return brev ^ zip ^ unzip
}

func hostExtmix(a, b, c uint32) uint32 {
	z := uint32(uint8(b)) * uint32(uint16(c))
	return ^(uint32(int32(int8(a))) * uint32(int32(int16(z)))) * (c | 1)
}

func hostChecksum(p []byte) uint32 {
	h := uint32(2166136261)
	for _, b := range p {
		h = (h ^ uint32(b)) * 16777619
	}
	for i := 0; i+4 <= len(p)/4*4; i += 4 {
		h += uint32(binary.LittleEndian.Uint16(p[i:])) + uint32(int32(int16(binary.LittleEndian.Uint16(p[i+2:]))))
	}
	return h
}

func hostChain(p []uint32, key uint32) uint32 {
	h := key
	for _, x := range p {
		h = bits.RotateLeft32(h, 5) ^ x + key
	}
	return h
}

func hostPairs(a, b uint32) uint32 {
	x, y := a*31+b, b*31+a
	return (x+a)*31 + y + b
}

func hostNonzero(p []uint32) uint32 {
	var s uint32
	for _, x := range p {
		s = bits.RotateLeft32(s, 5) ^ x
	}
	if s == 0 {
		return uint32(len(p))*31 + 1
	}
	return 0
}

// words is p as the bytes of a hex: argument.
func words(p ...uint32) string {
	b := make([]byte, 4*len(p))
	for i, w := range p {
		binary.LittleEndian.PutUint32(b[4*i:], w)
	}
	return "hex:" + hex.EncodeToString(b)
}

func u32(v uint32) string { return strconv.FormatUint(uint64(v), 10) }

// picosdkRun runs one function of the build and returns its JSON.
func picosdkRun(t *testing.T, fn string, args []string, extra ...string) runJSON {
	t.Helper()
	cmd := []string{"run", "--board", "rpi-pico2-riscv", "--elf", picosdkELF, "--func", fn, "--format", "json"}
	for _, a := range args {
		cmd = append(cmd, "--arg", a)
	}
	code, out, errs := run(t, append(cmd, extra...)...)
	if code != 0 {
		t.Fatalf("%s: exit %d: %s", fn, code, errs)
	}
	var r runJSON
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%s: %v\n%s", fn, err, out)
	}
	return r
}

type runJSON struct {
	Cycles       uint64 `json:"cycles"`
	Instructions uint64 `json:"instructions"`
	Return       struct {
		Value uint64 `json:"value"`
	} `json:"return"`
	Dumps []struct {
		Base64 []byte `json:"base64"`
	} `json:"dumps"`
}

// TestPicoSDKReturnsHostResults: every function of the build returns
// on rpi-pico2-riscv what the host computes (the Zcb/Zcmp and Zb*
// instructions among them run in Go, emu/riscv.go).
func TestPicoSDKReturnsHostResults(t *testing.T) {
	data := []byte("boardless: a pico-sdk style build, run without the board \x80\xff\x7f")
	vec := []uint32{0xdeadbeef, 7, 0x80000001, 0x12345678, 0}
	x, y, z := uint32(0x8badf00d), uint32(0x12345687), uint32(0xfedc0123)
	for _, c := range []struct {
		fn   string
		args []string
		want uint32
	}{
		{"bitmix", []string{u32(x), u32(y)}, hostBitmix(x, y)},
		{"bitmix", []string{u32(y), u32(x)}, hostBitmix(y, x)},
		{"packmix", []string{u32(x), u32(y)}, hostPackmix(x, y)},
		{"extmix", []string{u32(x), u32(y), u32(z)}, hostExtmix(x, y, z)},
		{"extmix", []string{u32(z), u32(x), u32(y)}, hostExtmix(z, x, y)},
		{"halfsum", []string{u32(x), u32(y)}, x&0xffff + y&0xffff},
		{"checksum", []string{"hex:" + hex.EncodeToString(data), strconv.Itoa(len(data))}, hostChecksum(data)},
		{"chain", []string{words(vec...), "5", u32(y)}, hostChain(vec, y)},
		{"pairs", []string{u32(x), u32(y)}, hostPairs(x, y)},
		{"nonzero", []string{words(vec...), "5"}, hostNonzero(vec)},
		{"nonzero", []string{words(0, 0, 0), "3"}, hostNonzero([]uint32{0, 0, 0})},
		// ramfunc is code in .data (as __not_in_flash_func's), ramtable
		// data beside it whose halfwords decode as Zcb/Zcmp: the code is
		// run in Go, the data stays data (it read back as c.ebreak
		// patches when the whole section was patched).
		{"ramfunc", []string{u32(x), u32(y)}, x & 0xff * (y & 0xffff)},
		{"ramread", []string{"0"}, 0xb8529d61},
		{"ramread", []string{"1"}, 0x9d4d9d75},
	} {
		if got := picosdkRun(t, c.fn, c.args); uint32(got.Return.Value) != c.want {
			t.Errorf("%s(%v) = %#x, want the host's %#x", c.fn, c.args, got.Return.Value, c.want)
		}
	}
	r := picosdkRun(t, "spread", []string{"buf:8", "0x11223344"}, "--dump", "0")
	if want := []byte{0x44, 0x33, 0x22, 0x11, 0x44, 0x33, 0x11, 0}; len(r.Dumps) != 1 || !bytes.Equal(r.Dumps[0].Base64, want) {
		t.Errorf("spread(buf, 0x11223344) wrote %v, want % x", r.Dumps, want)
	}
}

// TestPicoSDKCyclesFollowMTG1: two functions of the build timed exactly
// as MT-G1 (docs/sources.md: Hazard3's instruction_timings.adoc) prices them, with the
// code timed in SRAM (--code-in-sram: no XIP wait states; the stack is
// in SRAM too), as a pico-sdk copy_to_ram binary runs. The addresses are
// the checked-in build's (llvm-objdump-19 -d -M no-aliases).
func TestPicoSDKCyclesFollowMTG1(t *testing.T) {
	for _, c := range []struct {
		fn            string
		args          []string
		cycles, insns uint64
	}{
		// bitmix at 0x10000000: 19 ALU instructions (rori, andn, c.xor,
		// cpop, ori, clz, bseti, ctz, c.add x3, rev8, c.xor, minu, c.add,
		// bset, bext, c.xor, sh2add)            19 x 1  [MT-G1 ALU 1; Zba/Zbb/Zbs 1]
		// c.jr ra to the 32-bit aligned sentinel      2  [MT-G1 jalr 2]
		// total = 19 + 2 = 21
		{"bitmix", []string{"1", "2"}, 21, 20},
		// pairs at 0x1000011c, calling step2 at 0x100000ee (not 32-bit
		// aligned; its first instruction, slli, is 32-bit):
		//   cm.push {ra,s0-s2},-16        5  [MT-G1 cm.push 1+n, n = 4]
		//   cm.mvsa01 s1,s0               1  [MT-G1 ALU 1]
		//   c.jal step2                   3  [MT-G1 jal 2, +1 to a non-32-bit-aligned 32-bit target]
		//   step2: slli, c.sub, sub       3  [MT-G1 ALU 1 each]
		//          c.jr ra to 0x10000122  2  [MT-G1 jalr 2; the target c.mv is 16-bit: no +1]
		//   c.mv s2,a0; cm.mva01s s0,s1   2  [MT-G1 ALU 1 each]
		//   c.jal step2                   3  [as above]
		//   step2                         5  [as above, back to 0x10000128, 32-bit aligned]
		//   c.add, add, c.mv              3  [MT-G1 ALU 1 each]
		//   cm.pop {ra,s0-s2},16          5  [MT-G1 cm.pop 1+n, n = 4]
		//   c.j step2 (the tail call)     3  [MT-G1 jal 2, +1 unaligned 32-bit target]
		//   step2, c.jr ra to the sentinel 5  [ALU 3 + jalr 2, aligned]
		//   total = 5+1+3+5+2+3+5+3+5+3+5 = 40, in 23 instructions
		{"pairs", []string{"3", "4"}, 40, 23},
	} {
		r := picosdkRun(t, c.fn, c.args, "--code-in-sram")
		if r.Cycles != c.cycles || r.Instructions != c.insns {
			t.Errorf("%s: %d cycles, %d instructions; MT-G1 gives %d, %d", c.fn, r.Cycles, r.Instructions, c.cycles, c.insns)
		}
	}
}

// TestRISCVJSONNamesA0: run's JSON gives a RISC-V function's result
// register as "a0" (x10), not as Arm's "r0"; Arm JSON keeps "r0"
// (TestRunJSON).
func TestRISCVJSONNamesA0(t *testing.T) {
	code, out, errs := run(t, "run", "--board", "rpi-pico2-riscv", "--elf", picosdkELF, "--func", "pairs",
		"--arg", "3", "--arg", "4", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r map[string]any
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if _, ok := r["r0"]; ok {
		t.Errorf("RISC-V JSON has an \"r0\":\n%s", out)
	}
	if a0, ok := r["a0"].(float64); !ok || uint32(a0) != hostPairs(3, 4) {
		t.Errorf("RISC-V JSON's \"a0\" = %v, want %d:\n%s", r["a0"], hostPairs(3, 4), out)
	}
}

// TestPicoSDKPatchedCodeAccessStops: a load Unicorn runs that reads
// the program's own patched code (selfsum: bitmix's first words, Zbb
// instructions replaced by ebreak) would get the ebreaks (it printed
// 0x00100073 ^ 0x00100073 = 0), and a store over patched code (ramwrite
// over ramfunc's c.zext.b) would leave the run executing the old
// instruction in Go: each run stops with exit 1 and one line instead.
func TestPicoSDKPatchedCodeAccessStops(t *testing.T) {
	for _, c := range []struct {
		fn   string
		args []string
		want string
	}{
		{"selfsum", nil, "reads 0x10000000"},
		{"ramwrite", []string{"--arg", "0x4501"}, "writes 0x20000000"},
	} {
		code, out, errs := run(t, append([]string{"run", "--board", "rpi-pico2-riscv", "--elf", picosdkELF, "--func", c.fn}, c.args...)...)
		if code != 1 || !strings.Contains(errs, c.want) || !strings.Contains(errs, "replaced by ebreak") ||
			strings.Count(strings.TrimSpace(errs), "\n") != 0 || out != "" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 1, no figures and one line with %q", c.fn, code, out, errs, c.want)
		}
	}
}
