package models

import (
	"errors"
	"strings"
	"testing"

	"boardless/trace"
)

// The ARMv7-M model on its own: synthetic streams over code in a byte
// slice (m33Code from armv8m_test.go), no emulator.

var (
	v7mM3  = v7mCore{"cortex-m3", false}
	v7mM4F = v7mCore{"cortex-m4f", true}
)

func v7mRun(t *testing.T, core v7mCore, params Values, code *m33Code, offsets ...uint32) (Result, error) {
	t.Helper()
	c, err := NewARMv7M(core, ZeroWait{}, code, params)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var ev []trace.Event
	for _, off := range offsets {
		size := uint32(2)
		if h := uint16(code.b[off]) | uint16(code.b[off+1])<<8; h>>11 >= 0x1d {
			size = 4
		}
		ev = append(ev, trace.MakeEvent(trace.Exec, code.base+off, size)|trace.ThumbBit)
	}
	c.Events(ev)
	c.Finish(0x1ff00001)
	return c.Result(), c.Err()
}

// TestV7MCoresDiffer: the rows where the cores differ, and the M3's
// refusal of the M4's DSP and FP instructions.
func TestV7MCoresDiffer(t *testing.T) {
	for _, tt := range []struct {
		name     string
		code     []uint16
		m3, m4   uint64 // 0: refused
		m3reason string
	}{
		// mla r1, r0, r0, r0; bx lr
		{"mla", []uint16{0xfb00, 0x0100, 0x4770}, 4, 3, ""},
		// umull r1, r2, r0, r0; bx lr
		{"umull", []uint16{0xfba0, 0x1200, 0x4770}, 7, 3, ""},
		// sadd16 r1, r0, r0; bx lr
		{"sadd16", []uint16{0xfa90, 0xf100, 0x4770}, 0, 3, "DSP"},
		// vadd.f32 s0, s0, s0; bx lr
		{"vadd", []uint16{0xee30, 0x0a00, 0x4770}, 0, 3, "FPU"},
	} {
		code := newM33Code(m33Base, tt.code...)
		offs := []uint32{0, 4}
		for _, k := range []struct {
			core v7mCore
			want uint64
		}{{v7mM3, tt.m3}, {v7mM4F, tt.m4}} {
			r, err := v7mRun(t, k.core, nil, code, offs...)
			var ue *UnsupportedError
			switch {
			case k.want == 0 && (!errors.As(err, &ue) || !strings.Contains(err.Error(), tt.m3reason)):
				t.Errorf("%s on %s: err %v, want an UnsupportedError naming %s", tt.name, k.core.name, err, tt.m3reason)
			case k.want != 0 && err != nil:
				t.Errorf("%s on %s: %v", tt.name, k.core.name, err)
			case k.want != 0 && r.Cycles != k.want:
				t.Errorf("%s on %s: %d cycles, want %d (stalls %v)", tt.name, k.core.name, r.Cycles, k.want, r.Stalls)
			}
		}
	}
}

// TestV7MParams: a parameter out of its bounds is refused with its name,
// and an in-bounds one changes the cost it names.
func TestV7MParams(t *testing.T) {
	code := newM33Code(m33Base, 0xfbb1, 0xf3f2, 0x4770) // udiv r3, r1, r2; bx lr
	if _, err := NewARMv7M(v7mM3, ZeroWait{}, code, Values{"div_cycles": 13}); err == nil || !strings.Contains(err.Error(), "div_cycles") {
		t.Errorf("div_cycles 13: err %v, want a bounds error naming it", err)
	}
	for _, d := range []float64{2, 7, 12} {
		r, err := v7mRun(t, v7mM4F, Values{"div_cycles": d}, code, 0, 4)
		if err != nil {
			t.Fatal(err)
		}
		if want := uint64(d) + 2; r.Cycles != want || r.Stalls["div"] != uint64(d)-1 {
			t.Errorf("div_cycles %v: %d cycles (stalls %v), want %d", d, r.Cycles, r.Stalls, want)
		}
	}
}

// TestV7MTableSourced: every class has a name and a source.
func TestV7MTableSourced(t *testing.T) {
	for k := v7mALU; k < v7mNumClasses; k++ {
		if r := v7mTable[k]; r.name == "" || r.source == "" {
			t.Errorf("class %d: row %+v lacks a name or a source", k, r)
		}
	}
	if n := len(V7MTable()); n != int(v7mNumClasses)-1 {
		t.Errorf("V7MTable: %d rows, want %d", n, v7mNumClasses-1)
	}
}

// TestV7MDivRule pins F14a on operand pairs, UDIV and SDIV.
func TestV7MDivRule(t *testing.T) {
	c, err := NewARMv7M(v7mM3, ZeroWait{}, newM33Code(m33Base, 0x4770), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for _, tt := range []struct {
		a, b   uint32
		signed bool
		want   uint64
	}{
		{100, 7, false, 3},                // q = 29 - 25 + 1 = 5: 1 + 2
		{0xffffffff, 3, false, 12},        // q = 31: 1 + 11
		{5, 9, false, 2},                  // q = 0: the minimum
		{100, 0, false, 2},                // divide by zero
		{0xffff00ff, 0xfffffffd, true, 6}, // |a| = 0xff01, |b| = 3: q = 15
		{0x80000000, 1, true, 12},         // |INT_MIN| = 2^31: q = 32, 1 + 11
		{0x80000000, 1, false, 12},        // q = 32
	} {
		if got := c.divCycles(tt.a, tt.b, tt.signed); got != tt.want {
			t.Errorf("div(%#x, %#x, signed %v) = %d, want %d", tt.a, tt.b, tt.signed, got, tt.want)
		}
	}
}

// TestV7MDivSites finds UDIV and SDIV at any halfword and skips the rest.
func TestV7MDivSites(t *testing.T) {
	code := newM33Code(m33Base, 0xbf00, 0xfbb1, 0xf3f2, 0xfb9e, 0xf4fc, 0xfb81, 0x0102).b // nop; udiv r3, r1, r2; sdiv r4, lr, r12; smull r0, r1, r1, r2
	got := v7mDivSites(code, m33Base)
	want := []OperandSite{{m33Base + 2, [2]uint8{1, 2}}, {m33Base + 6, [2]uint8{14, 12}}}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("sites %+v, want %+v", got, want)
	}
}

// TestV7MOperandsOrder: operands that arrive while the division is
// pending and after it retired give the same total.
func TestV7MOperandsOrder(t *testing.T) {
	code := newM33Code(m33Base, 0xfbb1, 0xf3f2, 0x4770) // udiv r3, r1, r2; bx lr
	udiv := trace.MakeEvent(trace.Exec, m33Base, 4) | trace.ThumbBit
	bx := trace.MakeEvent(trace.Exec, m33Base+4, 2) | trace.ThumbBit
	for _, pending := range []bool{true, false} {
		c, err := NewARMv7M(v7mM4F, ZeroWait{}, code, nil)
		if err != nil {
			t.Fatal(err)
		}
		c.ObserveOperands(v7mDivSites(code.b, m33Base))
		if pending {
			c.Events([]trace.Event{udiv})
			c.Operands(m33Base, [2]uint32{100, 7})
			c.Events([]trace.Event{bx})
		} else {
			c.Events([]trace.Event{udiv, bx})
			c.Operands(m33Base, [2]uint32{100, 7})
		}
		c.Finish(0x1ff00001)
		if r := c.Result(); r.Cycles != 3+2 || r.Stalls["div"] != 2 {
			t.Errorf("operands while pending %v: %d cycles, stalls %v; want 5, div 2", pending, r.Cycles, r.Stalls)
		}
		c.Close()
	}
}
