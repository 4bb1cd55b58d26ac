package models

// The exception hooks of the Cortex-M7 model (models.ExceptionCore).

var m7Exceptions = ExceptionTiming{EntryCycles: 12, PriorityBits: 4, Mainline: true,
	EntrySource: "Arm's 'Cortex-M for Beginners' latency table, Cortex-M7 'typically 12, worst case 14' (as quoted in community.arm.com Cortex-M forum thread 47326; the M7 TRM DDI0489 figure not found): the typical 12 (docs/exception-timing.md E8)"}

// EnterException implements ExceptionCore.
func (c *CortexM7) EnterException(ret, handler uint32, cycles uint64) {
	from := c.exc.last
	if c.have && c.err == nil {
		from = c.pendingPC
		c.retire(ret &^ 1)
		c.have = false
	}
	// The handler starts outside any IT block; the interrupted code's
	// IT state comes back with its xPSR on return.
	c.exc.saveIT(&c.it)
	c.wait(cycles)
	c.exc.enter(c.prof, from, ret&^1, handler&^1, cycles)
}

// ReturnException implements ExceptionCore.
func (c *CortexM7) ReturnException(ret uint32, cycles uint64) {
	if c.have && c.err == nil {
		if c.prof != nil && cycles != 0 {
			c.prof.Stall(c.pendingPC, StallException, cycles) // in the handler's frame
		}
		c.retire(ret &^ 1)
		c.have = false
	}
	c.exc.restoreIT(&c.it)
	c.wait(cycles)
	c.exc.cycles += cycles
	c.exc.leave()
}

// Sleep implements ExceptionCore.
func (c *CortexM7) Sleep(cycles uint64) {
	if c.have && c.err == nil {
		pc := c.pendingPC
		c.retire(pc + uint32(c.pending.size))
		c.have = false
		c.exc.last = pc
	}
	if c.prof != nil && cycles != 0 {
		c.prof.Stall(c.exc.last, StallSleep, cycles)
	}
	c.wait(cycles)
	c.exc.sleep += cycles
}

// wait moves the issue machine past cycles in which no instruction
// issues: the group closes, nothing pairs across the gap, and the next
// group starts after it at the earliest.
func (c *CortexM7) wait(cycles uint64) {
	c.flushHeld(m7LostEnd)
	c.busy += cycles
	c.gOpen = false
}
