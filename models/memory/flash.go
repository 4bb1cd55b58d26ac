package memory

import (
	"errors"
	"fmt"
	"math/bits"

	"boardless/models"
)

// FlashMemory models an STM32 embedded-flash interface as the core sees it:
// the flash is read a line at a time (64 bits on the G0, 32 on the F0,
// 128 on the WBA) with WaitStates extra cycles per read, in front of it
// sit a line buffer, an optional next-line prefetcher and an optional
// instruction cache. Memory outside the flash range costs nothing extra
// (SRAM is zero-wait), so code placed in SRAM runs without flash effects.
//
// What it models, per instruction fetch (the core fetches 32-bit words):
//   - a word in the line last read costs nothing (line-buffer hit);
//   - a word in a cached line costs nothing (cache hit);
//   - with prefetch on, the line after the last one read costs nothing:
//     the prefetcher reads it while the core executes the current line
//     (exact while a line holds at least WaitStates+1 cycles of work,
//     true for 16-bit code at the wait states these chips allow);
//   - anything else is a flash read: WaitStates stall cycles.
//
// Data reads from flash (literal pools, S-box tables) pay the same wait
// states unless they hit the data line buffer (G0/F0, one line) or the
// cache (WBA: its ICACHE sits on the code bus that data reads of the
// code region use too). On M0/M0+ the data read also takes the single
// bus, which the core's 2-cycle load already accounts for.
//
// With PrefetchBlocks set (the F0) the prefetcher is instead a buffer of
// blocks whose timing depends on where a branch sits in its block: see
// fetchBuffered.
type FlashMemory struct {
	cfg      FlashParams
	lineBits uint // log2(cfg.LineBytes): the hot paths shift, not divide

	// The fetch path's state (fetchState, embedded so that FetchMemo
	// reads and restores it at once): line, the line index in the
	// instruction line buffer, and lineValid; lastWord, the last fetched
	// word address (+1 so 0 means none); the prefetch buffer's
	// (PrefetchBlocks > 0) end, the byte after the last fetched span, so
	// that a fetch elsewhere is a taken branch, and nextWait, what the
	// core waits for the next block when it enters it in sequence (see
	// fetchBuffered); and a small cache's tags, which the cache's own
	// tags alias.
	fetchState
	dataLine  uint32
	dataValid bool
	cache     *lineCache

	stats flashStats

	memoable bool // FetchMemo applies: no cache, or one of at most memoTags lines
}

type flashStats struct {
	fetchReads, dataReads, waits              uint64
	lineHits, prefetchHits, cacheHits, misses uint64
	dataHits                                  uint64
	branchWaits, targetWaits, dataWaits       uint64 // prefetch buffer
}

// FlashParams configure a FlashMemory. Every figure comes from the board
// profile, where each carries its source.
type FlashParams struct {
	Name         string // e.g. "stm32g0-flash"
	Base, Size   uint32
	WaitStates   int
	LineBytes    uint32 // flash read width
	Prefetch     bool
	ICache       bool
	CacheBytes   uint32
	CacheWays    int
	CacheLine    uint32
	DataViaCache bool // data reads of flash go through the cache (WBA)

	// PrefetchBlocks > 0 with Prefetch on: the prefetcher is a buffer of
	// that many blocks of LineBytes (F0), timed by fetchBuffered.
	PrefetchBlocks int
	// BranchWait and DataWait are the cycles a taken branch's target
	// read and a data read of flash wait for a prefetch read in flight;
	// the model uses at most WaitStates (a read in flight has no more
	// than its wait states left). Open points: see stm32FlashParams.
	BranchWait, DataWait int
}

// NewFlash returns a flash model; it checks the geometry.
func NewFlash(p FlashParams) (*FlashMemory, error) {
	if p.LineBytes == 0 || p.LineBytes&(p.LineBytes-1) != 0 {
		return nil, fmt.Errorf("flash line_bytes %d: want a power of two", p.LineBytes)
	}
	if err := checkPrefetchBuffer(p.PrefetchBlocks, p.LineBytes, p.ICache); err != nil {
		return nil, err
	}
	if p.BranchWait < 0 || p.DataWait < 0 {
		return nil, fmt.Errorf("flash in-flight waits %d, %d: want 0 or more", p.BranchWait, p.DataWait)
	}
	f := &FlashMemory{cfg: p, lineBits: uint(bits.TrailingZeros32(p.LineBytes))}
	if p.ICache {
		c, err := newLineCache(p.CacheBytes, p.CacheWays, p.CacheLine)
		if err != nil {
			return nil, err
		}
		f.cache = c
	}
	f.memoable = f.cache == nil || (f.cache.fa == nil && len(f.cache.tags) <= memoTags)
	if f.memoable && f.cache != nil {
		f.cache.moveTags(f.tags[:len(f.cache.tags)])
	}
	return f, nil
}

func (f *FlashMemory) Name() string {
	s := fmt.Sprintf("%s (%d WS", f.cfg.Name, f.cfg.WaitStates)
	if f.cfg.Prefetch {
		s += ", prefetch"
	}
	if f.cfg.ICache {
		s += fmt.Sprintf(", %d B %d-way icache", f.cfg.CacheBytes, f.cfg.CacheWays)
	}
	return s + ")"
}

func (f *FlashMemory) inFlash(addr uint32) bool { return addr-f.cfg.Base < f.cfg.Size }

// Fetch returns the stall of fetching the instruction at addr.
func (f *FlashMemory) Fetch(addr, size uint32) uint32 {
	if !f.inFlash(addr) {
		f.lastWord = 0
		f.endValid = false
		return 0
	}
	if f.buffered() {
		return f.fetchBuffered(addr, size, 0)
	}
	var stall uint32
	for w := addr &^ 3; w < addr+size; w += 4 {
		if w+1 == f.lastWord {
			continue // the second halfword of the word fetched last
		}
		f.lastWord = w + 1
		stall += f.fetchLine(w >> f.lineBits)
	}
	return stall
}

// FetchBlock returns the stall of fetching a whole translation block,
// [addr, addr+size), as the core fetches it word by word: exactly what
// one Fetch per word would return and count, but it goes a line at a time
// (the words after the first in a line are line-buffer hits by
// construction) and is called directly, not through the Memory interface.
// The models of the cores that time whole blocks use it.
func (f *FlashMemory) FetchBlock(addr, size uint32) uint32 {
	return f.fetchBlockHead(addr, size, 0)
}

// fetchBlockHead is FetchBlock with head, the zero-wait cycles of the
// block's instructions that lie wholly in its first prefetch block (the
// F0 buffer's targetWait; 0 if unknown).
func (f *FlashMemory) fetchBlockHead(addr, size, head uint32) uint32 {
	if size == 0 {
		return 0
	}
	end := addr + size
	if f.inFlash(addr) != f.inFlash(end-1) || f.cfg.LineBytes < 4 {
		return f.fetchWords(addr, size) // straddles the flash's end: rare
	}
	if !f.inFlash(addr) {
		f.lastWord = 0
		f.endValid = false
		return 0
	}
	if f.buffered() {
		// One call over contiguous bytes walks the same blocks in the
		// same order as one call per word (each word after the first
		// starts at the end of the one before).
		return f.fetchBuffered(addr, size, head)
	}
	w, last := addr&^3, (end-1)&^3
	if w+1 == f.lastWord {
		w += 4 // the second halfword of the word fetched last
	}
	f.lastWord = last + 1
	var stall uint32
	lb := f.cfg.LineBytes
	for w <= last {
		line := w >> f.lineBits
		words := min((last-w)/4+1, (lb-w&(lb-1))/4) // no overflow at the top of memory
		stall += f.fetchLine(line)
		f.stats.lineHits += uint64(words - 1) // the rest of the line: in the buffer
		w += words * 4
	}
	return stall
}

// FetchMemo remembers one FetchBlock of a translation block: the fetch
// state it started from, and the state, stall and counts it ended with.
// FetchBlock's result is a function of its arguments and that state, so
// the same block entered from the same state again (a loop in steady
// state, where the state is what the loop's last block left) takes the
// remembered outcome instead of walking its lines again: the same
// figures, without the per-line work that was a fifth of an ARMv6-M
// instruction's time. The core models keep one per block.
type FetchMemo struct {
	f       *FlashMemory // the model it was taken on (nil: none yet)
	in, out fetchState
	stall   uint32
	d       flashStats
	dMisses uint64 // the cache's
}

// memoTags is the largest cache, in lines, whose tags a fetchState
// holds (the G0's has two); with a larger one FetchMemo does nothing.
const memoTags = 4

// fetchState is everything FetchBlock reads or changes but counters
// (the tags those of a cache of memoTags lines at most).
type fetchState struct {
	line, lastWord, end, nextWait uint32
	lineValid, endValid           bool
	tags                          [memoTags]uint32
	// The prefetch buffer's last branch target block (tgtOpen until the
	// core leaves it) and the zero-wait cycles of the instructions the
	// core executed wholly inside it (targetWait).
	tgt, tgtWork uint32
	tgtOpen      bool
}

// FetchBlockMemo is FetchBlock(addr, size) through m, which must be used
// for this one block (addr, size) only.
func (f *FlashMemory) FetchBlockMemo(addr, size uint32, m *FetchMemo) uint32 {
	return f.FetchBlockMemoHead(addr, size, 0, m)
}

// FetchBlockMemoHead is FetchBlockMemo for a block whose instructions
// that lie wholly in its first prefetch block take head zero-wait cycles
// (PrefetchHeadBytes gives that block's size): what the F0 buffer's
// targetWait needs when the block starts at a branch target. A core that
// times single instructions tells Retired instead.
func (f *FlashMemory) FetchBlockMemoHead(addr, size, head uint32, m *FetchMemo) uint32 {
	if !f.memoable {
		return f.fetchBlockHead(addr, size, head)
	}
	in := f.fetchState
	if m.f == f && m.in == in {
		f.fetchState = m.out
		f.stats.add(&m.d)
		if f.cache != nil {
			f.cache.misses += m.dMisses
		}
		return m.stall
	}
	before, misses := f.stats, f.cacheMisses()
	stall := f.fetchBlockHead(addr, size, head)
	*m = FetchMemo{f: f, in: in, out: f.fetchState, stall: stall, d: f.stats.since(&before), dMisses: f.cacheMisses() - misses}
	return stall
}

func (f *FlashMemory) cacheMisses() uint64 {
	if f.cache == nil {
		return 0
	}
	return f.cache.misses
}

func (s *flashStats) add(d *flashStats) {
	s.fetchReads += d.fetchReads
	s.dataReads += d.dataReads
	s.waits += d.waits
	s.lineHits += d.lineHits
	s.prefetchHits += d.prefetchHits
	s.cacheHits += d.cacheHits
	s.misses += d.misses
	s.dataHits += d.dataHits
	s.branchWaits += d.branchWaits
	s.targetWaits += d.targetWaits
	s.dataWaits += d.dataWaits
}

// since returns s minus before, field by field.
func (s *flashStats) since(before *flashStats) flashStats {
	return flashStats{
		fetchReads: s.fetchReads - before.fetchReads, dataReads: s.dataReads - before.dataReads,
		waits: s.waits - before.waits, lineHits: s.lineHits - before.lineHits,
		prefetchHits: s.prefetchHits - before.prefetchHits, cacheHits: s.cacheHits - before.cacheHits,
		misses: s.misses - before.misses, dataHits: s.dataHits - before.dataHits,
		branchWaits: s.branchWaits - before.branchWaits, targetWaits: s.targetWaits - before.targetWaits,
		dataWaits: s.dataWaits - before.dataWaits,
	}
}

// fetchWords is FetchBlock one word at a time through Fetch.
func (f *FlashMemory) fetchWords(addr, size uint32) uint32 {
	var stall uint32
	for a, end := addr, addr+size; a < end; {
		next := min(a&^3+4, end)
		stall += f.Fetch(a, next-a)
		a = next
	}
	return stall
}

func (f *FlashMemory) fetchLine(line uint32) uint32 {
	switch {
	case f.lineValid && line == f.line:
		f.stats.lineHits++
		return 0
	case f.cache != nil && f.cache.access(line*f.cfg.LineBytes): // a miss is filled here
		f.stats.cacheHits++
		f.line, f.lineValid = line, true
		return 0
	case f.cfg.Prefetch && f.lineValid && line == f.line+1:
		f.stats.prefetchHits++
	default:
		f.stats.misses++
		f.stats.fetchReads++
		f.stats.waits += uint64(f.cfg.WaitStates)
		f.line, f.lineValid = line, true
		return uint32(f.cfg.WaitStates)
	}
	f.stats.fetchReads++ // the prefetcher read it
	f.line, f.lineValid = line, true
	return 0
}

func (f *FlashMemory) buffered() bool { return f.cfg.Prefetch && f.cfg.PrefetchBlocks > 0 }

// fetchBuffered times a fetch through the F0's prefetch buffer. The
// manual (RM0091 Rev 10 §3.2.1, "Read operations", p.58-59) gives the
// structure: PrefetchBlocks blocks of LineBytes each, a block filled by
// one flash read (1+WS cycles: "the size of the block matches the
// bandwidth"; LATENCY "gives the number of cycles"), the controller
// reading the next block "when there is at least one block free", the
// core taking "one word at a time with the next word readily available",
// and a speed-up "of the order of 2, assuming that the code is aligned at
// a 32-bit boundary for the jumps". The timing follows from it, with the
// core running 16-bit code at one halfword per cycle (the rate at which
// 2-cycle reads of 4-byte blocks keep pace), as derived in
// testdata/conformance/stm32f0-flash/README.md:
//
//   - in sequence, the next block has been read ahead: no wait beyond
//     nextWait (rateWait);
//   - a taken branch (a fetch not at the end of the last one) finds in
//     the buffer its own block k and k+1; when the branch ends block k,
//     the controller has just started reading k+2 (the buffer then holds
//     k, k+1 and k+2, PrefetchBlocks >= 3), so a target in k+2 arrives
//     with that read;
//   - any other target is a demand read: WS cycles, plus what the read
//     in flight holds the flash for when the branch ends its block
//     (BranchWait, at most WS; MT-D1, MT-D2); when the branch ends in
//     the middle of its block, the read of k+1 completes as it executes
//     and the flash is free;
//   - after a target read (demand or in flight) the read of the next
//     block starts; a target late in its block leaves the core less work
//     than that read takes, and it waits the difference (rateWait).
func (f *FlashMemory) fetchBuffered(addr, size, head uint32) uint32 {
	prevEnd, prevValid := f.end, f.endValid
	f.end, f.endValid = addr+size, true
	first, last := addr>>f.lineBits, (addr+size-1)>>f.lineBits
	var stall uint32
	b := first
	switch {
	case !prevValid || addr != prevEnd:
		stall = f.branchTo(addr, prevEnd, prevValid)
		f.tgt, f.tgtWork, f.tgtOpen = first, head, true
		b++
	case f.lineValid && first == f.line:
		b++ // the rest of the block being executed
	}
	for ; b <= last; b++ {
		stall += f.nextBlock(b)
	}
	return stall
}

// nextBlock enters block b in sequence: it was read ahead.
func (f *FlashMemory) nextBlock(b uint32) uint32 {
	stall := f.nextWait
	if f.tgtOpen && b == f.tgt+1 {
		stall = min(stall, f.targetWait())
	}
	f.tgtOpen = false
	f.nextWait = f.rateWait(0)
	f.stats.prefetchHits++
	f.stats.fetchReads++
	f.stats.targetWaits += uint64(stall)
	f.stats.waits += uint64(stall)
	f.line, f.lineValid = b, true
	return stall
}

// branchTo times the fetch of a taken branch's target at addr; prevEnd
// is the byte after the branch.
func (f *FlashMemory) branchTo(addr, prevEnd uint32, prevValid bool) uint32 {
	B := f.cfg.LineBytes
	t, off := addr/B, addr%B
	defer func() { f.line, f.lineValid = t, true }()
	if !prevValid || !f.lineValid {
		// Entered from outside the flash (or the first fetch): the
		// flash is idle, the target is a plain read.
		return f.demand(off, 0)
	}
	k := (prevEnd - 1) / B
	readingK2 := prevEnd%B == 0 && f.cfg.PrefetchBlocks >= 3
	switch {
	case t == k:
		f.stats.lineHits++
		f.nextWait = 0
		return 0
	case t == k+1:
		f.stats.prefetchHits++
		f.nextWait = 0
		return 0
	case t == k+2 && readingK2:
		f.stats.prefetchHits++
		f.stats.fetchReads++
		f.nextWait = f.rateWait(off)
		return 0
	case readingK2:
		w := f.inFlight(f.cfg.BranchWait)
		f.stats.branchWaits += uint64(w)
		return f.demand(off, w)
	}
	return f.demand(off, 0)
}

// demand is a read of the block holding a target at offset off, after
// wait cycles for a read in flight.
func (f *FlashMemory) demand(off, wait uint32) uint32 {
	f.stats.misses++
	f.stats.fetchReads++
	stall := uint32(f.cfg.WaitStates) + wait
	f.stats.waits += uint64(stall)
	f.nextWait = f.rateWait(off)
	return stall
}

// rateWait is what the core waits for the block after one it entered at
// offset off: that block's read takes 1+WS cycles from the delivery of
// this one, in which the core executes (LineBytes-off)/2 halfwords at a
// cycle each. Zero for aligned F0 code at the chip's 0 or 1 WS; one WS
// for a target in the second halfword of a 4-byte block (RM0091's
// alignment remark; MT-D2).
func (f *FlashMemory) rateWait(off uint32) uint32 {
	work := int(f.cfg.LineBytes-off) / 2
	return uint32(max(0, 1+f.cfg.WaitStates-work))
}

// targetWait is rateWait counted in cycles: the block after a branch
// target's is read in 1+WS cycles from the target block's delivery, in
// which the core spends the zero-wait cycles of the instructions it
// executes wholly in the target block (tgtWork). rateWait counts a
// halfword a cycle; a multi-cycle instruction there (a load, a push, a
// multiply) gives the read more time, and the core waits only for what is
// left (RM0091 §3.2.1: the controller reads the next block while the
// core executes the current one; the derivation in
// testdata/conformance/stm32f0-flash/README.md, F6). A 32-bit instruction
// that straddles into the next block is not wholly in the target block:
// the core needs the next block to execute it, and it adds nothing.
func (f *FlashMemory) targetWait() uint32 {
	return uint32(max(0, 1+f.cfg.WaitStates-int(f.tgtWork)))
}

// Retired tells the F0 prefetch buffer that the instruction at pc (size
// bytes) executed in cycles zero-wait cycles: the single-instruction
// counterpart of FetchBlockMemoHead's head. Called after the instruction's
// fetch and before the next one's.
func (f *FlashMemory) Retired(pc, size, cycles uint32) {
	if f.tgtOpen && pc>>f.lineBits == f.tgt && (pc+size-1)>>f.lineBits == f.tgt {
		f.tgtWork += cycles
	}
}

// PrefetchHeadBytes is the size of the F0 prefetch buffer's blocks, 0
// when there is no buffer (no head to give FetchBlockMemoHead).
func (f *FlashMemory) PrefetchHeadBytes() uint32 {
	if !f.buffered() {
		return 0
	}
	return f.cfg.LineBytes
}

// inFlight is the wait for a read in flight: the parameter, but no more
// than the read's wait states.
func (f *FlashMemory) inFlight(param int) uint32 {
	return uint32(max(0, min(param, f.cfg.WaitStates)))
}

// checkPrefetchBuffer validates a prefetch-buffer geometry (0: none).
func checkPrefetchBuffer(blocks int, lineBytes uint32, icache bool) error {
	switch {
	case blocks == 0:
		return nil
	case blocks < 2 || blocks > 16:
		return fmt.Errorf("flash prefetch_blocks %d: want 2 to 16 (the block being read and at least one read ahead), or none", blocks)
	case lineBytes < 4:
		return fmt.Errorf("flash prefetch_blocks with line_bytes %d: a block must hold at least a word", lineBytes)
	case icache:
		return errors.New("flash prefetch_blocks with an instruction cache: the two together are not modelled")
	}
	return nil
}

// Data returns the stall of a data access.
func (f *FlashMemory) Data(addr, size uint32, write bool) uint32 {
	if write || !f.inFlash(addr) {
		return 0
	}
	line := addr >> f.lineBits
	if f.cfg.DataViaCache && f.cache != nil {
		if f.cache.access(addr) {
			f.stats.dataHits++
			return 0
		}
	} else if (f.dataValid && line == f.dataLine) || (f.lineValid && line == f.line) {
		f.stats.dataHits++
		return 0
	}
	f.dataLine, f.dataValid = line, true
	f.stats.dataReads++
	stall := uint32(f.cfg.WaitStates)
	if f.buffered() {
		// A prefetch read in flight is not abandoned for the data read
		// (MT-D1: data accesses only have priority in arbitration).
		w := f.inFlight(f.cfg.DataWait)
		f.stats.dataWaits += uint64(w)
		stall += w
	}
	f.stats.waits += uint64(stall)
	return stall
}

func (f *FlashMemory) DataRanges() [][2]uint32 {
	return [][2]uint32{{f.cfg.Base, f.cfg.Base + f.cfg.Size - 1}}
}

func (f *FlashMemory) Stats() models.MemoryStats {
	s := models.MemoryStats{
		"flash_wait_cycles": f.stats.waits,
		"flash_fetch_reads": f.stats.fetchReads,
		"flash_data_reads":  f.stats.dataReads,
		"line_buffer_hits":  f.stats.lineHits,
		"fetch_misses":      f.stats.misses,
		"data_buffer_hits":  f.stats.dataHits,
		"prefetch_hits":     f.stats.prefetchHits,
		"icache_hits":       f.stats.cacheHits,
		"icache_misses":     0,
	}
	if f.cache != nil {
		s["icache_misses"] = f.cache.misses
	}
	if f.buffered() {
		s["prefetch_branch_waits"] = f.stats.branchWaits
		s["prefetch_target_waits"] = f.stats.targetWaits
		s["prefetch_data_waits"] = f.stats.dataWaits
	}
	return s
}

// lineCache is a set-associative cache of line addresses with LRU
// replacement. It holds tags only: timing needs hits and misses, not data.
type lineCache struct {
	tags     []uint32   // ways per set, set after set, most recently used first; tag+1 (0 = empty)
	sets     [][]uint32 // each set's ways: views into tags
	ways     uint32
	lineBits uint
	setMask  uint32
	misses   uint64
	fa       *faLines // one set of faMinWays to faMaxWays ways: tags unused
}

func newLineCache(bytes uint32, ways int, line uint32) (*lineCache, error) {
	if ways < 1 || line == 0 || line&(line-1) != 0 || bytes%(uint32(ways)*line) != 0 {
		return nil, fmt.Errorf("cache %d B, %d ways, %d B lines: inconsistent geometry", bytes, ways, line)
	}
	nsets := bytes / (uint32(ways) * line)
	if nsets&(nsets-1) != 0 {
		return nil, fmt.Errorf("cache %d B, %d ways, %d B lines: sets (%d) not a power of two", bytes, ways, line, nsets)
	}
	c := &lineCache{ways: uint32(ways), setMask: nsets - 1}
	if nsets == 1 && ways >= faMinWays && ways <= faMaxWays {
		c.fa = newFALines(ways)
		// One empty way, which no line matches: access's first check
		// then always falls through to faLines, without a test of its own.
		c.sets = [][]uint32{{0}}
	} else {
		c.tags = make([]uint32, nsets*uint32(ways))
		c.sets = make([][]uint32, nsets)
		for i := range c.sets {
			lo := uint32(i) * uint32(ways)
			c.sets[i] = c.tags[lo : lo+uint32(ways) : lo+uint32(ways)]
		}
	}
	for l := line; l > 1; l >>= 1 {
		c.lineBits++
	}
	return c, nil
}

// moveTags makes buf (as long as tags) hold the cache's tags: a
// FlashMemory keeps a small cache's tags in its fetchState.
func (c *lineCache) moveTags(buf []uint32) {
	copy(buf, c.tags)
	c.tags = buf
	for i := range c.sets {
		lo := uint32(i) * c.ways
		c.sets[i] = c.tags[lo : lo+c.ways : lo+c.ways]
	}
}

// set returns the ways of line n's set: a view into tags (one array, so
// that FetchMemo copies a small cache's state at once), found through
// sets, as fast as the slice per set it replaced.
func (c *lineCache) set(n uint32) []uint32 { return c.sets[n&c.setMask] }

// lookup reports a hit and makes the line most recently used (with
// insert, the reference access is checked against).
func (c *lineCache) lookup(addr uint32) bool {
	n := addr >> c.lineBits
	if c.fa != nil {
		if w := c.fa.find(n + 1); w >= 0 {
			c.fa.touch(w)
			return true
		}
		c.misses++
		return false
	}
	set := c.set(n)
	if set[0] == n+1 {
		return true // most recently used already: nothing moves
	}
	for i, t := range set {
		if t == n+1 {
			copy(set[1:i+1], set[:i])
			set[0] = n + 1
			return true
		}
	}
	c.misses++
	return false
}

// access looks a line up as lookup does and, on a miss, fills it as
// insert does (the line read from the flash), in one pass over its set.
func (c *lineCache) access(addr uint32) bool {
	n := addr >> c.lineBits
	if c.set(n)[0] == n+1 {
		return true // the most recently used line of its set: nothing moves
	}
	return c.accessSlow(n)
}

// accessSlow is access past its most-recently-used check (out of line:
// access's hit path inlines into its callers).
func (c *lineCache) accessSlow(n uint32) bool {
	if c.fa != nil {
		if w := c.fa.find(n + 1); w >= 0 {
			c.fa.touch(w)
			return true
		}
		c.misses++
		c.fa.fill(n + 1)
		return false
	}
	set := c.set(n)
	i := 1
	for i < len(set) && set[i] != n+1 {
		i++
	}
	hit := i < len(set)
	if !hit {
		c.misses++
		i = len(set) - 1 // the least recently used goes
	}
	for ; i > 0; i-- {
		set[i] = set[i-1]
	}
	set[0] = n + 1
	return hit
}

// insert places a line as most recently used, evicting the LRU one.
func (c *lineCache) insert(addr uint32) {
	n := addr >> c.lineBits
	if c.fa != nil {
		if c.fa.find(n+1) < 0 {
			c.fa.fill(n + 1)
		}
		return
	}
	set := c.set(n)
	for _, t := range set {
		if t == n+1 {
			return
		}
	}
	copy(set[1:], set[:len(set)-1])
	set[0] = n + 1
}

func init() {
	models.CheckFlashCache = func(bytes uint32, ways int, line uint32) error {
		_, err := newLineCache(bytes, ways, line)
		return err
	}
	models.RegisterMemory(models.MemorySpec{
		Name:        "zero-wait",
		Description: "every fetch and data access at the core's zero-wait-state timing (SRAM, TCM, flash at 0 WS)",
		New:         func(*models.Profile, models.Values) (models.Memory, error) { return models.ZeroWait{}, nil },
	})
	models.RegisterMemory(models.MemorySpec{
		Name:        "stm32-flash",
		Description: "STM32 embedded flash: line reads with wait states, line buffer, optional prefetch and instruction cache (the profile's flash section)",
		Params:      stm32FlashParams,
		Check:       checkSTM32Flash,
		WhatIfs:     map[models.WhatIf]string{models.WhatIfFlashWS: "flash_wait_states", models.WhatIfPrefetch: "flash_prefetch", models.WhatIfICache: "flash_icache"},
		New:         newSTM32Flash,
	})
}

// checkSTM32Flash: the model needs a flash region and the flash
// section's line width.
func checkSTM32Flash(b *models.Profile) error {
	if b.Flash == nil || b.Flash.LineBytes == 0 {
		return errors.New("memory_model stm32-flash: the flash section with line_bytes is missing")
	}
	if _, ok := b.FlashRegion(); !ok {
		return errors.New("memory_model stm32-flash: no memory region of kind flash")
	}
	if b.Flash.PrefetchBlocks != 0 && b.Flash.Prefetch == nil {
		return errors.New("memory_model stm32-flash: flash.prefetch_blocks without flash.prefetch (the buffer's on/off switch)")
	}
	if err := checkPrefetchBuffer(b.Flash.PrefetchBlocks, b.Flash.LineBytes, b.Flash.ICacheBytes != 0); err != nil {
		return fmt.Errorf("memory_model stm32-flash: %v", err)
	}
	return nil
}

// stm32FlashParams are the what-ifs of the flash interface. Their
// defaults follow the board: the wait states from the chip's table at
// the board's clock, prefetch and cache as the chip resets them (or the
// profile sets them). Prefetch and cache exist only where the chip has
// them.
func stm32FlashParams(b *models.Profile) []models.ParamDef {
	fl := b.Flash
	src := fl.Source
	out := []models.ParamDef{{
		Name: "flash_wait_states", Default: float64(b.FlashWaitStates()), Unit: "wait states",
		Min: 0, Max: 15, Integer: true, Fittable: true, Source: src,
	}}
	if fl.Prefetch != nil {
		out = append(out, models.ParamDef{Name: "flash_prefetch", Default: onOff(*fl.Prefetch), Unit: models.OnOff,
			Choices: []float64{0, 1}, Source: src})
	}
	if fl.PrefetchBlocks > 0 {
		out = append(out, prefetchBufferParams(b)...)
	}
	if fl.ICacheBytes != 0 {
		out = append(out, models.ParamDef{Name: "flash_icache", Default: onOff(fl.ICache != nil && *fl.ICache), Unit: models.OnOff,
			Choices: []float64{0, 1}, Source: src})
	}
	return out
}

// prefetchBufferParams are the open points of the F0 prefetch buffer:
// RM0091 §3.2.1 does not say whether a demand read waits for, or
// abandons, a prefetch read in flight.
//
// flash_branch_wait defaults to 0: a taken branch's target read does not
// wait for the prefetch read in flight. The rule: the demand fetch of a
// target is served first, as RM0364 §3.2.2 (the same flash interface,
// MT-D1) says of D-code accesses over prefetch accesses; the timeline's
// value (the chip's highest wait states, the old default) assumed the
// opposite. Evidence: a same-binary measurement (issue #33: branch-heavy
// public assembly on an STM32F0 at 1 WS, whose 1-WS penalty the old
// default predicted 48-58 % too high, falls within -1.4...-0.1 % of all
// 12 held-out figures with 0). The model uses at most flash_wait_states,
// so that 0 WS stays without effect ("the prefetch buffer has an impact
// on the performance only when the wait state number is 1", RM0091
// §3.2.1).
func prefetchBufferParams(*models.Profile) []models.ParamDef {
	return []models.ParamDef{{
		Name: "flash_branch_wait", Default: 0, Unit: "cycles", Min: 0, Max: 15, Integer: true, Fittable: true,
		Source: "same-binary measurement (issue #33: branch-heavy assembly on an STM32F0 at 1 WS matches with 0), read as MT-D1's priority of demand accesses over prefetch: cycles a taken branch that ends its block waits for the prefetch read of the block after next before its target read; the model uses at most flash_wait_states; kit cases branch_end_*/branch_mid_* settle it",
	}, {
		Name: "flash_data_wait", Default: 0, Unit: "cycles", Min: 0, Max: 15, Integer: true, Fittable: true,
		Source: "U: cycles a data read of flash waits for a prefetch read in flight; M2 measured 1 (at 1 WS) for a literal load in the second halfword of its word and 0 in the first, but a data event does not say which instruction made it (trace contract), so one value serves every data read (0: the first-halfword case); at most flash_wait_states; kit cases lit_even/lit_odd settle it",
	}}
}

func onOff(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// STM32FlashParams returns the flash model's configuration for a board
// with the given parameter values.
func STM32FlashParams(b *models.Profile, v models.Values) FlashParams {
	fl := b.Flash
	region, _ := b.FlashRegion()
	return FlashParams{
		Name: fl.Model + "-flash", Base: uint32(region.Base), Size: uint32(region.Size),
		WaitStates: v.Int("flash_wait_states"), LineBytes: fl.LineBytes,
		Prefetch:   v.Bool("flash_prefetch"),
		ICache:     v.Bool("flash_icache") && fl.ICacheBytes != 0,
		CacheBytes: fl.ICacheBytes, CacheWays: fl.ICacheWays, CacheLine: fl.ICacheLineBytes,
		DataViaCache:   fl.DataViaCache,
		PrefetchBlocks: fl.PrefetchBlocks,
		BranchWait:     v.Int("flash_branch_wait"), DataWait: v.Int("flash_data_wait"),
	}
}

func newSTM32Flash(b *models.Profile, v models.Values) (models.Memory, error) {
	return NewFlash(STM32FlashParams(b, v))
}
