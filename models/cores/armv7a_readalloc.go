package cores

import (
	"boardless/trace"
)

// The Cortex-A7's L1 read-allocate mode (Arm FAQ ka16133, "What is the
// Cortex-A7's behavior if we turn-on the L1/L2 data cache read-allocate
// mode disable bits?", which refers to DDI0464 §2.1.1's DCU description;
// ACTLR.L1RADIS is bit 12, 0 at reset: CMSIS-Core(A) ACTLR for the A7):
// "When a complete cache line is written before the corresponding cache
// linefill has completed, and this happens on 3 consecutive cache lines,
// then the CPU switches into L1 read allocate mode. In this mode, we stop
// allocating data to the L1 D$ on a write, so we only allocate data on a
// read." The default of a7_read_alloc_lines is that 3; 0 is L1RADIS=1
// (always write-allocate: the model up to this rule).
//
// What the FAQ does not give, and the model chooses (each a choice, not
// a measurement):
//   - "Before the linefill has completed": the model freezes the pipeline
//     for a store miss's fill (s cycles), so a store at model cycle T would
//     have issued at T - s had the miss not stalled; the line counts when
//     its last byte is written by T <= t0 + 2s (t0 the missing store's
//     issue cycle), i.e. within s cycles of real time after the miss. A
//     store's model cycle is the one at which the model sees its data
//     access: data accesses arrive after their translation block's
//     instructions, so the window is kept at block granularity.
//   - A store that misses in read-allocate mode writes around L1 into L2
//     as a posted write (no stall, as the model's writebacks), and the L2
//     allocates it (the L2's own mode after 127 lines is not modelled).
//   - The A7's exit from the mode is not published; the model takes the
//     rule Arm gives for the same mode in the Cortex-A53 (DDI0500D chapter 6, L1 read allocate mode)
//     and Cortex-M7 (DDI0489F §5.9.1): a written-around line left before
//     it is complete, or a load from the line being written around, ends
//     it (and that access is then an ordinary one).
//   - A7 store misses outside the mode keep today's cost: they allocate
//     and stall for the fill as a load does (no public figure of the A7's
//     store buffer depth or of what it hides).

// a7ReadAlloc is the read-allocate mode detector's state.
type a7ReadAlloc struct {
	lines     int    // a7_read_alloc_lines; 0: the mode is never entered
	watching  bool   // pending || streaming: only then do stores that hit look here
	pending   bool   // a store miss's line is being filled
	streaming bool   // in read-allocate mode
	line      uint32 // the pending line, or the line being written around
	lineValid bool   // line holds a written-around line (streaming)
	mask      [4]uint64
	deadline  int64 // the pending line must be complete by then
	complete  int   // consecutive lines completed in time
	shift     uint  // L1 D line shift
}

// markBytes records the bytes of [addr, addr+size) inside line in mask;
// it returns whether every byte of the line is now written.
func (r *a7ReadAlloc) markBytes(addr, size uint32) bool {
	base, lineBytes := r.line<<r.shift, uint32(1)<<r.shift
	lo, hi := max(addr, base), min(addr+size, base+lineBytes)
	for b := lo; b < hi; b++ {
		off := b - base
		r.mask[off>>6] |= 1 << (off & 63)
	}
	return r.maskFull()
}

// startFill is a store that missed L1 and allocates at cycle t0 with a
// fill of s cycles: a new pending line. A pending line not completed
// breaks the run of consecutive lines.
func (r *a7ReadAlloc) startFill(addr, size uint32, t0 int64, s uint32) {
	if r.pending {
		r.complete = 0
	}
	r.pending, r.watching = true, true
	r.line, r.mask = addr>>r.shift, [4]uint64{}
	r.deadline = t0 + 2*int64(s)
	if r.markBytes(addr, size) { // a store as wide as a line
		r.lineDone()
	}
}

// storeHit is a store that hit L1 at cycle now while a line is pending.
func (r *a7ReadAlloc) storeHit(addr, size uint32, now int64) {
	if !r.pending || addr>>r.shift != r.line {
		return
	}
	if now > r.deadline {
		r.pending, r.complete = false, 0
		r.watching = r.streaming
		return
	}
	if r.markBytes(addr, size) {
		r.lineDone()
	}
}

// lineDone: the pending line was written whole before its fill ended.
func (r *a7ReadAlloc) lineDone() {
	r.pending = false
	r.complete++
	if r.complete >= r.lines {
		r.streaming, r.lineValid = true, false
	}
	r.watching = r.pending || r.streaming
}

// leave ends read-allocate mode.
func (r *a7ReadAlloc) leave() {
	r.streaming, r.lineValid, r.complete = false, false, 0
	r.watching = r.pending
}

// storeMiss is a store that missed L1 in read-allocate mode: whether it
// is written around (true) or, the mode having ended, is an ordinary
// store (false).
func (r *a7ReadAlloc) storeMiss(addr, size uint32) bool {
	line := addr >> r.shift
	if r.lineValid && line != r.line && !r.maskFull() {
		r.leave()
		return false
	}
	if !r.lineValid || line != r.line {
		r.line, r.lineValid, r.mask = line, true, [4]uint64{}
	}
	r.markBytes(addr, size)
	return true
}

// maskFull says whether the written-around line is complete.
func (r *a7ReadAlloc) maskFull() bool {
	lineBytes := uint32(1) << r.shift
	for i := uint32(0); i < (lineBytes+63)/64; i++ {
		want := ^uint64(0)
		if lineBytes < 64 {
			want = 1<<lineBytes - 1
		}
		if r.mask[i] != want {
			return false
		}
	}
	return true
}

// loadMiss is a load that missed L1: a load from the line being written
// around ends the mode.
func (r *a7ReadAlloc) loadMiss(addr uint32) {
	if r.streaming && r.lineValid && addr>>r.shift == r.line {
		r.leave()
	}
}

// readAllocStore handles a store while in read-allocate mode: true when
// it missed L1 D and was written around (no stall, nothing allocated);
// false for a store that hits, a device register, or one that ends the
// mode (an ordinary store then).
func (c *ARMv7A) readAllocStore(e trace.Event) bool {
	if !c.raw.StoreMisses(e.Addr(), e.Size()) || !c.ra.storeMiss(e.Addr(), e.Size()) {
		return false
	}
	c.raw.WriteAround(e.Addr(), e.Size())
	c.attributeData(e, [2]uint64{}, [2]int{})
	return true
}

// dataGeneric is data for a memory without levels (LevelledData): a
// wrapper such as firmware mode's, which forwards WriteAroundData, so the
// read-allocate mode still applies.
func (c *ARMv7A) dataGeneric(e trace.Event, write bool) {
	miss := false
	if c.ra.lines > 0 {
		if write {
			if miss = c.raw.StoreMisses(e.Addr(), e.Size()); miss && c.ra.streaming && c.readAllocStore(e) {
				return
			}
		} else if c.ra.streaming {
			c.ra.loadMiss(e.Addr())
		}
	}
	s := c.mem.Data(e.Addr(), e.Size(), write)
	switch {
	case miss && s != 0:
		c.ra.startFill(e.Addr(), e.Size(), c.cur, s)
	case write && c.ra.pending && !miss:
		c.ra.storeHit(e.Addr(), e.Size(), c.cur)
	}
	if s != 0 {
		c.stall(s, a7StData)
	}
	c.attributeData(e, [2]uint64{uint64(s)}, [2]int{a7StData})
}
