package models

import (
	"fmt"
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

// m7LoopCode is, at m33Base, a loop whose second block starts inside an
// IT block:
//
//	00: ldr r0, [r1]      02: ldr r3, [r0]      04: adds r2, r0, #1
//	06: cmp r2, #0        08: it eq             0a: addeq r1, #4
//	0c: subs r4, #1       0e: bne 0x00          10: bx lr
var m7LoopCode = []uint16{0x6808, 0x6803, 0x1c42, 0x2a00, 0xbf08, 0x3104, 0x3c01, 0xd1f7, 0x4770}

// m7Step is one piece of a run: a block (its offset and size, then its
// data reads) or an exception entered (returning to ret) or returned
// from.
type m7Step struct {
	off, size uint32
	reads     []uint32
	enter     bool
	leave     bool
	ret       uint32
}

// m7Feed runs steps on c, as Block events (whole) or one Exec event per
// instruction, each block's data events after its code events.
func m7Feed(c *CortexM7, code *m33Code, steps []m7Step, whole bool) {
	for _, s := range steps {
		switch {
		case s.enter:
			c.EnterException(code.base+s.ret|1, code.base+0x10|1, 12)
			continue
		case s.leave:
			c.ReturnException(code.base+s.ret|1, 12)
			continue
		}
		var ev []trace.Event
		if whole {
			ev = append(ev, trace.MakeBlockEvent(code.base+s.off, s.size, true))
		} else {
			for off := s.off; off < s.off+s.size; off += 2 {
				ev = append(ev, trace.MakeEvent(trace.Exec, code.base+off, 2))
			}
		}
		for _, a := range s.reads {
			ev = append(ev, trace.MakeEvent(trace.Read, a, 4))
		}
		c.Events(ev)
	}
	c.Finish(0x1ff00001)
}

// TestM7BlocksEqualInstructions: Block events give exactly the cycles,
// instructions, stalls, dual issue, mispredicts and memory counts of one
// Exec event per instruction, on the H743's memory (I-cache fetches,
// D-cache reads), over a loop cut into blocks in three ways (a summary
// entered with the group before open and closed, one that does not apply
// from the block's first instruction, a block entered inside an IT
// block), with an exception taken and returned from in the middle; and the model asks for blocks only with no profiler and
// whole blocks on.
func TestM7BlocksEqualInstructions(t *testing.T) {
	// The loop's 16 bytes cut three ways: at the IT instruction (the
	// second block entered with the compare's group open), after the
	// first load (the second block's first instruction waits for it: no
	// summary from its start), and inside the IT block.
	var steps []m7Step
	for i := range 9 {
		cut := []uint32{8, 2, 10}[i%3]
		steps = append(steps,
			m7Step{off: 0, size: cut, reads: []uint32{0x24000000, 0x24000100 + 32*uint32(i)}},
			m7Step{off: cut, size: 16 - cut})
		if i == 4 {
			steps = append(steps, m7Step{enter: true, ret: 0}, m7Step{off: 0x10, size: 2}, m7Step{leave: true, ret: 0})
		}
	}
	steps = append(steps, m7Step{off: 0x10, size: 2})
	b, err := LoadProfile("nucleo-h743zi2")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := b.ResolveParams(nil)
	if err != nil {
		t.Fatal(err)
	}
	type outcome struct {
		r                  Result
		pairs, mispredicts uint64
	}
	var got [2]outcome
	for i, whole := range []bool{true, false} {
		mem, err := NewMemory(b, ValuesOf(ps))
		if err != nil {
			t.Fatal(err)
		}
		code := newM33Code(m33Base, m7LoopCode...)
		c, err := NewCortexM7(mem, code, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		if !c.WantsBlocks() {
			t.Fatal("no profiler, whole blocks on: WantsBlocks is false")
		}
		m7Feed(c, code, steps, whole)
		if err := c.Err(); err != nil {
			t.Fatal(err)
		}
		got[i] = outcome{c.Result(), c.DualIssued(), c.Mispredicts()}
		c.SetProfiler(&m7SumProfiler{})
		if c.WantsBlocks() {
			t.Error("with a profiler WantsBlocks is true")
		}
		c.SetProfiler(nil)
		old := SetWholeBlocks(false)
		if c.WantsBlocks() {
			t.Error("with SetWholeBlocks(false) WantsBlocks is true")
		}
		SetWholeBlocks(old)
	}
	a, e := got[0], got[1]
	if fmt.Sprint(a) != fmt.Sprint(e) {
		t.Errorf("blocks:       %+v\ninstructions: %+v", a, e)
	}
	if a.r.Instructions != 9*8+2 || a.pairs == 0 || a.r.Stalls["load-use"] == 0 || a.r.Memory["icache_misses"] == 0 {
		t.Errorf("the run does not exercise what it should: %+v", a)
	}
}

// TestM7FetchRunsEqualsFetch: FetchRuns over a block's LineRuns gives the
// stall, the counters and the I-cache state (its later hits and misses)
// of one Fetch per instruction, for random blocks of 16- and 32-bit
// instructions in flash and AXI SRAM, on the H743 with its I-cache, and
// declines (changing nothing) where it does not apply: ITCM, and the
// I-cache off.
func TestM7FetchRunsEqualsFetch(t *testing.T) {
	b, err := LoadProfile("nucleo-h743zi2")
	if err != nil {
		t.Fatal(err)
	}
	for _, icache := range []float64{1, 0} {
		ps, err := b.ResolveParams(map[string]float64{"icache": icache})
		if err != nil {
			t.Fatal(err)
		}
		newMem := func() *M7Mem {
			m, err := NewMemory(b, ValuesOf(ps))
			if err != nil {
				t.Fatal(err)
			}
			return m.(*M7Mem)
		}
		each, runs := newMem(), newMem()
		rng := uint32(5)
		next := func(n uint32) uint32 { rng = rng*1664525 + 1013904223; return (rng >> 8) % n }
		bases := []uint32{0x08000000, 0x24000000, 0x00000000} // flash, AXI SRAM, ITCM
		declined := 0
		for i := 0; i < 30000; i++ {
			addr := bases[next(3)] + 2*next(16384)
			sizes := make([]uint8, 1+next(12))
			end := addr
			for k := range sizes {
				sizes[k] = uint8(2 + 2*next(2))
				end += uint32(sizes[k])
			}
			var want uint32
			for a, k := addr, 0; k < len(sizes); k++ {
				want += each.Fetch(a, uint32(sizes[k]))
				a += uint32(sizes[k])
			}
			got, ok := runs.FetchRuns(addr, end, LineRuns(addr, sizes, runs.ILineShift()))
			if !ok {
				declined++
				got = 0
				for a, k := addr, 0; k < len(sizes); k++ {
					got += runs.Fetch(a, uint32(sizes[k]))
					a += uint32(sizes[k])
				}
			}
			if got != want {
				t.Fatalf("icache %v, block %#x..%#x: FetchRuns %d (ok %v), Fetch each %d", icache, addr, end, got, ok, want)
			}
		}
		if a, b := fmt.Sprint(each.Stats()), fmt.Sprint(runs.Stats()); a != b {
			t.Errorf("icache %v: Fetch each %s\nFetchRuns %s", icache, a, b)
		}
		if icache == 0 && declined != 30000 || icache == 1 && (declined == 0 || declined == 30000) {
			t.Errorf("icache %v: FetchRuns declined %d of 30000 blocks", icache, declined)
		}
	}
}
