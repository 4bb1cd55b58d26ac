package models

// The exception hooks of the ARMv6-M model (models.ExceptionCore).

func v6mExceptions(plus bool) ExceptionTiming {
	if plus {
		return ExceptionTiming{EntryCycles: 15, PriorityBits: 2,
			EntrySource: "Cortex-M0+ TRM DDI0484C §3.6.1: worst case 15 cycles at zero wait states (core-timing-facts A2; docs/exception-timing.md E1)"}
	}
	return ExceptionTiming{EntryCycles: 16, PriorityBits: 2,
		EntrySource: "Arm's latency table: Cortex-M0 16 cycles at zero wait states (core-timing-facts S6; docs/exception-timing.md E2)"}
}

// EnterException implements ExceptionCore.
func (c *ARMv6M) EnterException(ret, handler uint32, cycles uint64) {
	from := c.exc.last
	if c.have && c.err == nil {
		from = c.pendingPC
		c.retire(ret &^ 1)
		c.have = false
	}
	c.cycles += cycles
	c.exc.enter(c.prof, from, ret&^1, handler&^1, cycles)
}

// ReturnException implements ExceptionCore.
func (c *ARMv6M) ReturnException(ret uint32, cycles uint64) {
	if c.have && c.err == nil {
		if c.prof != nil && cycles != 0 {
			c.prof.Stall(c.pendingPC, StallException, cycles) // in the handler's frame
		}
		c.retire(ret &^ 1)
		c.have = false
	}
	c.cycles += cycles
	c.exc.cycles += cycles
	c.exc.leave()
}

// Sleep implements ExceptionCore.
func (c *ARMv6M) Sleep(cycles uint64) {
	if c.have && c.err == nil {
		pc := c.pendingPC
		c.retire(pc + uint32(c.pending.size))
		c.have = false
		c.exc.last = pc
	}
	if c.prof != nil && cycles != 0 {
		c.prof.Stall(c.exc.last, StallSleep, cycles)
	}
	c.cycles += cycles
	c.exc.sleep += cycles
}
