package emu_test

import (
	"encoding/binary"
	"errors"
	"testing"

	"boardless/emu"
	"boardless/rvdecode"
	"boardless/trace"
)

// rvCode assembles hand-encoded RISC-V instructions (16-bit ones given
// as values below 0x10000 whose two low bits are not 0b11).
func rvCode(insns ...uint32) []byte {
	var b []byte
	for _, w := range insns {
		if w&3 == 3 {
			b = binary.LittleEndian.AppendUint32(b, w)
		} else {
			b = binary.LittleEndian.AppendUint16(b, uint16(w))
		}
	}
	return b
}

const (
	rvCode0  = 0x20000000
	rvStack0 = 0x20010000
)

// Hand encodings (the rows of rvdecode/testdata/zc.txt and the base ISA).
const (
	rvPushRaS0   = 0xb852     // cm.push {ra,s0},-16 (Zcmp)
	rvPopretRaS0 = 0xbe52     // cm.popret {ra,s0},16 (Zcmp)
	rvSh1add     = 0x20b52533 // sh1add a0,a0,a1 (Zba)
	rvMvS0A0     = 0x842a     // c.mv s0,a0
	rvLwA0A0     = 0x00052503 // lw a0,0(a0)
	rvRet        = 0x00008067 // ret
	rvAddA0A0A1  = 0x00b50533 // add a0,a0,a1
)

func newRV(t testing.TB, code []byte, isa rvdecode.Ext) *emu.Machine {
	t.Helper()
	m, err := emu.New(emu.RV32IMAC)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Close)
	if err := m.Map(rvCode0, 0x20000, emu.PermAll); err != nil {
		t.Fatal(err)
	}
	if err := m.WriteMem(rvCode0, code); err != nil {
		t.Fatal(err)
	}
	m.SetISA(isa)
	if _, err := m.PatchHost(rvCode0, uint32(len(code))); err != nil {
		t.Fatal(err)
	}
	return m
}

type countSink struct{ execs, reads, writes int }

func (s *countSink) Events(b []trace.Event) {
	for _, e := range b {
		switch e.Kind() {
		case trace.Exec:
			if e.Thumb() {
				panic("a RISC-V instruction traced as Thumb")
			}
			s.execs++
		case trace.Read:
			s.reads++
		case trace.Write:
			s.writes++
		}
	}
}

// TestRISCVCall: a0-a7 in, a0 out, ra the sentinel; plain RV32I runs
// on Unicorn alone.
func TestRISCVCall(t *testing.T) {
	m := newRV(t, rvCode(rvAddA0A0A1, rvRet), rvdecode.ISAUnicorn)
	var s countSink
	res, err := m.Call(emu.Call{Entry: rvCode0, Args: []uint32{40, 2}, SP: rvStack0}, &s)
	if err != nil {
		t.Fatal(err)
	}
	if res.R0 != 42 || res.Insns != 2 || s.execs != 2 {
		t.Errorf("a0 = %d, %d insns, %d exec events; want 42, 2, 2", res.R0, res.Insns, s.execs)
	}
}

// TestRISCVHostInstructions: Zcmp and Zba, which Unicorn 2.0.1 lacks
// (MT-G4), run in Go at the illegal-instruction stop, are traced in
// place with their data accesses, and the run goes on after them.
func TestRISCVHostInstructions(t *testing.T) {
	code := rvCode(rvPushRaS0, rvSh1add, rvMvS0A0, rvPopretRaS0)
	m := newRV(t, code, rvdecode.ISAAll)
	if err := m.HookData(rvStack0-0x100, rvStack0); err != nil {
		t.Fatal(err)
	}
	if err := m.WriteReg(emu.RegX(8), 0x5a5a); err != nil {
		t.Fatal(err)
	}
	var s countSink
	res, err := m.Call(emu.Call{Entry: rvCode0, Args: []uint32{20, 2}, SP: rvStack0}, &s)
	if err != nil {
		t.Fatal(err)
	}
	if res.R0 != 42 {
		t.Errorf("sh1add 20, 2 = %d, want 42", res.R0)
	}
	if s0 := m.ReadReg(emu.RegX(8)); s0 != 0x5a5a {
		t.Errorf("s0 after cm.popret = %#x, want 0x5a5a restored", s0)
	}
	if sp := m.ReadReg(emu.RVSP); sp != rvStack0 {
		t.Errorf("sp after the call = %#x, want %#x", sp, rvStack0)
	}
	if res.Insns != 4 || s.execs != 4 || s.writes != 2 || s.reads != 2 {
		t.Errorf("%d insns, %d execs, %d writes, %d reads; want 4, 4, 2, 2", res.Insns, s.execs, s.writes, s.reads)
	}
	if n := m.HostInsns(); n != 3 {
		t.Errorf("%d instructions run in Go, want 3 (cm.push, sh1add, cm.popret)", n)
	}
}

// TestRISCVIllegalRefused: a Zba instruction on a core without Zba (the
// default ISA) is the illegal instruction it is there, named at its pc.
func TestRISCVIllegalRefused(t *testing.T) {
	m := newRV(t, rvCode(rvSh1add, rvRet), rvdecode.ISAUnicorn)
	_, err := m.Call(emu.Call{Entry: rvCode0, SP: rvStack0}, nil)
	var f *emu.Fault
	if !errors.As(err, &f) || f.Kind != emu.FaultException || f.PC != rvCode0 || f.What() != "illegal instruction" {
		t.Fatalf("err = %v, want an illegal instruction at %#x", err, rvCode0)
	}
}

// TestRISCVUnmappedLoad: a load from unmapped memory is a fault naming
// the address.
func TestRISCVUnmappedLoad(t *testing.T) {
	m := newRV(t, rvCode(rvLwA0A0, rvRet), rvdecode.ISAUnicorn)
	_, err := m.Call(emu.Call{Entry: rvCode0, Args: []uint32{0x40000000}, SP: rvStack0}, nil)
	var f *emu.Fault
	if !errors.As(err, &f) || f.Kind != emu.FaultUnmappedRead || f.Addr != 0x40000000 {
		t.Fatalf("err = %v, want an unmapped read of 0x40000000", err)
	}
}

// TestRISCVEbreakAndOriginalBytes: a program's own ebreak stops the run
// as a breakpoint at its address; a patched instruction reads back as
// itself (the timing models decode what ReadMem returns).
func TestRISCVEbreakAndOriginalBytes(t *testing.T) {
	code := rvCode(rvSh1add, 0x00100073, rvRet)
	m := newRV(t, code, rvdecode.ISAAll)
	_, err := m.Call(emu.Call{Entry: rvCode0, SP: rvStack0}, nil)
	var f *emu.Fault
	if !errors.As(err, &f) || f.Kind != emu.FaultException || f.PC != rvCode0+4 || f.What() != "breakpoint (ebreak)" {
		t.Fatalf("err = %v, want a breakpoint at %#x", err, rvCode0+4)
	}
	b, err := m.ReadMem(rvCode0, len(code))
	if err != nil || string(b) != string(code) {
		t.Errorf("ReadMem = % x, want the original % x", b, code)
	}
}

// BenchmarkRISCVHostInsn measures what an instruction run in Go costs
// against one Unicorn runs: 64 sh1add against 64 add, and 32 pairs of
// cm.push/cm.pop {ra,s0-s11} (13 registers stored, loaded, written back).
func BenchmarkRISCVHostInsn(b *testing.B) {
	for _, c := range []struct {
		name string
		ops  []uint32
	}{{"unicorn-add", []uint32{rvAddA0A0A1}}, {"host-sh1add", []uint32{rvSh1add}},
		{"host-cm.push-pop-13", []uint32{0xb8fe, 0xbafe}}} {
		b.Run(c.name, func(b *testing.B) {
			var insns []uint32
			for len(insns) < 64 {
				insns = append(insns, c.ops...)
			}
			m := newRV(b, rvCode(append(insns, rvRet)...), rvdecode.ISAAll)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := m.Call(emu.Call{Entry: rvCode0, Args: []uint32{1, 1}, SP: rvStack0}, nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/64, "ns/insn")
		})
	}
}
