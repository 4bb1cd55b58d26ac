package memory

import (
	"errors"
	"fmt"

	"boardless/models"
)

// The Cortex-M7 memory system as the core sees it (memory model
// "m7-axi"): tightly coupled memories at zero wait states, the AXIM
// master port behind L1 instruction and data caches, and on it the AXI
// SRAM and the embedded flash with its wait states; on the STM32F7 also
// the flash's ITCM-interface alias behind the ART accelerator. Every
// figure is data: the chip profile's "m7_memory" section says which
// memory region sits on which port with which memory attributes, and the
// cache geometry; the timings are parameters (m7MemParams). Rules and
// sources: docs/timing-facts-m7.md (IDs M7-Mxx).
//
// What it models (each choice written beside its code):
//   - TCM (ITCM, DTCM): zero wait states (M7-M1).
//   - A cacheable AXI access that hits its L1 cache: zero (M7-M2).
//   - A read miss allocates the line (every cacheable location is
//     read-allocate, M7-M3) and stalls for the critical word only: the
//     line fill returns the requested word first and streams the rest
//     (M7-M4), so the rest of the line costs nothing here (a choice).
//   - Stores never stall: the store buffer absorbs them (a choice). A store
//     to write-back write-allocate memory allocates its line and marks it
//     dirty; a store to write-through memory updates a hit line and does
//     not allocate (M7-M3, M7-M5). Dirty evictions are counted, not timed.
//   - Uncached reads (cache off, or non-cacheable memory) pay the port's
//     read latency every time; instruction fetches do so per 64-bit fetch
//     granule (M7-M6).
//   - The read latency of the AXI port is axi_latency plus the target's
//     own: one bus clock for SRAM, 1 + flash_wait_states bus clocks for
//     flash, a bus clock being bus_divider core clocks (M7-M7, M7-M8).
//   - Replacement is LRU (a choice, U: the TRM does not say).
//   - Caches start empty at every call (a cold start), as at reset.

// M7Memory is the profile's "m7_memory" section.
type M7Memory struct {
	ICacheBytes uint32 `json:"icache_bytes"`
	ICacheWays  int    `json:"icache_ways"`
	DCacheBytes uint32 `json:"dcache_bytes"`
	DCacheWays  int    `json:"dcache_ways"`
	// LineBytes is the L1 line (32 bytes on every Cortex-M7).
	LineBytes uint32 `json:"line_bytes"`
	// BusDivider is core clocks per AXI (and flash) clock: 2 on the H743
	// at 480 MHz (HCLK 240 MHz), 1 on the F767.
	BusDivider int `json:"bus_divider"`
	// ARTLines and FlashLineBytes describe the ART accelerator in front
	// of the flash's ITCM-interface alias (STM32F7); 0: none.
	ARTLines       int    `json:"art_lines,omitempty"`
	FlashLineBytes uint32 `json:"flash_line_bytes,omitempty"`
	// Regions lists every memory region of the board with its port.
	Regions []M7Region `json:"regions"`
	Source  string     `json:"source"`
}

// M7Region places a memory region (by its name in "memory") on a port.
type M7Region struct {
	Region string `json:"region"`
	// Port: "tcm" (ITCM, DTCM), "axi" (AXIM, through the L1 caches) or
	// "flash-tcm" (the STM32F7 flash on the ITCM interface, through ART).
	Port string `json:"port"`
	// Attr is the region's memory type in the default memory map
	// (ARMv7-M B3.1): "wt" write-through, "wbwa" write-back
	// write-allocate, "nc" non-cacheable. Only for "axi".
	Attr string `json:"attr,omitempty"`
	// Flash: reads pay the flash wait states.
	Flash bool `json:"flash,omitempty"`
}

const m7FetchGranule = 8 // the M7 fetches 64 bits at a time (M7-M6)

func init() {
	models.RegisterMemory(models.MemorySpec{
		Name:        "m7-axi",
		Description: "Cortex-M7: ITCM/DTCM at zero wait, L1 I/D caches on the AXIM port, AXI SRAM and flash with wait states (and the F7 ART on the flash's ITCM alias)",
		Params:      m7MemParams,
		Check:       checkM7Memory,
		// --icache is the core's L1 I-cache (the F7's ART on the flash's
		// ITCM interface is --param flash_icache); --prefetch the ART's
		// PRFTEN, which only the F7 has.
		WhatIfs:    map[models.WhatIf]string{models.WhatIfFlashWS: "flash_wait_states", models.WhatIfPrefetch: "flash_prefetch", models.WhatIfICache: "icache"},
		New:        newM7Mem,
		Section:    m7Section,
		NewSection: func() any { return &M7Memory{} },
	})
}

// m7Section is the key of the model's profile section (M7Memory).
const m7Section = "m7_memory"

// m7MemoryOf returns the board's m7_memory section, nil when it has none.
func m7MemoryOf(b *models.Profile) *M7Memory {
	m, _ := b.Section(m7Section).(*M7Memory)
	return m
}

// m7MemParams are the memory system's what-ifs and open timings.
func m7MemParams(b *models.Profile) []models.ParamDef {
	src := ""
	if b.Flash != nil {
		src = b.Flash.Source
	}
	div := 1
	if m := m7MemoryOf(b); m != nil && m.BusDivider > 0 {
		div = m.BusDivider
	}
	out := []models.ParamDef{
		{Name: "flash_wait_states", Default: float64(b.FlashWaitStates()), Unit: "wait states", Min: 0, Max: 15, Integer: true, Fittable: true,
			Source: "flash bus clocks per read beyond the first, from the chip's wait table at the board clock: " + src},
		{Name: "icache", Default: 1, Unit: models.OnOff, Choices: []float64{0, 1},
			Source: "M7-M9: L1 I-cache on (SCB_EnableICache, as ST's Cube templates do before main's work); 0 is the reset state"},
		{Name: "dcache", Default: 1, Unit: models.OnOff, Choices: []float64{0, 1},
			Source: "M7-M9: L1 D-cache on (SCB_EnableDCache, as ST's Cube templates do); 0 is the reset state"},
		{Name: "axi_latency", Default: float64(2 * div), Unit: "core cycles", Min: 0, Max: 40, Integer: true, Fittable: true,
			Source: "U (M7-M7): core cycles an AXIM read spends in the bus matrix beyond the target's own cycles; no public measurement found; default two bus clocks (address and read-data channel handshakes of AXI4, one clock each); calibrate"},
	}
	if m := m7MemoryOf(b); m != nil && m.ARTLines > 0 {
		out = append(out,
			models.ParamDef{Name: "flash_icache", Default: 1, Unit: models.OnOff, Choices: []float64{0, 1}, Source: "M7-M10: ART accelerator on the flash's ITCM interface (ARTEN)"},
			models.ParamDef{Name: "flash_prefetch", Default: 1, Unit: models.OnOff, Choices: []float64{0, 1}, Source: "M7-M10: flash prefetch on the ITCM interface (PRFTEN)"})
	}
	return out
}

// checkM7Memory: the section names every memory region once, with a
// known port and attribute, and its caches are buildable.
func checkM7Memory(b *models.Profile) error {
	m := m7MemoryOf(b)
	if m == nil {
		return errors.New("memory_model m7-axi: the m7_memory section is missing")
	}
	if m.BusDivider < 1 || m.BusDivider > 8 {
		return fmt.Errorf("m7_memory.bus_divider: %d, want 1 to 8", m.BusDivider)
	}
	for _, c := range []struct {
		name        string
		bytes, line uint32
		ways        int
	}{{"icache", m.ICacheBytes, m.LineBytes, m.ICacheWays}, {"dcache", m.DCacheBytes, m.LineBytes, m.DCacheWays}} {
		if _, err := newCacheLevel(c.name, float64(c.bytes), float64(c.ways), float64(c.line)); err != nil {
			return fmt.Errorf("m7_memory.%s_bytes/%s_ways/line_bytes: %v", c.name, c.name, err)
		}
	}
	placed := map[string]bool{}
	for i, r := range m.Regions {
		if _, ok := region(b, r.Region); !ok {
			return fmt.Errorf("m7_memory.regions[%d].region: %q is not a memory region of the board", i, r.Region)
		}
		if placed[r.Region] {
			return fmt.Errorf("m7_memory.regions[%d].region: %q listed twice", i, r.Region)
		}
		placed[r.Region] = true
		switch r.Port {
		case "tcm", "flash-tcm":
			if r.Attr != "" {
				return fmt.Errorf("m7_memory.regions[%d].attr: a %s region is not cached", i, r.Port)
			}
			if r.Port == "flash-tcm" && (m.ARTLines <= 0 || m.FlashLineBytes == 0) {
				return fmt.Errorf("m7_memory.regions[%d]: port flash-tcm needs art_lines and flash_line_bytes", i)
			}
		case "axi":
			switch r.Attr {
			case "wt", "wbwa", "nc":
			default:
				return fmt.Errorf("m7_memory.regions[%d].attr: %q is not wt, wbwa or nc", i, r.Attr)
			}
		default:
			return fmt.Errorf("m7_memory.regions[%d].port: %q is not tcm, axi or flash-tcm", i, r.Port)
		}
		if (r.Flash || r.Port == "flash-tcm") && (b.Flash == nil || len(b.Flash.WaitTable) == 0 && b.Flash.WaitStates == nil) {
			return fmt.Errorf("m7_memory.regions[%d]: a flash region needs the flash section's wait_table", i)
		}
	}
	for _, r := range b.Memory {
		if !placed[r.Name] {
			return fmt.Errorf("m7_memory.regions: memory region %q is not placed on a port", r.Name)
		}
	}
	return nil
}

// region returns the memory region of that name.
func region(p *models.Profile, name string) (models.Region, bool) {
	for _, r := range p.Memory {
		if r.Name == name {
			return r, true
		}
	}
	return models.Region{}, false
}

// m7Span is one region as the model times it.
type m7Span struct {
	lo, hi    uint32 // inclusive
	name      string
	kind      uint8 // the region's port: m7PortAXI, m7PortTCM or m7PortFlashTCM
	cacheable bool
	wbwa      bool
	readCost  uint32 // core cycles of an uncached read or a miss
}

const (
	m7PortAXI = iota
	m7PortTCM
	m7PortFlashTCM
)

var m7PortKinds = map[string]uint8{"axi": m7PortAXI, "tcm": m7PortTCM, "flash-tcm": m7PortFlashTCM}

// M7Mem is the m7-axi memory model (implements Memory).
type M7Mem struct {
	name   string
	spans  []m7Span
	last   int // index of the span last used
	icache *cacheLevel
	dcache *cacheLevel
	art    *FlashMemory // the flash-tcm port (F7), nil without one
	ranges [][2]uint32

	lastGranule uint32 // +1; uncached fetches: the 64-bit granule fetched last

	stats struct {
		fetchMisses, fetchUncached, dataMisses, dataUncached uint64
		waits, writebacks, storesNoAlloc                     uint64
	}
}

func newM7Mem(b *models.Profile, v models.Values) (models.Memory, error) {
	m := m7MemoryOf(b)
	ws := v.Int("flash_wait_states")
	div := uint32(m.BusDivider)
	axi := uint32(v.Int("axi_latency"))
	mem := &M7Mem{last: -1}
	if v.Bool("icache") {
		c, err := newCacheLevel("icache", float64(m.ICacheBytes), float64(m.ICacheWays), float64(m.LineBytes))
		if err != nil {
			return nil, err
		}
		mem.icache = &c
	}
	if v.Bool("dcache") {
		c, err := newCacheLevel("dcache", float64(m.DCacheBytes), float64(m.DCacheWays), float64(m.LineBytes))
		if err != nil {
			return nil, err
		}
		mem.dcache = &c
	}
	for _, pr := range m.Regions {
		r, _ := region(b, pr.Region)
		s := m7Span{lo: uint32(r.Base), hi: uint32(uint64(r.Base) + uint64(r.Size) - 1), name: r.Name, kind: m7PortKinds[pr.Port],
			cacheable: pr.Attr == "wt" || pr.Attr == "wbwa", wbwa: pr.Attr == "wbwa"}
		switch pr.Port {
		case "axi":
			s.readCost = axi + div // SRAM: one bus clock (M7-M8)
			if pr.Flash {
				s.readCost = axi + div*uint32(1+ws) // M7-M8
			}
			mem.ranges = append(mem.ranges, [2]uint32{s.lo, s.hi})
		case "flash-tcm":
			f, err := NewFlash(FlashParams{Name: "f7-itcm-flash", Base: s.lo, Size: s.hi - s.lo + 1,
				WaitStates: ws * int(div), LineBytes: m.FlashLineBytes, Prefetch: v.Bool("flash_prefetch"),
				ICache: v.Bool("flash_icache"), CacheBytes: uint32(m.ARTLines) * m.FlashLineBytes, CacheWays: m.ARTLines,
				CacheLine: m.FlashLineBytes, DataViaCache: true})
			if err != nil {
				return nil, err
			}
			mem.art = f
			mem.ranges = append(mem.ranges, [2]uint32{s.lo, s.hi})
		}
		mem.spans = append(mem.spans, s)
	}
	mem.name = fmt.Sprintf("m7-axi (I-cache %s, D-cache %s, flash %d WS", onOffName(mem.icache != nil), onOffName(mem.dcache != nil), ws)
	if mem.art != nil {
		// The ART serves the flash's ITCM alias only: say how it is set,
		// so that --prefetch off on code fetched over the AXIM (where it
		// changes nothing) shows what was switched.
		mem.name += fmt.Sprintf("; ART on the ITCM flash: prefetch %s, cache %s", onOffName(v.Bool("flash_prefetch")), onOffName(v.Bool("flash_icache")))
	}
	mem.name += ")"
	return mem, nil
}

func onOffName(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

func (m *M7Mem) Name() string            { return m.name }
func (m *M7Mem) DataRanges() [][2]uint32 { return m.ranges }

// span returns the span holding addr, or nil (outside the board's map).
func (m *M7Mem) span(addr uint32) *m7Span {
	if m.last >= 0 {
		if s := &m.spans[m.last]; addr >= s.lo && addr <= s.hi {
			return s
		}
	}
	for i := range m.spans {
		if s := &m.spans[i]; addr >= s.lo && addr <= s.hi {
			m.last = i
			return s
		}
	}
	return nil
}

// Fetch returns the stall of fetching the instruction at addr.
func (m *M7Mem) Fetch(addr, size uint32) uint32 {
	s := m.span(addr)
	if s == nil || s.kind == m7PortTCM {
		m.lastGranule = 0
		return 0
	}
	if s.kind == m7PortFlashTCM {
		m.lastGranule = 0
		return m.art.Fetch(addr, size)
	}
	return m.fetchFrom(s, addr, size)
}

// fetchFrom times a fetch of addr from the AXI span s.
func (m *M7Mem) fetchFrom(s *m7Span, addr, size uint32) uint32 {
	var stall uint32
	if s.cacheable && m.icache != nil {
		line := uint32(1) << m.icache.lineShift
		for a := addr &^ (line - 1); a < addr+size; a += line {
			if hit, _, _ := m.icache.access(a, false); !hit {
				m.stats.fetchMisses++
				stall += s.readCost
			}
		}
		m.lastGranule = 0
	} else {
		for g := addr &^ (m7FetchGranule - 1); g < addr+size; g += m7FetchGranule {
			if g+1 == m.lastGranule {
				continue
			}
			m.lastGranule = g + 1
			m.stats.fetchUncached++
			stall += s.readCost
		}
	}
	m.stats.waits += uint64(stall)
	return stall
}

// LineRun is a run of consecutive instruction fetches from one I-cache
// line: the first looks the line up, the others hit the line accessed
// last (cacheLevel.access's fast path).
type LineRun struct {
	Addr uint32 // the line's address
	N    uint32 // fetches
}

// LineRuns returns the I-cache line lookups that one Fetch per
// instruction makes for a contiguous block at addr with instructions of
// sizes (lines of 1<<shift bytes), consecutive lookups of one line
// merged into a run.
func LineRuns(addr uint32, sizes []uint8, shift uint) []LineRun {
	var runs []LineRun
	for _, sz := range sizes {
		line := uint32(1) << shift
		for a := addr &^ (line - 1); a < addr+uint32(sz); a += line {
			if n := len(runs); n > 0 && runs[n-1].Addr == a {
				runs[n-1].N++
			} else {
				runs = append(runs, LineRun{a, 1})
			}
		}
		addr += uint32(sz)
	}
	return runs
}

// ILineShift is log2 of the I-cache line (0: no I-cache): LineRuns
// depend on it.
func (m *M7Mem) ILineShift() uint {
	if m.icache == nil {
		return 0
	}
	return m.icache.lineShift
}

// FetchRuns is one Fetch per instruction of the contiguous block
// [addr, end) whose I-cache lookups are runs (LineRuns at ILineShift):
// the same stall, counters and cache state, the runs' repeated hits
// counted at once. ok is false, and nothing is done, unless the whole
// block lies in one cacheable AXI span with the I-cache on: then Fetch
// each instruction.
func (m *M7Mem) FetchRuns(addr, end uint32, runs []LineRun) (stall uint32, ok bool) {
	s := m.span(addr)
	if s == nil || s.kind != m7PortAXI || !s.cacheable || m.icache == nil || end-1 > s.hi {
		return 0, false
	}
	c := m.icache
	for _, r := range runs {
		if hit, _, _ := c.access(r.Addr, false); !hit {
			m.stats.fetchMisses++
			stall += s.readCost
		}
		if r.N > 1 { // the line accessed last, again: hits
			c.clock += uint64(r.N - 1)
			c.stamp[c.lastWay] = c.clock
			c.hits += uint64(r.N - 1)
		}
	}
	m.lastGranule = 0
	m.stats.waits += uint64(stall)
	return stall, true
}

// FetchIn times the fetch of the instruction at offset off of the
// memory region named region (a name of the board's "memory"), as if the
// code sat there: the code-placement what-if (--code-in) times a
// function's fetches by region with it. ok is false for a region the
// board lacks.
func (m *M7Mem) FetchIn(region string, off, size uint32) (stall uint32, ok bool) {
	for i := range m.spans {
		if s := &m.spans[i]; s.name == region {
			return m.Fetch(s.lo+off, size), true
		}
	}
	return 0, false
}

// Data returns the stall of a data access.
func (m *M7Mem) Data(addr, size uint32, write bool) uint32 {
	s := m.span(addr)
	switch {
	case s == nil || s.kind == m7PortTCM:
		return 0
	case s.kind == m7PortFlashTCM:
		return m.art.Data(addr, size, write)
	}
	cached := s.cacheable && m.dcache != nil
	if write {
		switch {
		case cached && s.wbwa:
			if _, ev, _ := m.dcache.access(addr, true); ev {
				m.stats.writebacks++
			}
		case cached:
			m.dcache.probe(addr)
			m.stats.storesNoAlloc++
		}
		return 0 // the store buffer takes it
	}
	if cached {
		hit, ev, _ := m.dcache.access(addr, false)
		if ev {
			m.stats.writebacks++
		}
		if hit {
			return 0
		}
		m.stats.dataMisses++
	} else {
		m.stats.dataUncached++
	}
	m.stats.waits += uint64(s.readCost)
	return s.readCost
}

// probe looks a line up without allocating on a miss (write-through
// stores), making a hit most recently used.
func (c *cacheLevel) probe(addr uint32) bool {
	line := addr >> c.lineShift
	base := int(line&c.setMask) * c.ways
	c.clock++
	for i := base; i < base+c.ways; i++ {
		if c.tag[i] == line+1 {
			c.stamp[i] = c.clock
			c.hits++
			return true
		}
	}
	return false
}

func (m *M7Mem) Stats() models.MemoryStats {
	s := models.MemoryStats{
		"mem_wait_cycles":     m.stats.waits,
		"icache_misses":       m.stats.fetchMisses,
		"fetch_uncached":      m.stats.fetchUncached,
		"dcache_misses":       m.stats.dataMisses,
		"data_uncached":       m.stats.dataUncached,
		"dcache_writebacks":   m.stats.writebacks,
		"stores_no_allocate":  m.stats.storesNoAlloc,
		"icache_hits":         0,
		"dcache_hits":         0,
		"flash_itcm_wait_cyc": 0,
	}
	if m.icache != nil {
		s["icache_hits"] = m.icache.hits
	}
	if m.dcache != nil {
		s["dcache_hits"] = m.dcache.hits
	}
	if m.art != nil {
		s["flash_itcm_wait_cyc"] = m.art.Stats()["flash_wait_cycles"]
	}
	return s
}
