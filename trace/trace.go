// Package trace defines the event stream that flows from the emulator to
// the core timing models: what one event holds, and the contract on what
// a stream contains and in what order. It is pure Go, so that the models
// and their tests never link the emulator.
//
// # The stream contract
//
// A run is a sequence of batches handed to a Sink; the slice of a batch
// is valid only during the call. Across batches, events keep execution
// order as set out below; batch boundaries carry no meaning.
//
// Code. Every instruction the core executes is reported exactly once, in
// execution order, as either
//   - one Exec event (address, size 2 or 4 bytes, Thumb bit), or
//   - for a sink that asks for them (BlockSink.WantsBlocks), one Block
//     event per executed translation block: a run of consecutive
//     instructions, all of which executed, in address order, starting at
//     the event's address and spanning BlockSize bytes. A sink that does
//     not ask for blocks never sees a Block event.
//
// The instruction that follows an event in the stream is the one the
// core executed next, so a branch was taken exactly when the next
// instruction's address is not the branch's address plus its size. The
// last instruction of a run has no successor in the stream: the runner
// tells the model where execution went (Core.Finish).
//
// IT blocks. A Thumb instruction inside an IT block whose condition
// fails is still reported, in its place, like any other: it occupies its
// slot in the pipeline. The stream does not say whether its condition
// passed; an instruction in an IT block that is a taken branch is always
// the last of its IT block, so a discontinuity in the addresses inside
// an IT block cannot occur.
//
// Data. A Read or Write event reports one data access (address, size 1,
// 2, 4 or 8 bytes) in an address range the memory model asked for
// (Memory.DataRanges); accesses outside those ranges are not reported at
// all. Data events come after the code events of the translation block
// whose instruction made them, in access order, and before the code
// events of the next block: a model may charge a data access to the
// block that made it, not to one instruction of it.
//
// End of a run. A run that completes ends after the events of its last
// block; a run that stops on a fault or a budget may have reported
// instructions of the faulting block that did not execute, and its
// events carry no valid timing.
package trace

// Event is one packed trace event:
//
//	bits  0..31  address
//	bits 32..39  size in bytes (Exec, Read, Write)
//	bits 40..41  kind
//	bit  42      Thumb state (Exec)
//	bits 44..59  block size in bytes (Block)
//	bit  60      Thumb state (Block)
//
// The layout is shared with the emulator's C side (emu/trace.h).
type Event uint64

// Kind is what an event reports.
type Kind int

// Event kinds.
const (
	Exec  Kind = 0 // one executed instruction
	Read  Kind = 1 // a traced data read
	Write Kind = 2 // a traced data write
	Block Kind = 3 // a whole executed translation block (BlockSink only)
)

func (e Event) Addr() uint32 { return uint32(e) }
func (e Event) Size() uint32 { return uint32(e>>32) & 0xff }
func (e Event) Kind() Kind   { return Kind(e>>40) & 3 }

// Thumb reports that an Exec event's instruction, or a Block event's
// block, ran in Thumb state (always on M-profile; per block on the A7).
func (e Event) Thumb() bool {
	if e.Kind() == Block {
		return e>>60&1 == 1
	}
	return e>>42&1 == 1
}

// BlockSize is the size in bytes of a Block event's block.
func (e Event) BlockSize() uint32 { return uint32(e>>44) & 0xffff }

// ThumbBit marks an Exec event as Thumb.
const ThumbBit = Event(1) << 42

// MakeEvent packs an Exec, Read or Write event (ARM state for Exec; OR in
// ThumbBit for Thumb). Tests use it to feed models synthetic streams.
func MakeEvent(kind Kind, addr, size uint32) Event {
	return Event(uint64(addr) | uint64(size&0xff)<<32 | uint64(kind&3)<<40)
}

// MakeBlockEvent packs a Block event.
func MakeBlockEvent(addr, size uint32, thumb bool) Event {
	e := Event(uint64(addr) | uint64(Block)<<40 | uint64(size&0xffff)<<44)
	if thumb {
		e |= 1 << 60
	}
	return e
}

// Sink consumes batches of events. The slice is only valid during the call.
type Sink interface {
	Events(batch []Event)
}

// BlockSink is a Sink that can time whole translation blocks: while
// WantsBlocks is true, it receives one Block event per executed block
// instead of one Exec event per instruction (see the contract above). A
// model that has precomputed a block's static cost saves the
// per-instruction work this way.
type BlockSink interface {
	Sink
	WantsBlocks() bool
}
