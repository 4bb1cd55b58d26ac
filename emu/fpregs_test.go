package emu_test

import (
	"math"
	"testing"

	"boardless/emu"
)

// TestDoubleRegistersM7: on the Cortex-M7 (Unicorn's own model, MT-H2)
// dN is s2N:s2N+1 for the 16 double registers of FPv5-D16, and a
// double-precision instruction writes them: vadd.f64 d15, d14, d14 of
// 1.25 is 2.5 in d15 = s30:s31. d16 does not exist on an M core. On the
// Cortex-M33 model (no double precision, MT-H1) the same instruction is
// undefined.
func TestDoubleRegistersM7(t *testing.T) {
	code := []byte{0x3e, 0xee, 0x0e, 0xfb, 0x70, 0x47} // vadd.f64 d15, d14, d14; bx lr
	for _, tc := range []struct {
		cpu emu.CPU
		ok  bool
	}{{"cortex-m7", true}, {emu.CortexM33, false}} {
		m := g071(t, tc.cpu)
		if err := m.WriteMem(flashBase, code); err != nil {
			t.Fatal(err)
		}
		in := math.Float64bits(1.25)
		m.WriteS(28, uint32(in))
		m.WriteS(29, uint32(in>>32))
		if got := m.ReadD(14); got != in {
			t.Fatalf("%s: d14 = %#x after writing s28, s29, want %#x", tc.cpu, got, in)
		}
		_, err := m.Call(emu.Call{Entry: flashBase | 1, SP: sramBase + sramSize, Budget: 10}, nil)
		if (err == nil) != tc.ok {
			t.Fatalf("%s: vadd.f64: err = %v, want success %v", tc.cpu, err, tc.ok)
		}
		if !tc.ok {
			continue
		}
		want := math.Float64bits(2.5)
		if got, s := m.ReadD(15), uint64(m.ReadS(30))|uint64(m.ReadS(31))<<32; got != want || s != want {
			t.Errorf("%s: d15 = %#x, s30:s31 = %#x, want %#x", tc.cpu, got, s, want)
		}
		if n := tc.cpu.DRegs(); n != 16 || m.ReadD(16) != 0 {
			t.Errorf("%s: %d double registers, d16 reads %#x; want 16 and 0", tc.cpu, n, m.ReadD(16))
		}
	}
}
