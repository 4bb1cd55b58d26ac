package models

import "boardless/decode"

// Exceptions on M-profile cores, as firmware mode takes them: the
// registry's facts about a core's exception model (CoreSpec.Exceptions),
// the parameters of the costs no source settles, and the interface a core
// model implements so that the runner can charge an exception entry, an
// exception return and sleep (WFI/WFE) to it. The runner (package sim)
// does the architectural part (NVIC, stacking, vector fetch) and hands
// the model the cycles; the model retires its pending instruction with
// the right successor and keeps the cycles under their own stall names.
// Rows and their sources: docs/exception-timing.md.

// ExceptionTiming is a core's exception model.
type ExceptionTiming struct {
	// EntryCycles is the interrupt latency at zero wait states: from
	// the request to the first instruction of the handler, stacking of
	// the 8-word frame, vector fetch and pipeline refill included.
	EntryCycles int
	EntrySource string
	// PriorityBits is the width of each priority field (ARMv6-M: 2;
	// Mainline: implementation-defined, 3 to 8; 4 on STM32 and RP2350).
	PriorityBits int
	// Mainline: the ARMv7-M / ARMv8-M Mainline model (BASEPRI,
	// FAULTMASK, SHPR1, STIR, AIRCR.PRIGROUP priority grouping).
	Mainline bool
}

// The exception hooks add their cycles as StallException and StallSleep
// (stalls.go).

// ExceptionParams are the exception costs no public source settles for a
// core whose entry latency is entry cycles (docs/exception-timing.md).
func ExceptionParams(entry int) []ParamDef {
	return []ParamDef{
		{
			Name: "exc_exit_cycles", Default: float64(entry), Unit: "cycles", Min: 0, Max: 64, Integer: true,
			Source: "U: exception return (unstacking the 8-word frame and refilling at the return address) after the return instruction's own cycles; default = the entry latency, as the M3's 24-cycle return-and-entry pair that tail-chaining replaces (EE8205 Khan slides; docs/exception-timing.md E5)",
		},
		{
			Name: "exc_chain_cycles", Default: 6, Unit: "cycles", Min: 0, Max: 64, Integer: true,
			Source: "U: tail-chaining from one handler's return to the next handler, no unstacking or stacking; 6 on Cortex-M3/M4 (EE8205 Khan slides, CSDN liuchangkk1 2017; docs/exception-timing.md E4), taken for the other cores until measured",
		},
	}
}

// ExceptionCore is a core model that firmware mode can interrupt.
type ExceptionCore interface {
	// EnterException retires the pending instruction, which execution
	// left for ret (the stacked return address), and charges cycles of
	// exception entry to the handler at handler, in a frame of its own
	// (ExceptionProfiler).
	EnterException(ret, handler uint32, cycles uint64)
	// ReturnException retires the pending return instruction (BX or POP
	// to EXC_RETURN), which continues at ret, and charges cycles of
	// exception return to it.
	ReturnException(ret uint32, cycles uint64)
	// Sleep retires a pending WFI/WFE and charges cycles asleep to it.
	Sleep(cycles uint64)
}

// ExceptionProfiler is a Profiler that follows exception entries, which
// are no calls: the handler runs in a frame under the interrupted
// instruction at from, popped when execution comes back to ret.
type ExceptionProfiler interface {
	Profiler
	EnterException(from, ret uint32)
}

// ExcState is excState for the core models (package cores) that embed it.
type ExcState = excState

// excState is what a core model keeps for the exception hooks.
type excState struct {
	Cycles, Sleep uint64
	from          []uint32         // interrupted instructions, innermost last
	Last          uint32           // the last instruction retired by a hook
	it            []decode.ITState // Mainline: IT state of the interrupted code
}

func (x *excState) AddStalls(st map[string]uint64) {
	AddStall(st, StallException, x.Cycles)
	AddStall(st, StallSleep, x.Sleep)
}

// enter records the entry (the interrupted instruction at from) and
// tells the profiler.
func (x *excState) Enter(p Profiler, from, ret, handler uint32, cycles uint64) {
	x.from = append(x.from, from)
	x.Cycles += cycles
	if p == nil {
		return
	}
	if ep, ok := p.(ExceptionProfiler); ok {
		ep.EnterException(from, ret)
	}
	if cycles != 0 {
		p.Stall(handler, StallException, cycles)
	}
}

// leave pops the innermost interrupted instruction: the next entry
// without a pending instruction (tail-chaining) is made from it.
func (x *excState) Leave() {
	if n := len(x.from); n > 0 {
		x.Last = x.from[n-1]
		x.from = x.from[:n-1]
	}
}

// saveIT keeps the interrupted code's IT state, which comes back with its
// xPSR on return; the handler starts outside any IT block.
func (x *excState) SaveIT(it *decode.ITState) {
	x.it = append(x.it, *it)
	*it = 0
}

// restoreIT gives the innermost interrupted code its IT state back.
func (x *excState) RestoreIT(it *decode.ITState) {
	if n := len(x.it); n > 0 {
		*it = x.it[n-1]
		x.it = x.it[:n-1]
	}
}
