package memory

import (
	"fmt"
	"slices"
	"testing"

	"boardless/models"
)

func newTestHierarchy(t *testing.T, p HierarchyParams) *Hierarchy {
	t.Helper()
	h, err := NewHierarchyParams(p, 650_000_000, nil)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestHierarchyLatencies pins the conversion of the DDR timings (facts
// §3.4: CL = tRCD = tRP = 7 at 533 MHz, tCK = 1.876 ns) to CPU cycles at
// 650 MHz, with the 60 ns overhead and one 4-clock burst:
// row hit 60 + 11 tCK = 80.64 ns -> 52.4 -> 53; closed 60 + 18 tCK =
// 93.77 ns -> 61; conflict 60 + 25 tCK = 106.90 ns -> 70; SRAM 30 ns -> 20.
func TestHierarchyLatencies(t *testing.T) {
	h := newTestHierarchy(t, mp135Hierarchy(t))
	l2, hit, closed, conflict, sram := h.Latencies()
	if l2 != 9 || hit != 53 || closed != 61 || conflict != 70 || sram != 20 {
		t.Errorf("latencies l2 %d, row hit %d, closed %d, conflict %d, sram %d; want 9 53 61 70 20", l2, hit, closed, conflict, sram)
	}
}

func TestHierarchyDDRRows(t *testing.T) {
	h := newTestHierarchy(t, mp135Hierarchy(t))
	const ddr = 0xC0000000
	steps := []struct {
		addr uint32
		want uint32
		why  string
	}{
		{ddr, 9 + 61, "bank 0 closed"},
		{ddr + 4, 0, "L1 hit"},
		{ddr + 64, 9 + 53, "same 2 KB row: row hit"},
		{ddr + 2048, 9 + 61, "next 2 KB is bank 1: closed"},
		{ddr + 16384, 9 + 70, "bank 0, row 1: conflict"},
		{0x2FFE0000, 9 + 20, "SYSRAM"},
	}
	for _, s := range steps {
		if got := h.Data(s.addr, 4, false); got != s.want {
			t.Errorf("0x%08x: %d, want %d (%s)", s.addr, got, s.want, s.why)
		}
	}
	st := h.Stats()
	if st["ddr.row_closed"] != 2 || st["ddr.row_hits"] != 1 || st["ddr.row_conflicts"] != 1 || st["sram.accesses"] != 1 {
		t.Errorf("stats %v", st)
	}
}

// TestHierarchyL1 checks L1 D: 32 KB, 4-way, 64-byte lines (128 sets):
// five lines 8 KB apart share a set; the fifth evicts the least recently
// used, and dirty victims are written back to L2 without a stall.
func TestHierarchyL1(t *testing.T) {
	h := newTestHierarchy(t, mp135Hierarchy(t))
	const base = 0xC0000000
	for i := uint32(0); i < 4; i++ {
		h.Data(base+i*8192, 4, true) // four dirty lines in set 0
	}
	h.Data(base, 4, false) // line 0 becomes most recent
	if s := h.Data(base+4*8192, 4, false); s == 0 {
		t.Fatal("fifth line in the set should miss")
	}
	// The victim was line 1 (LRU), dirty: one writeback into L2.
	st := h.Stats()
	if st["l1d.writebacks"] != 1 || st["l1d.misses"] != 5 || st["l1d.hits"] != 1 {
		t.Errorf("stats %v", st)
	}
	if s := h.Data(base, 4, false); s != 0 {
		t.Errorf("line 0 was used recently and should still hit, got stall %d", s)
	}
	if s := h.Data(base+8192, 4, false); s != 9 {
		t.Errorf("evicted line 1 should hit L2 (written back): stall %d, want 9", s)
	}
}

// TestHierarchyFetch checks L1 I lines (32 bytes) and the same-line path.
func TestHierarchyFetch(t *testing.T) {
	h := newTestHierarchy(t, mp135Hierarchy(t))
	const base = 0xC0000000
	if s := h.Fetch(base, 4); s != 9+61 {
		t.Errorf("first fetch %d, want 70", s)
	}
	for a := uint32(base + 4); a < base+32; a += 4 {
		if s := h.Fetch(a, 4); s != 0 {
			t.Errorf("0x%08x: %d, want a hit", a, s)
		}
	}
	if s := h.Fetch(base+32, 4); s != 9 {
		t.Errorf("second I line %d, want an L2 hit (9): the L2 line is 64 bytes", s)
	}
	st := h.Stats()
	if st["l1i.misses"] != 2 || st["l1i.hits"] != 7 || st["l2.hits"] != 1 || st["l2.misses"] != 1 {
		t.Errorf("stats %v", st)
	}
}

func TestHierarchyParams(t *testing.T) {
	p := mp135Hierarchy(t)
	p.L2Size = 96 * 1024 // 192 sets: not a power of two
	if _, err := NewHierarchyParams(p, 650_000_000, nil); err == nil {
		t.Error("96 KB 8-way L2 accepted")
	}
	board, err := models.LoadProfile("stm32mp135f-dk")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := board.ResolveParams(map[string]float64{"l2_size": 256 * 1024, "ddr_overhead_ns": 0})
	if err != nil {
		t.Fatal(err)
	}
	m, err := models.NewMemory(board, models.ValuesOf(ps))
	if err != nil {
		t.Fatal(err)
	}
	h := m.(*Hierarchy)
	if h.P.L2Size != 256*1024 {
		t.Errorf("l2_size override ignored: %v", h.P.L2Size)
	}
	if _, hit, _, _, _ := h.Latencies(); hit != 14 { // 11 tCK = 20.64 ns -> 13.4 -> 14
		t.Errorf("row hit without overhead %d, want 14", hit)
	}
	r := h.DataRanges()
	// SYSRAM, DDR, then the accelerators' device windows (CRYP1, HASH1).
	want := [][2]uint32{{0x2FFE0000, 0x2FFFFFFF}, {0xC0000000, 0xDFFFFFFF}, {0x54002000, 0x54002FFF}, {0x54003000, 0x54003FFF}}
	if !slices.Equal(r, want) {
		t.Errorf("data ranges %x, want %x", r, want)
	}
}

func BenchmarkHierarchyData(b *testing.B) {
	h, _ := NewHierarchyParams(mp135Hierarchy(b), 650_000_000, nil)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		h.Data(0xC0000000+uint32(i*4)&0x3fff, 4, i&3 == 0)
	}
}

// mp135Hierarchy returns the hierarchy parameters of the STM32MP135F-DK
// as its chip and board profiles give them.
func mp135Hierarchy(t testing.TB) HierarchyParams {
	t.Helper()
	b, err := models.LoadProfile("stm32mp135f-dk")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := b.ResolveParams(nil)
	if err != nil {
		t.Fatal(err)
	}
	return HierarchyParamsFrom(models.ValuesOf(ps))
}

// TestHierarchyFetchLinesEqualsFetch: FetchLines gives each instruction
// the stall one Fetch would, and the same counts, over random blocks of
// mixed 2- and 4-byte instructions (lines crossed, taken branches
// anywhere in a window larger than the L1 I-cache, data accesses between).
func TestHierarchyFetchLinesEqualsFetch(t *testing.T) {
	one, blocks := newTestHierarchy(t, mp135Hierarchy(t)), newTestHierarchy(t, mp135Hierarchy(t))
	const base = 0xC0000000
	rng := uint32(7)
	next := func(n uint32) uint32 { rng = rng*1664525 + 1013904223; return (rng >> 8) % n }
	pc := uint32(base)
	for i := 0; i < 20000; i++ {
		if next(4) == 0 {
			pc = base + 2*next(64<<10)
		}
		var pcs []uint32
		var sizes []uint8
		for n := 1 + next(40); n > 0; n-- {
			s := uint8(2 + 2*next(2))
			pcs, sizes = append(pcs, pc), append(sizes, s)
			pc += uint32(s)
		}
		want := make([]uint32, len(pcs))
		var wantAny uint32
		for j, p := range pcs {
			want[j] = one.Fetch(p, uint32(sizes[j]))
			wantAny |= want[j]
		}
		got := make([]uint32, len(pcs))
		bounds := LineBounds(pcs, sizes, blocks.ILineShift())
		if any := blocks.FetchLines(pcs, sizes, bounds, got); any != wantAny || fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("block at %#x: FetchLines %v (or %d), Fetch %v (or %d)", pcs[0], got, any, want, wantAny)
		}
		d := base + 4*next(64<<10)
		one.Data(d, 4, false)
		blocks.Data(d, 4, false)
	}
	if a, b := fmt.Sprint(one.Stats()), fmt.Sprint(blocks.Stats()); a != b {
		t.Errorf("Fetch %s\nFetchLines %s", a, b)
	}
}

// TestCacheLevelLastLine: the shortcut for the line accessed last changes
// nothing (hits, misses, write-backs, victims, the LRU state) against the
// same level searching its set every time, over random reads and writes
// that often repeat a line.
func TestCacheLevelLastLine(t *testing.T) {
	fast, err := newCacheLevel("l1d", 1024, 4, 32)
	if err != nil {
		t.Fatal(err)
	}
	slow, _ := newCacheLevel("l1d", 1024, 4, 32)
	rng := uint32(3)
	addr := uint32(0)
	for i := 0; i < 50000; i++ {
		rng = rng*1664525 + 1013904223
		if (rng>>8)%3 == 0 {
			addr = (rng >> 12) % 16384
		} else {
			addr += 4
		}
		write := (rng>>4)%4 == 0
		slow.lastValid = false
		h1, e1, v1 := fast.access(addr, write)
		h2, e2, v2 := slow.access(addr, write)
		if h1 != h2 || e1 != e2 || v1 != v2 {
			t.Fatalf("access %d at %#x: %v %v %#x, searching %v %v %#x", i, addr, h1, e1, v1, h2, e2, v2)
		}
	}
	if fmt.Sprint(fast.tag, fast.state, fast.stamp, fast.hits, fast.misses, fast.writebacks) !=
		fmt.Sprint(slow.tag, slow.state, slow.stamp, slow.hits, slow.misses, slow.writebacks) {
		t.Error("the shortcut changed the cache's state")
	}
}

// TestA7DataHitPaths: the A7's data fast paths (HitLast, then HitLine)
// leave the L1 D exactly as access alone would, hit or miss, over a run
// of table-like accesses (words and bytes, reads and writes, some
// crossing a line, enough lines to evict).
func TestA7DataHitPaths(t *testing.T) {
	ref, err := newCacheLevel("l1d", 4096, 4, 64)
	if err != nil {
		t.Fatal(err)
	}
	fast, _ := newCacheLevel("l1d", 4096, 4, 64)
	x := uint32(12345)
	for n := range 20000 {
		x = x*1103515245 + 12345
		addr := 0xc0000000 + (x>>8)%(3*4096) // three times the cache: misses and evictions
		size := []uint32{4, 1, 2, 4}[n%4]
		write := x&(1<<30) != 0
		ref.access(addr, write)
		if size > 1 && (addr+size-1)>>ref.lineShift != addr>>ref.lineShift {
			ref.access(addr+size-1, write)
		}
		if !fast.HitLast(addr, size, write) && !fast.HitLine(addr, size, write) {
			fast.access(addr, write)
			if size > 1 && (addr+size-1)>>fast.lineShift != addr>>fast.lineShift {
				fast.access(addr+size-1, write)
			}
		}
	}
	if ref.hits != fast.hits || ref.misses != fast.misses || ref.clock != fast.clock ||
		fmt.Sprint(ref.tag, ref.state, ref.stamp) != fmt.Sprint(fast.tag, fast.state, fast.stamp) {
		t.Errorf("fast paths: %d hits %d misses clock %d; access alone: %d, %d, %d (or the lines differ)",
			fast.hits, fast.misses, fast.clock, ref.hits, ref.misses, ref.clock)
	}
	if fast.hits == 0 || fast.misses == 0 {
		t.Errorf("the run made %d hits and %d misses: both kinds are needed", fast.hits, fast.misses)
	}
}
