package cores

import (
	"fmt"
	"math/bits"

	"boardless/decode"
	"boardless/models/memory"
	"boardless/trace"
)

// Whole-block timing for the Cortex-M3/M4F: a translation block's
// instructions are decoded, classified and put in order once, under the
// IT state the block is entered with, and its fetches are charged at the
// block event. What depends on the run stays per instruction: retire
// (address-unit readiness across and inside the block, the pipelining
// of neighbouring accesses, the FPU's divider, branch outcomes from the
// next PC, division operands) and the memory model's state, except where
// a block's timing is static (v7mSummary). The cycles,
// stalls and counts are those of timing the same instructions one Exec
// event at a time (TestV7MBlocksEqualInstructions, and sim's
// TestBlocksEqualInstructions on the F103 and F401 boards); with a
// profiler the model takes Exec events, so attribution stays per
// instruction.
//
// Division operands (OperandObserver) need nothing of their own: the
// runner reports them before the division executes, after bringing the
// model up to date with the stream, which then holds the whole block the
// division is in, as Exec events or as its Block event alike. A division
// that is not its block's last instruction has retired by then and is
// corrected afterwards (owed); the last one is still pending.

// v7mBlock is one translation block entered under one IT state.
type v7mBlock struct {
	insts   []v7mInst      // copies: the decode cache may re-decode an address under another IT condition
	itAfter decode.ITState // the IT state for the instruction after the block
	lastPC  uint32

	summaries []*v7mSummary     // by entry key; a few at most
	noSummary bool              // a division before the last instruction: its cost comes from the run
	plan      *memory.FetchPlan // its fetches on the FetchPlanner it was last run with
}

// v7mSummary is the effect of a block's instructions but the last (whose
// cost depends on where it goes) on the pipeline, for an entry where the
// first instruction pipelines with the one before in one way (entry) and
// every register the address unit reads before the block writes it is
// ready by its slack, as is the FPU (the common case): then the block's
// timing is static, computed once by running retire on a scratch
// machine, and applied by adding offsets to the entry cycle. Other
// entries are timed one instruction at a time. The access before the
// block matters to its first instruction only, through pipelining: the
// next instruction's pipelining looks at the first one alone.
type v7mSummary struct {
	entry   uint8 // v7mEntryKey
	inputs  []v7mInput
	fpInput bool  // an FP instruction starts before the block's first VDIV/VSQRT
	fpSlack int64 // and then the FPU must be free by this

	now    uint64
	starts []uint32 // each instruction's start, relative to the entry (the last's is now)
	insns  uint64
	stalls []v7mStallCount
	writes []v7mRegTime
	fpSet  bool
	fpFree int64

	prevLoad1, prevStore1   bool
	prevLoaded              uint16
	prevWBBase, prevStoreWB int8
}

// v7mInput is a register the address unit reads before the block writes
// it, and the cycle, relative to the block's entry, by which it must be
// ready: the start of its first reader before it waits for its address
// registers. Ready later, it would delay the reader.
type v7mInput struct {
	r     uint8
	slack int64
}

type v7mStallCount struct {
	kind v7mStall
	n    uint64
}

// v7mRegTime is when a register can feed the address unit after the
// block, relative to the block's entry.
type v7mRegTime struct {
	r  uint8
	at int64
}

// v7mScratchBase is the entry cycle of the scratch machine: far enough
// from zero that nothing before the entry wraps.
const v7mScratchBase = 1 << 32

// blockEvent times one whole block: it retires the instruction pending
// from the block before, then every instruction of the block but the
// last, which stays pending until the next PC shows where it went.
func (c *ARMv7M) blockEvent(e trace.Event) {
	addr, size := e.Addr(), e.BlockSize()
	b := c.blocks.thumbBlock(c, addr, size, c.it)
	if b == nil {
		return
	}
	if c.have {
		c.retire(addr, b.insts[0].size)
	}
	last := len(b.insts) - 1
	c.entry = c.now
	if sm := c.summary(b, addr); sm != nil {
		c.applySummary(sm)
		c.starts = sm.starts
	} else {
		c.starts = c.startsFor(len(b.insts))
		pc := addr
		for i := range b.insts[:last] {
			if c.starts != nil {
				c.starts[i] = uint32(c.now - c.entry)
			}
			c.pending, c.pendingPC = &b.insts[i], pc
			pc += uint32(b.insts[i].size)
			c.retire(pc, b.insts[i+1].size)
		}
		if c.starts != nil {
			c.starts[last] = uint32(c.now - c.entry)
		}
	}
	c.pending, c.pendingPC, c.have = &b.insts[last], b.lastPC, true
	c.it = b.itAfter
	c.fetchBlock(b, addr, size)
}

// fetchBlock charges the block's instruction fetches. The flash models
// without a block call get one Fetch per instruction, as from Exec
// events: their prefetch timing counts instructions (flashPort).
func (c *ARMv7M) fetchBlock(b *v7mBlock, addr, size uint32) {
	if c.zeroWS {
		return
	}
	var s uint64
	switch {
	case c.blockFetch != nil:
		s = uint64(c.blockFetch.FetchBlock(addr, size))
	case c.planner != nil && c.fetchPlan(b, addr).InRange():
		s = uint64(b.plan.Fetch(addr, c.entry, c.starts)) // made by c.planner: its FetchPlanned, a direct call
	case c.clocked != nil:
		pc := addr
		for i := range b.insts {
			s += uint64(c.clocked.FetchAt(pc, uint32(b.insts[i].size), c.entry+uint64(c.starts[i])))
			pc += uint32(b.insts[i].size)
		}
	default:
		pc := addr
		for i := range b.insts {
			s += uint64(c.mem.Fetch(pc, uint32(b.insts[i].size)))
			pc += uint32(b.insts[i].size)
		}
	}
	c.blockStall(s, &c.stalls[v7mStallFetch])
}

// startsFor returns c.startBuf sized for a block of n instructions, for
// the block's instructions' starts after its entry on the zero-wait
// clock, when the memory times its fetches by them (ClockedFetcher); nil
// otherwise.
func (c *ARMv7M) startsFor(n int) []uint32 {
	if c.clocked == nil || c.zeroWS {
		return nil
	}
	if cap(c.startBuf) < n {
		c.startBuf = make([]uint32, n, 2*n)
	}
	return c.startBuf[:n]
}

// fetchPlan returns the block's fetch plan on c.planner, made on first
// use with this planner.
func (c *ARMv7M) fetchPlan(b *v7mBlock, addr uint32) *memory.FetchPlan {
	if b.plan == nil || !b.plan.MadeBy(c.planner) {
		sizes := make([]uint32, len(b.insts))
		for i := range b.insts {
			sizes[i] = uint32(b.insts[i].size)
		}
		b.plan = c.planner.PlanFetches(addr, sizes)
	}
	return b.plan
}

// buildBlock decodes a block's instructions in order as Events would,
// each under the IT condition the instructions before it leave, and
// checks their sizes against the emulator's split of the block.
func (c *ARMv7M) buildBlock(addr, size uint32) *v7mBlock {
	b := &v7mBlock{}
	it := c.it
	for pc, end := addr, addr+size; pc < end; {
		cc := it.CC()
		in := c.cache.get(pc)
		if in.class == v7mInvalid || in.cc != cc {
			if in = c.decodeAt(pc, cc); c.err != nil {
				return nil
			}
		}
		if split := thumbSplit(c.code, pc, end); split != uint32(in.size) {
			c.err = sizeMismatch(c.core.name, pc, c.text(pc), split, in.size)
			return nil
		}
		b.insts = append(b.insts, *in)
		b.lastPC = pc
		it = itAfter(it, in.class == v7mIT, in.itBits)
		pc += uint32(in.size)
	}
	if len(b.insts) == 0 {
		c.err = fmt.Errorf("%s: an empty translation block at 0x%08x", c.core.name, addr)
		return nil
	}
	b.itAfter = it
	for i := range b.insts[:len(b.insts)-1] {
		if b.insts[i].class == v7mDiv {
			b.noSummary = true // watched: owed to its operands; else div_cycles, but rare enough
		}
	}
	return b
}

// v7mEntryKey is how the block's first instruction pipelines with the
// access before it (pipelining): the store-load waits it counts and the
// cycles it adds.
func (c *ARMv7M) v7mEntryKey(first *v7mInst) uint8 {
	var st [v7mNumStalls]uint64
	add := c.pipelining(first, &st)
	return uint8(st[v7mStallStoreLoad])<<4 | uint8(add+8)&0xf
}

// summary returns the block's summary for this entry, or nil when an
// input misses its slack or the block has nothing to summarize.
func (c *ARMv7M) summary(b *v7mBlock, addr uint32) *v7mSummary {
	if len(b.insts) < 2 || b.noSummary {
		return nil
	}
	key := c.v7mEntryKey(&b.insts[0])
	var sm *v7mSummary
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
		if int64(c.agu[in.r]-now) > in.slack {
			return nil
		}
	}
	if sm.fpInput && int64(c.fpFree-now) > sm.fpSlack {
		return nil
	}
	return sm
}

// buildSummary times the block's instructions but the last on a scratch
// machine entered with the current access before and every input ready.
func (c *ARMv7M) buildSummary(b *v7mBlock, addr uint32, key uint8) *v7mSummary {
	const base = v7mScratchBase
	x := &ARMv7M{core: c.core, params: c.params, refill: c.refill, unalignedExtra: c.unalignedExtra,
		literalExtra: c.literalExtra, now: base, fpFree: base, divOverride: -1,
		prevLoad1: c.prevLoad1, prevStore1: c.prevStore1, prevLoaded: c.prevLoaded,
		prevWBBase: c.prevWBBase, prevStoreWB: c.prevStoreWB}
	for r := range x.agu {
		x.agu[r] = base
	}
	sm := &v7mSummary{entry: key}
	var written, seen uint32
	fpDiv := false
	pc := addr
	last := len(b.insts) - 1
	sm.starts = make([]uint32, len(b.insts))
	for i := range b.insts[:last] {
		in := &b.insts[i]
		before := x.now
		sm.starts[i] = uint32(before - base)
		for m := uint32(in.addr) &^ (written | seen); m != 0; m &= m - 1 {
			r := bits.TrailingZeros32(m)
			sm.inputs = append(sm.inputs, v7mInput{uint8(r), int64(before - base)})
			seen |= 1 << r
		}
		x.pending, x.pendingPC = in, pc
		pc += uint32(in.size)
		x.retire(pc, b.insts[i+1].size)
		if in.fl&v7fFP != 0 && !fpDiv && !sm.fpInput {
			// Its start after the address unit's wait, which the
			// inputs rule out: the start before it.
			sm.fpInput, sm.fpSlack = true, int64(before-base)
		}
		written |= uint32(in.writes)
		if in.base >= 0 {
			written |= 1 << uint(in.base)
		}
		fpDiv = fpDiv || in.class == v7mFPDiv
	}
	sm.now, sm.insns = x.now-base, x.insns
	sm.starts[last] = uint32(sm.now)
	for k, n := range x.stalls {
		if n != 0 {
			sm.stalls = append(sm.stalls, v7mStallCount{v7mStall(k), n})
		}
	}
	for m := written; m != 0; m &= m - 1 {
		r := bits.TrailingZeros32(m)
		sm.writes = append(sm.writes, v7mRegTime{uint8(r), int64(x.agu[r] - base)})
	}
	if x.fpFree != base {
		sm.fpSet, sm.fpFree = true, int64(x.fpFree-base)
	}
	sm.prevLoad1, sm.prevStore1, sm.prevLoaded = x.prevLoad1, x.prevStore1, x.prevLoaded
	sm.prevWBBase, sm.prevStoreWB = x.prevWBBase, x.prevStoreWB
	return sm
}

// applySummary advances the pipeline over the block's instructions but
// the last.
func (c *ARMv7M) applySummary(sm *v7mSummary) {
	now := c.now
	c.now += sm.now
	c.insns += sm.insns
	for _, s := range sm.stalls {
		c.stalls[s.kind] += s.n
	}
	for _, w := range sm.writes {
		c.agu[w.r] = now + uint64(w.at)
	}
	if sm.fpSet {
		c.fpFree = now + uint64(sm.fpFree)
	}
	c.prevLoad1, c.prevStore1, c.prevLoaded = sm.prevLoad1, sm.prevStore1, sm.prevLoaded
	c.prevWBBase, c.prevStoreWB = sm.prevWBBase, sm.prevStoreWB
}
