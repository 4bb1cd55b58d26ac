package sim

import (
	"boardless/emu"
	"boardless/models"
)

// cycleCounter is a core model that can say how many cycles it has
// counted so far (all core models can).
type cycleCounter interface {
	Cycles() uint64
}

// deltaProfiler attributes cycles for a core model that does not report
// to a Profiler itself: it feeds the model one event at a time and
// charges the growth of its cycle count to the instruction last seen.
// Totals are exact; stalls are not told apart, and a fetch stall lands
// on the instruction before the one fetched. Profiling only: it is slow.
type deltaProfiler struct {
	core models.Core
	cc   cycleCounter
	p    models.Profiler
	last uint64 // model cycles at the last event
	acc  uint64 // cycles charged to pc so far
	pc   uint32
	have bool
	one  [1]emu.Event
}

func (d *deltaProfiler) Events(batch []emu.Event) {
	for _, e := range batch {
		d.one[0] = e
		d.core.Events(d.one[:])
		now := d.cc.Cycles()
		delta := now - d.last
		d.last = now
		if e.Kind() != emu.Exec || !d.have {
			d.acc += delta
			if e.Kind() == emu.Exec {
				d.pc, d.have = e.Addr(), true
			}
			continue
		}
		// The growth on seeing this instruction belongs to the previous
		// one, which the model retired now.
		d.p.Retire(d.pc, e.Addr(), d.acc+delta)
		d.acc, d.pc = 0, e.Addr()
	}
}

// finish retires the last instruction with the model's final total.
func (d *deltaProfiler) finish(returnAddr uint32) {
	d.core.Finish(returnAddr)
	if !d.have {
		return
	}
	total := d.core.Result().Cycles
	d.p.Retire(d.pc, returnAddr, d.acc+total-d.last)
}
