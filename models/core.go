// Package models holds what the timing models share: the contracts of a
// core (Core, Result, Profiler) and of a memory (Memory), the stall
// vocabulary, the core registry and memory-model factory, the one
// parameter schema, and the board profiles (as data) that say which core,
// memory and clock a board has. The models themselves are in the
// subpackages: per-core pipelines that turn the stream of executed
// instructions and data accesses into cycles (models/cores), and the
// per-board memory systems they ask for stall cycles (models/memory);
// importing models/all registers both.
//
// Data flows one way: emu produces events, a Core consumes them and asks a
// Memory for the cost of each fetch and data access. A Core needs no
// Unicorn: tests feed it synthetic events and code bytes.
//
// The chip data a profile carries beside its core and memory (clock
// tree, datasheet-typical run current, crypto accelerators, register
// facts) is in package models/chip, as sections of the profile
// (section.go): no cycle of the timing models depends on it.
package models

import (
	"boardless/trace"
	"fmt"
	"sync/atomic"
)

// CodeReader gives a core model the bytes of the instructions it times.
// emu.Machine implements it; tests use a byte slice.
type CodeReader interface {
	ReadMem(addr uint32, n int) ([]byte, error)
}

// Core is a core timing model. It consumes events (trace.Sink), then gives
// the totals. Finish must be called once the run returned, with the
// address execution returned to, so the last instruction can be timed.
type Core interface {
	trace.Sink
	Finish(returnAddr uint32)
	Result() Result
	// Reset clears the counters for a new run with the given memory
	// model, keeping the per-address decode cache: a session reuses one
	// Core for all its calls so that code is decoded once.
	Reset(mem Memory)
	// Err is the first problem the model found in the stream, such as an
	// instruction the core does not implement. A run with an error has
	// no valid cycle count.
	Err() error
	// Cycles is the running cycle count of the instructions retired so
	// far (firmware mode reads it for SysTick, DWT and PMCCNTR).
	Cycles() uint64
	// Close frees what the model holds (its decoders).
	Close()
}

// Result is what a core model measured.
type Result struct {
	Cycles       uint64
	Instructions uint64
	// Stalls splits the cycles spent waiting, by reason (flash wait
	// states, load-use, branch refill...). Cycles includes them.
	Stalls map[string]uint64
	Memory MemoryStats
}

// UnsupportedError reports an instruction the modelled core does not
// implement although Unicorn executed it (Unicorn's M0 runs Thumb-2).
type UnsupportedError struct {
	Core string
	PC   uint32
	Text string // disassembly
	Why  string
}

func (e *UnsupportedError) Error() string {
	return fmt.Sprintf("%s does not implement %q at PC 0x%08x (%s); the real core would fault", e.Core, e.Text, e.PC, e.Why)
}

// addStall adds n cycles of reason to the stall map.
func AddStall(m map[string]uint64, reason string, n uint64) {
	if n != 0 {
		m[reason] += n
	}
}

// Profiler receives every cycle with the instruction it belongs to, so
// that cycles can be attributed to functions and lines (package prof).
// A core model that supports it implements Profiled; the calls are made
// only while a profiler is set, keeping the hot path free otherwise.
// The cycles of all Retire and Stall calls of a run sum to its total.
type Profiler interface {
	// Retire reports an executed instruction, the PC that followed it,
	// and the cycles of its execution that are not stalls. It comes after
	// the instruction's own Stall calls: the profiler follows calls and
	// returns on Retire.
	Retire(pc, next uint32, cycles uint64)
	// Stall charges stall cycles of a reason (flash, branch, load-use,
	// multiply, ...) to the instruction at pc.
	Stall(pc uint32, reason string, cycles uint64)
}

// Profiled is a core model that can report to a Profiler.
type Profiled interface {
	SetProfiler(Profiler)
}

// OperandSite is an instruction whose operand registers a core model
// needs (CoreSpec.OperandSites): its address and the core registers
// (0-14) whose values the runner reports. A register number from
// OperandRegD0 on is double-precision register d(n-OperandRegD0): its
// value reported is its high word with bit 0 set when the low word is
// not zero (sign, exponent and whether it is zero or denormal survive).
type OperandSite struct {
	PC   uint32
	Regs [2]uint8
}

// OperandRegD0 is d0 in OperandSite.Regs.
const OperandRegD0 = 16

// OperandObserver is a core model that times some instructions from
// their operand values. The runner watches the sites
// (ObserveOperands, once per model) and, before each execution of one,
// brings the model up to date with the stream and calls Operands with
// the registers' values. An execution not reported (an IT condition
// that failed) keeps the cost the model gave it without them.
type OperandObserver interface {
	ObserveOperands(sites []OperandSite)
	Operands(pc uint32, vals [2]uint32)
}

// wholeBlocks says whether the core models that can time whole
// translation blocks ask for them (trace.BlockSink); see SetWholeBlocks.
var wholeBlocks atomic.Bool

func init() { wholeBlocks.Store(true) }

// SetWholeBlocks turns whole-block timing on or off for every core model
// and returns the previous setting. Off, the models take one Exec event
// per instruction, the path they use with a profiler: the speed
// benchmark times the two side by side (the results are the same,
// sim's TestBlocksEqualInstructions).
func SetWholeBlocks(on bool) bool { return wholeBlocks.Swap(on) }

// WholeBlocks says whether whole-block timing is on (SetWholeBlocks).
func WholeBlocks() bool { return wholeBlocks.Load() }
