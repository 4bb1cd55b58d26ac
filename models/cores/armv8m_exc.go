package cores

import (
	"boardless/models"
)

// The exception hooks of the Cortex-M33 model (models.ExceptionCore).

var m33Exceptions = models.ExceptionTiming{EntryCycles: 12, PriorityBits: 4, Mainline: true,
	EntrySource: "12 cycles within one security state (core-timing-facts §2.1, S1; docs/exception-timing.md E3)"}

// EnterException, ReturnException and Sleep implement ExceptionCore
// with the skeleton's hooks (thumbcore.go) over this core's pipeline.
func (c *ARMv8M) EnterException(ret, handler uint32, cycles uint64) {
	c.enterException(c, ret, handler, cycles)
}
func (c *ARMv8M) ReturnException(ret uint32, cycles uint64) { c.returnException(c, ret, cycles) }
func (c *ARMv8M) Sleep(cycles uint64)                       { c.sleep(c, cycles) }

// retirePending and pendingSize are the pipeline side of the hooks (thumbPipe).
func (c *ARMv8M) retirePending(next uint32) { c.retire(next) }
func (c *ARMv8M) pendingSize() uint32       { return uint32(c.pending.size) }

// wait moves the issue machine past cycles in which no instruction
// issues; nothing pairs across the gap.
func (c *ARMv8M) wait(cycles uint64) {
	c.now += cycles
	c.prevPairable = false
}
