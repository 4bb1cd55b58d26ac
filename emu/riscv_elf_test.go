package emu_test

import (
	"encoding/binary"
	"math/bits"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"boardless/elfimg"
	"boardless/emu"
	"boardless/rvdecode"
)

// mixHost is testdata/rvmix.c's mix, in Go.
func mixHost(p []uint32, k uint32) uint32 {
	h := k
	for i, x := range p {
		h = bits.RotateLeft32(h, 5) ^ x
		h += (x &^ k) + uint32(bits.OnesCount32(x))
		h = h*3 + uint32(i)<<2
		h ^= 1 << (x & 31)
	}
	return h
}

// TestRISCVCompiledBitManip: C built the Hazard3 way (GCC 12's Zba, Zbb,
// Zbs, Zbkb; docs/architecture.md for the link -march) loads, its
// bit-manipulation instructions run in Go, and the call returns the
// host's result. Skips without the RISC-V toolchain.
func TestRISCVCompiledBitManip(t *testing.T) {
	gcc, err := exec.LookPath("riscv64-unknown-elf-gcc")
	if err != nil {
		t.Skip("riscv64-unknown-elf-gcc not installed (make setup)")
	}
	dir := t.TempDir()
	obj, elf := filepath.Join(dir, "mix.o"), filepath.Join(dir, "mix.elf")
	for _, args := range [][]string{
		{"-march=rv32imac_zicsr_zifencei_zba_zbb_zbs_zbkb", "-mabi=ilp32", "-O2", "-c", "testdata/rvmix.c", "-o", obj},
		{"-march=rv32imac", "-mabi=ilp32", "-nostdlib", "-nostartfiles", "-Wl,-Ttext=0x20000000", "-Wl,--nmagic", "-Wl,-e,mix", obj, "-o", elf},
	} {
		if out, err := exec.Command(gcc, args...).CombinedOutput(); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
	}
	raw, err := os.ReadFile(elf)
	if err != nil {
		t.Fatal(err)
	}
	img, err := elfimg.ParseRISCVELF(raw, elf)
	if err != nil {
		t.Fatal(err)
	}
	m, err := emu.New(emu.RV32IMAC)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if err := m.Map(rvCode0, 0x20000, emu.PermAll); err != nil {
		t.Fatal(err)
	}
	m.SetISA(rvdecode.ISAAll)
	if err := m.Load(img); err != nil {
		t.Fatal(err)
	}
	data := []uint32{0xdeadbeef, 7, 0x80000001, 0x12345678, 0, 0xffffffff, 31, 32}
	const at = 0x20008000
	var buf []byte
	for _, v := range data {
		buf = binary.LittleEndian.AppendUint32(buf, v)
	}
	if err := m.WriteMem(at, buf); err != nil {
		t.Fatal(err)
	}
	entry, ok := img.SymbolValue("mix")
	if !ok {
		t.Fatal("no symbol mix")
	}
	var s countSink
	res, err := m.Call(emu.Call{Entry: entry, Args: []uint32{at, uint32(len(data)), 0x9e3779b9}, SP: rvStack0, Budget: 10000}, &s)
	if err != nil {
		t.Fatal(err)
	}
	if want := mixHost(data, 0x9e3779b9); res.R0 != want {
		t.Errorf("mix = %#x, want the host's %#x", res.R0, want)
	}
	if m.HostInsns() < uint64(len(data)) || uint64(s.execs) != res.Insns {
		t.Errorf("%d instructions in Go, %d exec events for %d instructions", m.HostInsns(), s.execs, res.Insns)
	}
}
