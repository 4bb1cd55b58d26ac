package cores

import (
	"boardless/decode"
	"boardless/models"
	"boardless/trace"
)

// The Thumb core skeleton: what every M-profile core model (ARMv6M,
// ARMv7M, ARMv8M, CortexM7) embeds, written once. The core keeps its own
// instruction type, its pipeline and its hot dispatch loop (the pipelines
// differ); the skeleton holds the state around them and the hooks that
// only move that state:
//   - the pending instruction's place and the IT state and its advance
//     (itAfter; the instruction itself is the core's type, in its own
//     pending field),
//   - the error of the run and the profiler (SetProfiler, Err, WantsBlocks),
//   - the memory side's stall cycles and their charging (fetchStall,
//     dataStall, pendingStall, blockStall): to the core's own counter
//     and stall name, which the core passes,
//   - the exception hooks (EnterException, ReturnException, Sleep), which
//     ask the core's pipeline through thumbPipe.
// A new Thumb core embeds thumbCore, implements thumbPipe and forwards the
// three hooks (see "How to add a core" in docs/architecture.md).

// thumbCore is the state every Thumb core model shares.
type thumbCore struct {
	// The hot fields first: every instruction reads them.
	pendingPC uint32 // address of the pending instruction
	have      bool   // an instruction is pending: its timing waits for its successor
	// it is the IT state for the next instruction in program order
	// (ARMv6-M has no IT: it stays 0 there).
	it        decode.ITState
	memCycles uint64          // memory-side stall cycles (fetch, data), beside the pipeline's
	prof      models.Profiler // nil: no attribution
	err       error           // the first instruction the core refused
	exc       models.ExcState // firmware mode's exception hooks
}

// thumbPipe is what the exception hooks ask of a core's pipeline.
type thumbPipe interface {
	// retirePending retires the pending instruction, its successor at next.
	retirePending(next uint32)
	// pendingSize is the pending instruction's size in bytes.
	pendingSize() uint32
	// wait moves the pipeline past cycles in which no instruction runs.
	wait(cycles uint64)
}

// SetProfiler attributes cycles to instructions from now on (nil: none).
func (t *thumbCore) SetProfiler(p models.Profiler) { t.prof = p }

// Err is the first instruction the core refused, or nil.
func (t *thumbCore) Err() error { return t.err }

// WantsBlocks implements trace.BlockSink: whole blocks unless a profiler
// wants every instruction, or the block path is switched off.
func (t *thumbCore) WantsBlocks() bool { return t.prof == nil && models.WholeBlocks() }

// itAfter is the IT state after an instruction executed under it: an IT
// instruction (isIT) opens its block (itBits, its ITState after it); any
// other advances the block.
func itAfter(it decode.ITState, isIT bool, itBits uint8) decode.ITState {
	if isIT {
		return decode.ITState(itBits)
	}
	return it.Next()
}

// fetchStall charges the fetch of the instruction at pc, size bytes, as
// it starts: to the memory cycles, the core's counter *n and, for the
// profiler, to that instruction as stall name.
func (t *thumbCore) fetchStall(mem models.Memory, pc, size uint32, n *uint64, name string) {
	if s := uint64(mem.Fetch(pc, size)); s != 0 {
		t.memCycles += s
		*n += s
		if t.prof != nil {
			t.prof.Stall(pc, name, s)
		}
	}
}

// dataStall charges a traced data access's memory stall to the pending
// instruction: data events come after the code events of their
// translation block (package trace), so the stall goes to the block's
// last instruction, still pending.
func (t *thumbCore) dataStall(mem models.Memory, e trace.Event, n *uint64, name string) {
	if s := uint64(mem.Data(e.Addr(), e.Size(), e.Kind() == trace.Write)); s != 0 {
		t.pendingStall(s, n, name)
	}
}

// pendingStall charges s memory-side cycles to the pending instruction.
func (t *thumbCore) pendingStall(s uint64, n *uint64, name string) {
	t.memCycles += s
	*n += s
	if t.prof != nil && t.have {
		t.prof.Stall(t.pendingPC, name, s)
	}
}

// blockStall charges a whole block's fetch stall s (no profiler: it takes
// every instruction, WantsBlocks).
func (t *thumbCore) blockStall(s uint64, n *uint64) {
	t.memCycles += s
	*n += s
}

// enterException is ExceptionCore.EnterException: the pending instruction
// retires with the exception return address as its successor (the
// successor's width is not known here; it counts as aligned, as in
// Finish), and the entry cycles go to the handler's frame.
func (t *thumbCore) enterException(p thumbPipe, ret, handler uint32, cycles uint64) {
	from := t.exc.Last
	if t.have && t.err == nil {
		from = t.pendingPC
		p.retirePending(ret &^ 1)
		t.have = false
	}
	// The handler starts outside any IT block; the interrupted code's
	// IT state comes back with its xPSR on return.
	t.exc.SaveIT(&t.it)
	p.wait(cycles)
	t.exc.Enter(t.prof, from, ret&^1, handler&^1, cycles)
}

// returnException is ExceptionCore.ReturnException: the return cycles go
// to the returning instruction, in the handler's frame.
func (t *thumbCore) returnException(p thumbPipe, ret uint32, cycles uint64) {
	if t.have && t.err == nil {
		if t.prof != nil && cycles != 0 {
			t.prof.Stall(t.pendingPC, models.StallException, cycles) // in the handler's frame
		}
		p.retirePending(ret &^ 1)
		t.have = false
	}
	t.exc.RestoreIT(&t.it)
	p.wait(cycles)
	t.exc.Cycles += cycles
	t.exc.Leave()
}

// sleep is ExceptionCore.Sleep: a pending WFI/WFE retires, and the cycles
// asleep are charged to it.
func (t *thumbCore) sleep(p thumbPipe, cycles uint64) {
	if t.have && t.err == nil {
		pc := t.pendingPC
		p.retirePending(pc + p.pendingSize())
		t.have = false
		t.exc.Last = pc
	}
	if t.prof != nil && cycles != 0 {
		t.prof.Stall(t.exc.Last, models.StallSleep, cycles)
	}
	p.wait(cycles)
	t.exc.Sleep += cycles
}

// Every M-profile core gives the hooks its pipeline.
var (
	_ thumbPipe = (*ARMv6M)(nil)
	_ thumbPipe = (*ARMv7M)(nil)
	_ thumbPipe = (*ARMv8M)(nil)
	_ thumbPipe = (*CortexM7)(nil)
)
