package cores

import (
	"fmt"
	"math/bits"

	"boardless/decode"
	"boardless/trace"
)

// Whole-block timing for the Cortex-M33: a translation block's
// instructions are decoded, classified and put in order once, under the
// IT state the block is entered with, and its fetches are charged a
// flash line at a time. What depends on the run stays per instruction:
// the issue machine (register readiness across and inside the block,
// pairing with the instruction before, branch outcomes from the next PC)
// and the memory model's state. The cycles, stalls and counts are those
// of timing the same instructions one Exec event at a time
// (TestM33BlocksEqualInstructions); with a profiler the model takes
// Exec events, so attribution is per instruction as before.

// m33Block is one translation block entered under one IT state.
type m33Block struct {
	insts   []m33Inst      // copies: the decode cache may re-decode an address under another IT condition
	itAfter decode.ITState // the IT state for the instruction after the block

	lastPC    uint32
	summaries []*m33Summary // by entry pairing condition; a few at most
}

// m33Summary is the effect of a block's instructions but the last (whose
// cost depends on where it goes) on the issue machine, for an entry where
// every register they read before writing it is ready by its slack (the
// common case): then the block's timing is static, computed once by
// running retire on a scratch machine, and applied by adding offsets to
// the entry cycle. Other entries are timed one instruction at a time.
type m33Summary struct {
	entry   uint8 // m33EntryKey
	inputs  []m33Input
	fpInput bool  // an FP instruction issues before the block's first FMA
	fpSlack int64 // and then the FMA shadow must be over by this

	now          uint64
	insns, pairs uint64
	stalls       []m33StallCount
	writes       []m33RegTimes
	fpSet        bool
	fpFree       int64
	prevPC       uint32
	prevCat      uint8
	prevFlags    bool
	prevPairable bool
}

// m33Input is a register the block reads before writing it, in a role
// (0 early, 1 late, 2 XTA), and the cycle, relative to the block's entry
// issue cycle, by which it must be ready in that role: the issue cycle
// its first reader that does not pair starts from before looking at its
// sources. Ready later, it would delay the reader; ready between then and
// the cycle of a source the reader waits for, it could change the
// stall's reason.
type m33Input struct {
	r, role uint8
	slack   int64
}

type m33StallCount struct {
	kind m33Stall
	n    uint64
}

// m33RegTimes is a register's ready times after the block, relative to
// the cycle the block started issuing at.
type m33RegTimes struct {
	r              uint8
	why            m33Stall
	rdy, late, xta int64
}

// m33ScratchBase is the entry cycle of the scratch machine: far enough
// from zero that offsets below the entry (a late consumer's earlier
// readiness) do not wrap.
const m33ScratchBase = 1 << 32

// blockEvent times one whole block.
func (c *ARMv8M) blockEvent(e trace.Event) {
	addr, size := e.Addr(), e.BlockSize()
	b := c.blocks.thumbBlock(c, addr, size, c.it)
	if b == nil {
		return
	}
	if c.have {
		c.retire(addr)
	}
	if sm := c.summary(b, addr); sm != nil {
		c.applySummary(sm)
	} else {
		pc := addr
		for i := range b.insts[:len(b.insts)-1] {
			in := &b.insts[i]
			c.pending, c.pendingPC = in, pc
			pc += uint32(in.size)
			c.retire(pc)
		}
	}
	c.pending, c.pendingPC, c.have = &b.insts[len(b.insts)-1], b.lastPC, true
	c.it = b.itAfter
	if c.zeroWS {
		return
	}
	var s uint64
	pc := addr
	if c.blockFetch != nil {
		s = uint64(c.blockFetch.FetchBlock(addr, size))
	} else {
		for i := range b.insts {
			s += uint64(c.mem.Fetch(pc, uint32(b.insts[i].size)))
			pc += uint32(b.insts[i].size)
		}
	}
	c.blockStall(s, &c.stalls[m33StallFetch])
}

// buildBlock decodes a block's instructions in order as Events would, each
// under the IT condition the instructions before it leave, and checks
// their sizes against the emulator's split of the block (emu splits Thumb
// code by its first halfword).
func (c *ARMv8M) buildBlock(addr, size uint32) *m33Block {
	b := &m33Block{}
	it := c.it
	for pc, end := addr, addr+size; pc < end; {
		cc := it.CC()
		in := c.cache.get(pc)
		if in.class == m33Invalid || in.cc != cc {
			if in = c.decodeAt(pc, cc); c.err != nil {
				return nil
			}
		}
		if split := thumbSplit(c.code, pc, end); split != uint32(in.size) {
			c.err = sizeMismatch("cortex-m33", pc, c.text(pc), split, in.size)
			return nil
		}
		b.insts = append(b.insts, *in)
		b.lastPC = pc
		it = itAfter(it, in.class == m33IT, in.itBits)
		pc += uint32(in.size)
	}
	if len(b.insts) == 0 {
		c.err = fmt.Errorf("cortex-m33: an empty translation block at 0x%08x", addr)
		return nil
	}
	b.itAfter = it
	return b
}

// m33EntryKey is what the first instruction's pairing depends on: 0 when
// it cannot pair with the instruction before, else the older one's
// pairing category and whether it set the flags.
func (c *ARMv8M) m33EntryKey(b *m33Block, addr uint32) uint8 {
	if b.insts[0].size != 2 || !c.prevPairable || addr != c.prevPC+2 {
		return 0
	}
	k := 1 + c.prevCat<<1
	if c.prevFlags {
		k++
	}
	return k
}

// summary returns the block's summary for this entry, or nil when an
// input misses its slack or the block has a single instruction.
func (c *ARMv8M) summary(b *m33Block, addr uint32) *m33Summary {
	if len(b.insts) < 2 {
		return nil
	}
	key := c.m33EntryKey(b, addr)
	var sm *m33Summary
	for _, s := range b.summaries {
		if s.entry == key {
			sm = s
			break
		}
	}
	if sm == nil {
		sm = c.buildSummary(b, addr, key)
		b.summaries = append(b.summaries, sm)
	}
	now := c.now
	for _, in := range sm.inputs {
		rdy := &c.rdy
		switch in.role {
		case 1:
			rdy = &c.rdyLate
		case 2:
			rdy = &c.rdyXTA
		}
		if int64(rdy[in.r]-now) > in.slack {
			return nil
		}
	}
	if sm.fpInput && int64(c.fpFree-now) > sm.fpSlack {
		return nil
	}
	return sm
}

// buildSummary times the block's instructions but the last on a scratch
// machine entered with the current pairing state and every input ready.
func (c *ARMv8M) buildSummary(b *m33Block, addr uint32, key uint8) *m33Summary {
	const base = m33ScratchBase
	x := &ARMv8M{extras: c.extras, pcExtra: c.pcExtra, now: base, fpFree: base,
		prevPC: c.prevPC, prevCat: c.prevCat, prevFlags: c.prevFlags, prevPairable: c.prevPairable}
	for r := range x.rdy {
		x.rdy[r], x.rdyLate[r], x.rdyXTA[r] = base, base, base
	}
	sm := &m33Summary{entry: key}
	var written uint64
	var seen [3]uint64
	fma := false
	pc := addr
	for i := range b.insts[:len(b.insts)-1] {
		in := &b.insts[i]
		reads, w := [3]uint64{in.rEarly}, in.wMain
		if in.extra != 0 {
			e := &c.extras[in.extra]
			reads[1], reads[2] = e.rLate, e.rXTA
			w |= e.w2 | e.wBase | e.wList
		}
		before, pairs := x.now, x.pairs
		x.pending, x.pendingPC = in, pc
		pc += uint32(in.size)
		x.retire(pc)
		if x.pairs == pairs { // it looked at its sources
			for role, m := range reads {
				for m &^= written | seen[role]; m != 0; m &= m - 1 {
					r := bits.TrailingZeros64(m)
					sm.inputs = append(sm.inputs, m33Input{uint8(r), uint8(role), int64(before - base)})
					seen[role] |= 1 << r
				}
			}
			if in.fl&m33fFP != 0 && !fma && !sm.fpInput {
				sm.fpInput, sm.fpSlack = true, int64(before-base)
			}
		}
		written |= w
		fma = fma || in.fl&m33fFMA != 0
	}
	sm.now, sm.insns, sm.pairs = x.now-base, x.insns, x.pairs
	sm.prevPC, sm.prevCat, sm.prevFlags, sm.prevPairable = x.prevPC, x.prevCat, x.prevFlags, x.prevPairable
	for k, n := range x.stalls {
		if n != 0 {
			sm.stalls = append(sm.stalls, m33StallCount{m33Stall(k), n})
		}
	}
	for m := written; m != 0; m &= m - 1 {
		r := bits.TrailingZeros64(m)
		sm.writes = append(sm.writes, m33RegTimes{r: uint8(r), why: x.why[r],
			rdy: int64(x.rdy[r] - base), late: int64(x.rdyLate[r] - base), xta: int64(x.rdyXTA[r] - base)})
	}
	if x.fpFree != base {
		sm.fpSet, sm.fpFree = true, int64(x.fpFree-base)
	}
	return sm
}

// applySummary advances the issue machine over the block's instructions
// but the last.
func (c *ARMv8M) applySummary(sm *m33Summary) {
	now := c.now
	c.now += sm.now
	c.insns += sm.insns
	c.pairs += sm.pairs
	for _, s := range sm.stalls {
		c.stalls[s.kind] += s.n
	}
	for _, w := range sm.writes {
		c.rdy[w.r], c.rdyLate[w.r], c.rdyXTA[w.r] = now+uint64(w.rdy), now+uint64(w.late), now+uint64(w.xta)
		c.why[w.r] = w.why
	}
	if sm.fpSet {
		c.fpFree = now + uint64(sm.fpFree)
	}
	c.prevPC, c.prevCat, c.prevFlags, c.prevPairable = sm.prevPC, sm.prevCat, sm.prevFlags, sm.prevPairable
}
