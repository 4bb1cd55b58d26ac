package cores

import (
	"boardless/decode"
	"boardless/models"
)

// Cortex-A7 attribution: the model reports to a Profiler itself
// (models.Profiled), so that every cycle lands on the instruction that
// spent it. sim's per-event adapter charged the growth of the cycle count
// on seeing an instruction to the one before it, which put an operand
// wait on the producer and a pair's cycle on its older half.
//
// Who pays what (the model's own accounting, nothing estimated):
//   - an instruction that issues in a new cycle: 1 cycle, plus its extra
//     issue cycles (LDM/STM of 3 or more, both-slot transfers), plus the
//     cycles it waited for an operand (load-use, mac-latency,
//     alu-latency, shift-operand, address-operand, fp-latency, div), plus
//     the divide's extra issue cycles (div), plus its own fetch stall;
//   - the younger instruction of a dual-issued pair: 0 cycles, and a
//     PairProfiler hears Paired for it;
//   - a branch: the bubble or mispredict penalty before the instruction
//     after it (branch-taken, branch-mispredict), since the branch's
//     outcome caused it;
//   - a load or store: the cache misses of its data accesses (data,
//     data-l1-miss, data-l2-miss, device). Data events come after their
//     translation block (package trace); they are matched, in order, to
//     the block's loads and stores by access count and size (a32MemShape).
//     An access that matches none (a failed condition skipped a transfer,
//     an access the model cannot place) goes to the block's last load or
//     store, or to the pending instruction.
//
// The calls keep the Profiler's order: an instruction's Stall calls, then
// its Retire, which comes when the next instruction arrives (its address
// is the Retire's next) or at Finish.

// PairProfiler is a Profiler that also hears of dual issue: Paired(pc)
// says the instruction at pc issued in the same cycle as the one before
// it, as the younger of a pair (its Retire then carries 0 cycles).
type PairProfiler interface {
	models.Profiler
	Paired(pc uint32)
}

// a7Charge is what one instruction spent, until its Retire.
type a7Charge struct {
	pc     uint32
	live   bool
	paired bool
	cycles uint64 // issue cycles that are not stalls
	stalls [a7NumStalls]uint64
}

// a7MemOp is one load or store of the current translation block waiting
// for its data events.
type a7MemOp struct {
	pc    uint32
	size  uint8 // bytes per access; 0: any
	count uint8 // accesses still expected
}

// SetProfiler makes the model report every cycle to p (nil: stop), each
// stall under its a7StallNames kind (models.Profiled). While p is set the
// model takes Exec events, not whole blocks.
func (c *ARMv7A) SetProfiler(p models.Profiler) {
	c.prof = p
	c.pairProf, _ = p.(PairProfiler)
	c.pend, c.now = a7Charge{}, a7Charge{}
	c.memOps = c.memOps[:0]
}

// chargeStall adds s cycles of reason to the instruction being issued.
func (c *ARMv7A) chargeStall(reason int, s uint64) {
	if c.prof != nil {
		c.now.stalls[reason] += s
	}
}

// chargeIssue adds n issue cycles to the instruction being issued.
func (c *ARMv7A) chargeIssue(n uint64) {
	if c.prof != nil {
		c.now.cycles += n
	}
}

// chargeRedirect gives the wait for a branch's redirect (bubble or
// mispredict) to the branch, still pending, whose outcome caused it.
func (c *ARMv7A) chargeRedirect(s uint64) {
	switch {
	case c.prof == nil:
	case c.pend.live:
		c.pend.stalls[c.minReason] += s
	default:
		c.now.stalls[c.minReason] += s
	}
}

// startCharge opens the record of the instruction at pc, about to issue.
func (c *ARMv7A) startCharge(pc uint32, in *a7Inst) {
	c.now = a7Charge{pc: pc, live: true}
	if c.sawData || c.prev == nil || c.prev.br != a7BrNone || pc != c.prevPC+uint32(c.prev.size) {
		c.memOps = c.memOps[:0] // a new translation block
		c.sawData = false
	}
	if in.memCount != 0 {
		c.memOps = append(c.memOps, a7MemOp{pc: pc, size: in.memSize, count: in.memCount})
	}
}

// retireCharge reports the pending instruction (its stalls, then its
// Retire with the address that followed), and makes the one just issued
// pending.
func (c *ARMv7A) retireCharge(next uint32) {
	c.flush(next)
	c.pend = c.now
	c.now = a7Charge{}
}

// flush reports the pending instruction, if any, as followed by next.
func (c *ARMv7A) flush(next uint32) {
	p := &c.pend
	if !p.live {
		return
	}
	for r, n := range p.stalls {
		if n != 0 {
			c.prof.Stall(p.pc, a7StallNames[r], n)
		}
	}
	if p.paired && c.pairProf != nil {
		c.pairProf.Paired(p.pc)
	}
	c.prof.Retire(p.pc, next, p.cycles)
	*p = a7Charge{}
}

// chargeData gives a data access's stall, by reason, to the load or
// store of the block that made it.
func (c *ARMv7A) chargeData(size uint32, split [2]uint64, reasons [2]int) {
	c.sawData = true
	pc, ok := c.matchAccess(size)
	if !ok {
		pc = c.pend.pc
		if n := len(c.memOps); n != 0 {
			pc = c.memOps[n-1].pc
		}
	}
	for k, s := range split {
		if s == 0 {
			continue
		}
		if c.pend.live && pc == c.pend.pc {
			c.pend.stalls[reasons[k]] += s
		} else {
			// Retired already, in this block, so on the same call path.
			c.prof.Stall(pc, a7StallNames[reasons[k]], s)
		}
	}
}

// matchAccess takes the next expected access of the block's loads and
// stores that has this size, passing over transfers that did not happen.
func (c *ARMv7A) matchAccess(size uint32) (uint32, bool) {
	for len(c.memOps) > 0 {
		op := &c.memOps[0]
		if op.count == 0 || (op.size != 0 && uint32(op.size) != size) {
			c.memOps = c.memOps[1:]
			continue
		}
		op.count--
		return op.pc, true
	}
	return 0, false
}

// a32MemShape is the data accesses an instruction makes as the emulator
// reports them: bytes per access (0: not fixed) and how many. Word
// transfers of several registers (LDRD/STRD, LDM/STM/PUSH/POP) are one
// word access per register; VFP transfers one access per register, of
// its size (4 or 8 bytes, not told apart here).
func a32MemShape(i decode.Inst) (size, count uint8) {
	switch i.ID {
	case decode.InsLDRB, decode.InsLDRSB, decode.InsSTRB, decode.InsLDRBT, decode.InsLDRSBT, decode.InsSTRBT,
		decode.InsLDREXB, decode.InsSTREXB, decode.InsLDAB, decode.InsSTLB, decode.InsLDAEXB, decode.InsSTLEXB, decode.InsTBB:
		return 1, 1
	case decode.InsLDRH, decode.InsLDRSH, decode.InsSTRH, decode.InsLDRHT, decode.InsLDRSHT, decode.InsSTRHT,
		decode.InsLDREXH, decode.InsSTREXH, decode.InsLDAH, decode.InsSTLH, decode.InsLDAEXH, decode.InsSTLEXH, decode.InsTBH:
		return 2, 1
	case decode.InsLDR, decode.InsSTR, decode.InsLDRT, decode.InsSTRT, decode.InsLDREX, decode.InsSTREX,
		decode.InsLDA, decode.InsSTL, decode.InsLDAEX, decode.InsSTLEX:
		return 4, 1
	case decode.InsLDRD, decode.InsSTRD:
		return 4, 2
	case decode.InsLDREXD, decode.InsSTREXD, decode.InsLDAEXD, decode.InsSTLEXD:
		return 0, 2
	case decode.InsLDM, decode.InsLDMDA, decode.InsLDMDB, decode.InsLDMIB, decode.InsPOP,
		decode.InsSTM, decode.InsSTMDA, decode.InsSTMDB, decode.InsSTMIB, decode.InsPUSH:
		return 4, uint8(min(i.RegListLen(), 255))
	case decode.InsVLDR, decode.InsVSTR:
		return 0, 1
	case decode.InsVLDMIA, decode.InsVLDMDB, decode.InsVSTMIA, decode.InsVSTMDB, decode.InsVPUSH, decode.InsVPOP:
		return 0, uint8(min(i.RegListLen(), 255))
	}
	return 0, 0
}
