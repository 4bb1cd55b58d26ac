package cores

import (
	"boardless/models"
	"boardless/trace"
	"errors"
	"fmt"
	"testing"
)

// The Cortex-M33 model on its own: synthetic event streams (trace.MakeEvent)
// over code held in a byte slice, no emulator.

// m33Code is a CodeReader over Thumb halfwords at a base address.
type m33Code struct {
	base uint32
	b    []byte
}

func newM33Code(base uint32, halfwords ...uint16) *m33Code {
	c := &m33Code{base: base}
	for _, h := range halfwords {
		c.b = append(c.b, byte(h), byte(h>>8))
	}
	return c
}

func (c *m33Code) ReadMem(addr uint32, n int) ([]byte, error) {
	if addr < c.base || uint64(addr-c.base)+uint64(n) > uint64(len(c.b)) {
		return nil, fmt.Errorf("0x%08x+%d outside the code", addr, n)
	}
	return c.b[addr-c.base : addr-c.base+uint32(n)], nil
}

const m33Base = 0x08000000

// m33Run feeds exec events at the given offsets (size from the code) and
// finishes at the harness's return address.
func m33Run(t testing.TB, c *ARMv8M, code *m33Code, offsets ...uint32) models.Result {
	t.Helper()
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

func newM33(t testing.TB, code *m33Code, params models.Values) *ARMv8M {
	t.Helper()
	c, err := NewARMv8M(models.ZeroWait{}, code, params)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

// loopCode is
//
//	0: movs r1, #3
//	2: subs r1, #1
//	4: add r2, r3      (16-bit, no flags)
//	6: bne 2
//	8: bx lr
var loopCode = []uint16{0x2103, 0x3901, 0x441a, 0xd1fc, 0x4770}

func TestM33Loop(t *testing.T) {
	code := newM33Code(m33Base, loopCode...)
	c := newM33(t, code, nil)
	r := m33Run(t, c, code, 0, 2, 4, 6, 2, 4, 6, 2, 4, 6, 8)
	// movs 1; two taken iterations of subs 1 + add 1 + bne paired 1;
	// the last: subs 1 + add 1 + bne not taken 0; bx 2.
	if want := uint64(1 + 3 + 3 + 2 + 2); r.Cycles != want {
		t.Errorf("cycles %d, want %d", r.Cycles, want)
	}
	if r.Instructions != 11 {
		t.Errorf("instructions %d, want 11", r.Instructions)
	}
	if r.Stalls["branch-taken"] != 1 { // bx lr: 2 = 1 + 1 refill
		t.Errorf("branch-taken stalls %d, want 1", r.Stalls["branch-taken"])
	}
	// Reset keeps the decoded code and gives the same result again.
	c.Reset(models.ZeroWait{})
	if r2 := m33Run(t, c, code, 0, 2, 4, 6, 2, 4, 6, 2, 4, 6, 8); r2.Cycles != r.Cycles {
		t.Errorf("after Reset: %d cycles, want %d", r2.Cycles, r.Cycles)
	}
}

// itCode is M1's IT example with the condition failing:
//
//	0: cmp r0, r0
//	2: mov r10, r10
//	4: it ne
//	6: addsne.w r1, r2, #0x1fc0
//	a: bx lr
var itCode = []uint16{0x4280, 0x46d2, 0xbf18, 0xf512, 0x51fe, 0x4770}

func TestM33PredicatedInStream(t *testing.T) {
	// A stream that reports every IT-block instruction (emu's block
	// expansion) does not say whether the condition passed: the
	// instruction is timed as executed (2 cycles: shifted constant with
	// flags).
	code := newM33Code(m33Base, itCode...)
	r := m33Run(t, newM33(t, code, nil), code, 0, 2, 4, 6, 0xa)
	if want := uint64(1 + 1 + 0 + 2 + 2); r.Cycles != want {
		t.Errorf("cycles %d, want %d", r.Cycles, want)
	}
}

func TestM33ITBlockDecodedWithCondition(t *testing.T) {
	// 0: cmp r0, r0; 2: itt eq; 4: addeq r2, #1; 6: addeq r3, #1; 8: bx lr.
	// In the block the 16-bit adds do not set flags, so the bne-style
	// pairing rule is not involved, and each takes 1.
	code := newM33Code(m33Base, 0x4280, 0xbf04, 0x3201, 0x3301, 0x4770)
	c := newM33(t, code, nil)
	r := m33Run(t, c, code, 0, 2, 4, 6, 8)
	if want := uint64(1 + 0 + 1 + 1 + 2); r.Cycles != want {
		t.Errorf("cycles %d, want %d", r.Cycles, want)
	}
	if in := c.cache.get(m33Base + 4); in.wMain&m33Flags != 0 {
		t.Error("addeq inside the IT block decoded as setting flags")
	}
}

// MT-B5: in an IT block a 16-bit data-processing instruction other than
// CMP/CMN/TST sets no flags, so a taken 16-bit B<cc> after it pairs at 1
// (MT-B4) and a 16-bit MUL is a MAC, not the 2-cycle MULS.N (MT-B3).
func TestM33ITBlockSetsNoFlags(t *testing.T) {
	for _, tc := range []struct {
		name    string
		code    []uint16
		offsets []uint32
		want    uint64
		class   m33Class // of the instruction at offset 4 (m33Invalid: not checked)
	}{
		// 0: cmp r0, r1; 2: it ne; 4: eorne r2, r3; 6: bne 0 (taken once); 8: bx lr.
		{"eorne then taken bne", []uint16{0x4288, 0xbf18, 0x405a, 0xd1fb, 0x4770},
			[]uint32{0, 2, 4, 6, 0, 2, 4, 6, 8}, (1 + 0 + 1 + 1) + (1 + 0 + 1 + 0) + 2, m33ALU},
		// The same without the IT: 0: cmp; 2: eors r2, r3; 4: bne 0; 6: bx lr.
		// eors sets flags, so the taken bne is 2.
		{"eors then taken bne", []uint16{0x4288, 0x405a, 0xd1fc, 0x4770},
			[]uint32{0, 2, 4, 0, 2, 4, 6}, (1 + 1 + 2) + (1 + 1 + 0) + 2, m33Invalid},
		// 0: cmp r0, r1; 2: it ne; 4: mulne r1, r2; 6: bx lr.
		{"mulne", []uint16{0x4288, 0xbf18, 0x4351, 0x4770}, []uint32{0, 2, 4, 6}, 1 + 0 + 1 + 2, m33MAC},
		// 0: cmp r0, r1; 2: nop; 4: muls r1, r2; 6: bx lr.
		{"muls", []uint16{0x4288, 0xbf00, 0x4351, 0x4770}, []uint32{0, 2, 4, 6}, 1 + 0 + 2 + 2, m33MulsN},
	} {
		code := newM33Code(m33Base, tc.code...)
		c := newM33(t, code, nil)
		r := m33Run(t, c, code, tc.offsets...)
		if r.Cycles != tc.want {
			t.Errorf("%s: %d cycles, want %d", tc.name, r.Cycles, tc.want)
		}
		if in := c.cache.get(m33Base + 4); tc.class != m33Invalid && in.class != tc.class {
			t.Errorf("%s: class %s, want %s", tc.name, m33Table[in.class].name, m33Table[tc.class].name)
		}
	}
}

// kindProfiler sums what a model reports, in all and by stall kind.
type kindProfiler struct {
	total  uint64
	stalls map[string]uint64
	order  []string // "R" for Retire, the kind for Stall, in call order
}

func (p *kindProfiler) Retire(pc, next uint32, cycles uint64) {
	p.total += cycles
	p.order = append(p.order, "R")
}

func (p *kindProfiler) Stall(pc uint32, reason string, cycles uint64) {
	p.total += cycles
	p.stalls[reason] += cycles
	p.order = append(p.order, reason)
}

// Each stall kind, from the smallest code that shows it; the profiler's
// calls sum to the total and agree with the Result's Stalls.
func TestM33StallKinds(t *testing.T) {
	for _, tc := range []struct {
		name   string
		code   []uint16
		mem    models.Memory
		cycles uint64
		stalls map[string]uint64
	}{
		{"ldr; adds r2, r1, #1", []uint16{0x6801, 0x1c4a, 0x4770}, nil, 1 + 2 + 2,
			map[string]uint64{"load-use": 1, "branch-taken": 1}},
		{"mul.w; adds", []uint16{0xfb02, 0xf103, 0x1c4a, 0x4770}, nil, 1 + 2 + 2,
			map[string]uint64{"mac-latency": 1, "branch-taken": 1}},
		{"add.w lsl; adds", []uint16{0xeb02, 0x0183, 0x1c4a, 0x4770}, nil, 1 + 2 + 2,
			map[string]uint64{"alu-latency": 1, "branch-taken": 1}},
		{"pkhbt; adds (MT-B1)", []uint16{0xeac2, 0x0103, 0x1c4a, 0x4770}, nil, 1 + 2 + 2,
			map[string]uint64{"simd-latency": 1, "branch-taken": 1}},
		{"udiv", []uint16{0xfbb1, 0xf0f2, 0x4770}, nil, 7 + 2,
			map[string]uint64{"div": 6, "branch-taken": 1}},
		{"muls (MT-B3)", []uint16{0x4351, 0x4770}, nil, 2 + 2,
			map[string]uint64{"flag-setting": 1, "branch-taken": 1}},
		{"pop {r4, pc} (MT-B6)", []uint16{0xbd10}, nil, 2 + 3,
			map[string]uint64{"branch-taken": 3}},
		{"vfma; vadd (FP shadow)", []uint16{0xeea0, 0x0a81, 0xee72, 0x1a22, 0x4770}, nil, 1 + 3 + 2,
			map[string]uint64{"fp-latency": 2, "branch-taken": 1}},
		{"ldr with memory stalls", []uint16{0x6801, 0x4770}, &countingMem{}, 1 + 2 + 2 + 2,
			map[string]uint64{"fetch": 2, "data": 2, "branch-taken": 1}},
	} {
		code := newM33Code(m33Base, tc.code...)
		mem := tc.mem
		if mem == nil {
			mem = models.ZeroWait{}
		}
		c, err := NewARMv8M(mem, code, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		p := &kindProfiler{stalls: map[string]uint64{}}
		c.SetProfiler(p)
		var ev []trace.Event
		for off := uint32(0); off < uint32(len(code.b)); {
			size := uint32(2)
			if h := uint16(code.b[off]) | uint16(code.b[off+1])<<8; h>>11 >= 0x1d {
				size = 4
			}
			ev = append(ev, trace.MakeEvent(trace.Exec, m33Base+off, size))
			if off == 0 && tc.mem != nil {
				ev = append(ev, trace.MakeEvent(trace.Read, 0x08001000, 4))
			}
			off += size
		}
		c.Events(ev)
		c.Finish(0x1ff00001)
		if err := c.Err(); err != nil {
			t.Fatal(err)
		}
		r := c.Result()
		if r.Cycles != tc.cycles || p.total != r.Cycles {
			t.Errorf("%s: %d cycles, profiler %d, want %d", tc.name, r.Cycles, p.total, tc.cycles)
		}
		if fmt.Sprint(r.Stalls) != fmt.Sprint(tc.stalls) || fmt.Sprint(p.stalls) != fmt.Sprint(tc.stalls) {
			t.Errorf("%s: stalls %v, profiler %v, want %v", tc.name, r.Stalls, p.stalls, tc.stalls)
		}
		counts := c.StallCounts(nil)
		for i, n := range c.StallNames() {
			if counts[i] != tc.stalls[n] {
				t.Errorf("%s: StallCounts %s = %d, want %d", tc.name, n, counts[i], tc.stalls[n])
			}
		}
		if last := p.order[len(p.order)-1]; last != "R" {
			t.Errorf("%s: the last call is Stall(%s), want Retire (stalls come before their Retire)", tc.name, last)
		}
	}
}

func TestM33Unsupported(t *testing.T) {
	for _, tc := range []struct {
		name string
		code []uint16
		size uint32
	}{
		{"A32 add r0, r1, r2 (ARM state)", []uint16{0x0002, 0xe081}, 4},
		{"vadd.f64 (double precision)", []uint16{0xee31, 0x0b02}, 4},
		{"ldrexd (not in ARMv8-M)", []uint16{0xe8d2, 0x017f}, 4},
	} {
		code := newM33Code(m33Base, tc.code...)
		c := newM33(t, code, nil)
		c.Events([]trace.Event{trace.MakeEvent(trace.Exec, m33Base, tc.size)})
		c.Finish(0x1ff00001)
		var ue *models.UnsupportedError
		if !errors.As(c.Err(), &ue) {
			t.Errorf("%s: error %v, want an UnsupportedError", tc.name, c.Err())
			continue
		}
		t.Logf("%s: %v", tc.name, ue)
	}
}

func TestM33Params(t *testing.T) {
	// 0: udiv r0, r1, r2; 4: bx lr
	code := newM33Code(m33Base, 0xfbb1, 0xf0f2, 0x4770)
	for _, tc := range []struct {
		params models.Values
		want   uint64
	}{
		{nil, 7 + 2},
		{models.Values{"div_cycles": 3}, 3 + 2},
		{models.Values{"div_cycles": 12, "flash_unrelated": 99}, 12 + 2},
	} {
		r := m33Run(t, newM33(t, code, tc.params), code, 0, 4)
		if r.Cycles != tc.want {
			t.Errorf("%v: %d cycles, want %d", tc.params, r.Cycles, tc.want)
		}
	}
	for _, bad := range []float64{1, 13, 2.5} {
		if _, err := NewARMv8M(models.ZeroWait{}, code, models.Values{"div_cycles": bad}); err == nil {
			t.Errorf("div_cycles %v accepted", bad)
		}
	}
	for _, p := range m33Params {
		if p.Name == "" || p.Unit == "" || p.Source == "" || p.Check(p.Default) != nil {
			t.Errorf("param %+v incomplete or out of its bounds", p)
		}
	}
	for k, row := range m33Table {
		if k != int(m33Invalid) && (row.name == "" || row.source == "") {
			t.Errorf("class %d has no name or source", k)
		}
	}
}

// countingMem charges 1 cycle per fetch and 2 per data read.
type countingMem struct{ fetches, data int }

func (m *countingMem) Name() string { return "counting" }
func (m *countingMem) Fetch(addr, size uint32) uint32 {
	m.fetches++
	return 1
}
func (m *countingMem) Data(addr, size uint32, write bool) uint32 {
	m.data++
	return 2
}
func (m *countingMem) Stats() models.MemoryStats {
	return models.MemoryStats{"fetches": uint64(m.fetches)}
}
func (m *countingMem) DataRanges() [][2]uint32 { return nil }

func TestM33Memory(t *testing.T) {
	// 0: ldr r1, [r0]; 2: bx lr, with one data read event.
	code := newM33Code(m33Base, 0x6801, 0x4770)
	mem := &countingMem{}
	c, err := NewARMv8M(mem, code, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.Events([]trace.Event{
		trace.MakeEvent(trace.Exec, m33Base, 2),
		trace.MakeEvent(trace.Read, 0x20000000, 4),
		trace.MakeEvent(trace.Exec, m33Base+2, 2),
	})
	c.Finish(0x1ff00001)
	r := c.Result()
	if mem.fetches != 2 || mem.data != 1 {
		t.Errorf("fetches %d, data %d: want 2, 1", mem.fetches, mem.data)
	}
	if want := uint64(3 + 2 + 2); r.Cycles != want { // core 1 + 2, fetch 2*1, data 2
		t.Errorf("cycles %d, want %d", r.Cycles, want)
	}
}

// BenchmarkM33Events measures the model's cost per instruction on a
// loop of typical integer code: ldm/stm, ALU, MAC, load-use, branch.
//
//	 0: ldmia r1!, {r4-r7}
//	 2: stmia r2!, {r4-r7}
//	 4: ldr r5, [r1, #4]
//	 6: adds r5, #1
//	 8: mla r4, r5, r6, r4
//	 c: add.w r7, r4, r5, lsl #2
//	10: nop
//	12: subs r3, #1
//	14: bne 0
func BenchmarkM33Events(b *testing.B) {
	code := newM33Code(m33Base, 0xc9f0, 0xc2f0, 0x684d, 0x3501, 0xfb05, 0x4406, 0xeb04, 0x0785, 0xbf00, 0x3b01, 0xd1f4)
	offs := []uint32{0, 2, 4, 6, 8, 0xc, 0x10, 0x12, 0x14}
	var batch []trace.Event
	for len(batch) < 16384-len(offs) {
		for _, off := range offs {
			size := uint32(2)
			if off == 8 || off == 0xc {
				size = 4
			}
			batch = append(batch, trace.MakeEvent(trace.Exec, m33Base+off, size))
		}
	}
	c := newM33(b, code, nil)
	c.Events(batch) // decode once
	if c.Err() != nil {
		b.Fatal(c.Err())
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c.Events(batch)
	}
	b.StopTimer()
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(batch)), "ns/insn")
}
