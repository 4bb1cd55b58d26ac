package memory

import (
	"fmt"
	"math/bits"

	"boardless/models"
)

// flashPort is the engine the stm32-art, stm32f1-prefetch and nrf-nvmc
// memory models share: an embedded flash read a line (LineBytes) at a
// time with WaitStates extra cycles per read, a next-line prefetcher,
// an instruction cache and a data cache, each optional. Memory outside
// the flash range is zero-wait (SRAM), so code placed in SRAM runs
// without flash effects.
//
// Per instruction fetch (word by word, as the cores fetch 32 bits):
//   - a word of the line being executed costs nothing;
//   - a word in a cached line costs nothing (I-cache hit);
//   - with prefetch on, the line after the one being executed was read
//     while it executed: it costs what the read had left (prefetchWait).
//     The read of line n+1 starts when line n is delivered or when the
//     core's prefetch unit asks for line n, whichever is later (RM0008
//     §3.3.3: a read "when there is at least one block free" in the
//     two-block buffer; RM0090 §3.5.2: the next line is read "while the
//     current instruction line is being requested by the CPU"). The
//     prefetch unit asks ahead of execution: it buffers three words
//     (Cortex-M3 TRM DDI0337E §1.5, the M4's front end is the same), so
//     it asks for a word when execution enters the word two before it
//     (pfuLeadBytes). The read runs in cycles, not instructions: the
//     time it has is the core's cycles between the two events (a load's
//     two cycles, a taken branch's refill, an LDM's n+1, the port's own
//     fetch stalls), which the core gives as each instruction's start on
//     its zero-wait clock (FetchAt, FetchPlanned; now). Fetch without a
//     clock counts one cycle per instruction;
//   - any other line is a demand read: WS stall cycles.
//
// An I-cache line longer than a flash line (the L4/G4 ART: 4 x 64 bits)
// is filled by consecutive flash reads after a miss: the next flash line
// of the line being filled arrives like a prefetched one, whether or not
// the prefetcher is on (fill).
//
// Data reads of the flash (literal pools, constant tables) go through
// the D-cache if there is one and it is on, else each costs WS; writes
// and accesses outside the flash cost nothing. The I-code and D-code
// paths are separate on the M3/M4 (RM0090 §3.5.2 figure 3), but the
// flash array is one: a D-code read's wait states are no time for the
// I-code read in progress (now, MT-D1). It does not restart that read.
type flashPort struct {
	cfg      flashPortConfig
	lineBits uint // log2 of cfg.LineBytes: the fetch path shifts, not divides
	fillBits uint // log2 of the I-cache line (when there is a cache)
	icache   *lineCache
	dcache   *lineCache

	cur      uint32 // flash line being executed
	curValid bool
	lastWord uint32 // last fetched word address + 1 (0: none)
	// Times, in cycles: clock is the core's zero-wait cycle at which the
	// instruction being fetched starts; the time it starts at, as the
	// I-code side sees it, is clock plus the fetch stalls this port has
	// returned (now). entered is when the
	// core entered cur (after any wait for it), leadAt when execution
	// first entered an instruction in cur's last pfuLeadBytes (leadSet),
	// the time the prefetch unit asked for the next line; head is how
	// long before the core entered cur the read of the line after it
	// could start (prefetchWait).
	clock, entered, leadAt uint64
	fetchWaits             uint64 // the fetch stalls charged so far (now)
	leadSet                bool
	head                   uint32

	fillLine  uint32 // I-cache line being filled (ICacheLine > LineBytes)
	fillUpTo  uint32 // last flash line of it read so far
	fillValid bool

	stats struct {
		fetchReads, dataReads, waits            uint64
		lineHits, prefetchHits, misses, fillHit uint64
		icacheHits, dcacheHits                  uint64
	}
}

// cacheGeom is a cache's geometry: total bytes, ways, line bytes.
type cacheGeom struct {
	Bytes uint32
	Ways  int
	Line  uint32
}

// flashPortConfig configures a flashPort; every figure comes from the
// board profile with its source.
type flashPortConfig struct {
	Name       string // what reports call it
	Base, Size uint32
	WaitStates int
	LineBytes  uint32 // flash read width
	Prefetch   bool
	ICache     *cacheGeom // nil: none or off
	DCache     *cacheGeom // nil: none or off
}

func newFlashPort(c flashPortConfig) (*flashPort, error) {
	if c.LineBytes < 4 || c.LineBytes&(c.LineBytes-1) != 0 {
		return nil, fmt.Errorf("flash line_bytes %d: want a power of two of at least 4", c.LineBytes)
	}
	if c.WaitStates < 0 {
		return nil, fmt.Errorf("flash wait states %d: want 0 or more", c.WaitStates)
	}
	f := &flashPort{cfg: c, lineBits: uint(bits.TrailingZeros32(c.LineBytes))}
	var err error
	if c.ICache != nil {
		if c.ICache.Line < c.LineBytes {
			return nil, fmt.Errorf("icache line %d B shorter than the flash line %d B", c.ICache.Line, c.LineBytes)
		}
		if f.icache, err = newLineCache(c.ICache.Bytes, c.ICache.Ways, c.ICache.Line); err != nil {
			return nil, fmt.Errorf("icache: %v", err)
		}
		f.fillBits = f.icache.lineBits
	}
	if c.DCache != nil {
		if f.dcache, err = newLineCache(c.DCache.Bytes, c.DCache.Ways, c.DCache.Line); err != nil {
			return nil, fmt.Errorf("dcache: %v", err)
		}
	}
	return f, nil
}

func (f *flashPort) Name() string {
	s := fmt.Sprintf("%s (%d WS", f.cfg.Name, f.cfg.WaitStates)
	if f.cfg.Prefetch {
		s += ", prefetch"
	}
	if g := f.cfg.ICache; g != nil {
		s += fmt.Sprintf(", %d B %d-way icache", g.Bytes, g.Ways)
	}
	if g := f.cfg.DCache; g != nil {
		s += fmt.Sprintf(", %d B dcache", g.Bytes)
	}
	return s + ")"
}

func (f *flashPort) inFlash(addr uint32) bool { return addr-f.cfg.Base < f.cfg.Size }

// Fetch returns the stall of fetching the instruction at addr, with no
// clock from the core: each instruction counts one cycle.
func (f *flashPort) Fetch(addr, size uint32) uint32 {
	stall := f.fetch(addr, size)
	f.clock++
	return stall
}

// FetchAt returns the stall of fetching the instruction at addr, which
// starts at cycle now of the core's zero-wait clock (FetchPlanner).
func (f *flashPort) FetchAt(addr, size uint32, now uint64) uint32 {
	f.clock = now
	return f.fetch(addr, size)
}

// now is the time of the I-code side: the core's zero-wait clock plus
// the fetch stalls this port has charged so far. The wait states of a
// D-code read from the flash are left out: the flash array serves one
// read at a time and "DCode accesses have priority over prefetch
// accesses" (MT-D1, on this ST flash interface), so an I-code read makes
// no progress in them. (The D-code read's own data cycle, which the
// core's clock counts, is counted; and a data read is known only after
// its block's fetches, trace's order, so it holds back the line being
// executed at the block's end.)
func (f *flashPort) now() uint64 { return f.clock + f.fetchWaits }

// since is the cycles from t to now, 0 if t lies ahead (a clock that
// started again).
func (f *flashPort) since(t uint64) uint32 {
	if n := f.now(); n > t {
		return uint32(min(n-t, 1<<16))
	}
	return 0
}

func (f *flashPort) fetch(addr, size uint32) uint32 {
	if !f.inFlash(addr) {
		f.lastWord, f.curValid, f.fillValid = 0, false, false
		return 0
	}
	var stall uint32
	for w := addr &^ 3; w < addr+size; w += 4 {
		if w+1 == f.lastWord {
			continue // the second halfword of the word fetched last
		}
		f.lastWord = w + 1
		stall += f.fetchWord(w)
	}
	if f.inLead(addr) {
		f.markLead()
	}
	return stall
}

// pfuLeadBytes is how far ahead of execution the M3/M4 prefetch unit
// asks for instruction words: its FIFO holds three words (Cortex-M3 TRM
// DDI0337E §1.5: "The PFU buffers up to three word fetches in its FIFO")
// and it fetches one word a cycle, so it asks for word w+8 once
// execution has entered word w (the words w and w+4 still in the FIFO).
const pfuLeadBytes = 8

// inLead says whether the instruction at addr, just fetched, starts in
// the last pfuLeadBytes of cur.
func (f *flashPort) inLead(addr uint32) bool {
	return f.curValid && addr>>f.lineBits == f.cur && addr&(f.cfg.LineBytes-1) >= f.cfg.LineBytes-pfuLeadBytes
}

// markLead records the start of the first instruction in cur's lead:
// the prefetch unit asks for the next line from then on.
func (f *flashPort) markLead() {
	if !f.leadSet {
		f.leadAt, f.leadSet = f.now(), true
	}
}

// fetchWord enters the flash line holding word w. The times of the line
// left (entered, leadAt, head) are read before they are set for the new
// one; the time the core enters it is now after its stall.
func (f *flashPort) fetchWord(w uint32) uint32 {
	line := w >> f.lineBits
	if f.curValid && line == f.cur {
		f.stats.lineHits++
		return 0
	}
	next := f.curValid && line == f.cur+1
	head := f.head
	f.cur, f.curValid, f.head = line, true, 0
	stall := f.enter(w, line, next, head)
	f.entered, f.leadSet = f.now(), false
	return stall
}

// enter is the stall of entering flash line `line` (word w) from the
// line before (next: in sequence), whose read had the head start head.
func (f *flashPort) enter(w, line uint32, next bool, head uint32) uint32 {
	if f.filling(w) {
		return f.fillStep(line, next, f.since(f.entered))
	}
	if f.icache != nil && f.icache.lookup(w) {
		f.stats.icacheHits++
		return 0
	}
	var stall uint32
	if f.cfg.Prefetch && next {
		f.stats.prefetchHits++
		done := f.since(f.entered) + head
		stall = f.prefetchWait(done)
		if stall == 0 && f.leadSet {
			f.head = f.headAfter(done, f.since(f.leadAt))
		}
	} else {
		f.stats.misses++
		stall = uint32(f.cfg.WaitStates)
	}
	f.stats.fetchReads++
	f.stats.waits += uint64(stall)
	f.fetchWaits += uint64(stall)
	if f.icache != nil {
		f.icache.insertMissed(w)
		f.startFill(w, line)
	}
	return stall
}

// prefetchWait is what is left of the read of the next line: it takes
// 1+WS cycles, of which `done` had passed when the core got there (the
// work done in the previous line, plus the head start the read had
// before the core entered it). It is never more than a demand read's
// WS: the fetch's own cycle covers the read's first one, so at 0 WS a
// prefetched line is as free as any other (a 32-bit instruction that
// straddles two lines enters the second with no work done in the first).
func (f *flashPort) prefetchWait(done uint32) uint32 {
	return uint32(min(f.cfg.WaitStates, max(0, 1+f.cfg.WaitStates-int(done))))
}

// headAfter is the head start of the read of the line after the one the
// core has just entered by a prefetch hit without waiting, given `done`
// as in prefetchWait and the prefetch unit's lead. That read starts when
// this line is delivered or when the prefetch unit asked for this line,
// whichever is later (RM0008 §3.3.3, RM0090 §3.5.2). (A core that waited
// entered at the delivery: no head start.) The line had arrived
// done-(1+WS) cycles before the core, and the prefetch unit asked for it
// `lead` cycles before the core got there (since execution entered the
// last pfuLeadBytes of the line before; none: 0): the later of the two.
func (f *flashPort) headAfter(done, lead uint32) uint32 {
	early := max(0, int(done)-1-f.cfg.WaitStates)
	return uint32(min(early, int(lead)))
}

// insertMissed is insert of a line that lookup has just missed: it
// skips insert's search for the line (a second search of the I-cache on
// every miss).
func (c *lineCache) insertMissed(addr uint32) {
	n := addr >> c.lineBits
	if c.fa != nil {
		c.fa.fill(n + 1)
		return
	}
	set := c.set(n)
	copy(set[1:], set[:len(set)-1])
	set[0] = n + 1
}

// filling reports whether w lies in the I-cache line being filled.
func (f *flashPort) filling(w uint32) bool {
	return f.fillValid && w>>f.fillBits == f.fillLine
}

func (f *flashPort) startFill(w, line uint32) {
	f.fillValid = f.cfg.ICache.Line > f.cfg.LineBytes
	f.fillLine, f.fillUpTo = w>>f.fillBits, line
}

// fillStep enters flash line `line` of the cache line being filled: a
// line already read costs nothing, the next one arrives like a
// prefetched line, a jump ahead is a demand read.
func (f *flashPort) fillStep(line uint32, next bool, work uint32) uint32 {
	var stall uint32
	switch {
	case line <= f.fillUpTo:
		f.stats.fillHit++
		return 0
	case line == f.fillUpTo+1 && next:
		f.stats.prefetchHits++
		stall = f.prefetchWait(work)
	default:
		f.stats.misses++
		stall = uint32(f.cfg.WaitStates)
	}
	f.fillUpTo = line
	f.stats.fetchReads++
	f.stats.waits += uint64(stall)
	f.fetchWaits += uint64(stall)
	return stall
}

// Data returns the stall of a data access.
func (f *flashPort) Data(addr, size uint32, write bool) uint32 {
	if write || !f.inFlash(addr) {
		return 0
	}
	if f.dcache != nil {
		if f.dcache.lookup(addr) {
			f.stats.dcacheHits++
			return 0
		}
		f.dcache.insert(addr)
	}
	f.stats.dataReads++
	f.stats.waits += uint64(f.cfg.WaitStates)
	return uint32(f.cfg.WaitStates)
}

func (f *flashPort) DataRanges() [][2]uint32 {
	return [][2]uint32{{f.cfg.Base, f.cfg.Base + f.cfg.Size - 1}}
}

func (f *flashPort) Stats() models.MemoryStats {
	s := models.MemoryStats{
		"flash_wait_cycles": f.stats.waits,
		"flash_fetch_reads": f.stats.fetchReads,
		"flash_data_reads":  f.stats.dataReads,
		"line_buffer_hits":  f.stats.lineHits,
		"fetch_misses":      f.stats.misses,
		"prefetch_hits":     f.stats.prefetchHits,
		"icache_hits":       f.stats.icacheHits,
		"icache_fill_hits":  f.stats.fillHit,
		"dcache_hits":       f.stats.dcacheHits,
	}
	if f.icache != nil {
		s["icache_misses"] = f.icache.misses
	}
	if f.dcache != nil {
		s["dcache_misses"] = f.dcache.misses
	}
	return s
}

// flashRegionOf returns the board's first flash region's base and size.
func flashRegionOf(b *models.Profile) (uint32, uint32) {
	r, _ := b.FlashRegion()
	return uint32(r.Base), uint32(r.Size)
}

// checkFlashSection: the flash-port models need a flash region and the
// flash section with its line width.
func checkFlashSection(model string, b *models.Profile) error {
	if b.Flash == nil || b.Flash.LineBytes == 0 {
		return fmt.Errorf("memory_model %s: the flash section with line_bytes is missing", model)
	}
	if _, ok := b.FlashRegion(); !ok {
		return fmt.Errorf("memory_model %s: no memory region of kind flash", model)
	}
	return nil
}

// icacheOf returns the flash section's I-cache geometry if the chip has
// one and on is set.
func icacheOf(b *models.Profile, on bool) *cacheGeom {
	fl := b.Flash
	if !on || fl.ICacheBytes == 0 {
		return nil
	}
	return &cacheGeom{fl.ICacheBytes, fl.ICacheWays, fl.ICacheLineBytes}
}

// waitStateParam is the flash_wait_states parameter every flash-backed
// model has: its default the chip's table at the board's clock.
func waitStateParam(b *models.Profile) models.ParamDef {
	return models.ParamDef{Name: "flash_wait_states", Default: float64(b.FlashWaitStates()), Unit: "wait states",
		Min: 0, Max: 15, Integer: true, Fittable: true, Source: b.Flash.Source}
}

// switchParam is an on/off parameter.
func switchParam(name string, on bool, src string) models.ParamDef {
	return models.ParamDef{Name: name, Default: onOff(on), Unit: models.OnOff, Choices: []float64{0, 1}, Source: src}
}

// FetchPlan is what a block's instruction fetches after its first do on
// a flashPort (FetchPlanner), the same on every run once the block lies in the flash:
// the first instruction leaves the port on the line of its last word
// (Fetch sets cur and lastWord on every path inside the flash), and from
// there the words each instruction fetches, and which of them enter a
// new line, follow from the addresses alone. What stays per run is the
// first instruction (the word it starts in may be the one fetched last,
// the line it enters is the state's), the times (the core's clock at
// each instruction, FetchPlanned's starts) and each line entry's outcome
// (prefetch, I-cache, fill), which fetchWord decides as from Fetch.
type FetchPlan struct {
	port     *flashPort // the port it was made for (its line size and range)
	inFlash  bool       // the whole block is in the flash; else Fetch per instruction
	first    uint32     // the first instruction's size
	entries  []portEntry
	tailLead int32  // the first instruction after the last entry in its line's lead (inLead), -1 none
	lineHits uint64 // words of the line being executed
	lastWord uint32 // the last word fetched + 1
}

// portEntry is a word w that enters a new flash line, the instruction
// whose fetch enters it (its index in the block), and the first
// instruction since the line before was entered that starts in that
// line's lead (inLead), -1 none.
type portEntry struct {
	w        uint32
	at, lead int32
}

// MadeBy says whether f made the plan: a plan follows its port's line
// size and range, so a block run on another memory needs a new one.
func (p *FetchPlan) MadeBy(f FetchPlanner) bool { return f == FetchPlanner(p.port) }

// InRange says whether the whole block lies in the port's flash: only
// then may FetchPlanned fetch by the plan (else Fetch per instruction).
func (p *FetchPlan) InRange() bool { return p.inFlash }

// PlanFetches works a block's fetches out; sizes are its instructions'
// in order from addr.
func (f *flashPort) PlanFetches(addr uint32, sizes []uint32) *FetchPlan {
	end := addr
	for _, s := range sizes {
		end += s
	}
	p := &FetchPlan{port: f, first: sizes[0], inFlash: f.inFlash(addr) && f.inFlash(end-1)}
	if !p.inFlash {
		return p
	}
	last := (addr + sizes[0] - 1) &^ 3
	cur, lastWord := last>>f.lineBits, last+1
	pc, lead := addr+sizes[0], int32(-1)
	leadFrom := f.cfg.LineBytes - pfuLeadBytes
	for i, size := range sizes[1:] {
		at := int32(i + 1)
		for w := pc &^ 3; w < pc+size; w += 4 {
			if w+1 == lastWord {
				continue
			}
			lastWord = w + 1
			if line := w >> f.lineBits; line != cur {
				p.entries = append(p.entries, portEntry{w, at, lead})
				cur, lead = line, -1
				continue
			}
			p.lineHits++
		}
		if lead < 0 && pc>>f.lineBits == cur && pc&(f.cfg.LineBytes-1) >= leadFrom { // as inLead
			lead = at
		}
		pc += size
	}
	p.tailLead, p.lastWord = lead, lastWord
	return p
}

// FetchPlanned is the sum of FetchAt over a block's instructions, by its
// plan (made by PlanFetches on this port, InRange); the instructions
// start at entry + starts[i] on the core's zero-wait clock.
func (f *flashPort) FetchPlanned(addr uint32, p *FetchPlan, entry uint64, starts []uint32) uint32 {
	stall := f.FetchAt(addr, p.first, entry+uint64(starts[0]))
	for _, e := range p.entries {
		f.planLead(e.lead, entry, starts)
		f.clock = entry + uint64(starts[e.at])
		stall += f.fetchWord(e.w)
	}
	f.planLead(p.tailLead, entry, starts)
	f.clock = entry + uint64(starts[len(starts)-1])
	f.stats.lineHits += p.lineHits
	f.lastWord = p.lastWord
	return stall
}

// Fetch is FetchPlanned on the port that made the plan, called directly:
// the core's hot block path knows the planner only as an interface
// (FetchPlanner), whose call the compiler cannot inline or devirtualise
// across packages without the profile naming this call site.
func (p *FetchPlan) Fetch(addr uint32, entry uint64, starts []uint32) uint32 {
	return p.port.FetchPlanned(addr, p, entry, starts)
}

// planLead is markLead for the plan's lead instruction i (-1: none): no
// stall comes between its fetch and the next line's entry, so its start
// is its clock plus the stalls so far.
func (f *flashPort) planLead(i int32, entry uint64, starts []uint32) {
	if i >= 0 && !f.leadSet {
		f.clock = entry + uint64(starts[i])
		f.markLead()
	}
}
