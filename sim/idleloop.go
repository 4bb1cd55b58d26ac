package sim

// The idle loop: firmware whose main returns into the start-up code's
// `b .` (CubeMX's LoopForever), or that ends in a loop of its own, would
// run to the instruction budget. A branch to itself in Thread mode that
// nothing can interrupt ends the run as finished, "idle loop at SYMBOL".

import (
	"encoding/binary"
	"fmt"

	"boardless/devices"
	"boardless/trace"
)

// idleEnd ends the run at the idle loop at.
func (x *excUnit) idleEnd(at uint32) (uint32, excAction, error) {
	if x.nv.Depth() > 0 {
		e := x.nv.Current()
		return 0, excResume, fmt.Errorf("firmware stuck in exception %d (%s): an endless loop at 0x%08x (%s)", e, excName(e), at, x.r.img.Symbolize(at))
	}
	x.r.sh.exited, x.r.sh.exitCode = true, 0
	x.r.sh.exitBy = fmt.Sprintf("idle loop at %s", x.r.img.Symbolize(at))
	return at | 1, excFinished, nil
}

// idleForever reports whether nothing can interrupt the code now: no
// exception is pending that preempts, and SysTick, the one source that
// pends by itself, is off or cannot preempt the execution priority (the
// masks, or the running handler's own priority).
func (x *excUnit) idleForever() bool {
	exec := min(x.nv.ActivePriority(), x.maskPriority())
	tick := x.deadline != never && x.dev.TickInt() && x.nv.Group(x.nv.Priority(devices.ExcSysTick)) < exec
	return !tick && x.takeable() == 0
}

// idleWatch sits between the emulator and the core model and spots a
// branch to itself (b .): the same one-instruction block twice in a row.
type idleWatch struct {
	core     trace.Sink // the core model, behind the profiler and cycle limit
	bs       trace.BlockSink
	x        *excUnit
	prev     trace.Event
	lastKey  trace.Event
	lastLoop bool
	at       uint32 // the idle loop that ended the run
}

func (w *idleWatch) WantsBlocks() bool { return w.bs != nil && w.bs.WantsBlocks() }

func (w *idleWatch) Events(batch []trace.Event) {
	if w.at != 0 {
		return // the run is stopping: nothing after the idle loop counts
	}
	prev := w.prev
	for i, e := range batch {
		if e == prev && w.selfBranch(e) && w.x.idleForever() {
			w.core.Events(batch[:i]) // up to the loop's first pass
			w.at = e.Addr()
			w.x.m.RequestStop()
			return
		}
		prev = e
	}
	w.prev = prev
	w.core.Events(batch)
}

// selfBranch reports whether e is one B instruction to its own address.
func (w *idleWatch) selfBranch(e trace.Event) bool {
	if e == w.lastKey {
		return w.lastLoop
	}
	size := e.Size()
	switch e.Kind() {
	case trace.Block:
		size = e.BlockSize()
	case trace.Exec:
	default:
		return false
	}
	loop := false
	if b, err := w.x.m.ReadMem(e.Addr(), int(size)); err == nil {
		switch {
		case size == 2:
			loop = b[0] == 0xfe && b[1] == 0xe7 // b.n .
		case size == 4:
			loop = binary.LittleEndian.Uint32(b) == 0xbffef7ff // b.w .
		}
	}
	w.lastKey, w.lastLoop = e, loop
	return loop
}
