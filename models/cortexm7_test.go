package models

import (
	"testing"

	"boardless/trace"
)

// The Cortex-M7 model on its own, over synthetic streams: the rows the
// emulator cannot exercise (Unicorn 2.0.1's cortex-m7 executes no
// double-precision instruction), and the profiler's cycle accounting.

// m7TestCode is, at m33Base:
//
//	00: vldr d0, [r0]          04: vadd.f64 d1, d0, d0
//	08: adds r1, #1            0a: vadd.f64 d0, d1, d2
//	0e: adds r2, #1            10: vdiv.f64 d0, d1, d2
//	14: vadd.f64 d3, d0, d0    18: vfma.f64 d0, d1, d2
//	1c: vmla.f64 d0, d1, d2    20: bx lr
//	22: movs r1, #4            24: subs r1, #1
//	26: bne 0x24               28: bx lr
var m7TestCode = []uint16{0xed90, 0x0b00, 0xee30, 0x1b00, 0x3101, 0xee31, 0x0b02, 0x3201,
	0xee81, 0x0b02, 0xee30, 0x3b00, 0xeea1, 0x0b02, 0xee01, 0x0b02, 0x4770,
	0x2104, 0x3901, 0xd1fd, 0x4770}

func m7Run(t *testing.T, prof Profiler, offsets ...uint32) Result {
	t.Helper()
	code := newM33Code(m33Base, m7TestCode...)
	c, err := NewCortexM7(ZeroWait{}, code, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if prof != nil {
		c.SetProfiler(prof)
	}
	var ev []trace.Event
	for _, off := range offsets {
		size := uint32(2)
		if h := uint16(code.b[off]) | uint16(code.b[off+1])<<8; h>>11 >= 0x1d {
			size = 4
		}
		ev = append(ev, trace.MakeEvent(trace.Exec, code.base+off, size))
	}
	c.Events(ev)
	c.Finish(0x1ff00001)
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
	return c.Result()
}

// TestM7DoublePrecision: each case's cycles follow from the rows cited
// (docs/timing-facts-m7.md), the return being a cold mispredicted branch
// (issue cycle + 1 + mispredict_penalty 4, M7-U3).
func TestM7DoublePrecision(t *testing.T) {
	for _, tt := range []struct {
		name    string
		offsets []uint32
		want    uint64
	}{
		// M7-L24: VLDR.64 single issue, latency 2; M7-L18 VADD.F64 at c2, bx lr joins: 2+5.
		{"vldr.64 to vadd.f64", []uint32{0x00, 0x04, 0x20}, 7},
		// M7-L18 slot 0 only: c0 adds; c1 vadd.f64 | adds; c2 bx lr: 2+5.
		{"f64 is slot 0 only", []uint32{0x08, 0x0a, 0x0e, 0x20}, 7},
		// M7-L23 VDIV.F64 latency 30: c30 vadd.f64 | bx lr: 30+5.
		{"vdiv.f64 latency", []uint32{0x10, 0x14, 0x20}, 35},
		// M7-L22 VFMA.F64 occupancy 3: c0 vfma.f64 | adds; c3 bx lr: 3+5.
		{"vfma.f64 occupancy", []uint32{0x18, 0x08, 0x20}, 8},
		// M7-L22 VMLA.F64 occupancy 4: c0 vmla.f64 | adds; c4 bx lr: 4+5.
		{"vmla.f64 occupancy", []uint32{0x1c, 0x08, 0x20}, 9},
		// The younger of its pair is not behind it: c0 vmla.f64 | bx lr, 0+5.
		{"vmla.f64 pairs with the return", []uint32{0x1c, 0x20}, 5},
	} {
		if got := m7Run(t, nil, tt.offsets...).Cycles; got != tt.want {
			t.Errorf("%s: %d cycles, want %d", tt.name, got, tt.want)
		}
	}
}

// m7SumProfiler adds up what a Profiler is told.
type m7SumProfiler struct{ retire, stall uint64 }

func (p *m7SumProfiler) Retire(pc, next uint32, cycles uint64)         { p.retire += cycles }
func (p *m7SumProfiler) Stall(pc uint32, reason string, cycles uint64) { p.stall += cycles }

// TestM7ProfilerSumsToTotal: the loop of conformance case 36_loop_btac
// (22 cycles: 12 of them branch penalties) is attributed in full.
func TestM7ProfilerSumsToTotal(t *testing.T) {
	var p m7SumProfiler
	r := m7Run(t, &p, 0x22, 0x24, 0x26, 0x24, 0x26, 0x24, 0x26, 0x24, 0x26, 0x28)
	if r.Cycles != 22 || p.retire+p.stall != r.Cycles {
		t.Errorf("cycles %d (want 22), profiler retire %d + stall %d", r.Cycles, p.retire, p.stall)
	}
	if r.Stalls["branch-mispredict"] != 12 || p.stall != 12 {
		t.Errorf("mispredict stalls %d, profiler stalls %d; want 12 (three mispredicts of 4)", r.Stalls["branch-mispredict"], p.stall)
	}
}

// TestM7MemFetchIn: timing a fetch by region name gives that region's
// cost (M7-M1, M7-M8): TCM nothing, flash a miss then a hit.
func TestM7MemFetchIn(t *testing.T) {
	b, err := LoadProfile("nucleo-h743zi2")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := b.ResolveParams(map[string]float64{"axi_latency": 4, "flash_wait_states": 4})
	if err != nil {
		t.Fatal(err)
	}
	mem, err := NewMemory(b, ValuesOf(ps))
	if err != nil {
		t.Fatal(err)
	}
	m := mem.(*M7Mem)
	for _, tt := range []struct {
		region string
		off    uint32
		want   uint32
		ok     bool
	}{
		{"itcm", 0x100, 0, true},
		{"flash", 0x100, 4 + 2*5, true}, // miss: axi_latency + 2 x (1 + 4)
		{"flash", 0x104, 0, true},       // same line: hit
		{"axi-sram", 0x40, 4 + 2, true}, // miss: axi_latency + one bus clock
		{"sdram", 0, 0, false},
	} {
		if got, ok := m.FetchIn(tt.region, tt.off, 2); got != tt.want || ok != tt.ok {
			t.Errorf("FetchIn(%s, %#x) = %d, %v; want %d, %v", tt.region, tt.off, got, ok, tt.want, tt.ok)
		}
	}
}
