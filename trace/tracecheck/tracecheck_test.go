package tracecheck

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"boardless/trace"
)

// A made-up Thumb program:
//
//	0x100 cmp     (2 bytes)
//	0x102 ite     (2, predicates two)
//	0x104 addlt   (2)
//	0x106 addge   (2)
//	0x108 ldr.w   (4, memory)
//	0x10c bne     (2, may branch to 0x100)
//	0x10e bx lr   (2, may branch)
var program = map[uint32]Insn{
	0x100: {Size: 2},
	0x102: {Size: 2, ITSlots: 2},
	0x104: {Size: 2},
	0x106: {Size: 2},
	0x108: {Size: 4, Memory: true},
	0x10c: {Size: 2, WritesPC: true},
	0x10e: {Size: 2, WritesPC: true},
}

func programCode(addr uint32, thumb bool) (Insn, error) {
	if in, ok := program[addr]; ok {
		return in, nil
	}
	return Insn{}, fmt.Errorf("no instruction")
}

var ram = Range{Lo: 0x20000000, Hi: 0x20000fff}

func exec(addr uint32) trace.Event {
	return trace.MakeEvent(trace.Exec, addr, program[addr].Size) | trace.ThumbBit
}

func read(addr uint32) trace.Event { return trace.MakeEvent(trace.Read, addr, 4) }

func block(addr, size uint32) trace.Event { return trace.MakeBlockEvent(addr, size, true) }

func execs(addrs ...uint32) []trace.Event {
	var out []trace.Event
	for _, a := range addrs {
		out = append(out, exec(a))
	}
	return out
}

// oneLoop is two passes of the loop and the return, as Exec events, the
// load's read after its block (0x100..0x10d).
func oneLoop() []trace.Event {
	var s []trace.Event
	s = append(s, execs(0x100, 0x102, 0x104, 0x106, 0x108, 0x10c)...)
	s = append(s, read(0x20000010))
	s = append(s, execs(0x100, 0x102, 0x104, 0x106, 0x108, 0x10c)...)
	s = append(s, read(0x20000014))
	return append(s, exec(0x10e))
}

// TestCheckerRules: a stream that keeps the contract passes; each broken
// rule is found.
func TestCheckerRules(t *testing.T) {
	loop := oneLoop()
	for _, tt := range []struct {
		name   string
		blocks bool // a BlockSink that wants blocks
		stream []trace.Event
		want   string // a substring of the first problem; "" none
	}{
		{"the contract kept", false, loop, ""},
		{"blocks kept", true, []trace.Event{block(0x100, 14), read(0x20000010), block(0x100, 14), read(0x20000014), block(0x10e, 2)}, ""},
		{"a predicated-false slot left out", false, slices.Delete(slices.Clone(loop), 3, 4), "inside an IT block"},
		{"an instruction left out", false, slices.Delete(slices.Clone(loop), 1, 2), "cannot branch"},
		{"an instruction repeated", false, slices.Insert(slices.Clone(loop), 1, exec(0x100)), "cannot branch"},
		{"a wrong size", false, []trace.Event{trace.MakeEvent(trace.Exec, 0x108, 2) | trace.ThumbBit}, "size 2, the instruction is 4"},
		{"ARM state on a Thumb program", false, []trace.Event{trace.MakeEvent(trace.Exec, 0x100, 2)}, "Thumb state false"},
		{"no instruction there", false, []trace.Event{trace.MakeEvent(trace.Exec, 0x200, 2) | trace.ThumbBit}, "no instruction at 0x200"},
		{"a Block event to a plain Sink", false, []trace.Event{block(0x100, 14)}, "not a BlockSink"},
		{"an Exec event to a BlockSink that wants blocks", true, execs(0x100), "wants blocks"},
		{"a block that does not end on an instruction", true, []trace.Event{block(0x100, 10)}, "past the block's end"},
		{"a data event before code", false, []trace.Event{read(0x20000010), exec(0x100)}, "before any code event"},
		{"a data event after code without memory access", false, append(execs(0x100, 0x102, 0x104, 0x106), read(0x20000010)), "none of which accesses memory"},
		{"a data event outside the ranges", false, append(execs(0x100, 0x102, 0x104, 0x106, 0x108), read(0x30000000)), "outside the ranges"},
		{"a data event of 3 bytes", false, append(execs(0x100, 0x102, 0x104, 0x106, 0x108), trace.MakeEvent(trace.Write, 0x20000000, 3)), "3 bytes"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var c *Checker
			var sink trace.Sink
			if tt.blocks {
				b := NewBlocks(programCode, true, func(int) bool { return true }, ram)
				b.WantsBlocks()
				c, sink = b.Checker, b
			} else {
				c = New(programCode, true, ram)
				sink = c
			}
			sink.Events(tt.stream)
			p := c.Problems()
			switch {
			case tt.want == "" && len(p) > 0:
				t.Errorf("problems %q in a stream that keeps the contract", p)
			case tt.want != "" && (len(p) == 0 || !strings.Contains(p[0], tt.want)):
				t.Errorf("problems %q, want first one containing %q", p, tt.want)
			}
		})
	}
}

// TestCheckerRecordsTheStream: Instructions and Data are the same for
// the Exec and the Block form of one run, data events placed after their
// block's instructions.
func TestCheckerRecordsTheStream(t *testing.T) {
	plain := New(programCode, true, ram)
	plain.Events(oneLoop())
	b := NewBlocks(programCode, true, func(int) bool { return true }, ram)
	b.WantsBlocks()
	b.Events([]trace.Event{block(0x100, 14), read(0x20000010)})
	b.Events([]trace.Event{block(0x100, 14), read(0x20000014), block(0x10e, 2)})
	if p := append(plain.Problems(), b.Problems()...); len(p) > 0 {
		t.Fatal(p)
	}
	wantInsns := []uint32{0x100, 0x102, 0x104, 0x106, 0x108, 0x10c, 0x100, 0x102, 0x104, 0x106, 0x108, 0x10c, 0x10e}
	wantData := []DataEvent{{read(0x20000010), 6}, {read(0x20000014), 12}}
	for _, c := range []*Checker{plain, b.Checker} {
		if !slices.Equal(c.Instructions(), wantInsns) || !slices.Equal(c.Data(), wantData) {
			t.Errorf("instructions %x data %v, want %x %v", c.Instructions(), c.Data(), wantInsns, wantData)
		}
	}
}

// TestBlockCheckerFollowsItsAnswers: a batch must be of the kind the last
// WantsBlocks answer asked for.
func TestBlockCheckerFollowsItsAnswers(t *testing.T) {
	b := NewBlocks(programCode, true, func(q int) bool { return q%2 == 0 }, ram)
	if !b.WantsBlocks() {
		t.Fatal("query 0 answered false")
	}
	b.Events([]trace.Event{block(0x100, 14)})
	if b.WantsBlocks() {
		t.Fatal("query 1 answered true")
	}
	b.Events([]trace.Event{block(0x100, 14)}) // should have been Exec events
	if p := b.Problems(); len(p) != 1 || !strings.Contains(p[0], "did not ask for blocks") {
		t.Errorf("problems %q, want one about a block not asked for", p)
	}
}

// TestProblemsAreBounded: a rule broken on every event is reported a
// bounded number of times.
func TestProblemsAreBounded(t *testing.T) {
	c := New(programCode, true)
	for range 100 {
		c.Events([]trace.Event{block(0x100, 14)})
	}
	p := c.Problems()
	if len(p) != maxProblems+1 || !strings.Contains(p[maxProblems], "more") {
		t.Errorf("%d problems, last %q; want %d and a count", len(p), p[len(p)-1], maxProblems+1)
	}
}
