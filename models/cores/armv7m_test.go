package cores

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"boardless/models"
	"boardless/trace"
)

// The ARMv7-M model on its own: synthetic streams over code in a byte
// slice (m33Code from armv8m_test.go), no emulator.

var (
	v7mM3  = v7mCore{"cortex-m3", false}
	v7mM4F = v7mCore{"cortex-m4f", true}
)

func v7mRun(t *testing.T, core v7mCore, params models.Values, code *m33Code, offsets ...uint32) (models.Result, error) {
	t.Helper()
	c, err := NewARMv7M(core, models.ZeroWait{}, code, params)
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
			var ue *models.UnsupportedError
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
	if _, err := NewARMv7M(v7mM3, models.ZeroWait{}, code, models.Values{"div_cycles": 13}); err == nil || !strings.Contains(err.Error(), "div_cycles") {
		t.Errorf("div_cycles 13: err %v, want a bounds error naming it", err)
	}
	for _, d := range []float64{2, 7, 12} {
		r, err := v7mRun(t, v7mM4F, models.Values{"div_cycles": d}, code, 0, 4)
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
	c, err := NewARMv7M(v7mM3, models.ZeroWait{}, newM33Code(m33Base, 0x4770), nil)
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
	want := []models.OperandSite{{PC: m33Base + 2, Regs: [2]uint8{1, 2}}, {PC: m33Base + 6, Regs: [2]uint8{14, 12}}}
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
		c, err := NewARMv7M(v7mM4F, models.ZeroWait{}, code, nil)
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

// v7mBlocksCode is a loop with a load-use chain, a writeback store whose
// base the instruction before computes, a
// load after a store, a division, an IT block, a literal load,
// multiplies, PUSH/POP, then (M4F) VDIV and FP accesses, a division that
// ends its block, a return and an exception handler. Offsets:
//
//	00 ldr r1, [r0, #4]     02 ldr r2, [r1]          04 adds r0, r0, r2
//	06 str.w r3, [r0, #8]!  0a ldr r4, [r0, #4]      0c udiv r5, r3, r4
//	10 cmp r5, #0           12 ite eq                14 moveq r6, #1
//	16 movne r6, #2         18 ldr r7, [pc, #44]     1a mla sl, r1, r2, r3
//	1e umull fp, ip, r1, r2 22 push {r4, r5}         24 pop {r4, r5}
//	26 subs.w r9, r9, #1    2a bne 00
//	2c vdiv.f32 s0, s1, s2  30 vadd.f32 s3, s4, s5   34 vldr s6, [r0]
//	38 vstr s6, [r0, #4]    3c udiv r8, r3, r4       40 bx lr
//	42 nop (handler)        44 bx lr                 48 .word (literal)
var v7mBlocksCode = []uint16{
	0x6841, 0x680a, 0x1880, 0xf840, 0x3f08, 0x6844, 0xfbb3, 0xf5f4, 0x2d00, 0xbf0c, 0x2601,
	0x2602, 0x4f0b, 0xfb01, 0x3a02, 0xfba1, 0xbc02, 0xb430, 0xbc30, 0xf1b9, 0x0901, 0xd1e9,
	0xee80, 0x0a81, 0xee72, 0x1a22, 0xed90, 0x3a00, 0xed80, 0x3a01,
	0xfbb3, 0xf8f4, 0x4770,
	0xbf00, 0x4770, 0xbf00,
	0x5678, 0x1234,
}

// v7mStep is one thing the runner does: hand over a block (as its Exec
// events or as one Block event) with its data events, report a
// division's operands, or take or return from an exception.
type v7mStep struct {
	kind       byte // 'b' block, 'o' operands, 'e' enter, 'r' return
	off, size  uint32
	data       []trace.Event
	vals       [2]uint32
	ret, other uint32
}

// v7mBlocksStream runs the loop n times, the IT block split across two
// blocks with an exception taken between them on the second pass, a
// block's first instruction waiting for the one that ends the block
// before (address unit on the third pass, FPU at the end), the same
// block entered after an ALU instruction and after a load, and
// the divisions' operands reported as the runner does: after the events
// of the block the division is in (mid-block: it has retired; last: it
// is pending).
func v7mBlocksStream(n int, m4 bool) []v7mStep {
	b := uint32(m33Base)
	lit := trace.MakeEvent(trace.Read, b+0x48, 4)
	var out []v7mStep
	for i := range n {
		switch i {
		case 2: // the str's base from the adds that ends the block before
			out = append(out, v7mStep{kind: 'b', off: 0x00, size: 0x06}, v7mStep{kind: 'b', off: 0x06, size: 0x06},
				v7mStep{kind: 'b', off: 0x0c, size: 0x0a})
		case 3: // the same block entered after a load (skipping the adds, as a branch would): the str pipelines
			out = append(out, v7mStep{kind: 'b', off: 0x00, size: 0x04}, v7mStep{kind: 'b', off: 0x06, size: 0x06},
				v7mStep{kind: 'b', off: 0x0c, size: 0x0a})
		default:
			out = append(out, v7mStep{kind: 'b', off: 0x00, size: 0x16})
		}
		out = append(out, v7mStep{kind: 'o', off: 0x0c, vals: [2]uint32{uint32(1000 * (i + 1)), uint32(3 + i)}})
		if i == 1 {
			out = append(out,
				v7mStep{kind: 'e', ret: b + 0x16, other: b + 0x42},
				v7mStep{kind: 'b', off: 0x42, size: 4},
				v7mStep{kind: 'r', ret: b + 0x16})
		}
		out = append(out, v7mStep{kind: 'b', off: 0x16, size: 0x16, data: []trace.Event{lit}})
	}
	if m4 {
		// The vadd waits for the vdiv that ends the block before.
		out = append(out, v7mStep{kind: 'b', off: 0x2c, size: 4}, v7mStep{kind: 'b', off: 0x30, size: 0x10, data: []trace.Event{
			trace.MakeEvent(trace.Read, b+0x200, 4), trace.MakeEvent(trace.Write, b+0x204, 4)}})
	} else {
		out = append(out, v7mStep{kind: 'b', off: 0x3c, size: 4})
	}
	return append(out,
		v7mStep{kind: 'o', off: 0x3c, vals: [2]uint32{0xffffffff, 7}},
		v7mStep{kind: 'b', off: 0x40, size: 2})
}

// v7mFeed runs the steps on c, each block as its Exec events (blocks
// false, as the runner expands it) or as one Block event.
func v7mFeed(c *ARMv7M, code *m33Code, steps []v7mStep, blocks bool) models.Result {
	for _, s := range steps {
		switch s.kind {
		case 'b':
			addr := code.base + s.off
			var ev []trace.Event
			if blocks {
				ev = append(ev, trace.MakeBlockEvent(addr, s.size, true))
			} else {
				for pc, end := addr, addr+s.size; pc < end; {
					n := thumbSplit(code, pc, end)
					ev = append(ev, trace.MakeEvent(trace.Exec, pc, n)|trace.ThumbBit)
					pc += n
				}
			}
			c.Events(append(ev, s.data...))
		case 'o':
			c.Operands(code.base+s.off, s.vals)
		case 'e':
			c.EnterException(s.ret|1, s.other|1, 12)
		case 'r':
			c.ReturnException(s.ret|1, 10)
		}
	}
	c.Finish(0x1ff00001)
	return c.Result()
}

// TestV7MBlocksEqualInstructions: timing whole blocks gives exactly the
// cycles, instructions, stalls and memory counts of timing each
// instruction from its Exec event, on both cores, at zero wait states
// and on the boards' flash models (the F103's prefetcher, the F401's
// ART accelerator, the stm32-flash model's block fetch), with division
// operands reported mid-block and at a block's end, an IT block split by
// an exception, and the blocks cached (the second run of each model).
func TestV7MBlocksEqualInstructions(t *testing.T) {
	code := newM33Code(m33Base, v7mBlocksCode...)
	code.b = append(code.b, make([]byte, 0x400)...) // data in flash for the FP accesses
	boardMem := func(board string) func() models.Memory {
		return func() models.Memory {
			bd, err := models.LoadProfile(board)
			if err != nil {
				t.Fatal(err)
			}
			ps, err := bd.ResolveParams(nil)
			if err != nil {
				t.Fatal(err)
			}
			m, err := models.NewMemory(bd, models.ValuesOf(ps))
			if err != nil {
				t.Fatal(err)
			}
			return m
		}
	}
	for _, tt := range []struct {
		core v7mCore
		mem  string
		new  func() models.Memory
	}{
		{v7mM3, "zero-wait", func() models.Memory { return models.ZeroWait{} }},
		{v7mM3, "nucleo-f103rb", boardMem("nucleo-f103rb")},
		{v7mM4F, "zero-wait", func() models.Memory { return models.ZeroWait{} }},
		{v7mM4F, "nucleo-f401re", boardMem("nucleo-f401re")},
		{v7mM4F, "stm32-flash 2 WS", func() models.Memory { return g0Flash(t, m33Base, 2, true, true) }},
	} {
		steps := v7mBlocksStream(4, tt.core.m4)
		var got [2][]models.Result
		for k, blocks := range []bool{false, true} {
			c, err := NewARMv7M(tt.core, tt.new(), code, nil)
			if err != nil {
				t.Fatal(err)
			}
			c.ObserveOperands(v7mDivSites(code.b, m33Base))
			for range 2 { // cold, then with the blocks cached
				c.Reset(tt.new())
				r := v7mFeed(c, code, steps, blocks)
				if err := c.Err(); err != nil {
					t.Fatalf("%s on %s: %v", tt.core.name, tt.mem, err)
				}
				got[k] = append(got[k], r)
			}
			c.Close()
		}
		for round := range 2 {
			a, b := got[0][round], got[1][round]
			if a.Cycles != b.Cycles || a.Instructions != b.Instructions || fmt.Sprint(a.Stalls) != fmt.Sprint(b.Stalls) || fmt.Sprint(a.Memory) != fmt.Sprint(b.Memory) {
				t.Errorf("%s on %s round %d:\nper instruction %+v\nper block       %+v", tt.core.name, tt.mem, round, a, b)
			}
		}
		want := []string{models.StallDiv, models.StallBranchTaken, models.StallAddressOperand, models.StallStoreLoad, models.StallException}
		if tt.core.m4 {
			want = append(want, models.StallFPLatency)
		} else {
			want = append(want, models.StallMultiply)
		}
		if tt.mem != "zero-wait" {
			want = append(want, models.StallFetch)
		}
		for _, k := range want {
			if got[0][0].Stalls[k] == 0 {
				t.Errorf("%s on %s: no %s stall; the stream does not exercise what it is for: %v", tt.core.name, tt.mem, k, got[0][0].Stalls)
			}
		}
	}
}

// TestV7MWantsBlocks: whole blocks only without a profiler and with
// whole-block timing on, so that a profile attributes every instruction.
func TestV7MWantsBlocks(t *testing.T) {
	c, err := NewARMv7M(v7mM4F, models.ZeroWait{}, newM33Code(m33Base, 0x4770), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if !c.WantsBlocks() {
		t.Error("no profiler: WantsBlocks false")
	}
	c.SetProfiler(&excProfiler{})
	if c.WantsBlocks() {
		t.Error("with a profiler: WantsBlocks true")
	}
	c.SetProfiler(nil)
	defer models.SetWholeBlocks(models.SetWholeBlocks(false))
	if c.WantsBlocks() {
		t.Error("SetWholeBlocks(false): WantsBlocks true")
	}
}
