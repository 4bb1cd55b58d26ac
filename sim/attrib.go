package sim

import (
	"boardless/models"
	"boardless/trace"
)

// cycleCounter is a core model that can say how many cycles it has
// counted so far (all core models can).
type cycleCounter interface {
	Cycles() uint64
}

// stallCounter is a core model that can also say its stall cycles so
// far, by reason, so that the growth of each is charged as that stall.
type stallCounter interface {
	StallNames() []string
	StallCounts(dst []uint64) []uint64
}

// deltaProfiler attributes cycles for a core model that does not report
// to a Profiler itself: it feeds the model one event at a time and
// charges the growth of its cycle count to the instruction last seen.
// Totals are exact; stalls are told apart when the model counts them
// (stallCounter), and a fetch stall lands on the instruction before the
// one fetched. Profiling only: it is slow.
type deltaProfiler struct {
	core models.Core
	cc   cycleCounter
	p    models.Profiler
	last uint64 // model cycles at the last event
	acc  uint64 // cycles charged to pc so far
	pc   uint32
	have bool
	one  [1]trace.Event

	sc            stallCounter // nil: no breakdown
	names         []string
	prevSt, curSt []uint64
	pendSt        []uint64 // stall growth charged to pc so far, by reason
}

// stallDelta records the growth of each stall counter since the last
// event into pendSt and returns its sum.
func (d *deltaProfiler) stallDelta() uint64 {
	if d.sc == nil {
		return 0
	}
	d.curSt = d.sc.StallCounts(d.curSt[:0])
	if d.prevSt == nil {
		d.prevSt = make([]uint64, len(d.curSt))
		d.pendSt = make([]uint64, len(d.curSt))
		d.names = d.sc.StallNames()
	}
	var sum uint64
	for i, v := range d.curSt {
		g := v - d.prevSt[i]
		d.pendSt[i] += g
		sum += g
	}
	d.prevSt, d.curSt = d.curSt, d.prevSt
	return sum
}

// charge reports pc's stalls, then retires it with the rest of its cycles.
func (d *deltaProfiler) charge(next uint32, cycles uint64) {
	for i, v := range d.pendSt {
		if v != 0 && v <= cycles {
			d.p.Stall(d.pc, d.names[i], v)
			cycles -= v
		}
		d.pendSt[i] = 0
	}
	d.p.Retire(d.pc, next, cycles)
}

func (d *deltaProfiler) Events(batch []trace.Event) {
	for _, e := range batch {
		d.one[0] = e
		d.core.Events(d.one[:])
		now := d.cc.Cycles()
		delta := now - d.last
		d.last = now
		d.stallDelta()
		if e.Kind() != trace.Exec || !d.have {
			d.acc += delta
			if e.Kind() == trace.Exec {
				d.pc, d.have = e.Addr(), true
			}
			continue
		}
		// The growth on seeing this instruction belongs to the previous
		// one, which the model retired now.
		d.charge(e.Addr(), d.acc+delta)
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
	d.stallDelta()
	d.charge(returnAddr, d.acc+total-d.last)
}
