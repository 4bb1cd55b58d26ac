// Package tracecheck checks an event stream against the contract in the
// package doc of trace, as it arrives: a Checker is a trace.Sink (New)
// or a trace.BlockSink (NewBlocks) that a test hands to the emulator in
// place of a core model, and afterwards reads the problems it found and
// the instructions it saw.
//
// What it checks, given the program's instructions (a Code function):
//   - every Exec event has the size of the instruction at its address, in
//     the state (Thumb or ARM) the program runs in;
//   - a Block event reaches only a BlockSink whose WantsBlocks said yes
//     for it, an Exec event only a sink that did not ask for blocks, and
//     a Block event's instructions tile exactly its BlockSize bytes;
//   - each instruction follows the one before it in the stream, unless
//     that one can write the PC (a branch was taken);
//   - the instructions an IT instruction predicates follow it one after
//     the other, all of them, whether their condition passed or not (only
//     the last may branch);
//   - a data event has size 1, 2, 4 or 8, lies in a range the test asked
//     for, comes after code events, and the code events since the last
//     data event include an instruction that accesses memory.
//
// Instructions reports the executed instructions in order and Data each
// data event with the number of instructions before it, so that a test
// compares the stream of a run given as Exec events with the same run
// given as Block events (data events then sit at block ends) and with
// the emulator's instruction count.
//
// It is pure Go: the test supplies the decoding.
package tracecheck

import (
	"fmt"

	"boardless/trace"
)

// Insn is what the checker needs to know of one instruction.
type Insn struct {
	Size     uint32 // 2 or 4 bytes
	WritesPC bool   // a branch, BX, POP {PC}, LDR PC, ...: may not fall through
	Memory   bool   // may access data memory (load, store, push, pop)
	ITSlots  int    // an IT instruction: the number of instructions it predicates (1..4)
}

// Code describes the instruction at addr in the given state.
type Code func(addr uint32, thumb bool) (Insn, error)

// Range is an inclusive range of data addresses the test asked to trace.
type Range struct{ Lo, Hi uint32 }

// DataEvent is a data event and the number of instructions before it.
type DataEvent struct {
	Event trace.Event
	After int
}

// maxProblems bounds the problems kept: one broken rule can repeat on
// every event of a long run.
const maxProblems = 20

// Checker is a trace.Sink that checks what it receives.
type Checker struct {
	code   Code
	thumb  bool // the state every code event must be in (M-profile: Thumb)
	ranges []Range

	insns []uint32
	data  []DataEvent
	// prev is the last instruction seen, itLeft the IT slots still to come
	// after it, memSinceData whether a memory instruction came since the
	// last data event.
	prev         Insn
	prevAddr     uint32
	havePrev     bool
	itLeft       int
	memSinceData bool

	asked    bool // a BlockSink: WantsBlocks is part of the contract
	wants    bool // the last answer of WantsBlocks
	problems []string
	dropped  int
	events   int
}

// New returns a checker that is a plain trace.Sink: it never asks for
// blocks. thumb is the state of every instruction (true on M-profile);
// ranges are the data ranges the test hooked.
func New(code Code, thumb bool, ranges ...Range) *Checker {
	return &Checker{code: code, thumb: thumb, ranges: ranges}
}

// BlockChecker is a Checker that is a trace.BlockSink.
type BlockChecker struct {
	*Checker
	want  func(query int) bool
	query int
}

// NewBlocks returns a checker that is a trace.BlockSink whose n-th call
// of WantsBlocks (from 0) answers want(n): a test may switch between
// blocks and instructions within one run.
func NewBlocks(code Code, thumb bool, want func(query int) bool, ranges ...Range) *BlockChecker {
	c := New(code, thumb, ranges...)
	c.asked = true
	return &BlockChecker{Checker: c, want: want}
}

// WantsBlocks answers as the test said and remembers the answer: the
// batches that follow must be of that kind.
func (b *BlockChecker) WantsBlocks() bool {
	b.wants = b.want(b.query)
	b.query++
	return b.wants
}

// Events checks one batch.
func (c *Checker) Events(batch []trace.Event) {
	for _, e := range batch {
		c.event(e)
		c.events++
	}
}

func (c *Checker) event(e trace.Event) {
	switch e.Kind() {
	case trace.Exec:
		if c.asked && c.wants {
			c.fail(e, "an Exec event to a BlockSink that wants blocks")
		}
		c.exec(e)
	case trace.Block:
		if !c.asked {
			c.fail(e, "a Block event to a sink that is not a BlockSink")
		} else if !c.wants {
			c.fail(e, "a Block event to a BlockSink that did not ask for blocks")
		}
		c.block(e)
	default:
		c.dataEvent(e)
	}
}

// exec checks one Exec event.
func (c *Checker) exec(e trace.Event) {
	in, ok := c.decode(e, e.Addr(), e.Thumb())
	if !ok {
		return
	}
	if e.Size() != in.Size {
		c.fail(e, fmt.Sprintf("size %d, the instruction is %d bytes", e.Size(), in.Size))
	}
	c.instruction(e, e.Addr(), in)
}

// block checks one Block event and the instructions in it.
func (c *Checker) block(e trace.Event) {
	end := e.Addr() + e.BlockSize()
	if e.BlockSize() == 0 {
		c.fail(e, "an empty block")
	}
	for pc := e.Addr(); pc < end; {
		in, ok := c.decode(e, pc, e.Thumb())
		if !ok {
			return
		}
		if pc+in.Size > end {
			c.fail(e, fmt.Sprintf("the instruction at 0x%x ends past the block's end 0x%x", pc, end))
		}
		c.instruction(e, pc, in)
		pc += in.Size
	}
}

// decode finds the instruction at pc, in the state the program runs in.
func (c *Checker) decode(e trace.Event, pc uint32, thumb bool) (Insn, bool) {
	if thumb != c.thumb {
		c.fail(e, fmt.Sprintf("Thumb state %v, the program runs in %v", thumb, c.thumb))
	}
	in, err := c.code(pc, thumb)
	if err != nil {
		c.fail(e, fmt.Sprintf("no instruction at 0x%x: %v", pc, err))
		return Insn{}, false
	}
	return in, true
}

// instruction checks that the instruction at pc may follow the last one.
func (c *Checker) instruction(e trace.Event, pc uint32, in Insn) {
	if c.havePrev {
		sequential := pc == c.prevAddr+c.prev.Size
		switch {
		case c.itLeft > 0 && !sequential:
			c.fail(e, fmt.Sprintf("0x%x follows 0x%x inside an IT block: an instruction of the IT block is missing", pc, c.prevAddr))
		case !sequential && !c.prev.WritesPC:
			c.fail(e, fmt.Sprintf("0x%x follows 0x%x, which cannot branch: an instruction is missing or repeated", pc, c.prevAddr))
		}
	}
	switch {
	case in.ITSlots > 0:
		c.itLeft = in.ITSlots
	case c.itLeft > 0:
		c.itLeft--
	}
	c.prev, c.prevAddr, c.havePrev = in, pc, true
	c.memSinceData = c.memSinceData || in.Memory
	c.insns = append(c.insns, pc)
}

// dataEvent checks a Read or Write event.
func (c *Checker) dataEvent(e trace.Event) {
	switch e.Size() {
	case 1, 2, 4, 8:
	default:
		c.fail(e, fmt.Sprintf("a data access of %d bytes", e.Size()))
	}
	if !c.inRanges(e.Addr(), e.Size()) {
		c.fail(e, "a data access outside the ranges asked for")
	}
	if len(c.insns) == 0 {
		c.fail(e, "a data event before any code event")
	} else if !c.memSinceData && !c.lastWasData() {
		c.fail(e, "a data event after code events none of which accesses memory")
	}
	c.memSinceData = false
	c.data = append(c.data, DataEvent{e, len(c.insns)})
}

// lastWasData: the event before this one was a data event too (several
// accesses of one block, or of one instruction such as POP).
func (c *Checker) lastWasData() bool {
	return len(c.data) > 0 && c.data[len(c.data)-1].After == len(c.insns)
}

func (c *Checker) inRanges(addr, size uint32) bool {
	last := uint64(addr) + uint64(size) - 1
	for _, r := range c.ranges {
		if addr >= r.Lo && last <= uint64(r.Hi) {
			return true
		}
	}
	return false
}

func (c *Checker) fail(e trace.Event, what string) {
	if len(c.problems) >= maxProblems {
		c.dropped++
		return
	}
	c.problems = append(c.problems, fmt.Sprintf("event %d (kind %d at 0x%x): %s", c.events, e.Kind(), e.Addr(), what))
}

// Problems are the broken rules found, one line each (at most
// maxProblems, then a count of the others).
func (c *Checker) Problems() []string {
	if c.dropped == 0 {
		return c.problems
	}
	return append(append([]string(nil), c.problems...), fmt.Sprintf("... and %d more", c.dropped))
}

// Instructions are the addresses of the executed instructions, in order.
func (c *Checker) Instructions() []uint32 { return c.insns }

// Data are the data events, in order, each with the number of
// instructions before it.
func (c *Checker) Data() []DataEvent { return c.data }
