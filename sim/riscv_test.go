package sim_test

import (
	"encoding/binary"
	"errors"
	"math/bits"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"boardless/elfimg"
	"boardless/internal/armbuild"
	"boardless/models"
	"boardless/sim"
)

// The RISC-V side of function mode on rpi-pico2-riscv (the RP2350's
// Hazard3): calls, semihosting, stack depth, the refusals.

const rvBoard = "rpi-pico2-riscv"

// rvHazard3Flags build code the Hazard3 way with GCC 12: objects with
// the bit-manipulation extensions, linked with a multilib's -march
// (docs/architecture.md, "RISC-V").
var rvHazard3Flags = []string{"-march=rv32imac_zicsr_zifencei_zba_zbb_zbs_zbkb", "-mabi=ilp32", "-O2", "-g", "-ffreestanding"}

// buildRV compiles src to an object and links it bare (no C library)
// with its code at text and the further link flags.
func buildRV(t *testing.T, src, text string, link ...string) string {
	t.Helper()
	armbuild.RequireCC(t, armbuild.RISCVCC)
	dir := t.TempDir()
	obj := filepath.Join(dir, "o.o")
	elf := filepath.Join(dir, strings.TrimSuffix(filepath.Base(src), filepath.Ext(src))+".elf")
	armbuild.Exec(t, armbuild.RISCVCC, append(append([]string(nil), rvHazard3Flags...), "-c", src, "-o", obj), obj)
	armbuild.Exec(t, armbuild.RISCVCC, append([]string{"-march=rv32imac", "-mabi=ilp32", "-nostdlib", "-nostartfiles",
		"-Wl,--nmagic", "-Wl,-Ttext=" + text, "-Wl,-e,0", obj, "-o", elf}, link...), elf)
	return elf
}

func invokeArgs(t *testing.T, specs ...string) []sim.Arg {
	t.Helper()
	var out []sim.Arg
	for _, s := range specs {
		a, err := sim.ParseArg(s, sim.NewRand(1))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, a)
	}
	return out
}

// TestRISCVCalls: C built for the Hazard3 returns the host's results
// through the ilp32 convention: stacked words, a 64-bit argument split
// between a7 and the stack, a pair in a1:a2, a buffer, 64-bit results
// in a0:a1; the bit-manipulation instructions Unicorn lacks run in Go.
func TestRISCVCalls(t *testing.T) {
	elf := buildRV(t, "testdata/riscv/calls.c", "0x10000000")
	s := openOwn(t, rvBoard, elf, sim.Options{})
	nums := []string{"1", "2", "3", "4", "5", "6", "7", "8", "9"}
	data := []uint32{0xdeadbeef, 7, 0x80000001, 0x12345678, 0, 0xffffffff, 31, 32}
	var buf []byte
	for _, v := range data {
		buf = binary.LittleEndian.AppendUint32(buf, v)
	}
	for _, tt := range []struct {
		fn   string
		args []string
		want uint64
	}{
		{"nine", append(nums, "u64:0x100000000"), 0x100000000 + 1 + 4 + 9 + 16 + 25 + 36 + 49 + 64 + 81},
		{"split", append(nums[:7], "u64:0x0edcba9876543210"), (0x0edcba9876543210 ^ 0x0123456789abcdef) + 28},
		{"odd_pair", []string{"5", "u64:0x8000000000000001"}, 2 + 5},
		{"mix", []string{"hex:" + hexOf(buf), "8", "0x9e3779b9"}, uint64(rvMixHost(data, 0x9e3779b9))},
	} {
		out, err := s.Invoke(tt.fn, invokeArgs(t, tt.args...), sim.CallSpec{})
		if err != nil {
			t.Errorf("%s: %v", tt.fn, err)
			continue
		}
		got := out.Value.Value
		var g uint64
		switch v := got.(type) {
		case uint64:
			g = v
		case int64:
			g = uint64(v)
		}
		if want := tt.want & (1<<32 - 1); out.Value.Type == "u32" && g != want || out.Value.Type != "u32" && g != tt.want {
			t.Errorf("%s = %#x (%s), want %#x", tt.fn, g, out.Value.Type, tt.want)
		}
		if out.First.Cycles == 0 || out.First.Core != "hazard3" {
			t.Errorf("%s: %d cycles on %s", tt.fn, out.First.Cycles, out.First.Core)
		}
	}
}

func hexOf(b []byte) string {
	const digits = "0123456789abcdef"
	out := make([]byte, 0, 2*len(b))
	for _, c := range b {
		out = append(out, digits[c>>4], digits[c&15])
	}
	return string(out)
}

// rvMixHost is calls.c's mix in Go.
func rvMixHost(p []uint32, k uint32) uint32 {
	h := k
	for i, x := range p {
		h = bits.RotateLeft32(h, 5) ^ x
		h += (x &^ k) + uint32(bits.OnesCount32(x))
		h = h*3 + uint32(i)<<2
		h ^= 1 << (x & 31)
	}
	return h
}

// TestRISCVStackDepth: the painted stack measures a RISC-V frame: GCC
// 12 gives deep a 64-byte frame (the psABI's 16-byte rounding) with its
// 14 words at sp+8..sp+63, so the deepest byte written is 56 below the
// entry sp.
func TestRISCVStackDepth(t *testing.T) {
	elf := buildRV(t, "testdata/riscv/calls.c", "0x10000000")
	r, err := openOwn(t, rvBoard, elf, sim.Options{}).Call("deep", []uint32{3})
	if err != nil {
		t.Fatal(err)
	}
	if r.R0 != 3+3+13 || r.StackBytes != 56 {
		t.Errorf("deep(3) = %d with %d bytes of stack, want 19 and 56", r.R0, r.StackBytes)
	}
}

// TestRISCVSemihosting: the semihosting sequence (slli; ebreak; srai)
// writes through SYS_WRITE0 and SYS_WRITEC and the call goes on; code in
// SRAM (no wait states) takes exactly MT-G1's cycles, the ebreak none
// (as BKPT on the Arm cores); a csrr, which MT-G1 does not time, a Zbb
// instruction the loader did not patch (outside the executable
// segment) and a bare ebreak are refused, not given a figure.
func TestRISCVSemihosting(t *testing.T) {
	// .data in a segment of its own, not executable: not patched.
	elf := buildRV(t, "testdata/riscv/semi.S", "0x20000000", "-Wl,-Tdata=0x20010000")
	s := openOwn(t, rvBoard, elf, sim.Options{})
	r, err := s.Call("hello", []uint32{41})
	if err != nil {
		t.Fatal(err)
	}
	// mv 1, li 1, la 2, slli 1, ebreak 0, srai 1, li 1, la 2, slli 1,
	// ebreak 0, srai 1, addi 1, ret 2 (MT-G1 ALU 1, jalr 2).
	const wantCycles, wantInsns = 14, 15
	if r.R0 != 42 || r.Cycles != wantCycles || r.Instructions != wantInsns {
		t.Errorf("hello(41) = %d in %d cycles, %d instructions; want 42, %d, %d", r.R0, r.Cycles, r.Instructions, wantCycles, wantInsns)
	}
	if got := string(s.Output()); got != "hi from hazard3!" {
		t.Errorf("output %q, want %q", got, "hi from hazard3!")
	}
	_, err = s.Call("readcycle", nil)
	var ue *models.UnsupportedError
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "MT-G1") {
		t.Errorf("csrr: %v, want the model's refusal naming MT-G1", err)
	}
	// Unpatched, a 32-bit Zbb instruction traps in Unicorn; a 16-bit Zcb
	// one runs as a no-op there, which the core model refuses.
	_, err = s.Call("ram_cpop", []uint32{7})
	if err == nil || !strings.Contains(err.Error(), "illegal instruction") {
		t.Errorf("cpop outside the executable segment: %v, want an illegal-instruction fault", err)
	}
	_, err = s.Call("ram_zext", []uint32{0x1ff})
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "not patched") {
		t.Errorf("c.zext.b outside the executable segment: %v, want the refusal of an unpatched instruction", err)
	}
	_, err = s.Call("bare_ebreak", nil)
	var ce *sim.CallError
	if !errors.As(err, &ce) || ce.Fault == nil || !strings.Contains(err.Error(), "ebreak") {
		t.Errorf("a bare ebreak: %v, want a breakpoint fault", err)
	}
}

// TestRISCVPrintf: printf through picolibc's semihosting, in a program
// linked the usual way (crt0, picolibc.ld) into the board's flash.
func TestRISCVPrintf(t *testing.T) {
	armbuild.RequireCC(t, armbuild.RISCVCC)
	elf := filepath.Join(t.TempDir(), "printf.elf")
	armbuild.Exec(t, armbuild.RISCVCC, []string{"--specs=picolibc.specs", "--oslib=semihost",
		"-march=rv32imac", "-mabi=ilp32", "-O2", "-g", "testdata/riscv/printf.c", "-o", elf, "-Wl,-u,greet",
		"-Wl,--defsym=__flash=0x10000000", "-Wl,--defsym=__flash_size=0x400000",
		"-Wl,--defsym=__ram=0x20000000", "-Wl,--defsym=__ram_size=0x82000"}, elf)
	s := openOwn(t, rvBoard, elf, sim.Options{})
	r, err := s.Call("greet", []uint32{21})
	if err != nil {
		t.Fatal(err)
	}
	if r.R0 != 42 || string(s.Output()) != "hello 21 from picolibc\n" {
		t.Errorf("greet(21) = %d, output %q", r.R0, s.Output())
	}
}

// TestRISCVWrongArchitecture: an Arm image on the RISC-V board and a
// RISC-V image on the Arm side of the same chip are input errors (exit
// 2), one line each, before anything runs.
func TestRISCVWrongArchitecture(t *testing.T) {
	rv := buildRV(t, "testdata/riscv/semi.S", "0x20000000")
	arm := armbuild.BuildString(t, "f.S", ".syntax unified\n.thumb\n.global f\n.thumb_func\nf: bx lr\n",
		"-mcpu=cortex-m33", "-mthumb", "-Wl,-Ttext=0x10000000")
	for _, tt := range []struct{ board, elf, want string }{
		{rvBoard, arm, "is Arm code, but rpi-pico2-riscv's hazard3"},
		{"rpi-pico2", rv, "is RISC-V code, but rpi-pico2's cortex-m33"},
	} {
		p, err := models.LoadProfile(tt.board)
		if err != nil {
			t.Fatal(err)
		}
		img, err := elfimg.ReadELF(tt.elf)
		if err != nil {
			t.Fatal(err)
		}
		s, err := sim.Open(p, img, sim.Options{})
		if err == nil {
			s.Close()
		}
		var ie *sim.InputError
		if !errors.As(err, &ie) || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s on %s: %v, want one line with %q", filepath.Base(tt.elf), tt.board, err, tt.want)
		}
	}
	p, _ := models.LoadProfile(rvBoard)
	img, _ := elfimg.ReadELF(rv)
	var ie *sim.InputError
	if _, err := sim.RunFirmware(p, img, sim.FirmwareOptions{}); !errors.As(err, &ie) {
		t.Errorf("firmware mode on %s: %v, want an input error", rvBoard, err)
	}
}

// TestRISCVGlobalPointer: code linked with the board's --full linker
// script may reach its small data through gp (the script defines
// __global_pointer$); the session sets gp as the start-up code would, so
// the data is the program's, across calls.
func TestRISCVGlobalPointer(t *testing.T) {
	armbuild.RequireCC(t, armbuild.RISCVCC)
	p, err := models.LoadProfile(rvBoard)
	if err != nil {
		t.Fatal(err)
	}
	script, err := p.FullLinkerScript()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	ld, elf := filepath.Join(dir, "board.ld"), filepath.Join(dir, "g.elf")
	if err := os.WriteFile(ld, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	armbuild.Exec(t, armbuild.RISCVCC, []string{"-march=rv32imac", "-mabi=ilp32", "-nostdlib", "-nostartfiles",
		"-T", ld, "testdata/riscv/globals.S", "-o", elf}, elf)
	img, err := elfimg.ReadELF(elf)
	if err != nil {
		t.Fatal(err)
	}
	gp, ok1 := img.SymbolValue("__global_pointer$")
	counter, ok2 := img.SymbolValue("counter")
	if !ok1 || !ok2 || counter != gp-0x800 {
		t.Fatalf("counter at %#x, __global_pointer$ at %#x: globals.S's -2048(gp) would not address it", counter, gp)
	}
	s := openOwn(t, rvBoard, elf, sim.Options{})
	for _, want := range []uint32{3, 6} {
		r, err := s.Call("bump", nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.R0 != want {
			t.Errorf("bump() = %d, want %d", r.R0, want)
		}
	}
}

// TestRISCVDataNotPatched: a .rodata word in the executable segment that
// decodes as an instruction Unicorn lacks is the program's data, read
// back unchanged (emu patches the executable sections only).
func TestRISCVDataNotPatched(t *testing.T) {
	elf := buildRV(t, "testdata/riscv/rodata.S", "0x10000000")
	img, err := elfimg.ReadELF(elf)
	if err != nil {
		t.Fatal(err)
	}
	if len(img.Segments) != 1 || img.Segments[0].Flags&0x1 == 0 {
		t.Fatalf("want .text and .rodata in one executable segment, got %d segments", len(img.Segments))
	}
	r, err := openOwn(t, rvBoard, elf, sim.Options{}).Call("table_word", nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.R0 != 0x60251513 {
		t.Errorf("table_word() = %#x, want the word 0x60251513", r.R0)
	}
}
