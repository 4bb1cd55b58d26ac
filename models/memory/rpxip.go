package memory

import (
	"fmt"

	"boardless/models"
)

// The rp-xip memory model: the RP2040's and RP2350's execute-in-place
// path. Code and constants live in an external QSPI flash mapped at
// 0x10000000 behind the XIP cache (RP2040 datasheet §2.6.3.1: 16 kB,
// two-way set-associative, 1-cycle hit; RP2350 datasheet §4.4.1 the
// same size and ways); SRAM (striped banks) is zero-wait, so code linked
// or copied into SRAM runs without XIP effects.
//
// A hit costs nothing beyond the core's timing (the 1-cycle hit is the
// zero-wait access). A miss reads one cache line over QSPI in the boot
// stage 2's continuous-read mode (pico-sdk boot2_w25q080.S for either
// chip: no command byte, address and mode bits on four lines, then
// WAIT_CYCLES dummy clocks, then the line at four bits per clock), at
// clk_sys / PICO_FLASH_SPI_CLKDIV:
//
//	miss = clkdiv * (addr_clocks + dummy_clocks + 2 * line_bytes) + overhead
//
// RP2040 at the Pico's PICO_FLASH_SPI_CLKDIV 2 (boards/pico.h): 2 * (8 +
// 4 + 16) = 56 cycles. The overhead (chip-select set-up and release, the
// SSI/QMI and bus hand-off) is not documented: a parameter, 0 by
// default (U). Instruction fetches and data reads share the cache.
type XIPMemory struct {
	cfg      XIPConfig
	cache    *lineCache
	lastWord uint32 // last fetched word address + 1 (0: none)
	stats    struct {
		fetches, dataReads, hits, misses, waits uint64
	}
}

// XIPConfig configures an XIPMemory.
type XIPConfig struct {
	Name       string
	Base, Size uint32
	MissCycles int
	Cache      bool
	CacheBytes uint32
	CacheWays  int
	LineBytes  uint32
}

// NewXIP returns an XIP model; it checks the cache geometry.
func NewXIP(c XIPConfig) (*XIPMemory, error) {
	if c.LineBytes < 4 || c.LineBytes&(c.LineBytes-1) != 0 {
		return nil, fmt.Errorf("xip line %d B: want a power of two of at least 4", c.LineBytes)
	}
	cache, err := newLineCache(c.CacheBytes, c.CacheWays, c.LineBytes)
	if err != nil {
		return nil, fmt.Errorf("xip cache: %v", err)
	}
	return &XIPMemory{cfg: c, cache: cache}, nil
}

func (x *XIPMemory) Name() string {
	s := fmt.Sprintf("%s (%d-cycle miss", x.cfg.Name, x.cfg.MissCycles)
	if x.cfg.Cache {
		s += fmt.Sprintf(", %d B %d-way cache", x.cfg.CacheBytes, x.cfg.CacheWays)
	} else {
		s += ", cache off"
	}
	return s + ")"
}

func (x *XIPMemory) inXIP(addr uint32) bool { return addr-x.cfg.Base < x.cfg.Size }

// read is one access to the XIP window: a hit or a line read.
func (x *XIPMemory) read(addr uint32) uint32 {
	if x.cfg.Cache {
		if x.cache.lookup(addr) {
			x.stats.hits++
			return 0
		}
		x.cache.insert(addr)
	}
	x.stats.misses++
	x.stats.waits += uint64(x.cfg.MissCycles)
	return uint32(x.cfg.MissCycles)
}

// Fetch returns the stall of fetching the instruction at addr: the
// cores fetch 32-bit words, one access per word (the second halfword of
// the word fetched last is not fetched again). xip_fetches counts those
// word accesses, so it does not depend on whether a core asks per
// instruction or per word of a block (TestBlocksEqualInstructions).
func (x *XIPMemory) Fetch(addr, size uint32) uint32 {
	if !x.inXIP(addr) {
		x.lastWord = 0
		return 0
	}
	var stall uint32
	for w := addr &^ 3; w < addr+size; w += 4 {
		if w+1 == x.lastWord {
			continue
		}
		x.lastWord = w + 1
		x.stats.fetches++
		stall += x.read(w)
	}
	return stall
}

// Data returns the stall of a data access: reads of the XIP window go
// through the cache; writes there are not modelled (flash).
func (x *XIPMemory) Data(addr, size uint32, write bool) uint32 {
	if write || !x.inXIP(addr) {
		return 0
	}
	x.stats.dataReads++
	return x.read(addr)
}

func (x *XIPMemory) DataRanges() [][2]uint32 {
	return [][2]uint32{{x.cfg.Base, x.cfg.Base + x.cfg.Size - 1}}
}

func (x *XIPMemory) Stats() models.MemoryStats {
	return models.MemoryStats{
		"xip_wait_cycles": x.stats.waits,
		"xip_fetches":     x.stats.fetches,
		"xip_data_reads":  x.stats.dataReads,
		"xip_cache_hits":  x.stats.hits,
		"xip_misses":      x.stats.misses,
	}
}

func init() {
	models.RegisterMemory(models.MemorySpec{
		Name:        "rp-xip",
		Description: "RP2040/RP2350 execute-in-place: XIP cache in front of QSPI flash, miss cost from the QSPI clock divider; SRAM zero-wait (the profile's xip_* params)",
		Params:      xipParams,
		Check:       checkXIP,
		XIP:         true,
		WhatIfHints: map[models.WhatIf]string{
			models.WhatIfICache:  "its XIP cache holds code and data read through the XIP window: --param xip_cache=0 switches it off",
			models.WhatIfFlashWS: "its QSPI flash has no wait states: an XIP miss costs --param flash_wait_states cycles (derived from xip_clkdiv)",
		},
		New: newXIPFor,
	})
}

func checkXIP(b *models.Profile) error {
	if _, ok := b.FlashRegion(); !ok {
		return fmt.Errorf("memory_model rp-xip: no memory region of kind flash (the XIP window)")
	}
	return nil
}

// xipTransferDefs are the QSPI figures a miss is derived from; the chip
// or board profile gives each with its source.
var xipTransferDefs = []models.ParamDef{
	{Name: "xip_clkdiv", Unit: "clk_sys cycles per SCK", Min: 1, Max: 256, Integer: true, Required: true, Source: "the board profile gives it (PICO_FLASH_SPI_CLKDIV)"},
	{Name: "xip_addr_clocks", Unit: "SCK cycles", Min: 0, Max: 64, Integer: true, Required: true, Source: "the chip profile gives it (address + mode bits over four lines)"},
	{Name: "xip_dummy_clocks", Unit: "SCK cycles", Min: 0, Max: 64, Integer: true, Required: true, Source: "the chip profile gives it (WAIT_CYCLES)"},
	{Name: "xip_overhead_cycles", Default: 0, Unit: "cycles", Min: 0, Max: 64, Integer: true, Fittable: true,
		Source: "U: chip-select, SSI/QMI and bus hand-off cycles of a miss beyond the SCK count; no document gives them"},
}

func xipParams(b *models.Profile) []models.ParamDef {
	out := []models.ParamDef{{
		Name: "flash_wait_states", Default: float64(xipMissFrom(b, profileValues(b, xipTransferDefs))), Unit: "cycles per XIP miss",
		Min: 0, Max: 1024, Integer: true, Fittable: true,
		Source: "derived: xip_clkdiv * (xip_addr_clocks + xip_dummy_clocks + 2 * xip_line) + xip_overhead_cycles; set it to override (rpxip.go)",
	}}
	out = append(out, xipTransferDefs...)
	return append(out,
		models.ParamDef{Name: "xip_cache_bytes", Unit: "bytes", Min: 1024, Max: 1 << 20, Integer: true, Required: true, Source: "the chip profile gives it"},
		models.ParamDef{Name: "xip_cache_ways", Unit: "ways", Min: 1, Max: 16, Integer: true, Required: true, Source: "the chip profile gives it"},
		models.ParamDef{Name: "xip_line", Unit: "bytes", Min: 4, Max: 64, Integer: true, Required: true, Source: "the chip profile gives it"},
		switchParam("xip_cache", true, "XIP_CTRL.EN: the boot stage 2 enables the cache (pico-sdk embedded_xip_cache_enable_block.inc.S; on by reset on the RP2350)"),
	)
}

// profileValues returns the profile's values for defs (or their
// defaults), before any --param.
func profileValues(b *models.Profile, defs []models.ParamDef) models.Values {
	v := models.Values{}
	for _, d := range defs {
		v[d.Name] = d.Default
		if p, ok := b.Params[d.Name]; ok {
			v[d.Name] = p.Value
		}
	}
	if p, ok := b.Params["xip_line"]; ok {
		v["xip_line"] = p.Value
	}
	return v
}

func xipMissFrom(_ *models.Profile, v models.Values) int {
	return v.Int("xip_clkdiv")*(v.Int("xip_addr_clocks")+v.Int("xip_dummy_clocks")+2*v.Int("xip_line")) + v.Int("xip_overhead_cycles")
}

// XIPMissCycles is the miss cost a run uses: flash_wait_states when it
// was set to something other than its derived default, else the
// derivation from the QSPI parameters as resolved (so --param
// xip_clkdiv=4 moves it).
func XIPMissCycles(b *models.Profile, v models.Values) int {
	derivedDefault := xipMissFrom(b, profileValues(b, xipTransferDefs))
	if ws := v.Int("flash_wait_states"); ws != derivedDefault {
		return ws
	}
	return xipMissFrom(b, v)
}

func newXIPFor(b *models.Profile, v models.Values) (models.Memory, error) {
	r, _ := b.FlashRegion()
	return NewXIP(XIPConfig{
		Name: b.Chip + "-xip", Base: uint32(r.Base), Size: uint32(r.Size),
		MissCycles: XIPMissCycles(b, v), Cache: v.Bool("xip_cache"),
		CacheBytes: uint32(v.Int("xip_cache_bytes")), CacheWays: v.Int("xip_cache_ways"), LineBytes: uint32(v.Int("xip_line")),
	})
}
