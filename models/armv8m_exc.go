package models

// The exception hooks of the Cortex-M33 model (models.ExceptionCore).

var m33Exceptions = ExceptionTiming{EntryCycles: 12, PriorityBits: 4, Mainline: true,
	EntrySource: "12 cycles within one security state (core-timing-facts §2.1, S1; docs/exception-timing.md E3)"}

// EnterException implements ExceptionCore.
func (c *ARMv8M) EnterException(ret, handler uint32, cycles uint64) {
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
func (c *ARMv8M) ReturnException(ret uint32, cycles uint64) {
	if c.have && c.err == nil {
		if c.prof != nil && cycles != 0 {
			c.prof.Stall(c.pendingPC, StallException, cycles)
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
func (c *ARMv8M) Sleep(cycles uint64) {
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
// issues; nothing pairs across the gap.
func (c *ARMv8M) wait(cycles uint64) {
	c.now += cycles
	c.prevPairable = false
}
