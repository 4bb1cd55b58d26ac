package cores

import (
	"math/bits"

	"boardless/models"
	"boardless/models/memory"
	"boardless/trace"
)

// Whole-block timing for the Cortex-A7. A translation block's
// instructions are found once (their decode-cache entries, which never
// change once made); each time the block runs, its fetches are looked up
// in order, and when none stalls and the entry is quiet (every register
// the block reads before writing it ready, in its role, by the cycle
// before the block's first issue) the issue schedule of all its
// instructions is a static summary, computed once per entry slot state
// by running issue on a scratch machine and applied by adding offsets to
// the entry cycle. What depends on the run stays per event: the branch
// at the block's end (predictor, BTIC, return stack, resolved when the
// next block arrives), a redirect's wait, fetch stalls (which freeze the
// pipeline mid-block), other entries, and data accesses. With a profiler
// the model takes Exec events as before (the attribution is per
// instruction); sim's TestBlocksEqualInstructions checks the two agree.

// a7Block is one translation block.
type a7Block struct {
	insts []*a7Inst // in the decode cache
	pcs   []uint32
	sizes []uint8
	stall []uint32 // scratch: this run's fetch stalls, per instruction

	bounds     []uint16 // the instructions that can reach a new L1 I line (Hierarchy.FetchLines)
	boundShift uint     // the line size they are for

	branchInside bool // an instruction before the last is a branch: no summaries
	thumb        bool // an instruction before the last is Thumb: IT state to advance
	summaries    [3]*a7Summary
}

// a7Summary is the issue schedule of a quiet block, relative to the
// entry's latest issue cycle.
type a7Summary struct {
	inputs     []a7Input
	cur        int64
	slot       int
	slotBranch bool
	stalls     []a7StallCount
	writes     []a7RegTimes
	scaledRdy  []int32 // per writes entry, its rdyS: only with a7_scaled_index_cycles not 0
}

type a7StallCount struct {
	kind int
	n    uint64
}

// a7RegTimes is when a register the block writes is ready, in cycles
// after the entry (a block's schedule spans far fewer than 2^31 cycles;
// 16 bytes an entry keep applySummary's loop short).
type a7RegTimes struct {
	r                uint8
	producer         a7Class
	rdyN, rdyE, rdyA int32
}

// a7ScratchBase is the scratch machine's entry cycle; registers read
// from before the block are ready at 0, long before it.
const a7ScratchBase = 1 << 40

// WantsBlocks implements trace.BlockSink: whole blocks, except while a
// profiler needs every instruction (armv7a_prof.go).
func (c *ARMv7A) WantsBlocks() bool { return c.prof == nil && models.WholeBlocks() }

func a7BlockKey(e trace.Event) uint64 {
	k := uint64(e.Addr()) | uint64(e.BlockSize())<<32
	if e.Thumb() {
		k |= 1 << 48
	}
	return k
}

// blockEvent times one whole block.
func (c *ARMv7A) blockEvent(e trace.Event) {
	key := a7BlockKey(e)
	b := c.blocks.get(key)
	if b == nil {
		c.firstRun(e, key)
		return
	}
	c.arrive(b.pcs[0])
	var any uint32
	if c.lines != nil {
		if sh := c.lineShift; b.bounds == nil || b.boundShift != sh {
			b.bounds, b.boundShift = memory.LineBounds(b.pcs, b.sizes, sh), sh
			clear(b.stall)
		}
		any = c.lines.FetchLines(b.pcs, b.sizes, b.bounds, b.stall)
	} else {
		b.bounds = nil // every entry of stall written: cleared when bounds are made again
		for i, in := range b.insts {
			b.stall[i] = c.mem.Fetch(b.pcs[i], uint32(in.size))
			any |= b.stall[i]
		}
	}
	if any == 0 && !b.branchInside {
		if sm := c.summary(b); sm != nil {
			c.applySummary(b, sm)
			return
		}
	}
	for i, in := range b.insts {
		if i > 0 {
			c.arrive(b.pcs[i])
		}
		if b.stall[i] != 0 {
			c.stall(b.stall[i], a7StFetch)
		}
		c.issue(in)
		c.thumb = in.thumb
		c.prev, c.prevPC, c.have = in, b.pcs[i], true
	}
}

// arrive settles the previous instruction now that the next one, at pc,
// is known (Events does the same for an Exec event).
func (c *ARMv7A) arrive(pc uint32) {
	if !c.have {
		return
	}
	if c.prev.thumb {
		c.itAdvance(c.prev)
	}
	if c.prev.br != a7BrNone {
		c.resolve(pc)
	}
}

// fetch returns the fetch stall of in at pc.
func (c *ARMv7A) fetch(pc uint32, in *a7Inst) uint32 {
	return c.mem.Fetch(pc, uint32(in.size))
}

// firstRun times a block seen for the first time exactly as its Exec
// events would be, decoding as it goes (the decode depends on the state
// the instructions before leave), and keeps it.
func (c *ARMv7A) firstRun(e trace.Event, key uint64) {
	b := &a7Block{}
	addr, end := e.Addr(), e.Addr()+e.BlockSize()
	for pc := addr; pc < end; {
		size := min(4, end-pc)
		if e.Thumb() {
			size = thumbSplit(c.code, pc, end)
		}
		c.arrive(pc)
		in := c.cache.get(pc)
		if in.class == a7Invalid {
			if in = c.decodeAt(pc, size); c.err != nil {
				return
			}
		}
		if s := c.fetch(pc, in); s != 0 {
			c.stall(s, a7StFetch)
		}
		c.issue(in)
		c.thumb = in.thumb
		c.prev, c.prevPC, c.have = in, pc, true
		b.insts, b.pcs, b.sizes = append(b.insts, in), append(b.pcs, pc), append(b.sizes, in.size)
		pc += size
	}
	if len(b.insts) == 0 {
		return
	}
	b.stall = make([]uint32, len(b.insts))
	for i, in := range b.insts {
		if i < len(b.insts)-1 && in.br != a7BrNone {
			b.branchInside = true
		}
		if i < len(b.insts)-1 && in.thumb {
			b.thumb = true
		}
	}
	c.blocks.put(key, b)
}

// summary returns the block's schedule for this entry, or nil when a
// register the block reads before writing it is not ready in time for
// it (its slack). A redirect's wait (minNext beyond the next cycle) is
// taken first, as issue takes it for the first instruction: the slot is
// full then, and the block starts after it.
func (c *ARMv7A) summary(b *a7Block) *a7Summary {
	cur := c.cur
	if c.minNext > cur+1 {
		cur = c.minNext - 1
	}
	key := 0
	if c.slot == a7SlotOpen {
		key = 1
		if c.slotBranch {
			key = 2
		}
	}
	sm := b.summaries[key]
	if sm == nil {
		sm = c.buildSummary(b, key)
		b.summaries[key] = sm
	}
	for _, in := range sm.inputs {
		rdy := &c.rdyN
		switch in.role {
		case a7RoleEarly:
			rdy = &c.rdyE
		case a7RoleAcc:
			rdy = &c.rdyA
		case a7RoleScaled:
			rdy = &c.rdyS
		}
		if rdy[in.r]-cur > in.slack {
			return nil
		}
	}
	if c.minNext > c.cur+1 {
		c.stalls[c.minReason] += uint64(c.minNext - c.cur - 1)
		c.cur = cur // the slot is full (setMinNext): issue waits for minNext
	}
	return sm
}

// Operand roles of a block's inputs.
const (
	a7RoleNormal = iota
	a7RoleEarly
	a7RoleAcc
	a7RoleScaled // a shifted address index (a7_scaled_index_cycles)
)

// a7Input is a register a block reads before writing it, and by how many
// cycles after the entry's latest issue it must be ready (in that role)
// for the block's schedule to be the summary's: no later than the cycle
// its first reader issues at (dual-issued) or would issue at before
// waiting for operands (not). A later register would delay or un-pair
// the reader, or, when ready at the same cycle as an operand the reader
// waits for, could change the stall's reason.
type a7Input struct {
	r, role uint8
	slack   int64
}

// buildSummary issues the block's instructions on a scratch machine
// entered with the given slot state, every input ready long before.
func (c *ARMv7A) buildSummary(b *a7Block, key int) *a7Summary {
	const base = a7ScratchBase
	x := &ARMv7A{divCycles: c.divCycles, scaled: c.scaled, cur: base, minNext: base, slot: a7SlotFull}
	if key > 0 {
		x.slot, x.slotBranch = a7SlotOpen, key == 2
	}
	sm := &a7Summary{}
	var written uint32
	var seen [4]uint32
	for _, in := range b.insts {
		before := x.cur
		x.issue(in)
		bound := before // dual-issued at the open slot
		if x.cur != before {
			bound = max(before+1, x.minNext)
		}
		for role, m := range [4]uint32{in.readN, in.readE, in.readA, in.readS} {
			for m &^= written | seen[role]; m != 0; m &= m - 1 {
				r := bits.TrailingZeros32(m)
				sm.inputs = append(sm.inputs, a7Input{uint8(r), uint8(role), bound - base})
				seen[role] |= 1 << r
			}
		}
		written |= in.writes | in.wb
	}
	sm.cur, sm.slot, sm.slotBranch = x.cur-base, x.slot, x.slotBranch
	for k, n := range x.stalls {
		if n != 0 {
			sm.stalls = append(sm.stalls, a7StallCount{k, n})
		}
	}
	for m := written; m != 0; m &= m - 1 {
		r := bits.TrailingZeros32(m)
		sm.writes = append(sm.writes, a7RegTimes{r: uint8(r), producer: x.producer[r],
			rdyN: int32(x.rdyN[r] - base), rdyE: int32(x.rdyE[r] - base), rdyA: int32(x.rdyA[r] - base)})
		if x.scaled != 0 {
			sm.scaledRdy = append(sm.scaledRdy, int32(x.rdyS[r]-base))
		}
	}
	return sm
}

// applySummary issues a quiet block's instructions at once.
func (c *ARMv7A) applySummary(b *a7Block, sm *a7Summary) {
	cur := c.cur
	c.cur += sm.cur
	c.slot, c.slotBranch = sm.slot, sm.slotBranch
	c.insns += uint64(len(b.insts))
	for _, s := range sm.stalls {
		c.stalls[s.kind] += s.n
	}
	for _, w := range sm.writes {
		c.rdyN[w.r], c.rdyE[w.r], c.rdyA[w.r] = cur+int64(w.rdyN), cur+int64(w.rdyE), cur+int64(w.rdyA)
		c.producer[w.r] = w.producer
	}
	for k, t := range sm.scaledRdy {
		c.rdyS[sm.writes[k].r] = cur + int64(t)
	}
	n := len(b.insts) - 1
	if b.thumb {
		for _, in := range b.insts[:n] {
			c.itAdvance(in)
		}
	}
	last := b.insts[n]
	c.thumb = last.thumb
	c.prev, c.prevPC, c.have = last, b.pcs[n], true
}
