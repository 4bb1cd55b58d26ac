package memory

import "boardless/models"

// The optional memory contracts. A core times a whole translation block
// (or an instruction) through one of these when its memory model offers
// it, and falls back to one Memory.Fetch per instruction otherwise; each
// gives exactly what those Fetch calls would return and count, only
// cheaper (on a ClockedFetcher, what its FetchAt calls would: there the
// core's clock is part of the timing). A core asserts the contract, never a concrete memory model, so
// a new memory model serves every core that knows the contract it
// implements.

// BlockFetcher fetches the contiguous bytes [addr, addr+size) of a block
// as the core fetches them word by word (the STM32 flash).
type BlockFetcher interface {
	FetchBlock(addr, size uint32) uint32
}

// MemoBlockFetcher is a BlockFetcher whose block fetches can be
// remembered per block (FetchMemo), and whose prefetch buffer, when it
// has one, needs the zero-wait cycles the core spends in its blocks (the
// STM32F0's: see FlashMemory.FetchBlockMemoHead).
type MemoBlockFetcher interface {
	// FetchBlockMemoHead fetches [addr, addr+size) through m, which
	// serves this one block only; head is the zero-wait cycles of the
	// block's instructions that lie wholly in its first prefetch block.
	FetchBlockMemoHead(addr, size, head uint32, m *FetchMemo) uint32
	// PrefetchHeadBytes is the prefetch buffer's block size, 0 without
	// a buffer (then head and Retired do not matter).
	PrefetchHeadBytes() uint32
	// Retired tells the buffer that the instruction at pc (size bytes)
	// took cycles zero-wait cycles, after its fetch.
	Retired(pc, size, cycles uint32)
}

// FetchPlanner works out once which of a block's fetches can miss (a
// FetchPlan), and then fetches the block by its plan on every run (the
// flash port of the ART, the F1 prefetch buffer and the NVMC), on the
// core's clock as ClockedFetcher.
type FetchPlanner interface {
	models.ClockedFetcher
	// PlanFetches makes the plan of the block at addr whose
	// instructions have sizes, in order.
	PlanFetches(addr uint32, sizes []uint32) *FetchPlan
	// FetchPlanned fetches the block at addr by a plan this planner
	// made (FetchPlan.MadeBy) whose block lies in its range (InRange);
	// its instructions start at entry + starts[i].
	FetchPlanned(addr uint32, p *FetchPlan, entry uint64, starts []uint32) uint32
}

// LineFetcher fetches a block's instructions a cache line at a time
// (the Cortex-A7 hierarchy): see Hierarchy.FetchLines and LineBounds.
type LineFetcher interface {
	// ILineShift is log2 of the I-cache line: LineBounds depend on it.
	// It is fixed for the memory's life (a core may ask once).
	ILineShift() uint
	FetchLines(pcs []uint32, sizes []uint8, bounds []uint16, stall []uint32) uint32
}

// LineRunFetcher fetches a contiguous block by I-cache line runs (the
// Cortex-M7 AXI memory): see M7Mem.FetchRuns and LineRuns. ok is false,
// and nothing is done, when the block cannot be fetched so.
type LineRunFetcher interface {
	// ILineShift is log2 of the I-cache line (0: none): LineRuns
	// depend on it.
	ILineShift() uint
	FetchRuns(addr, end uint32, runs []LineRun) (stall uint32, ok bool)
}

// LevelledData is a data side with levels (the Cortex-A7 hierarchy): it
// splits a data access's stall by where it was served, so that a core
// can say which level held it up.
type LevelledData interface {
	// DataLevels is Data, with the part of stall that the L1 misses'
	// lookups in the next level cost (l1), or device set when the
	// access went to a device register window (then l1 is 0).
	DataLevels(addr, size uint32, write bool) (stall, l1 uint32, device bool)
	// DataHitPath is the L1 D cache whose HitLast serves an access to
	// the line accessed last exactly as DataLevels would (a hit, 0
	// stall), called directly: most accesses need no interface call.
	DataHitPath() *CacheLevel
}

// WriteAroundData is a data side whose L1 D can leave a store miss
// unallocated (the Cortex-A7's L1 read-allocate mode, whose detector is
// the core's: models/cores/armv7a_readalloc.go). The Hierarchy has it;
// a memory that wraps another forwards it (sim's firmware-mode wrapper),
// answering as a memory without it when the one inside has none.
type WriteAroundData interface {
	// DataLineShift is log2 of the L1 D line size; 0: no such L1 D (the
	// core then never writes around).
	DataLineShift() uint
	// StoreMisses says whether a store to [addr, addr+size) misses L1 D
	// in cached memory (false for a device register); it changes
	// nothing.
	StoreMisses(addr, size uint32) bool
	// WriteAround is a store that missed L1 D and does not allocate
	// there: a posted write into L2, which allocates it, without a stall
	// (as a writeback). An access crossing a line writes both.
	WriteAround(addr, size uint32)
}

// CacheLevel is a cache of a memory model (hierarchy.go's cacheLevel),
// named so for the cores that take a LevelledData's hit path.
type CacheLevel = cacheLevel
