package cores

import (
	"boardless/models"
)

// The exception hooks of the Cortex-M3/M4F model (models.ExceptionCore).

// v7mExceptions is the exception model of both cores: the latency is the
// same 12 cycles (docs/exception-timing.md E6, E7).
func v7mExceptions(core v7mCore) models.ExceptionTiming {
	src := "12 cycles at zero wait states: the Cortex-M3 TRM (r2p1, 'revision I', as Arm's knowledge article KA16366 quotes it) and Arm's latency table M3 12 (core-timing-facts S6; docs/exception-timing.md E6)"
	if core.m4 {
		src = "12 cycles at zero wait states, 'a maximum of a 12 cycle latency from asserting the interrupt to execution of the first instruction of the ISR' (Cortex-M4 TRM DDI0439B §3.9.1); Arm's latency table M4 12 (core-timing-facts S6; docs/exception-timing.md E7)"
	}
	return models.ExceptionTiming{EntryCycles: 12, PriorityBits: 4, Mainline: true, EntrySource: src}
}

// v7mExceptionParams are ExceptionParams with the return and
// tail-chaining latencies Arm publishes for these cores: 10 and 6
// cycles (docs/exception-timing.md E9, E10).
func v7mExceptionParams(core v7mCore) []models.ParamDef {
	ps := models.ExceptionParams(v7mExceptions(core).EntryCycles)
	for i := range ps {
		if ps[i].Name == "exc_chain_cycles" {
			ps[i].Source = "S: tail-chaining, handler return to the next handler, 'Tail chaining requires 6 cycles when using zero wait state memory' (Cortex-M4 TRM DDI0439B §3.9.1); Cortex-M3 6 (G.N. Khan EE8205 slides; docs/exception-timing.md E4, E10)"
		}
		if ps[i].Name == "exc_exit_cycles" {
			ps[i].Default = 10
			ps[i].Source = "S: exception return, from the return instruction to the next instruction of the interrupted code, 10 cycles on Cortex-M3 and Cortex-M4 at zero wait states ('the latency on exit is ten cycles', Arm knowledge article KA16366 / developer.arm.com 103489845, which calls the M3 TRM's 12 a typographical error; the M4 TRM DDI0439B §3.9.1 still says twelve: 10 is Arm's later word); +17 only with the FP context stacked without lazy stacking, which firmware mode does not do (docs/exception-timing.md E9)"
		}
	}
	return ps
}

// EnterException, ReturnException and Sleep implement ExceptionCore
// with the skeleton's hooks (thumbcore.go) over this core's pipeline.
func (c *ARMv7M) EnterException(ret, handler uint32, cycles uint64) {
	c.enterException(c, ret, handler, cycles)
}
func (c *ARMv7M) ReturnException(ret uint32, cycles uint64) { c.returnException(c, ret, cycles) }
func (c *ARMv7M) Sleep(cycles uint64)                       { c.sleep(c, cycles) }

// retirePending and pendingSize are the pipeline side of the hooks (thumbPipe).
func (c *ARMv7M) retirePending(next uint32) { c.retire(next, 2) }
func (c *ARMv7M) pendingSize() uint32       { return uint32(c.pending.size) }

// wait moves the pipeline past cycles in which no instruction runs: no
// access pipelines with one across the gap (F16-F21), and every result
// is ready by its end.
func (c *ARMv7M) wait(cycles uint64) {
	c.now += cycles
	c.prevLoad1, c.prevStore1, c.prevLoaded, c.prevWBBase, c.prevStoreWB = false, false, 0, -1, -1
}
