package cores

import (
	"fmt"
	"strings"
	"testing"

	"boardless/models"
	"boardless/models/memory"
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

func m7Run(t *testing.T, prof models.Profiler, offsets ...uint32) models.Result {
	t.Helper()
	code := newM33Code(m33Base, m7TestCode...)
	c, err := NewCortexM7(models.ZeroWait{}, code, nil)
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
// (issue cycle + 1 + mispredict_penalty 8, MT-E1). No operands are
// reported: the normal-operand figures (MT-E10).
func TestM7DoublePrecision(t *testing.T) {
	for _, tt := range []struct {
		name    string
		offsets []uint32
		want    uint64
	}{
		// M7-L24: VLDR.64 single issue, latency 2; VADD.F64 at c2, bx lr joins: 2+9.
		{"vldr.64 to vadd.f64", []uint32{0x00, 0x04, 0x20}, 11},
		// M7-L18 slot 0 only: c0 adds; c1 vadd.f64 | adds; c2 bx lr: 2+9.
		{"f64 is slot 0 only", []uint32{0x08, 0x0a, 0x0e, 0x20}, 11},
		// MT-E10 VDIV.F64 30 cycles, its result when it ends: c30 vadd.f64 | bx lr: 30+9.
		{"vdiv.f64 latency", []uint32{0x10, 0x14, 0x20}, 39},
		// MT-E10: the FP unit is held, integer code goes on: c0 vfma.f64 | adds; c1 bx lr: 1+9.
		{"vfma.f64 beside integer code", []uint32{0x18, 0x08, 0x20}, 10},
		// MT-E10: VFMA.F64 then VMLA.F64 (chained: 5): the VMLA waits for the unit, 7 cycles: c7 vmla | bx lr: 7+9.
		{"vfma.f64 holds the FP unit 7", []uint32{0x18, 0x1c, 0x20}, 16},
		// The younger of its pair is not behind it: c0 vmla.f64 | bx lr, 0+9.
		{"vmla.f64 pairs with the return", []uint32{0x1c, 0x20}, 9},
		// MT-E10 VADD.F64 2 cycles (different exponents), latency 3: c0 vadd d1; c3 vadd d0, d1 | bx lr: 3+9.
		{"vadd.f64 latency 3", []uint32{0x04, 0x0a, 0x20}, 12},
	} {
		if got := m7Run(t, nil, tt.offsets...).Cycles; got != tt.want {
			t.Errorf("%s: %d cycles, want %d", tt.name, got, tt.want)
		}
	}
}

// TestM7F64Operands: VDIV.F64 by a zero operand takes 2 cycles, by a
// normal one 30 (MT-E10), as the operands arrive for the pending
// instruction (one Exec event per instruction) and after it retired (a
// block's instructions but the last): vdiv.f64 d0, d1, d2; vadd.f64 d3,
// d0, d0; bx lr.
func TestM7F64Operands(t *testing.T) {
	const zero, one = 0, 0x3ff00000
	for _, tt := range []struct {
		name  string
		b     uint32 // the divisor's high word
		block bool
		want  uint64
	}{
		// c0 vdiv (30); c30 vadd | bx lr: 30+9.
		{"normal, pending", one, false, 39},
		// c0 vdiv (2); c2 vadd | bx lr: 2+9.
		{"zero, pending", zero, false, 11},
		// Charged the fewest (2) at the block, nothing owed.
		{"zero, retired", zero, true, 11},
		// Charged 2, then the 28 owed hold the FP unit to c30: vadd c30 | bx lr: 30+9, as exact.
		{"normal, retired", one, true, 39},
	} {
		code := newM33Code(m33Base, m7TestCode...)
		c, err := NewCortexM7(models.ZeroWait{}, code, nil)
		if err != nil {
			t.Fatal(err)
		}
		vdiv := code.base + 0x10
		c.ObserveOperands(m7F64Sites(code.b, code.base))
		if !c.watched[vdiv] {
			t.Fatalf("%s: vdiv.f64 at %#x is not a site", tt.name, vdiv)
		}
		if tt.block {
			c.Events([]trace.Event{trace.MakeBlockEvent(vdiv, 8, true)})
		} else {
			c.Events([]trace.Event{trace.MakeEvent(trace.Exec, vdiv, 4)})
		}
		c.Operands(vdiv, [2]uint32{one, tt.b})
		if !tt.block {
			c.Events([]trace.Event{trace.MakeEvent(trace.Exec, vdiv+4, 4)})
		}
		c.Events([]trace.Event{trace.MakeEvent(trace.Exec, code.base+0x20, 2)})
		c.Finish(0x1ff00001)
		if err := c.Err(); err != nil {
			t.Fatal(err)
		}
		if got := c.Result().Cycles; got != tt.want {
			t.Errorf("%s: %d cycles, want %d", tt.name, got, tt.want)
		}
		c.Close()
	}
}

// TestM7F64Cycles: the MT-E10 table by operand kind.
func TestM7F64Cycles(t *testing.T) {
	const one, quarter, zero, denormal = 0x3ff00000, 0x3fd00000, 0, 1
	for _, tt := range []struct {
		op      m7F64Op
		a, b    uint32
		chained bool
		want    uint8
	}{
		{m7F64Add, one, one, false, 1}, {m7F64Add, one, quarter, false, 2}, {m7F64Add, one, denormal, false, 3},
		{m7F64Add, zero, one, false, 3}, {m7F64Mul, one, quarter, false, 5}, {m7F64Mul, one, zero, false, 4},
		{m7F64Div, one, quarter, false, 30}, {m7F64Div, zero, one, false, 2},
		{m7F64FMA, one, one, false, 7}, {m7F64FMA, one, one, true, 6}, {m7F64FMA, one, zero, false, 6},
		{m7F64FMA, denormal, one, true, 9}, {m7F64MLA, one, one, false, 8}, {m7F64MLA, one, one, true, 5},
	} {
		if got := m7F64Cycles(tt.op, tt.a, tt.b, tt.chained); got != tt.want {
			t.Errorf("op %d (%#x, %#x) chained %v: %d cycles, want %d", tt.op, tt.a, tt.b, tt.chained, got, tt.want)
		}
	}
}

// m7SumProfiler adds up what a Profiler is told, and the no-pair
// reasons per instruction.
type m7SumProfiler struct {
	retire, stall, noPair uint64
	reasons               map[uint32]map[string]uint64
}

func (p *m7SumProfiler) Retire(pc, next uint32, cycles uint64) { p.retire += cycles }
func (p *m7SumProfiler) Stall(pc uint32, reason string, cycles uint64) {
	if !strings.HasPrefix(reason, "no-pair:") {
		p.stall += cycles
		return
	}
	p.noPair += cycles
	if p.reasons == nil {
		p.reasons = map[uint32]map[string]uint64{}
	}
	if p.reasons[pc] == nil {
		p.reasons[pc] = map[string]uint64{}
	}
	p.reasons[pc][reason] += cycles
}

// TestM7ProfilerSumsToTotal: the loop of conformance case 36_loop_btac
// at the default parameters (33 cycles: 24 of them branch penalties) is
// attributed in full: c0 movs | subs (early ALU, MT-E2); c1 bne taken
// cold, +8 (MT-E1); c10 subs, c11 bne predicted (one 16-bit instruction
// before it: no pair with the target, MT-E1); c12 subs, c13 bne; c14
// subs, c15 bne falls through, +8; c24 bx lr, +8. The paired group's
// cycle is the only one Retire carries; the others are no-pair cycles
// on the instruction that issued alone, with the reason.
func TestM7ProfilerSumsToTotal(t *testing.T) {
	var p m7SumProfiler
	r := m7Run(t, &p, 0x22, 0x24, 0x26, 0x24, 0x26, 0x24, 0x26, 0x24, 0x26, 0x28)
	if r.Cycles != 33 || p.retire+p.stall+p.noPair != r.Cycles {
		t.Errorf("cycles %d (want 33), profiler retire %d + stall %d + no-pair %d", r.Cycles, p.retire, p.stall, p.noPair)
	}
	if r.Stalls["branch-mispredict"] != 24 || p.stall != 24 || p.retire != 1 {
		t.Errorf("mispredict stalls %d, profiler stalls %d, paired cycles %d; want 24, 24, 1", r.Stalls["branch-mispredict"], p.stall, p.retire)
	}
	want := map[uint32]map[string]uint64{
		m33Base + 0x24: {"no-pair:dependency": 3}, // subs: the bne after it waits for the flags
		m33Base + 0x26: {"no-pair:branch": 4},     // bne: taken or mispredicted, nothing beside it
		m33Base + 0x28: {"no-pair:branch": 1},     // bx lr
	}
	if fmt.Sprint(p.reasons) != fmt.Sprint(want) {
		t.Errorf("no-pair reasons %v, want %v", p.reasons, want)
	}
}

// TestM7NoPairReasons: per rule, the instruction that issued alone and
// why its group's second slot stayed empty (the profiler's no-pair
// cycles), on pairs written to be refused.
func TestM7NoPairReasons(t *testing.T) {
	for _, tt := range []struct {
		name string
		code []uint16
		want string // the first instruction's reason
	}{
		// lsl.w r1, r2, #1 ; add.w r3, r4, r5, lsl #2 (MT-E3)
		{"shift then shifted", []uint16{0xea4f, 0x0142, 0xeb04, 0x0385}, "no-pair:shift-then-shifted"},
		// mul r1, r2, r3 ; str r4, [r0] (MT-E5)
		{"mac and store", []uint16{0xfb02, 0xf103, 0x6004}, "no-pair:mac-store"},
		// ldr r1, [r0] ; ldr r2, [r0, #8] (MT-E6: both even words)
		{"load bank", []uint16{0x6801, 0x6882}, "no-pair:load-bank"},
		// add.w r1, r2, r3, lsl #1 ; add.w r4, r5, r6, lsl #1 (MT-E3: one shifter)
		{"two shifted", []uint16{0xeb02, 0x0143, 0xeb05, 0x0446}, "no-pair:shifter"},
		// adds r1, #1 ; uxtb r2, r3 (MT-E4: DSP only as the older)
		{"dsp younger", []uint16{0x3101, 0xb2da}, "no-pair:next-slot0-only"},
		// adds r1, #1 ; ldm r0, {r2, r3}
		{"single-issue younger", []uint16{0x3101, 0xc80c}, "no-pair:next-single-issue"},
	} {
		code := newM33Code(m33Base, append(tt.code, 0x4770)...)
		c, err := NewCortexM7(models.ZeroWait{}, code, nil)
		if err != nil {
			t.Fatal(err)
		}
		p := &m7SumProfiler{}
		c.SetProfiler(p)
		var ev []trace.Event
		for off := uint32(0); off < uint32(2*len(tt.code)); {
			size := uint32(2)
			if h := tt.code[off/2]; h>>11 >= 0x1d {
				size = 4
			}
			ev = append(ev, trace.MakeEvent(trace.Exec, code.base+off, size))
			off += size
		}
		ev = append(ev, trace.MakeEvent(trace.Exec, code.base+uint32(2*len(tt.code)), 2))
		c.Events(ev)
		c.Finish(0x1ff00001)
		if err := c.Err(); err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if got := p.reasons[code.base]; got[tt.want] == 0 || len(got) != 1 {
			t.Errorf("%s: the first instruction's no-pair cycles %v, want %s", tt.name, got, tt.want)
		}
		if r := c.Result(); p.retire+p.stall+p.noPair != r.Cycles {
			t.Errorf("%s: profiler %d+%d+%d, run %d cycles", tt.name, p.retire, p.stall, p.noPair, r.Cycles)
		}
		c.Close()
	}
}

// TestM7MemFetchIn: timing a fetch by region name gives that region's
// cost (M7-M1, M7-M8): TCM nothing, flash a miss then a hit.
func TestM7MemFetchIn(t *testing.T) {
	b, err := models.LoadProfile("nucleo-h743zi2")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := b.ResolveParams(map[string]float64{"axi_latency": 4, "flash_wait_states": 4})
	if err != nil {
		t.Fatal(err)
	}
	mem, err := models.NewMemory(b, models.ValuesOf(ps))
	if err != nil {
		t.Fatal(err)
	}
	m := mem.(*memory.M7Mem)
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
	b, err := models.LoadProfile("nucleo-h743zi2")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := b.ResolveParams(nil)
	if err != nil {
		t.Fatal(err)
	}
	type outcome struct {
		r                  models.Result
		pairs, mispredicts uint64
	}
	var got [2]outcome
	for i, whole := range []bool{true, false} {
		mem, err := models.NewMemory(b, models.ValuesOf(ps))
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
		old := models.SetWholeBlocks(false)
		if c.WantsBlocks() {
			t.Error("with SetWholeBlocks(false) WantsBlocks is true")
		}
		models.SetWholeBlocks(old)
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
	b, err := models.LoadProfile("nucleo-h743zi2")
	if err != nil {
		t.Fatal(err)
	}
	for _, icache := range []float64{1, 0} {
		ps, err := b.ResolveParams(map[string]float64{"icache": icache})
		if err != nil {
			t.Fatal(err)
		}
		newMem := func() *memory.M7Mem {
			m, err := models.NewMemory(b, models.ValuesOf(ps))
			if err != nil {
				t.Fatal(err)
			}
			return m.(*memory.M7Mem)
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
			got, ok := runs.FetchRuns(addr, end, memory.LineRuns(addr, sizes, runs.ILineShift()))
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

// m7LoadMulCode is, at m33Base, a loop whose second block starts with a
// multiply of a register the first block's load made:
//
//	00: ldr r1, [r2]      02: adds r3, #1       04: muls r0, r1, r0
//	06: adds r4, #1       08: subs r5, #1       0a: bne 0x00
//	0c: bx lr
var m7LoadMulCode = []uint16{0x6811, 0x3301, 0x4348, 0x3401, 0x3d01, 0xd1f9, 0x4770}

// TestM7SummaryStrictLimits: a block's summary applies only when each
// input is ready by the limit of its present producer. The multiply
// reads r1 at EX1 because a load made it (MT-E5), a cycle earlier than
// if anything else had: the summary's stricter load limit (m7Strict)
// must refuse it, so that Block events give the cycles, stalls and pairs
// of one Exec event per instruction, whose multiply waits for the load.
func TestM7SummaryStrictLimits(t *testing.T) {
	var steps []m7Step
	for range 10 {
		steps = append(steps, m7Step{off: 0, size: 4, reads: []uint32{0x20000000}}, m7Step{off: 4, size: 8})
	}
	steps = append(steps, m7Step{off: 0x0c, size: 2})
	b, err := models.LoadProfile("nucleo-h743zi2")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := b.ResolveParams(nil)
	if err != nil {
		t.Fatal(err)
	}
	var got [2]string
	var loadUse uint64
	for i, whole := range []bool{true, false} {
		mem, err := models.NewMemory(b, models.ValuesOf(ps))
		if err != nil {
			t.Fatal(err)
		}
		code := newM33Code(m33Base, m7LoadMulCode...)
		c, err := NewCortexM7(mem, code, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		m7Feed(c, code, steps, whole)
		if err := c.Err(); err != nil {
			t.Fatal(err)
		}
		r := c.Result()
		got[i] = fmt.Sprintf("%d cycles, %d insns, %d pairs, %d mispredicts, stalls %v", r.Cycles, r.Instructions, c.DualIssued(), c.Mispredicts(), r.Stalls)
		loadUse = r.Stalls["load-use"]
	}
	if got[0] != got[1] {
		t.Errorf("blocks:       %s\ninstructions: %s", got[0], got[1])
	}
	if loadUse == 0 {
		t.Errorf("the multiply never waited for the load: %s", got[1])
	}
}
