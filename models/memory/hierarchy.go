package memory

import (
	"fmt"
	"math"
	"math/bits"

	"boardless/models"
	"boardless/models/chip"
)

// The STM32MP135F-DK memory hierarchy as the Cortex-A7 sees it: L1
// instruction and data caches, a unified L2, and DDR3L with open rows, or
// the on-chip SYSRAM. Write-back, write-allocate, LRU everywhere.
//
// Timing: an L1 hit costs nothing here (the core's load-use latency
// covers it); an L1 miss stalls the pipeline for the L2 lookup, and an L2
// miss adds the DDR (or SYSRAM) latency to the critical word. Dirty
// evictions go through write buffers and do not stall (they are counted).
// Every figure is a parameter (hierarchyParamDefs) whose value and
// source the chip and board profiles give; the unsettled ones (U in the
// facts file) say so there.
//
// Choices where the facts are silent (each written beside its code):
//   - A line fill returns the critical word first: only the first DDR burst
//     counts, not the whole line.
//   - DDR address map row:bank:column, open-page policy, every bank closed
//     at the start of a call; writebacks do not disturb the open rows.
//   - Store misses allocate (write-allocate) and stall like load misses:
//     the A7's store buffer is not modelled. Its L1 read-allocate mode
//     (stores stop allocating after 3 lines written whole during their
//     fills) is the core's (models/cores/armv7a_readalloc.go), which
//     then writes stores around L1 here (WriteAround).
//   - Caches start empty at every call (a cold start).

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
	models.ParamDef
	field func(*HierarchyParams) *float64
}

// hierarchyParamDefs are the hierarchy's parameters. The figures are
// the chip's and the board's (cache sizes, DDR timings): their values
// and sources live in the chip and board profiles, so every one is
// Required here; the bounds are what the model can build.
var hierarchyParamDefs = []hierDef{
	{hreq("l1i_size", "bytes", 1024, 1<<20), func(p *HierarchyParams) *float64 { return &p.L1ISize }},
	{hreq("l1i_ways", "ways", 1, 32), func(p *HierarchyParams) *float64 { return &p.L1IWays }},
	{hreq("l1i_line", "bytes", 4, 256), func(p *HierarchyParams) *float64 { return &p.L1ILine }},
	{hreq("l1d_size", "bytes", 1024, 1<<20), func(p *HierarchyParams) *float64 { return &p.L1DSize }},
	{hreq("l1d_ways", "ways", 1, 32), func(p *HierarchyParams) *float64 { return &p.L1DWays }},
	{hreq("l1d_line", "bytes", 4, 256), func(p *HierarchyParams) *float64 { return &p.L1DLine }},
	{hreq("l2_size", "bytes", 1024, 16<<20), func(p *HierarchyParams) *float64 { return &p.L2Size }},
	{hreq("l2_ways", "ways", 1, 32), func(p *HierarchyParams) *float64 { return &p.L2Ways }},
	{hreq("l2_line", "bytes", 4, 256), func(p *HierarchyParams) *float64 { return &p.L2Line }},
	{hfit(hreq("l2_hit_cycles", "CPU cycles", 1, 60)), func(p *HierarchyParams) *float64 { return &p.L2HitCycles }},
	{hreq("ddr_clock_hz", "Hz", 1e6, 4e9), func(p *HierarchyParams) *float64 { return &p.DDRClockHz }},
	{hreq("ddr_cl", "DDR clocks", 1, 64), func(p *HierarchyParams) *float64 { return &p.DDRCL }},
	{hreq("ddr_trcd", "DDR clocks", 1, 64), func(p *HierarchyParams) *float64 { return &p.DDRtRCD }},
	{hreq("ddr_trp", "DDR clocks", 1, 64), func(p *HierarchyParams) *float64 { return &p.DDRtRP }},
	{hreq("ddr_burst_clocks", "DDR clocks", 1, 64), func(p *HierarchyParams) *float64 { return &p.DDRBurstClocks }},
	{hreq("ddr_banks", "banks", 1, 64), func(p *HierarchyParams) *float64 { return &p.DDRBanks }},
	{hreq("ddr_row_bytes", "bytes", 64, 1<<16), func(p *HierarchyParams) *float64 { return &p.DDRRowBytes }},
	{hfit(hreal(hreq("ddr_overhead_ns", "ns", 0, 400))), func(p *HierarchyParams) *float64 { return &p.DDROverheadNs }},
	{hfit(hreal(hreq("sram_ns", "ns", 0, 400))), func(p *HierarchyParams) *float64 { return &p.SRAMNs }},
}

// hreq is a required whole-number parameter in [lo, hi].
func hreq(name, unit string, lo, hi float64) models.ParamDef {
	return models.ParamDef{Name: name, Unit: unit, Min: lo, Max: hi, Integer: true, Required: true,
		Source: "the chip or board profile gives it"}
}

func hfit(d models.ParamDef) models.ParamDef  { d.Fittable = true; return d }
func hreal(d models.ParamDef) models.ParamDef { d.Integer = false; return d }

func hierarchyParams(*models.Profile) []models.ParamDef {
	out := make([]models.ParamDef, len(hierarchyParamDefs))
	for i, d := range hierarchyParamDefs {
		out[i] = d.ParamDef
	}
	return out
}

// HierarchyParamsFrom returns the parameters with the given values.
func HierarchyParamsFrom(v models.Values) HierarchyParams {
	var p HierarchyParams
	for _, d := range hierarchyParamDefs {
		*d.field(&p) = v[d.Name]
	}
	return p
}

func init() {
	models.RegisterMemory(models.MemorySpec{
		Name:        "l1-l2-ddr",
		Description: "L1 I/D caches, unified L2, DDR with open rows (and on-chip SRAM); write-back, write-allocate, LRU",
		Params:      hierarchyParams,
		WhatIfHints: map[models.WhatIf]string{
			models.WhatIfICache: "its L1 I-cache is always on; its geometry is --param l1i_size, l1i_ways, l1i_line",
		},
		New: func(board *models.Profile, v models.Values) (models.Memory, error) {
			h, err := NewHierarchyParams(HierarchyParamsFrom(v), board.ClockHz, board)
			if a := chip.AcceleratorsOf(board); err == nil && a != nil {
				h.SetDevices(a, chip.AccessStall(v, board.ClockHz))
			}
			return h, err
		},
	})
}

// cacheLevel is one set-associative, write-back, LRU cache.
type cacheLevel struct {
	name      string
	lineShift uint
	setMask   uint32
	ways      int
	tag       []uint32 // line number (addr >> lineShift) + 1 per set*ways, 0 when empty: one compare finds a valid line
	state     []uint8  // bit 0 valid, bit 1 dirty
	stamp     []uint64 // LRU: last use (64 bits: a long run makes more than 2^32 accesses)
	clock     uint64

	// The line accessed last and its way: it is still there (only this
	// level's own accesses evict), so a run of accesses to one line
	// (data walking a buffer) skips the search of its set.
	last      uint32
	lastWay   int
	lastValid bool

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
		tag: make([]uint32, n), state: make([]uint8, n), stamp: make([]uint64, n),
	}, nil
}

// access looks the line of addr up, allocating it on a miss. It returns
// whether it hit, and on a miss whether a dirty line was evicted and its
// address.
func (c *cacheLevel) access(addr uint32, write bool) (hit bool, evicted bool, victim uint32) {
	line := addr >> c.lineShift
	c.clock++
	if c.lastValid && line == c.last {
		c.hitWay(c.lastWay, write)
		return true, false, 0
	}
	base := int(line&c.setMask) * c.ways
	for i := base; i < base+c.ways; i++ {
		if c.tag[i] == line+1 {
			c.hitWay(i, write)
			c.last, c.lastWay, c.lastValid = line, i, true
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
		evicted, victim = true, (c.tag[v]-1)<<c.lineShift
		c.writebacks++
	}
	c.tag[v], c.stamp[v], c.state[v] = line+1, c.clock, lineValid
	if write {
		c.state[v] |= lineDirty
	}
	c.last, c.lastWay, c.lastValid = line, v, true
	return false, evicted, victim
}

// holds says whether the line of addr is in the cache; it changes
// nothing (no count, no LRU stamp).
func (c *cacheLevel) holds(addr uint32) bool {
	line := addr >> c.lineShift
	base := int(line&c.setMask) * c.ways
	for i := base; i < base+c.ways; i++ {
		if c.tag[i] == line+1 {
			return true
		}
	}
	return false
}

// HitLine is an access within one line that hits anywhere in the
// cache: counted, stamped and made the last line as access would (true);
// false, and nothing done, on a miss or an access crossing a line. A
// core tries it after HitLast and before the memory model's call: table
// lookups hit lines other than the last one.
func (c *cacheLevel) HitLine(addr, size uint32, write bool) bool {
	line := addr >> c.lineShift
	if (addr+size-1)>>c.lineShift != line {
		return false
	}
	base := int(line&c.setMask) * c.ways
	for i := base; i < base+c.ways; i++ {
		if c.tag[i] == line+1 {
			c.clock++
			c.hitWay(i, write)
			c.last, c.lastWay, c.lastValid = line, i, true
			return true
		}
	}
	return false
}

// hitWay records a hit on way i (an index into tag, state and stamp).
// HitLast is an access within the line accessed last: a hit, counted
// and its LRU stamp and dirty bit set as access would, without the search
// (true); false, and nothing done, for any other access. Small enough to
// be inlined into its callers: most data accesses end here.
func (c *cacheLevel) HitLast(addr, size uint32, write bool) bool {
	if line := addr >> c.lineShift; line != c.last || !c.lastValid || (addr+size-1)>>c.lineShift != line {
		return false
	}
	c.clock++
	c.hitWay(c.lastWay, write)
	return true
}

func (c *cacheLevel) hitWay(i int, write bool) {
	c.stamp[i] = c.clock
	if write {
		c.state[i] |= lineDirty
	}
	c.hits++
}

// Hierarchy is an A-profile memory system of L1, L2 and DDR (implements
// Memory); the STM32MP135F-DK is configured by its profiles.
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

	// Device windows (the accelerators' registers): uncached, each
	// access costs devStall (SetDevices).
	devices     [][2]uint32
	devLo       uint32 // devices' bounding range: devLo to devLo+devSpan
	devSpan     uint32
	devStall    uint32
	devAccesses uint64

	rowHits, rowClosed, rowConflicts, sramAccesses uint64
	writeArounds                                   uint64 // stores written around L1 (WriteAround)

	name string // what reports print: the profile's memory_name
}

const closedRow = math.MaxUint32

// NewHierarchyParams builds the hierarchy with explicit parameters at a
// CPU clock; board (may be nil) supplies the DDR and SRAM regions: the
// board's "ddr" region is the DDR, every other RAM region (SYSRAM)
// answers with the SRAM latency.
func NewHierarchyParams(p HierarchyParams, clockHz uint64, board *models.Profile) (*Hierarchy, error) {
	h := &Hierarchy{P: p, name: "l1-l2-ddr", ddrLo: 0xC0000000, ddrHi: 0xDFFFFFFF, lastILine: math.MaxUint32}
	if board != nil && board.MemoryName != "" {
		h.name = board.MemoryName
	}
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

func (h *Hierarchy) Name() string { return h.name }

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

// ILineShift is log2 of the L1 I line size: a block's line boundaries
// (FetchLines) depend on it.
func (h *Hierarchy) ILineShift() uint { return h.l1i.lineShift }

// FetchLines fetches a block's contiguous instructions (at pcs, with
// sizes) exactly as one Fetch each, called directly by the cores that
// time whole blocks. The instructions in the same L1 I line as the end
// of the instruction before them are certain hits of Fetch's fast path
// and only counted: only those at bounds (LineBounds: the first, and
// those that reach a new line) are fetched, their stalls put in stall;
// the other entries of stall are not written. It returns the OR of the
// stalls (0: none stalled).
func (h *Hierarchy) FetchLines(pcs []uint32, sizes []uint8, bounds []uint16, stall []uint32) uint32 {
	var any uint32
	for _, i := range bounds {
		s := h.Fetch(pcs[i], uint32(sizes[i]))
		stall[i] = s
		any |= s
	}
	h.l1i.hits += uint64(len(pcs) - len(bounds))
	return any
}

// LineBounds returns the instructions of a contiguous block that can
// reach a new L1 I line of 1<<shift bytes: the first, and those whose
// first or last byte is in another line than the last byte of the
// instruction before.
func LineBounds(pcs []uint32, sizes []uint8, shift uint) []uint16 {
	var out []uint16
	for i, pc := range pcs {
		if i == 0 {
			out = append(out, 0)
			continue
		}
		prevEnd := (pcs[i-1] + uint32(sizes[i-1]) - 1) >> shift
		if pc>>shift != prevEnd || (pc+uint32(sizes[i])-1)>>shift != prevEnd {
			out = append(out, uint16(i))
		}
	}
	return out
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

// SetDevices makes the accelerators' register windows device memory:
// traced, never cached, every access a bus transaction of stall CPU
// cycles (periph_access_cycles at periph_bus_hz; models/chip/accel.go).
func (h *Hierarchy) SetDevices(a *chip.Accelerators, stall uint32) {
	for _, b := range a.Blocks {
		r := [2]uint32{uint32(b.Base), uint32(uint64(b.Base) + uint64(b.Size) - 1)}
		h.devices = append(h.devices, r)
		h.ranges = append(h.ranges, r)
	}
	if len(h.devices) > 0 {
		lo, hi := h.devices[0][0], h.devices[0][1]
		for _, r := range h.devices {
			lo, hi = min(lo, r[0]), max(hi, r[1])
		}
		h.devLo, h.devSpan = lo, hi-lo
	}
	h.devStall = stall
}

// isDevice: one comparison for the addresses outside the devices'
// bounding range (every cached access), the ranges only within it.
func (h *Hierarchy) isDevice(addr uint32) bool {
	if addr-h.devLo > h.devSpan {
		return false
	}
	for _, r := range h.devices {
		if addr >= r[0] && addr <= r[1] {
			return true
		}
	}
	return false
}

// Data: L1 D lookup; an access crossing a line looks both up. A device
// register costs its bus access instead.
func (h *Hierarchy) Data(addr, size uint32, write bool) uint32 {
	// The L1 D line accessed last, again and within it (most accesses):
	// a hit, as access would find, without the call. A device register
	// is never that line: devices are not cached.
	if h.l1d.HitLast(addr, size, write) {
		return 0
	}
	return h.dataSlow(addr, size, write)
}

// dataHitPath is the L1 D cache, whose HitLast is Data's fast path
// (LevelledData).
func (h *Hierarchy) DataHitPath() *cacheLevel { return &h.l1d }

// DataLevels is Data, split by level (LevelledData): of the stall, the
// L2 lookups of the L1 misses it made cost l1 (l2_hit_cycles each, at
// most the stall); the rest is DDR or SRAM. A device register access is
// all device.
func (h *Hierarchy) DataLevels(addr, size uint32, write bool) (stall, l1 uint32, device bool) {
	misses, dev := h.l1d.misses, h.devAccesses
	stall = h.Data(addr, size, write)
	if stall == 0 {
		return 0, 0, false
	}
	if h.devAccesses != dev {
		return stall, 0, true
	}
	return stall, uint32(min(uint64(stall), (h.l1d.misses-misses)*uint64(h.l2Hit))), false
}

func (h *Hierarchy) dataSlow(addr, size uint32, write bool) uint32 {
	if h.isDevice(addr) {
		h.devAccesses++
		return h.devStall
	}
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

// DataLineShift, StoreMisses and WriteAround are WriteAroundData
// (contracts.go): the A7's read-allocate mode writes stores around L1.
func (h *Hierarchy) DataLineShift() uint { return h.l1d.lineShift }

func (h *Hierarchy) StoreMisses(addr, size uint32) bool {
	if h.isDevice(addr) {
		return false
	}
	return !h.l1d.holds(addr) || (size > 1 && !h.l1d.holds(addr+size-1))
}

func (h *Hierarchy) WriteAround(addr, size uint32) {
	h.writeArounds++
	h.l2.access(addr, true)
	if size > 1 && (addr+size-1)>>h.l2.lineShift != addr>>h.l2.lineShift {
		h.l2.access(addr+size-1, true)
	}
}

var _ WriteAroundData = (*Hierarchy)(nil)

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
func (h *Hierarchy) Stats() models.MemoryStats {
	s := models.MemoryStats{}
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
	if h.writeArounds != 0 { // absent for code that never enters read-allocate mode
		s["l1d.write_arounds"] = h.writeArounds
	}
	if h.devAccesses != 0 { // absent for code that touches no device: its figures stay as they were
		s["device.accesses"] = h.devAccesses
	}
	return s
}
