package sim

// The idle loop: firmware whose main returns into the start-up code's
// `b .` (CubeMX's LoopForever), or that ends in a loop of its own, would
// run to the instruction budget. A branch to itself in Thread mode that
// nothing can interrupt ends the run as finished, "idle loop at SYMBOL".
//
// A CubeMX/HAL firmware leaves SysTick running (HAL_InitTick) and ends
// in main's `while (1) {}`: the loop can be interrupted, so the rule
// above never fires. Such a run is in its idle steady state once only
// the idle loop and interrupt handlers have run for IdlePeriods
// interrupts (Thread mode never left the loop): it ends there,
// "idle steady state at SYMBOL", with the cycles to the loop's first
// entry and the idle stretch after it reported apart (idleSpan). Any
// other Thread-mode code between the interrupts starts the count again.

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
	if x.watch.steady {
		x.r.sh.exitBy = fmt.Sprintf("idle steady state at %s (only interrupt handlers ran for %d interrupts)", x.r.img.Symbolize(at), x.watch.entries)
	}
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

	// The idle steady state (DefaultIdlePeriods): periods is how many
	// interrupts end the run (0: never), idleAt the loop Thread mode
	// is in (0: not idle), since the cycles at its first entry, entries
	// the interrupts taken from it since.
	periods int
	idleAt  uint32
	since   uint64
	entries int
	wfi     bool // the loop is `wfi; b.n .-2` at idleAt
	steady  bool // the run ended in the idle steady state
}

// inLoop reports whether Thread-mode code at addr is the idle loop's.
func (w *idleWatch) inLoop(addr uint32) bool {
	return addr == w.idleAt || w.wfi && addr == w.idleAt+2
}

// sleepLoop is called at a WFI in Thread mode that an interrupt will
// wake: in a `while (1) { __WFI(); }` loop (wfi; b.n to the wfi) the
// first one is the idle loop's entry, and once periods interrupts have
// come with only their handlers running it ends the run (true).
func (w *idleWatch) sleepLoop(pc uint32) bool {
	if w.periods == 0 {
		return false
	}
	if b, err := w.x.m.ReadMem(pc, 4); err != nil || binary.LittleEndian.Uint32(b) != 0xe7fdbf30 {
		return false
	}
	if !w.wfi || w.idleAt != pc {
		w.idleAt, w.since, w.entries, w.wfi = pc, w.x.r.cycles(), 0, true
		return false
	}
	if w.entries < w.periods {
		return false
	}
	w.at, w.steady = pc, true
	return true
}

// DefaultIdlePeriods is how many interrupts taken from an idle loop,
// with only their handlers running in between, end a firmware run when
// FirmwareOptions.IdlePeriods is 0: ten SysTick periods (10 ms at HAL's
// 1 kHz tick) show a handler that does the same every tick, at a host
// cost of seconds on the slowest board.
const DefaultIdlePeriods = 10

// idleSpan is the idle steady state of a run that ended in it: the
// cycles from reset to the idle loop's first entry.
func (w *idleWatch) idleSpan() (toIdle uint64, ok bool) {
	return w.since, w.steady
}

// interruptTaken is called at every exception entry: one taken from
// Thread mode in the idle loop counts a period.
func (w *idleWatch) interruptTaken(fromThread bool) {
	if fromThread && w.idleAt != 0 {
		w.entries++
	}
}

func (w *idleWatch) WantsBlocks() bool { return w.bs != nil && w.bs.WantsBlocks() }

func (w *idleWatch) Events(batch []trace.Event) {
	if w.at != 0 {
		return // the run is stopping: nothing after the idle loop counts
	}
	thread := w.x.nv.Depth() == 0
	prev, fed := w.prev, 0
	for i, e := range batch {
		if thread && !w.inLoop(e.Addr()) {
			w.idleAt, w.entries, w.wfi = 0, 0, false // Thread mode left the idle loop
		}
		if e != prev || !w.selfBranch(e) {
			prev = e
			continue
		}
		if w.x.idleForever() || (thread && w.idleAt != 0 && w.periods > 0 && w.entries >= w.periods) {
			w.core.Events(batch[fed:i]) // up to the loop's first pass
			w.at = e.Addr()
			w.steady = !w.x.idleForever()
			w.x.m.RequestStop()
			return
		}
		if thread && w.idleAt == 0 {
			// The loop's first entry: the cycles up to it are the run's
			// work, the rest its idle time.
			w.core.Events(batch[fed:i])
			fed = i
			w.idleAt, w.since = e.Addr(), w.x.r.cycles()
		}
		prev = e
	}
	w.prev = prev
	w.core.Events(batch[fed:])
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
