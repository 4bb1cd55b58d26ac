package models

// Memory is a board's memory system as the core sees it: the extra cycles
// an instruction fetch or a data access costs beyond the core's own
// timing (which assumes zero wait states).
type Memory interface {
	// Name says which memory model is in use; reports print it.
	Name() string
	// Fetch returns the stall cycles to fetch the instruction at addr
	// (size 2 or 4 bytes) in program order.
	Fetch(addr, size uint32) uint32
	// Data returns the stall cycles of a data access.
	Data(addr, size uint32, write bool) uint32
	// Stats returns the model's counters.
	Stats() MemoryStats
	// DataRanges lists the address ranges [lo, hi] whose data accesses
	// the model needs to see; accesses elsewhere are not traced at all,
	// which keeps the emulator fast (zero-wait SRAM costs nothing).
	DataRanges() [][2]uint32
}

// MemoryStats are a memory model's counters, by name (flash wait cycles,
// prefetch hits, cache hits and misses...).
type MemoryStats map[string]uint64

// ZeroWait is memory that never stalls: every fetch and data access takes
// the core's zero-wait-state timing. It is exact for code and data in
// SRAM, and for flash at 0 wait states.
type ZeroWait struct{}

// StallFree is a memory that never stalls (ZeroWait): a core may skip
// its fetch and data calls altogether.
type StallFree interface {
	Memory
	StallFree()
}

func (ZeroWait) StallFree()                     {}
func (ZeroWait) Name() string                   { return "zero-wait" }
func (ZeroWait) Fetch(addr, size uint32) uint32 { return 0 }
func (ZeroWait) Data(addr, size uint32, write bool) uint32 {
	return 0
}
func (ZeroWait) Stats() MemoryStats      { return MemoryStats{} }
func (ZeroWait) DataRanges() [][2]uint32 { return nil }

// ClockedFetcher is a memory whose fetch timing needs the core's clock
// (the flash port's prefetcher: its reads run in cycles). FetchAt is
// Fetch of an instruction that starts at cycle now of the core's
// zero-wait clock (cycles, the memory's own stalls not counted); a core
// that has a clock calls it instead of Fetch. A memory that wraps
// another forwards it. (It names no memory model's types, so it lives
// here, beside Memory; the contracts that do are in package memory.)
type ClockedFetcher interface {
	FetchAt(addr, size uint32, now uint64) uint32
}
