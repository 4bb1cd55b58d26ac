package models

import (
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
func m33Run(t testing.TB, c *ARMv8M, code *m33Code, offsets ...uint32) Result {
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

func newM33(t testing.TB, code *m33Code, params Values) *ARMv8M {
	t.Helper()
	c, err := NewARMv8M(ZeroWait{}, code, params)
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
	c.Reset(ZeroWait{})
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
		var ue *UnsupportedError
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
		params Values
		want   uint64
	}{
		{nil, 7 + 2},
		{Values{"div_cycles": 3}, 3 + 2},
		{Values{"div_cycles": 12, "flash_unrelated": 99}, 12 + 2},
	} {
		r := m33Run(t, newM33(t, code, tc.params), code, 0, 4)
		if r.Cycles != tc.want {
			t.Errorf("%v: %d cycles, want %d", tc.params, r.Cycles, tc.want)
		}
	}
	for _, bad := range []float64{1, 13, 2.5} {
		if _, err := NewARMv8M(ZeroWait{}, code, Values{"div_cycles": bad}); err == nil {
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
func (m *countingMem) Stats() MemoryStats      { return MemoryStats{"fetches": uint64(m.fetches)} }
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
