package models

import (
	"errors"
	"fmt"
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
type FlashMemory struct {
	cfg FlashParams

	line      uint32 // line index in the instruction line buffer
	lineValid bool
	lastWord  uint32 // last fetched word address (+1 so 0 means none)
	dataLine  uint32
	dataValid bool
	cache     *lineCache

	stats struct {
		fetchReads, dataReads, waits              uint64
		lineHits, prefetchHits, cacheHits, misses uint64
		dataHits                                  uint64
	}
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
}

// NewFlash returns a flash model; it checks the geometry.
func NewFlash(p FlashParams) (*FlashMemory, error) {
	if p.LineBytes == 0 || p.LineBytes&(p.LineBytes-1) != 0 {
		return nil, fmt.Errorf("flash line_bytes %d: want a power of two", p.LineBytes)
	}
	f := &FlashMemory{cfg: p}
	if p.ICache {
		c, err := newLineCache(p.CacheBytes, p.CacheWays, p.CacheLine)
		if err != nil {
			return nil, err
		}
		f.cache = c
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
		return 0
	}
	var stall uint32
	for w := addr &^ 3; w < addr+size; w += 4 {
		if w+1 == f.lastWord {
			continue // the second halfword of the word fetched last
		}
		f.lastWord = w + 1
		stall += f.fetchLine(w / f.cfg.LineBytes)
	}
	return stall
}

func (f *FlashMemory) fetchLine(line uint32) uint32 {
	switch {
	case f.lineValid && line == f.line:
		f.stats.lineHits++
		return 0
	case f.cache != nil && f.cache.lookup(line*f.cfg.LineBytes):
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
		f.fill(line)
		return uint32(f.cfg.WaitStates)
	}
	f.stats.fetchReads++ // the prefetcher read it
	f.line, f.lineValid = line, true
	f.fill(line)
	return 0
}

func (f *FlashMemory) fill(line uint32) {
	if f.cache != nil {
		f.cache.insert(line * f.cfg.LineBytes)
	}
}

// Data returns the stall of a data access.
func (f *FlashMemory) Data(addr, size uint32, write bool) uint32 {
	if write || !f.inFlash(addr) {
		return 0
	}
	line := addr / f.cfg.LineBytes
	if f.cfg.DataViaCache && f.cache != nil {
		if f.cache.lookup(addr) {
			f.stats.dataHits++
			return 0
		}
		f.cache.insert(addr)
	} else if (f.dataValid && line == f.dataLine) || (f.lineValid && line == f.line) {
		f.stats.dataHits++
		return 0
	}
	f.dataLine, f.dataValid = line, true
	f.stats.dataReads++
	f.stats.waits += uint64(f.cfg.WaitStates)
	return uint32(f.cfg.WaitStates)
}

func (f *FlashMemory) DataRanges() [][2]uint32 {
	return [][2]uint32{{f.cfg.Base, f.cfg.Base + f.cfg.Size - 1}}
}

func (f *FlashMemory) Stats() MemoryStats {
	s := MemoryStats{
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
	return s
}

// lineCache is a set-associative cache of line addresses with LRU
// replacement. It holds tags only: timing needs hits and misses, not data.
type lineCache struct {
	sets     [][]uint32 // per set, most recently used first; tag+1 (0 = empty)
	lineBits uint
	setMask  uint32
	misses   uint64
}

func newLineCache(bytes uint32, ways int, line uint32) (*lineCache, error) {
	if ways < 1 || line == 0 || line&(line-1) != 0 || bytes%(uint32(ways)*line) != 0 {
		return nil, fmt.Errorf("cache %d B, %d ways, %d B lines: inconsistent geometry", bytes, ways, line)
	}
	nsets := bytes / (uint32(ways) * line)
	if nsets&(nsets-1) != 0 {
		return nil, fmt.Errorf("cache %d B, %d ways, %d B lines: sets (%d) not a power of two", bytes, ways, line, nsets)
	}
	c := &lineCache{sets: make([][]uint32, nsets), setMask: nsets - 1}
	for l := line; l > 1; l >>= 1 {
		c.lineBits++
	}
	for i := range c.sets {
		c.sets[i] = make([]uint32, ways)
	}
	return c, nil
}

// lookup reports a hit and makes the line most recently used.
func (c *lineCache) lookup(addr uint32) bool {
	n := addr >> c.lineBits
	set := c.sets[n&c.setMask]
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

// insert places a line as most recently used, evicting the LRU one.
func (c *lineCache) insert(addr uint32) {
	n := addr >> c.lineBits
	set := c.sets[n&c.setMask]
	for _, t := range set {
		if t == n+1 {
			return
		}
	}
	copy(set[1:], set[:len(set)-1])
	set[0] = n + 1
}

func init() {
	RegisterMemory(MemorySpec{
		Name:        "zero-wait",
		Description: "every fetch and data access at the core's zero-wait-state timing (SRAM, TCM, flash at 0 WS)",
		New:         func(*Profile, Values) (Memory, error) { return ZeroWait{}, nil },
	})
	RegisterMemory(MemorySpec{
		Name:        "stm32-flash",
		Description: "STM32 embedded flash: line reads with wait states, line buffer, optional prefetch and instruction cache (the profile's flash section)",
		Params:      stm32FlashParams,
		Check:       checkSTM32Flash,
		New:         newSTM32Flash,
	})
}

// checkSTM32Flash: the model needs a flash region and the flash
// section's line width.
func checkSTM32Flash(b *Profile) error {
	if b.Flash == nil || b.Flash.LineBytes == 0 {
		return errors.New("memory_model stm32-flash: the flash section with line_bytes is missing")
	}
	if _, ok := b.FlashRegion(); !ok {
		return errors.New("memory_model stm32-flash: no memory region of kind flash")
	}
	return nil
}

// stm32FlashParams are the what-ifs of the flash interface. Their
// defaults follow the board: the wait states from the chip's table at
// the board's clock, prefetch and cache as the chip resets them (or the
// profile sets them). Prefetch and cache exist only where the chip has
// them.
func stm32FlashParams(b *Profile) []ParamDef {
	fl := b.Flash
	src := fl.Source
	out := []ParamDef{{
		Name: "flash_wait_states", Default: float64(b.FlashWaitStates()), Unit: "wait states",
		Min: 0, Max: 15, Integer: true, Fittable: true, Source: src,
	}}
	if fl.Prefetch != nil {
		out = append(out, ParamDef{Name: "flash_prefetch", Default: onOff(*fl.Prefetch), Unit: OnOff,
			Choices: []float64{0, 1}, Source: src})
	}
	if fl.ICacheBytes != 0 {
		out = append(out, ParamDef{Name: "flash_icache", Default: onOff(fl.ICache != nil && *fl.ICache), Unit: OnOff,
			Choices: []float64{0, 1}, Source: src})
	}
	return out
}

func onOff(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// STM32FlashParams returns the flash model's configuration for a board
// with the given parameter values.
func STM32FlashParams(b *Profile, v Values) FlashParams {
	fl := b.Flash
	region, _ := b.FlashRegion()
	return FlashParams{
		Name: fl.Model + "-flash", Base: uint32(region.Base), Size: uint32(region.Size),
		WaitStates: v.Int("flash_wait_states"), LineBytes: fl.LineBytes,
		Prefetch:   v.Bool("flash_prefetch"),
		ICache:     v.Bool("flash_icache") && fl.ICacheBytes != 0,
		CacheBytes: fl.ICacheBytes, CacheWays: fl.ICacheWays, CacheLine: fl.ICacheLineBytes,
		DataViaCache: fl.DataViaCache,
	}
}

func newSTM32Flash(b *Profile, v Values) (Memory, error) { return NewFlash(STM32FlashParams(b, v)) }
