package cores

import (
	"boardless/models"
)

// The exception hooks of the Cortex-M7 model (models.ExceptionCore).

var m7Exceptions = models.ExceptionTiming{EntryCycles: 12, PriorityBits: 4, Mainline: true,
	EntrySource: "Arm's 'Cortex-M for Beginners' latency table, Cortex-M7 'typically 12, worst case 14' (as quoted in community.arm.com Cortex-M forum thread 47326; the M7 TRM DDI0489 figure not found): the typical 12 (docs/exception-timing.md E8)"}

// EnterException, ReturnException and Sleep implement ExceptionCore
// with the skeleton's hooks (thumbcore.go) over this core's pipeline.
func (c *CortexM7) EnterException(ret, handler uint32, cycles uint64) {
	c.enterException(c, ret, handler, cycles)
}
func (c *CortexM7) ReturnException(ret uint32, cycles uint64) { c.returnException(c, ret, cycles) }
func (c *CortexM7) Sleep(cycles uint64)                       { c.sleep(c, cycles) }

// retirePending and pendingSize are the pipeline side of the hooks (thumbPipe).
func (c *CortexM7) retirePending(next uint32) { c.retire(next) }
func (c *CortexM7) pendingSize() uint32       { return uint32(c.pending.size) }

// wait moves the issue machine past cycles in which no instruction
// issues: the group closes, nothing pairs across the gap, and the next
// group starts after it at the earliest.
func (c *CortexM7) wait(cycles uint64) {
	c.flushHeld(m7LostEnd)
	c.busy += cycles
	c.gOpen = false
}
