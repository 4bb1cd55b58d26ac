package models

import (
	"fmt"
	"math"
	"math/bits"
)

// The STM32MP135F-DK memory hierarchy as the Cortex-A7 sees it: L1
// instruction and data caches, a unified L2, and DDR3L with open rows, or
// the on-chip SYSRAM. Write-back, write-allocate, LRU everywhere.
//
// Timing: an L1 hit costs nothing here (the core's load-use latency
// covers it); an L1 miss stalls the pipeline for the L2 lookup, and an L2
// miss adds the DDR (or SYSRAM) latency to the critical word. Dirty
// evictions go through write buffers and do not stall (they are counted).
// Every figure is a parameter (A7Param) with its source in
// hierarchyParamDefs; the unsettled ones (U in the facts file) say so.
//
// Choices where the facts are silent (each written beside its code):
//   - A line fill returns the critical word first: only the first DDR burst
//     counts, not the whole line.
//   - DDR address map row:bank:column, open-page policy, every bank closed
//     at the start of a call; writebacks do not disturb the open rows.
//   - Store misses allocate (write-allocate) and stall like load misses:
//     the A7's store buffer and its streaming-write detection are not
//     modelled.
//   - Caches start empty at every call (a cold start).

// A7Param is one named model parameter with its default, unit and source.
type A7Param struct {
	Name    string
	Default float64
	Unit    string
	Source  string
}

// HierarchyParams are the memory hierarchy's parameters.
type HierarchyParams struct {
	L1ISize, L1IWays, L1ILine float64
	L1DSize, L1DWays, L1DLine float64
	L2Size, L2Ways, L2Line    float64
	L2HitCycles               float64
	DDRClockHz                float64
	DDRCL, DDRtRCD, DDRtRP    float64
	DDRBurstClocks            float64
	DDRBanks, DDRRowBytes     float64
	DDROverheadNs             float64
	SRAMNs                    float64
}

type hierDef struct {
	A7Param
	field func(*HierarchyParams) *float64
}

// hierarchyParamDefs lists the hierarchy's parameters with their sources
// (IDs of ../shared/reference/core-timing-facts.md).
var hierarchyParamDefs = []hierDef{
	{A7Param{"l1i_size", 32768, "bytes", "§3.4 C13 (32 KB I)"}, func(p *HierarchyParams) *float64 { return &p.L1ISize }},
	{A7Param{"l1i_ways", 2, "ways", "§3.1 A4, A5 §6.6.2"}, func(p *HierarchyParams) *float64 { return &p.L1IWays }},
	{A7Param{"l1i_line", 32, "bytes", "§3.1 A4, A5 §6.6.2 (index from bit 5)"}, func(p *HierarchyParams) *float64 { return &p.L1ILine }},
	{A7Param{"l1d_size", 32768, "bytes", "§3.4 C13 (32 KB D)"}, func(p *HierarchyParams) *float64 { return &p.L1DSize }},
	{A7Param{"l1d_ways", 4, "ways", "§3.1 A5 §6.6.1"}, func(p *HierarchyParams) *float64 { return &p.L1DWays }},
	{A7Param{"l1d_line", 64, "bytes", "§3.1 A5 §6.6.1 (index from bit 6)"}, func(p *HierarchyParams) *float64 { return &p.L1DLine }},
	{A7Param{"l2_size", 131072, "bytes", "U: §3.4 C13 says 128 KB, S15 says 256 KB; 128 KB chosen (C13 is ST's feature list)"}, func(p *HierarchyParams) *float64 { return &p.L2Size }},
	{A7Param{"l2_ways", 8, "ways", "U: §3.3 C7 (gem5 A7-like L2 is 8-way); not given for the MP135"}, func(p *HierarchyParams) *float64 { return &p.L2Ways }},
	{A7Param{"l2_line", 64, "bytes", "U: not in the facts; taken equal to the L1 D line (§3.1 A5)"}, func(p *HierarchyParams) *float64 { return &p.L2Line }},
	{A7Param{"l2_hit_cycles", 9, "CPU cycles", "U: §3.3 C7 (gem5 ex5_LITTLE L2 data latency 9); stall of an L1 miss that hits L2"}, func(p *HierarchyParams) *float64 { return &p.L2HitCycles }},
	{A7Param{"ddr_clock_hz", 533e6, "Hz", "§3.4 C12 (DDR3L-1066, 533 MHz)"}, func(p *HierarchyParams) *float64 { return &p.DDRClockHz }},
	{A7Param{"ddr_cl", 7, "DDR clocks", "§3.4 C12 (MR0=0x830)"}, func(p *HierarchyParams) *float64 { return &p.DDRCL }},
	{A7Param{"ddr_trcd", 7, "DDR clocks", "§3.4 C12 (DRAMTMG4=0x07040607)"}, func(p *HierarchyParams) *float64 { return &p.DDRtRCD }},
	{A7Param{"ddr_trp", 7, "DDR clocks", "§3.4 C12 (DRAMTMG4=0x07040607)"}, func(p *HierarchyParams) *float64 { return &p.DDRtRP }},
	{A7Param{"ddr_burst_clocks", 4, "DDR clocks", "§3.4 C12 (x16 DDR3, BL8 = 4 clocks for 16 bytes); critical word first: one burst counted"}, func(p *HierarchyParams) *float64 { return &p.DDRBurstClocks }},
	{A7Param{"ddr_banks", 8, "banks", "DDR3 has 8 banks (JEDEC); §3.4 C12 1x4Gb part"}, func(p *HierarchyParams) *float64 { return &p.DDRBanks }},
	{A7Param{"ddr_row_bytes", 2048, "bytes", "U: 4Gb x16 DDR3 page is 2 KB (JEDEC); the controller's address map (row:bank:column assumed) is not in the facts"}, func(p *HierarchyParams) *float64 { return &p.DDRRowBytes }},
	{A7Param{"ddr_overhead_ns", 60, "ns", "U: §3.4 CPU-visible DDR latency not found; controller + AXI + L2-miss overhead on top of the pin timings, guessed to give ~80-110 ns loads; calibrate"}, func(p *HierarchyParams) *float64 { return &p.DDROverheadNs }},
	{A7Param{"sram_ns", 30, "ns", "U: SYSRAM on the 266 MHz AXI (§3.4 C13); latency not found; calibrate"}, func(p *HierarchyParams) *float64 { return &p.SRAMNs }},
}

// HierarchyParamTable returns the hierarchy's parameters and defaults.
func HierarchyParamTable() []A7Param {
	out := make([]A7Param, len(hierarchyParamDefs))
	for i, d := range hierarchyParamDefs {
		out[i] = d.A7Param
	}
	return out
}

// DefaultHierarchyParams returns every parameter at its default.
func DefaultHierarchyParams() HierarchyParams {
	var p HierarchyParams
	for _, d := range hierarchyParamDefs {
		*d.field(&p) = d.Default
	}
	return p
}

// applyParams overrides defaults with a profile's params of the same
// name. Names of other models' params are ignored.
func (p *HierarchyParams) apply(params map[string]Param) {
	for _, d := range hierarchyParamDefs {
		if v, ok := params[d.Name]; ok {
			*d.field(p) = v.Value
		}
	}
}

// cacheLevel is one set-associative, write-back, LRU cache.
type cacheLevel struct {
	name      string
	lineShift uint
	setMask   uint32
	ways      int
	tag       []uint32 // line number (addr >> lineShift) per set*ways
	state     []uint8  // bit 0 valid, bit 1 dirty
	stamp     []uint32 // LRU: last use
	clock     uint32

	hits, misses, writebacks uint64
}

const (
	lineValid = 1
	lineDirty = 2
)

func newCacheLevel(name string, size, ways, line float64) (cacheLevel, error) {
	s, w, l := uint64(size), int(ways), uint64(line)
	if s == 0 || w <= 0 || l < 4 || bits.OnesCount64(l) != 1 || s%(uint64(w)*l) != 0 {
		return cacheLevel{}, fmt.Errorf("%s: size %v, ways %v, line %v do not make a cache", name, size, ways, line)
	}
	sets := s / (uint64(w) * l)
	if bits.OnesCount64(sets) != 1 {
		return cacheLevel{}, fmt.Errorf("%s: %d sets is not a power of two", name, sets)
	}
	n := int(sets) * w
	return cacheLevel{
		name: name, lineShift: uint(bits.TrailingZeros64(l)), setMask: uint32(sets - 1), ways: w,
		tag: make([]uint32, n), state: make([]uint8, n), stamp: make([]uint32, n),
	}, nil
}

// access looks the line of addr up, allocating it on a miss. It returns
// whether it hit, and on a miss whether a dirty line was evicted and its
// address.
func (c *cacheLevel) access(addr uint32, write bool) (hit bool, evicted bool, victim uint32) {
	line := addr >> c.lineShift
	base := int(line&c.setMask) * c.ways
	c.clock++
	for i := base; i < base+c.ways; i++ {
		if c.state[i]&lineValid != 0 && c.tag[i] == line {
			c.stamp[i] = c.clock
			if write {
				c.state[i] |= lineDirty
			}
			c.hits++
			return true, false, 0
		}
	}
	c.misses++
	// Victim: an invalid way, else the least recently used.
	v := base
	for i := base; i < base+c.ways; i++ {
		if c.state[i]&lineValid == 0 {
			v = i
			break
		}
		if c.stamp[i] < c.stamp[v] {
			v = i
		}
	}
	if c.state[v]&(lineValid|lineDirty) == lineValid|lineDirty {
		evicted, victim = true, c.tag[v]<<c.lineShift
		c.writebacks++
	}
	c.tag[v], c.stamp[v], c.state[v] = line, c.clock, lineValid
	if write {
		c.state[v] |= lineDirty
	}
	return false, evicted, victim
}

// Hierarchy is the STM32MP135F-DK memory system (implements Memory).
type Hierarchy struct {
	P HierarchyParams

	l1i, l1d, l2 cacheLevel

	ddrLo, ddrHi   uint32 // inclusive
	ranges         [][2]uint32
	l2Hit          uint32
	ddrRowHit      uint32 // CPU cycles after the L2 lookup, by row state
	ddrRowClosed   uint32
	ddrRowConflict uint32
	sram           uint32
	rowShift       uint
	bankMask       uint32
	openRow        []uint32 // per bank; closedRow when none is open

	lastILine uint32 // the L1 I line of the previous fetch (fast path); none at first

	rowHits, rowClosed, rowConflicts, sramAccesses uint64

	err error
}

const closedRow = math.MaxUint32

// NewHierarchy builds the memory hierarchy for a Cortex-A7 board: the
// board's "ddr" region is the DDR, every other region (SYSRAM) answers
// with the SRAM latency. Parameters come from the defaults, overridden by
// the board profile's params of the same name. Bad parameters are
// reported by Err (the core model refuses to run with them).
func NewHierarchy(board *Profile) *Hierarchy {
	p := DefaultHierarchyParams()
	var clock uint64 = 650_000_000
	if board != nil {
		p.apply(board.Params)
		if board.ClockHz != 0 {
			clock = board.ClockHz
		}
	}
	h, err := NewHierarchyParams(p, clock, board)
	if err != nil {
		return &Hierarchy{err: err}
	}
	return h
}

// NewHierarchyParams builds the hierarchy with explicit parameters at a
// CPU clock; board (may be nil) supplies the DDR and SRAM regions.
func NewHierarchyParams(p HierarchyParams, clockHz uint64, board *Profile) (*Hierarchy, error) {
	h := &Hierarchy{P: p, ddrLo: 0xC0000000, ddrHi: 0xDFFFFFFF, lastILine: math.MaxUint32}
	var err error
	if h.l1i, err = newCacheLevel("l1i", p.L1ISize, p.L1IWays, p.L1ILine); err != nil {
		return nil, err
	}
	if h.l1d, err = newCacheLevel("l1d", p.L1DSize, p.L1DWays, p.L1DLine); err != nil {
		return nil, err
	}
	if h.l2, err = newCacheLevel("l2", p.L2Size, p.L2Ways, p.L2Line); err != nil {
		return nil, err
	}
	if p.DDRClockHz <= 0 || clockHz == 0 {
		return nil, fmt.Errorf("ddr_clock_hz %v and the CPU clock %d must be positive", p.DDRClockHz, clockHz)
	}
	banks, row := uint64(p.DDRBanks), uint64(p.DDRRowBytes)
	if banks == 0 || bits.OnesCount64(banks) != 1 || row == 0 || bits.OnesCount64(row) != 1 {
		return nil, fmt.Errorf("ddr_banks %v and ddr_row_bytes %v must be powers of two", p.DDRBanks, p.DDRRowBytes)
	}
	h.rowShift = uint(bits.TrailingZeros64(row))
	h.bankMask = uint32(banks - 1)
	h.openRow = make([]uint32, banks)
	for i := range h.openRow {
		h.openRow[i] = closedRow
	}
	// ns -> CPU cycles, rounded up.
	cyc := func(ns float64) uint32 { return uint32(math.Ceil(ns*float64(clockHz)/1e9 - 1e-9)) }
	tck := 1e9 / p.DDRClockHz
	h.l2Hit = uint32(p.L2HitCycles)
	h.ddrRowHit = cyc(p.DDROverheadNs + (p.DDRCL+p.DDRBurstClocks)*tck)
	h.ddrRowClosed = cyc(p.DDROverheadNs + (p.DDRtRCD+p.DDRCL+p.DDRBurstClocks)*tck)
	h.ddrRowConflict = cyc(p.DDROverheadNs + (p.DDRtRP+p.DDRtRCD+p.DDRCL+p.DDRBurstClocks)*tck)
	h.sram = cyc(p.SRAMNs)
	if board != nil {
		for _, r := range board.Memory {
			lo, hi := uint32(r.Base), uint32(uint64(r.Base)+uint64(r.Size)-1)
			if r.Kind == "ddr" {
				h.ddrLo, h.ddrHi = lo, hi
			}
			if r.Kind == "ddr" || r.Kind == "sram" {
				h.ranges = append(h.ranges, [2]uint32{lo, hi})
			}
		}
	}
	if len(h.ranges) == 0 {
		h.ranges = [][2]uint32{{h.ddrLo, h.ddrHi}}
	}
	return h, nil
}

// Err reports invalid parameters.
func (h *Hierarchy) Err() error { return h.err }

func (h *Hierarchy) Name() string { return "stm32mp135-l1-l2-ddr" }

// DataRanges: every data access to DDR and SYSRAM goes through the caches.
func (h *Hierarchy) DataRanges() [][2]uint32 { return h.ranges }

// Latencies returns the miss costs the parameters produce, in CPU cycles:
// L2 hit, and DDR after the L2 lookup for an open row, a closed bank and
// a row conflict, and SRAM.
func (h *Hierarchy) Latencies() (l2Hit, rowHit, rowClosed, rowConflict, sram uint32) {
	return h.l2Hit, h.ddrRowHit, h.ddrRowClosed, h.ddrRowConflict, h.sram
}

// Fetch: L1 I lookup; consecutive fetches from the same line hit without
// a lookup.
func (h *Hierarchy) Fetch(addr, size uint32) uint32 {
	if sh := h.l1i.lineShift; addr>>sh == h.lastILine && (addr+size-1)>>sh == h.lastILine {
		h.l1i.hits++
		return 0
	}
	return h.fetchSlow(addr, size)
}

func (h *Hierarchy) fetchSlow(addr, size uint32) uint32 {
	line := addr >> h.l1i.lineShift
	h.lastILine = (addr + size - 1) >> h.l1i.lineShift
	st := h.l1Access(&h.l1i, addr, false)
	if (addr+size-1)>>h.l1i.lineShift != line {
		st += h.l1Access(&h.l1i, addr+size-1, false)
	}
	return st
}

// Data: L1 D lookup; an access crossing a line looks both up.
func (h *Hierarchy) Data(addr, size uint32, write bool) uint32 {
	st := h.l1Access(&h.l1d, addr, write)
	if size > 1 && (addr+size-1)>>h.l1d.lineShift != addr>>h.l1d.lineShift {
		st += h.l1Access(&h.l1d, addr+size-1, write)
	}
	return st
}

func (h *Hierarchy) l1Access(c *cacheLevel, addr uint32, write bool) uint32 {
	hit, ev, victim := c.access(addr, write)
	if hit {
		return 0
	}
	if ev {
		h.writeback(victim)
	}
	return h.fill(addr)
}

// fill reads a line from L2 (allocating it there on a miss) and returns
// the stall.
func (h *Hierarchy) fill(addr uint32) uint32 {
	hit, ev, victim := h.l2.access(addr, false)
	_, _ = ev, victim // a dirty L2 victim goes to DDR as a posted write: no stall, rows left as they are
	if hit {
		return h.l2Hit
	}
	return h.l2Hit + h.memory(addr)
}

// writeback puts an evicted L1 line into L2 (posted, no stall).
func (h *Hierarchy) writeback(addr uint32) {
	h.l2.access(addr, true) // a dirty L2 victim is counted in l2.writebacks
}

// memory returns the latency of the critical word from DDR or SRAM.
func (h *Hierarchy) memory(addr uint32) uint32 {
	if addr < h.ddrLo || addr > h.ddrHi {
		h.sramAccesses++
		return h.sram
	}
	off := addr - h.ddrLo
	bank := (off >> h.rowShift) & h.bankMask
	row := off >> h.rowShift >> uint(bits.OnesCount32(h.bankMask))
	open := h.openRow[bank]
	h.openRow[bank] = row
	switch {
	case open == row:
		h.rowHits++
		return h.ddrRowHit
	case open == closedRow:
		h.rowClosed++
		return h.ddrRowClosed
	}
	h.rowConflicts++
	return h.ddrRowConflict
}

// Stats: hits, misses and writebacks per level, DDR row outcomes.
func (h *Hierarchy) Stats() MemoryStats {
	s := MemoryStats{}
	for _, c := range []*cacheLevel{&h.l1i, &h.l1d, &h.l2} {
		s[c.name+".hits"] = c.hits
		s[c.name+".misses"] = c.misses
		if c != &h.l1i {
			s[c.name+".writebacks"] = c.writebacks
		}
	}
	s["ddr.row_hits"] = h.rowHits
	s["ddr.row_closed"] = h.rowClosed
	s["ddr.row_conflicts"] = h.rowConflicts
	s["sram.accesses"] = h.sramAccesses
	return s
}
