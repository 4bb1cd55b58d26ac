package cores

import (
	"boardless/models"
)

// The exception hooks of the ARMv6-M model (models.ExceptionCore).

func v6mExceptions(plus bool) models.ExceptionTiming {
	if plus {
		return models.ExceptionTiming{EntryCycles: 15, PriorityBits: 2,
			EntrySource: "Cortex-M0+ TRM DDI0484C §3.6.1: worst case 15 cycles at zero wait states (core-timing-facts A2; docs/exception-timing.md E1)"}
	}
	return models.ExceptionTiming{EntryCycles: 16, PriorityBits: 2,
		EntrySource: "Arm's latency table: Cortex-M0 16 cycles at zero wait states (core-timing-facts S6; docs/exception-timing.md E2)"}
}

// EnterException, ReturnException and Sleep implement ExceptionCore
// with the skeleton's hooks (thumbcore.go) over this core's pipeline.
func (c *ARMv6M) EnterException(ret, handler uint32, cycles uint64) {
	c.enterException(c, ret, handler, cycles)
}
func (c *ARMv6M) ReturnException(ret uint32, cycles uint64) { c.returnException(c, ret, cycles) }
func (c *ARMv6M) Sleep(cycles uint64)                       { c.sleep(c, cycles) }

// retirePending and pendingSize are the pipeline side of the hooks (thumbPipe).
func (c *ARMv6M) retirePending(next uint32) { c.retire(next) }
func (c *ARMv6M) pendingSize() uint32       { return uint32(c.pending.size) }

// wait moves the core past cycles in which no instruction runs.
func (c *ARMv6M) wait(cycles uint64) { c.cycles += cycles }
