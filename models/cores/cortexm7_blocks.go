package cores

import (
	"fmt"
	"math"
	"math/bits"

	"boardless/decode"
	"boardless/models/memory"
	"boardless/trace"
)

// Whole-block timing for the Cortex-M7: a translation block's
// instructions are decoded, classified and checked against the
// emulator's split once, under the IT state the block is entered with.
// What depends on the run stays per instruction, in the same order as
// with one Exec event per instruction: the issue machine (register
// readiness across and inside the block, pairing, units, the BTAC) runs
// retire on each instruction, and the memory model sees the same fetch
// calls, one per instruction in address order (the I-cache's LRU state,
// the uncached fetch granule and the ART depend on that order), before
// the block's data events. The cycles, stalls and counts are those of
// timing one Exec event at a time (sim's TestM7BlocksEqualInstructions);
// with a profiler the model takes Exec events, so attribution is per
// instruction as before.
//
// Most entries are timed faster still: when the registers the block
// reads before writing them are ready early enough (m7Summary), the
// issue machine's walk over the block's instructions but the last is the
// same at every such entry in the same pairing state, up to the entry
// cycle, so it is run once on a scratch machine and its effect applied
// by adding offsets. When the first instruction waits for a register the
// block before made, it is timed alone and a summary of the rest tried;
// when those inputs are late too (a load feeding a multiply, MT-E5), a
// summary is built from their present readiness (m7Pinned) and applies
// whenever they are so again.

// m7Block is one translation block entered under one IT state.
type m7Block struct {
	insts   []m7Inst       // copies: the decode cache may re-decode an address under another IT condition
	itAfter decode.ITState // the IT state for the instruction after the block
	lastPC  uint32

	static    bool         // the instructions but the last can be summarised (m7Summarisable)
	summaries []*m7Summary // by first instruction and entry key; a few at most

	size     uint32           // bytes
	runs     []memory.LineRun // its I-cache lookups (M7Mem.FetchRuns), for lines of 1<<runShift
	runShift uint
}

// m7Summary is the effect on the issue machine of a block's instructions
// from one on (from) but the last (whose cost depends on where it goes),
// entered in one pairing state (entry, m7EntryKey), when every register
// they read before writing it is ready by its limit: then no such
// register delays an instruction or decides its pairing, and the walk is
// that of a scratch machine on which none of them was written. Times are
// relative to the issue machine's busy cycle at entry.
type m7Summary struct {
	// What every entry reads first (summary, applies), then what it
	// writes back (applySummary), then the rarely used: each block entry
	// touches its summary, so the fields it reads sit in as few of the
	// host's cache lines as they can.
	from   int // the first instruction it covers: 0, or 1 when the first was timed alone
	entry  uint64
	sig    m7Sig // the open group's older instruction at entry (pairing rules)
	inputs []m7Input
	// The inputs whose limit is stricter when a load made them
	// (strictLoad), or a bitfield/DSP instruction (strictDSP), those
	// limits in strict: most blocks have none, and then an entry checks
	// one limit per input.
	strictLoad, strictDSP uint64
	strict                []m7Strict
	pinned                []m7Pinned // inputs whose readiness at entry the walk started from (none: a plain summary)
	inBuf                 [6]m7Input // the inputs' first elements, in the summary itself

	busy, gStart        int64
	gUnits              m7Packed
	insns, pairs        uint64
	written, loadedBits uint64 // registers the instructions write; those a load wrote last
	dspBits             uint64 // those a bitfield/DSP instruction wrote last (MT-E4)
	stalls              []m7StallCount
	writes              []m7RegTime
	flagsAt             int64
	narrow              int // 16-bit instructions (MT-E1)
	gN                  int
	gSig                m7Sig
	gLost               m7Lost
	gOpen               bool
	flagsSet            bool // an instruction set the flags, at flagsAt (MT-E1)
	writeBuf            [8]m7RegTime

	// The other slices' first elements: one allocation per summary.
	stallBuf [3]m7StallCount
	pinBuf   [2]m7Pinned
}

// m7Input is a register the block reads before writing it, and the
// latest ready time (relative to the entry) that cannot change its
// readers' timing: for each reader, the cycle its start is compared
// against (the group's start when it joins a group, else the cycle the
// pipeline is free) less how much earlier than EX2 it reads the register
// (an address or shifted operand, one made by a load read at EX1 counted
// as if it were), the least over the readers. limit holds whatever made
// the register; the readers that read it earlier when a load or a
// bitfield/DSP instruction made it give a stricter limit (m7Strict).
type m7Input struct {
	r     uint8
	limit int32
}

// m7Strict is an input's stricter limit when its producer was a load
// (dsp false), or a bitfield/DSP instruction (dsp true; a register a load
// made last counts as made by a load only, as byLoad and byDSP are never
// both set by the same instruction's results).
type m7Strict struct {
	r     uint8
	dsp   bool
	limit int32
}

// m7Limit narrows a limit to an m7Input's; a limit out of range is
// clamped inwards, which only makes the summary apply less often.
func m7Limit(l int64) int32 { return int32(min(max(l, math.MinInt32), math.MaxInt32)) }

// m7Pinned is an input register a summary's walk started from as it was
// at that entry (relative ready time, producer's kind, made by a load or
// a bitfield/DSP instruction): the summary applies only when it is so
// again. Blocks whose first instructions wait for the block before (a
// load feeding a multiply, MT-E5) are summarised this way.
type m7Pinned struct {
	r         uint8
	why       m7Stall
	load, dsp bool
	rel       int64
}

type m7StallCount struct {
	kind m7Stall
	n    uint64
}

// m7RegTime is a register's ready time after the block and its
// producer's stall kind.
type m7RegTime struct {
	r   uint8
	why m7Stall
	rdy int64
}

// m7ScratchBase is the entry cycle of the scratch machine: far enough
// from zero that times before the entry (the open group's start) do not
// wrap.
const m7ScratchBase = 1 << 32

// m7SummaryTries is how many of a block's first instructions a summary
// is tried from: the first ones often wait for registers the block
// before made (loads feeding multiplies, MT-E5), the rest then rarely.
const m7SummaryTries = 2

// m7MaxSummaries bounds the summaries kept per block; entries in other
// pairing states are timed one instruction at a time.
const m7MaxSummaries = 16

// blockEvent times one whole block: the instruction pending from the
// block before retires at the block's address, each of the block's
// instructions but the last retires at the one after it, and the last
// stays pending for the next event (its data accesses and its successor).
func (c *CortexM7) blockEvent(e trace.Event) {
	addr := e.Addr()
	b := c.blocks.thumbBlock(c, addr, e.BlockSize(), c.it)
	if b == nil {
		return
	}
	if c.have {
		c.retire(addr)
	}
	last := len(b.insts) - 1
	pc := addr
	for i := 0; i < last; i++ {
		// A summary from the block's first instruction, else (the first
		// often waits for a register the block before made) from the
		// second; then one instruction at a time.
		if i < m7SummaryTries {
			if sm := c.summary(b, i, pc); sm != nil {
				c.applySummary(sm)
				break
			}
		}
		in := &b.insts[i]
		c.pending, c.pendingPC = in, pc
		pc += uint32(in.size)
		c.retire(pc)
	}
	c.pending, c.pendingPC, c.have = &b.insts[last], b.lastPC, true
	c.it = b.itAfter
	if !c.zeroWS {
		c.fetchBlock(addr, b)
	}
}

// fetchBlock charges the block's instruction fetches, one call per
// instruction in address order, as start does for Exec events.
func (c *CortexM7) fetchBlock(addr uint32, b *m7Block) {
	if c.axi != nil {
		if sh := c.lineShift; b.runs == nil || b.runShift != sh {
			sizes := make([]uint8, len(b.insts))
			for i := range b.insts {
				sizes[i] = b.insts[i].size
			}
			b.runs, b.runShift = memory.LineRuns(addr, sizes, sh), sh
		}
		if st, ok := c.axi.FetchRuns(addr, addr+b.size, b.runs); ok {
			c.blockStall(uint64(st), &c.stalls[m7StallFetch])
			return
		}
	}
	var s uint64
	pc := addr
	for i := range b.insts {
		sz := uint32(b.insts[i].size)
		s += uint64(c.mem.Fetch(pc, sz))
		pc += sz
	}
	c.blockStall(s, &c.stalls[m7StallFetch])
}

// buildBlock decodes a block's instructions in order as Events would, each
// under the IT condition the instructions before it leave, and checks
// their sizes against the emulator's split of the block.
func (c *CortexM7) buildBlock(addr, size uint32) *m7Block {
	b := &m7Block{size: size}
	it := c.it
	for pc, end := addr, addr+size; pc < end; {
		cc := it.CC()
		in := c.cache.get(pc)
		if in.class == m7Invalid || in.cc != cc {
			if in = c.decodeAt(pc, cc); c.err != nil {
				return nil
			}
		}
		if split := thumbSplit(c.code, pc, end); split != uint32(in.size) {
			c.err = sizeMismatch("cortex-m7", pc, c.text(pc), split, in.size)
			return nil
		}
		b.insts = append(b.insts, *in)
		b.lastPC = pc
		it = itAfter(it, in.class == m7IT, in.itBits)
		pc += uint32(in.size)
	}
	if len(b.insts) == 0 {
		c.err = fmt.Errorf("cortex-m7: an empty translation block at 0x%08x", addr)
		return nil
	}
	b.itAfter = it
	b.static = m7Summarisable(b.insts[:len(b.insts)-1])
	return b
}

// m7Summarisable reports whether the instructions' walk depends on
// nothing but the pairing state and their inputs' readiness: none of
// them is a branch (the BTAC), an ISB or a double-precision instruction
// (the FP unit's state, its operands).
func m7Summarisable(insts []m7Inst) bool {
	if len(insts) == 0 {
		return false
	}
	for i := range insts {
		in := &insts[i]
		if in.branch || in.class == m7ISB || in.f64 != m7F64None {
			return false
		}
	}
	return true
}

// m7EntryKey is what the first instruction's issue depends on besides
// its sources: 0 when the group before is closed, else the group's units
// and how long before the free cycle it started.
func (c *CortexM7) m7EntryKey() (uint64, bool) {
	if !c.gOpen || c.gN != 1 {
		return 0, true
	}
	d := c.busy - c.gStart
	if d >= 1<<20 {
		return 0, false
	}
	return 1 | uint64(c.gUnits)<<1 | d<<40, true
}

// summary returns the block's summary from instruction from (at pc) for
// this entry, or nil when the block has none or an input is not ready by
// its limit.
func (c *CortexM7) summary(b *m7Block, from int, pc uint32) *m7Summary {
	if !b.static || from >= len(b.insts)-1 || c.fpFree > c.busy {
		return nil // the FP unit busy at entry would hold the block's FP instructions
	}
	key, ok := c.m7EntryKey()
	if !ok {
		return nil
	}
	var plain *m7Summary // the one with no pinned input, when it does not apply
	for i, s := range b.summaries {
		if s.entry != key || s.from != from || key != 0 && s.sig != c.gSig {
			continue
		}
		if c.applies(s) {
			if i > 0 { // the last one used first next time
				copy(b.summaries[1:i+1], b.summaries[:i])
				b.summaries[0] = s
			}
			return s
		}
		if len(s.pinned) == 0 {
			plain = s
		}
	}
	return c.newSummary(b, from, pc, key, plain)
}

// newSummary builds, keeps and returns the block's summary for this
// entry when none of those it has applies (plain: the one without pinned
// inputs among them, or nil), or returns nil. Apart from summary, which
// every block entry runs, as it is rare.
func (c *CortexM7) newSummary(b *m7Block, from int, pc uint32, key uint64, plain *m7Summary) *m7Summary {
	if len(b.summaries) >= m7MaxSummaries {
		return nil
	}
	// First the plain summary (every input early); when its inputs are
	// late, one with those inputs pinned at their present readiness.
	var late uint64
	if plain != nil {
		late = c.lateInputs(plain)
	}
	sm := c.buildSummary(b, from, pc, key, late)
	b.summaries = append(b.summaries, sm)
	if !c.applies(sm) {
		return nil // built plain: the next entry like this one builds the pinned one
	}
	return sm
}

// applies reports whether sm applies now: lateInputs is empty. It is
// what every block entry pays: one limit per input, the stricter limits
// only for inputs a load or a bitfield/DSP instruction made.
func (c *CortexM7) applies(sm *m7Summary) bool {
	now := c.busy
	for i := range sm.inputs {
		// A register never written reads as ready at 0, which can only
		// refuse the summary, not misapply it.
		in := &sm.inputs[i]
		if int64(c.rdy[in.r&63]-now) > int64(in.limit) {
			return false
		}
	}
	if sm.strictLoad&c.byLoad|sm.strictDSP&c.byDSP != 0 && !c.strictHold(sm) {
		return false
	}
	for i := range sm.pinned {
		if !c.pinHolds(&sm.pinned[i]) {
			return false
		}
	}
	return true
}

// strictHold reports whether sm's inputs made by a load or a
// bitfield/DSP instruction are ready by their stricter limits.
func (c *CortexM7) strictHold(sm *m7Summary) bool {
	now := c.busy
	for i := range sm.strict {
		s := &sm.strict[i]
		if c.strictApplies(s) && int64(c.rdy[s.r&63]-now) > int64(s.limit) {
			return false
		}
	}
	return true
}

// strictApplies reports whether s is the limit of its register's
// present producer: a load, or a bitfield/DSP instruction that was not
// also counted a load.
func (c *CortexM7) strictApplies(s *m7Strict) bool {
	load, dsp := c.byLoad>>s.r&1 != 0, c.byDSP>>s.r&1 != 0
	if s.dsp {
		return dsp && !load
	}
	return load
}

// pinHolds reports whether the pinned input p is as it was when its
// summary was built.
func (c *CortexM7) pinHolds(p *m7Pinned) bool {
	bit := uint64(1) << p.r
	return c.written&bit != 0 && int64(c.rdy[p.r]-c.busy) == p.rel && c.why[p.r] == p.why &&
		(c.byLoad&bit != 0) == p.load && (c.byDSP&bit != 0) == p.dsp
}

// lateInputs returns the registers that keep sm from applying now: its
// pinned inputs whose readiness differs, its other inputs (written in
// this run) not ready by their limits.
func (c *CortexM7) lateInputs(sm *m7Summary) uint64 {
	now := c.busy
	var bad uint64
	for i := range sm.pinned {
		if p := &sm.pinned[i]; !c.pinHolds(p) {
			bad |= 1 << p.r
		}
	}
	for _, in := range sm.inputs {
		if c.written>>in.r&1 != 0 && int64(c.rdy[in.r]-now) > int64(in.limit) {
			bad |= 1 << in.r
		}
	}
	for i := range sm.strict {
		s := &sm.strict[i]
		if c.written>>s.r&1 != 0 && c.strictApplies(s) && int64(c.rdy[s.r]-now) > int64(s.limit) {
			bad |= 1 << s.r
		}
	}
	return bad
}

// buildSummary walks the block's instructions from from (at pc) but the
// last on a scratch machine in the current pairing state on which no
// register was written.
//
// Inputs in pin start from their present readiness instead.
func (c *CortexM7) buildSummary(b *m7Block, from int, pc uint32, key uint64, pin uint64) *m7Summary {
	const base = m7ScratchBase
	x := &CortexM7{row: c.row, perCycle: c.perCycle, penalty: c.penalty, takenExtra: c.takenExtra,
		fwdSaving: c.fwdSaving, unalignedExtra: c.unalignedExtra, takenPair: c.takenPair, f64Override: -1,
		busy: base, gStart: base - (c.busy - c.gStart), gN: c.gN, gOpen: c.gOpen, gUnits: c.gUnits, gSig: c.gSig, gLost: c.gLost}
	sm := &m7Summary{from: from, entry: key, sig: c.gSig}
	sm.inputs, sm.pinned, sm.stalls, sm.writes = sm.inBuf[:0], sm.pinBuf[:0], sm.stallBuf[:0], sm.writeBuf[:0]
	now := c.busy
	for m := pin & c.written; m != 0; m &= m - 1 {
		r := bits.TrailingZeros64(m)
		bit := uint64(1) << r
		p := m7Pinned{uint8(r), c.why[r], c.byLoad&bit != 0, c.byDSP&bit != 0, int64(c.rdy[r] - now)}
		sm.pinned = append(sm.pinned, p)
		x.rdy[r], x.why[r] = uint64(base+p.rel), p.why
		x.written |= bit
		if p.load {
			x.byLoad |= bit
		}
		if p.dsp {
			x.byDSP |= bit
		}
	}
	sm.written = x.written
	// limit[k][r]: k 0 for any producer, 1 when a load made r, 2 when a
	// bitfield/DSP instruction did (the readers that then read it earlier).
	var limit [3][64]int64
	for k := range limit {
		for r := range limit[k] {
			limit[k][r] = math.MaxInt64
		}
	}
	var inputs, wrote uint64
	for i := from; i < len(b.insts)-1; i++ {
		in := &b.insts[i]
		wrote |= in.wMain | in.w2 | in.wBase | in.wList
		row := &c.row[in.class]
		busy, gStart, pairs := x.busy, x.gStart, x.pairs
		x.pending, x.pendingPC = in, pc
		pc += uint32(in.size)
		x.retire(pc)
		slack := int64(busy - base)
		if x.pairs != pairs {
			slack = int64(gStart - base)
		}
		for _, rd := range [...]struct {
			m     uint64
			shift int64
			kind  int
		}{{in.rEarly, 0, 0}, {in.rEarly & in.rLoadX, 1, 1}, {in.rISS, 1, 0}, {in.rLate, -int64(row.adv), 0}, {in.rAddr, 2, 2}} {
			for m := rd.m &^ sm.written; m != 0; m &= m - 1 {
				r := bits.TrailingZeros64(m)
				limit[rd.kind][r] = min(limit[rd.kind][r], slack-rd.shift)
				inputs |= 1 << r
			}
		}
		sm.written = x.written
	}
	for m := inputs; m != 0; m &= m - 1 {
		r := bits.TrailingZeros64(m)
		lim := m7Limit(limit[0][r])
		sm.inputs = append(sm.inputs, m7Input{uint8(r), lim})
		if l := m7Limit(min(limit[0][r], limit[1][r])); l < lim {
			sm.strict = append(sm.strict, m7Strict{uint8(r), false, l})
			sm.strictLoad |= 1 << r
		}
		if l := m7Limit(min(limit[0][r], limit[2][r])); l < lim {
			sm.strict = append(sm.strict, m7Strict{uint8(r), true, l})
			sm.strictDSP |= 1 << r
		}
	}
	sm.busy, sm.gStart = int64(x.busy-base), int64(x.gStart-base)
	sm.gN, sm.gOpen, sm.gUnits, sm.gSig, sm.gLost = x.gN, x.gOpen, x.gUnits, x.gSig, x.gLost
	sm.insns, sm.pairs = x.insns, x.pairs
	for k, n := range x.stalls {
		if n != 0 {
			sm.stalls = append(sm.stalls, m7StallCount{m7Stall(k), n})
		}
	}
	sm.written &= wrote // a pinned input the block does not write keeps its time
	for m := sm.written; m != 0; m &= m - 1 {
		r := bits.TrailingZeros64(m)
		sm.writes = append(sm.writes, m7RegTime{uint8(r), x.why[r], int64(x.rdy[r] - base)})
	}
	sm.loadedBits = x.byLoad & sm.written
	sm.dspBits = x.byDSP & sm.written
	sm.flagsSet, sm.flagsAt, sm.narrow = x.flagsSet, int64(x.flagsAt-base), x.narrow
	return sm
}

// applySummary advances the issue machine over the block's instructions
// but the last.
func (c *CortexM7) applySummary(sm *m7Summary) {
	now := c.busy
	c.busy, c.gStart = now+uint64(sm.busy), now+uint64(sm.gStart)
	c.gN, c.gOpen, c.gUnits, c.gSig, c.gLost = sm.gN, sm.gOpen, sm.gUnits, sm.gSig, sm.gLost
	c.insns += sm.insns
	c.pairs += sm.pairs
	for _, s := range sm.stalls {
		c.stalls[s.kind] += s.n
	}
	for _, w := range sm.writes {
		c.rdy[w.r], c.why[w.r] = now+uint64(w.rdy), w.why
	}
	c.written |= sm.written
	c.byLoad = c.byLoad&^sm.written | sm.loadedBits
	c.byDSP = c.byDSP&^sm.written | sm.dspBits
	if sm.flagsSet {
		c.flagsAt, c.flagsSet = now+uint64(sm.flagsAt), true
	}
	c.narrow += sm.narrow
}
