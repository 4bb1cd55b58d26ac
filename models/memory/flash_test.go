package memory

import (
	"boardless/models"
	"boardless/trace"
	"encoding/binary"
	"fmt"
	"testing"
)

// NewARMv6M is cores.NewARMv6M, the core these tests time the flash
// through; the package's external test (core_test.go) sets it, as
// package cores imports this one.
var NewARMv6M func(plus, mulSmall bool, mem models.Memory, code models.CodeReader) (models.Core, error)

func newARMv6M(plus, mulSmall bool, mem models.Memory, code models.CodeReader) (models.Core, error) {
	return NewARMv6M(plus, mulSmall, mem, code)
}

// flashCode is a CodeReader over a byte slice mapped at base.
type flashCode struct {
	base uint32
	b    []byte
}

func (c flashCode) ReadMem(addr uint32, n int) ([]byte, error) {
	off := int(addr - c.base)
	if addr < c.base || off+n > len(c.b) {
		return nil, fmt.Errorf("0x%x+%d outside the test code", addr, n)
	}
	return c.b[off : off+n], nil
}

func thumb(base uint32, at uint32, hws ...uint16) flashCode {
	b := make([]byte, 64)
	for i, h := range hws {
		binary.LittleEndian.PutUint16(b[int(at-base)+2*i:], h)
	}
	return flashCode{base, b}
}

// runStream times a synthetic stream of PCs on an M0+ with memory mem.
func runStream(t *testing.T, code flashCode, mem models.Memory, pcs []uint32, ret uint32) uint64 {
	t.Helper()
	c, err := newARMv6M(true, false, mem, code)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var evs []trace.Event
	for _, pc := range pcs {
		evs = append(evs, trace.MakeEvent(trace.Exec, pc, 2))
	}
	c.Events(evs)
	c.Finish(ret)
	if c.Err() != nil {
		t.Fatal(c.Err())
	}
	return c.Result().Cycles
}

func g0Flash(t *testing.T, base uint32, ws int, prefetch, icache bool) *FlashMemory {
	f, err := NewFlash(FlashParams{Name: "g0", Base: 0x08000000, Size: 128 << 10, WaitStates: ws, LineBytes: 8,
		Prefetch: prefetch, ICache: icache, CacheBytes: 16, CacheWays: 2, CacheLine: 8})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func f0Flash(t *testing.T, ws int, prefetch bool) *FlashMemory {
	f, err := NewFlash(FlashParams{Name: "f0", Base: 0x08000000, Size: 256 << 10, WaitStates: ws, LineBytes: 4, Prefetch: prefetch})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// Straight-line code: 16 MOVS (1 cycle each) from a line-aligned address,
// then the return is taken as leaving the stream (no BX here).
//
// The M0+ fetches 32-bit words: 8 words. G0 lines are 8 bytes: 4 lines.
//
//	prefetch off: every line is a flash read: 16 + 4*WS
//	prefetch on:  only the first line waits:  16 + WS
//
// F0 lines are 4 bytes: 8 lines.
//
//	prefetch off: 16 + 8*WS;  prefetch on: 16 + WS
func TestFlashStraightLine(t *testing.T) {
	const base = 0x08000000
	var hws []uint16
	var pcs []uint32
	for i := 0; i < 16; i++ {
		hws = append(hws, 0x2000) // movs r0, #0
		pcs = append(pcs, base+uint32(2*i))
	}
	code := thumb(base, base, hws...)
	for ws := 0; ws <= 2; ws++ {
		for _, tt := range []struct {
			name string
			mem  models.Memory
			want int
		}{
			{"g0 prefetch off", g0Flash(t, base, ws, false, false), 16 + 4*ws},
			{"g0 prefetch on", g0Flash(t, base, ws, true, false), 16 + ws},
			{"f0 prefetch off", f0Flash(t, ws, false), 16 + 8*ws},
			{"f0 prefetch on", f0Flash(t, ws, true), 16 + ws},
		} {
			if got := runStream(t, code, tt.mem, pcs, base+32); got != uint64(tt.want) {
				t.Errorf("%s, %d WS: %d cycles, want %d", tt.name, ws, got, tt.want)
			}
		}
	}
}

// A countdown loop placed across a G0 line boundary:
//
//	0x08000004 movs r0, #N      line 0
//	0x08000006 subs r0, #1      line 0   <- loop
//	0x08000008 bne  loop        line 1
//	0x0800000a bx   lr          line 1
//
// Zero-wait M0+ cycles: movs 1 + N*subs 1 + (N-1) taken bne 2 + 1 not
// taken + bx 2 = 3N + 2. Flash stalls, per the model's rules:
//   - prefetch off, no cache: movs's line, then every pass re-reads line 1
//     (bne) and, looping back, line 0 (subs): 2*N reads -> 2N*WS
//   - prefetch on, no cache: line 1 always comes from the prefetcher; line
//     0 is re-read on every pass: N*WS
//   - prefetch on, cache on: both lines are cached after the first pass:
//     WS (the loop converges to zero-wait timing)
//   - prefetch off, cache on: the first pass reads both lines: 2*WS
func TestFlashLoop(t *testing.T) {
	const base, N = 0x08000000, 10
	code := thumb(base, base+4, 0x2000|N, 0x3801, 0xd1fd, 0x4770)
	pcs := []uint32{base + 4}
	for i := 0; i < N; i++ {
		pcs = append(pcs, base+6, base+8)
	}
	pcs = append(pcs, base+10)
	zero := 3*N + 2
	for ws := 0; ws <= 2; ws++ {
		for _, tt := range []struct {
			name             string
			prefetch, icache bool
			want             int
		}{
			{"prefetch off", false, false, zero + 2*N*ws},
			{"prefetch on", true, false, zero + N*ws},
			{"prefetch+cache", true, true, zero + ws},
			{"cache only", false, true, zero + 2*ws},
		} {
			got := runStream(t, code, g0Flash(t, base, ws, tt.prefetch, tt.icache), pcs, 0x1ff00000)
			if got != uint64(tt.want) {
				t.Errorf("%s, %d WS: %d cycles, want %d", tt.name, ws, got, tt.want)
			}
		}
	}
}

// Code in SRAM runs without flash effects, and flash at 0 WS equals SRAM.
func TestFlashZeroWaitEqualsSRAM(t *testing.T) {
	run := func(base uint32, mem models.Memory) uint64 {
		code := thumb(base, base+4, 0x2000|7, 0x3801, 0xd1fd, 0x4770)
		pcs := []uint32{base + 4}
		for i := 0; i < 7; i++ {
			pcs = append(pcs, base+6, base+8)
		}
		return runStream(t, code, mem, append(pcs, base+10), 0x1ff00000)
	}
	sram := run(0x20000000, g0Flash(t, 0, 2, false, false))
	flash0 := run(0x08000000, g0Flash(t, 0, 0, false, false))
	ideal := run(0x08000000, models.ZeroWait{})
	if sram != ideal || flash0 != ideal {
		t.Errorf("SRAM at 2 WS flash %d, flash at 0 WS %d, zero-wait %d: want all equal", sram, flash0, ideal)
	}
}

// Data reads of flash pay the wait states unless the line is buffered.
func TestFlashData(t *testing.T) {
	f := g0Flash(t, 0, 2, true, false)
	want := []uint32{2, 0, 0, 2, 0}
	for i, a := range []uint32{0x08000100, 0x08000104, 0x08000100, 0x08000108, 0x20000000} {
		if got := f.Data(a, 4, false); got != want[i] {
			t.Errorf("read %d at 0x%x: stall %d, want %d", i, a, got, want[i])
		}
	}
	if f.Data(0x08000200, 4, true) != 0 {
		t.Error("a write to flash stalled")
	}
	if st := f.Stats(); st["flash_data_reads"] != 2 || st["flash_wait_cycles"] != 4 {
		t.Errorf("stats %v", st)
	}
}

func TestLineCacheLRU(t *testing.T) {
	c, err := newLineCache(32, 2, 8) // 2 sets of 2 ways
	if err != nil {
		t.Fatal(err)
	}
	c.insert(0x00) // set 0
	c.insert(0x10) // set 0
	c.lookup(0x00) // 0x00 most recent
	c.insert(0x20) // set 0: evicts 0x10
	if !c.lookup(0x00) || c.lookup(0x10) || !c.lookup(0x20) {
		t.Error("LRU replacement wrong")
	}
	if _, err := newLineCache(24, 2, 8); err == nil {
		t.Error("3 sets accepted")
	}
}

// TestBlocksEqualInstructions: timing whole translation blocks (the fast
// path) gives exactly the cycles, instructions and stalls of timing each
// instruction, with every flash configuration.
func TestBlocksEqualInstructions(t *testing.T) {
	const base, N = 0x08000000, 10
	code := thumb(base, base+4, 0x2000|N, 0x3801, 0xd1fd, 0x4770)
	var insts, blocks []trace.Event
	insts = append(insts, trace.MakeEvent(trace.Exec, base+4, 2))
	blocks = append(blocks, trace.MakeBlockEvent(base+4, 6, true)) // movs, subs, bne
	for i := 0; i < N; i++ {
		if i > 0 {
			insts = append(insts, trace.MakeEvent(trace.Exec, base+6, 2))
			blocks = append(blocks, trace.MakeBlockEvent(base+6, 4, true)) // subs, bne
		}
		insts = append(insts, trace.MakeEvent(trace.Exec, base+8, 2))
	}
	// the first pass's subs is in the first block
	insts = append(insts[:1], append([]trace.Event{trace.MakeEvent(trace.Exec, base+6, 2)}, insts[1:]...)...)
	insts = append(insts, trace.MakeEvent(trace.Exec, base+10, 2))
	blocks = append(blocks, trace.MakeBlockEvent(base+10, 2, true))
	for ws := 0; ws <= 2; ws++ {
		for _, cfg := range [][2]bool{{false, false}, {true, false}, {true, true}, {false, true}} {
			run := func(evs []trace.Event) models.Result {
				c, err := newARMv6M(true, false, g0Flash(t, base, ws, cfg[0], cfg[1]), code)
				if err != nil {
					t.Fatal(err)
				}
				defer c.Close()
				c.Events(evs)
				c.Finish(0x1ff00000)
				return c.Result()
			}
			a, b := run(insts), run(blocks)
			if a.Cycles != b.Cycles || a.Instructions != b.Instructions || fmt.Sprint(a.Stalls) != fmt.Sprint(b.Stalls) || fmt.Sprint(a.Memory) != fmt.Sprint(b.Memory) {
				t.Errorf("%d WS %v: per instruction %+v, per block %+v", ws, cfg, a, b)
			}
		}
	}
}

// f0Buffer is the F0's flash with its prefetch buffer (RM0091 §3.2.1:
// 3 blocks of 4 bytes) and the given in-flight waits.
func f0Buffer(t *testing.T, ws, blocks, branchWait, dataWait int) *FlashMemory {
	t.Helper()
	f, err := NewFlash(FlashParams{Name: "f0", Base: 0x08000000, Size: 256 << 10, WaitStates: ws, LineBytes: 4,
		Prefetch: true, PrefetchBlocks: blocks, BranchWait: branchWait, DataWait: dataWait})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// span is one Fetch call: the bytes of an instruction word executed.
type span struct{ addr, size uint32 }

// TestPrefetchBufferRules checks each rule of fetchBuffered on spans
// the core would fetch, at 1 WS unless said otherwise. F is the flash
// base; a span ending at a multiple of 4 is a branch that ends its
// block, one ending at 2 mod 4 a branch in the block's first halfword.
func TestPrefetchBufferRules(t *testing.T) {
	const F = 0x08000000
	for _, tt := range []struct {
		name                     string
		ws, blocks, bwait, dwait int
		fetches                  []span
		want                     []uint32
	}{
		{"straight line: one cold read, then read ahead", 1, 3, 1, 0,
			[]span{{F, 4}, {F + 4, 4}, {F + 8, 4}, {F + 12, 4}}, []uint32{1, 0, 0, 0}},
		{"per instruction equals per word", 1, 3, 1, 0,
			[]span{{F, 2}, {F + 2, 2}, {F + 4, 2}, {F + 6, 2}}, []uint32{1, 0, 0, 0}},
		{"branch ending its block, far aligned target: WS + in-flight wait", 1, 3, 1, 0,
			[]span{{F, 4}, {F + 0x100, 4}, {F + 0x104, 4}}, []uint32{1, 2, 0}},
		{"branch in the first halfword, far aligned target: WS", 1, 3, 1, 0,
			[]span{{F, 2}, {F + 0x100, 4}, {F + 0x104, 4}}, []uint32{1, 1, 0}},
		{"far unaligned target: the next block waits WS", 1, 3, 1, 0,
			[]span{{F, 2}, {F + 0x102, 2}, {F + 0x104, 4}, {F + 0x108, 4}}, []uint32{1, 1, 1, 0}},
		{"target in the branch's own block (one-word loop)", 1, 3, 1, 0,
			[]span{{F, 4}, {F, 4}, {F, 4}}, []uint32{1, 0, 0}},
		{"target in the next block, read ahead", 1, 3, 1, 0,
			[]span{{F, 2}, {F + 6, 2}, {F + 8, 4}}, []uint32{1, 0, 0}},
		{"target in the block after next, in flight when the branch ends its block", 1, 3, 1, 0,
			[]span{{F, 4}, {F + 8, 4}, {F + 12, 4}}, []uint32{1, 0, 0}},
		{"same, target unaligned: the block after it waits WS", 1, 3, 1, 0,
			[]span{{F, 4}, {F + 10, 2}, {F + 12, 4}}, []uint32{1, 0, 1}},
		{"block after next from the first halfword: not yet read", 1, 3, 1, 0,
			[]span{{F, 2}, {F + 8, 4}}, []uint32{1, 1}},
		{"backward branch to the block before: a demand read", 1, 3, 1, 0,
			[]span{{F, 4}, {F + 4, 4}, {F, 4}}, []uint32{1, 0, 2}},
		{"in-flight wait at most WS", 1, 3, 7, 0,
			[]span{{F, 4}, {F + 0x100, 4}}, []uint32{1, 2}},
		{"no in-flight wait chosen", 1, 3, 0, 0,
			[]span{{F, 4}, {F + 0x100, 4}}, []uint32{1, 1}},
		{"two blocks: none free to read the block after next", 1, 2, 1, 0,
			[]span{{F, 4}, {F + 8, 4}, {F + 0x100, 4}}, []uint32{1, 1, 1}},
		{"0 WS: the buffer changes nothing", 0, 3, 1, 1,
			[]span{{F, 4}, {F + 0x102, 2}, {F + 0x104, 4}, {F, 4}}, []uint32{0, 0, 0, 0}},
		{"2 WS: 4-byte blocks cannot keep pace with 16-bit code", 2, 3, 2, 0,
			[]span{{F, 4}, {F + 4, 4}, {F + 8, 4}, {F + 0x100, 4}}, []uint32{2, 1, 1, 4}},
		{"from SRAM into flash: the flash is idle", 1, 3, 1, 0,
			[]span{{F, 4}, {0x20000000, 4}, {F + 0x100, 4}}, []uint32{1, 0, 1}},
	} {
		f := f0Buffer(t, tt.ws, tt.blocks, tt.bwait, tt.dwait)
		for i, s := range tt.fetches {
			if got := f.Fetch(s.addr, s.size); got != tt.want[i] {
				t.Errorf("%s: fetch %d (0x%x+%d): stall %d, want %d", tt.name, i, s.addr, s.size, got, tt.want[i])
			}
		}
	}
}

// Data reads of flash wait for a prefetch read in flight by
// flash_data_wait (at most WS) when they read the flash.
func TestPrefetchBufferData(t *testing.T) {
	for _, tt := range []struct {
		ws, dwait int
		want      []uint32
	}{
		{1, 0, []uint32{1, 0, 1, 0}},
		{1, 1, []uint32{2, 0, 2, 0}},
		{1, 3, []uint32{2, 0, 2, 0}},
		{0, 1, []uint32{0, 0, 0, 0}},
	} {
		f := f0Buffer(t, tt.ws, 3, 1, tt.dwait)
		f.Fetch(0x08000000, 4)
		for i, a := range []uint32{0x08000100, 0x08000100, 0x08000104, 0x08000000} {
			if got := f.Data(a, 4, false); got != tt.want[i] {
				t.Errorf("%d WS, data wait %d: read %d at 0x%x: stall %d, want %d", tt.ws, tt.dwait, i, a, got, tt.want[i])
			}
		}
	}
}

func TestPrefetchBufferGeometry(t *testing.T) {
	for _, tt := range []struct {
		blocks int
		line   uint32
		icache bool
		ok     bool
	}{
		{0, 4, true, true}, {2, 4, false, true}, {3, 4, false, true}, {16, 8, false, true},
		{1, 4, false, false}, {17, 4, false, false}, {-1, 4, false, false}, {3, 2, false, false}, {3, 4, true, false},
	} {
		if err := checkPrefetchBuffer(tt.blocks, tt.line, tt.icache); (err == nil) != tt.ok {
			t.Errorf("%d blocks of %d B, icache %v: err %v, want ok %v", tt.blocks, tt.line, tt.icache, err, tt.ok)
		}
	}
}

// TestPrefetchBufferBlocksEqualInstructions: the F0 buffer sees the same
// spans from whole blocks as from single instructions, including an
// unaligned loop target and a branch in either halfword.
func TestPrefetchBufferBlocksEqualInstructions(t *testing.T) {
	const base, N = 0x08000000, 6
	// 0x04 movs; 0x06 subs <- loop (unaligned); 0x08 cmp; 0x0a bne loop;
	// 0x0c movs; 0x0e subs; 0x10 bne 0x06 (first halfword); 0x12 bx lr
	code := thumb(base, base+4, 0x2000|N, 0x3801, 0x2803, 0xd1fb, 0x2100, 0x2800, 0xd1f9, 0x4770)
	var insts, blocks []trace.Event
	ex := func(a uint32) { insts = append(insts, trace.MakeEvent(trace.Exec, a, 2)) }
	ex(base + 4)
	blocks = append(blocks, trace.MakeBlockEvent(base+4, 8, true))
	for i := N; i > 0; i-- {
		if i != N {
			blocks = append(blocks, trace.MakeBlockEvent(base+6, 6, true))
		}
		ex(base + 6)
		ex(base + 8)
		ex(base + 10)
		switch i - 1 {
		case 3: // bne at 0x0a falls through, bne at 0x10 goes back
			blocks = append(blocks, trace.MakeBlockEvent(base+12, 6, true))
			ex(base + 12)
			ex(base + 14)
			ex(base + 16)
		case 0: // both fall through to the return
			blocks = append(blocks, trace.MakeBlockEvent(base+12, 8, true))
			ex(base + 12)
			ex(base + 14)
			ex(base + 16)
			ex(base + 18)
		}
	}
	run := func(evs []trace.Event) models.Result {
		c, err := newARMv6M(false, false, f0Buffer(t, 1, 3, 1, 0), code)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		c.Events(evs)
		c.Finish(0x1ff00000)
		if c.Err() != nil {
			t.Fatal(c.Err())
		}
		return c.Result()
	}
	a, b := run(insts), run(blocks)
	if a.Cycles != b.Cycles || a.Instructions != b.Instructions || fmt.Sprint(a.Stalls) != fmt.Sprint(b.Stalls) || fmt.Sprint(a.Memory) != fmt.Sprint(b.Memory) {
		t.Errorf("per instruction %+v, per block %+v", a, b)
	}
	if a.Stalls["fetch"] == 0 {
		t.Error("no flash stall at all: the stream did not exercise the buffer")
	}
}

// TestPrefetchBufferProfiles: the F0's profile selects the buffer and
// its two parameters; the G0 and the WBA have neither.
func TestPrefetchBufferProfiles(t *testing.T) {
	for _, tt := range []struct {
		board  string
		blocks int
		params bool
	}{
		{"nucleo-f091rc", 3, true},
		{"nucleo-g071rb", 0, false},
		{"nucleo-wba52cg", 0, false},
	} {
		b, err := models.LoadProfile(tt.board)
		if err != nil {
			t.Fatal(err)
		}
		ps, err := b.ResolveParams(nil)
		if err != nil {
			t.Fatal(err)
		}
		v := models.ValuesOf(ps)
		_, bw := v["flash_branch_wait"]
		_, dw := v["flash_data_wait"]
		if bw != tt.params || dw != tt.params {
			t.Errorf("%s: flash_branch_wait %v, flash_data_wait %v, want both %v", tt.board, bw, dw, tt.params)
		}
		if got := STM32FlashParams(b, v).PrefetchBlocks; got != tt.blocks {
			t.Errorf("%s: %d prefetch blocks, want %d", tt.board, got, tt.blocks)
		}
		if tt.params && (v["flash_branch_wait"] != 0 || v["flash_data_wait"] != 0) {
			t.Errorf("%s: defaults %v, %v, want 0, 0", tt.board, v["flash_branch_wait"], v["flash_data_wait"])
		}
	}
	b, err := models.LoadProfile("nucleo-f091rc")
	if err != nil {
		t.Fatal(err)
	}
	fl := *b.Flash
	fl.Prefetch = nil
	b.Flash = &fl
	if err := checkSTM32Flash(b); err == nil {
		t.Error("prefetch_blocks without the prefetch switch accepted")
	}
}

// TestFetchBlockEqualsWords: FetchBlock (whole blocks, a line at a time)
// returns and counts exactly what one Fetch per word does, for random
// block sequences (taken branches, fall-through, blocks in SRAM and
// across the flash's end) on every flash geometry the boards use.
func TestFetchBlockEqualsWords(t *testing.T) {
	const base, size = 0x08000000, 4096
	geometries := map[string]FlashParams{
		"g0":        {LineBytes: 8, Prefetch: true, ICache: true, CacheBytes: 16, CacheWays: 2, CacheLine: 8},
		"g0-plain":  {LineBytes: 8},
		"f0-buffer": {LineBytes: 4, Prefetch: true, PrefetchBlocks: 3, BranchWait: 1, DataWait: 1},
		"f0-plain":  {LineBytes: 4, Prefetch: true},
		"wba":       {LineBytes: 16, Prefetch: false, ICache: true, CacheBytes: 256, CacheWays: 2, CacheLine: 16},
	}
	for name, p := range geometries {
		p.Name, p.Base, p.Size, p.WaitStates = name, base, size, 2
		words, err := NewFlash(p)
		if err != nil {
			t.Fatal(err)
		}
		blocks, _ := NewFlash(p)
		rng := uint32(12345)
		next := func(n uint32) uint32 { rng = rng*1664525 + 1013904223; return (rng >> 8) % n }
		addr := uint32(base)
		for i := 0; i < 20000; i++ {
			switch next(8) {
			case 0: // a taken branch anywhere in the flash, or just before its end
				addr = base + 2*next(size/2)
			case 1:
				addr = base + size - 2*next(8)
			case 2: // code in SRAM
				addr = 0x20000000 + 2*next(64)
			}
			n := 2 * (1 + next(24))
			a, b := words.fetchWords(addr, n), blocks.FetchBlock(addr, n)
			if a != b {
				t.Fatalf("%s: block %#x+%d: per word %d, per block %d", name, addr, n, a, b)
			}
			addr += n
		}
		if a, b := fmt.Sprint(words.Stats()), fmt.Sprint(blocks.Stats()); a != b {
			t.Errorf("%s: per word %s\nper block %s", name, a, b)
		}
	}
}

// TestFetchBlockMemoEqualsFetchBlock: FetchBlockMemo returns, counts and
// leaves behind exactly what FetchBlock does, on every geometry the
// boards use, for code that loops over a few blocks (so that the memos
// are taken) with data reads of flash between them (which move the
// cache and so the state a memo must match), and across two models (a
// memo taken on one must not be applied on another).
func TestFetchBlockMemoEqualsFetchBlock(t *testing.T) {
	const base, size = 0x08000000, 4096
	geometries := map[string]FlashParams{
		"g0":        {LineBytes: 8, Prefetch: true, ICache: true, CacheBytes: 16, CacheWays: 2, CacheLine: 8},
		"g0-data":   {LineBytes: 8, Prefetch: true, ICache: true, CacheBytes: 16, CacheWays: 2, CacheLine: 8, DataViaCache: true},
		"g0-plain":  {LineBytes: 8},
		"f0-buffer": {LineBytes: 4, Prefetch: true, PrefetchBlocks: 3, BranchWait: 1, DataWait: 1},
		"f0-plain":  {LineBytes: 4, Prefetch: true},
		"wba":       {LineBytes: 16, ICache: true, CacheBytes: 256, CacheWays: 2, CacheLine: 16}, // too large: no memo
	}
	for name, p := range geometries {
		p.Name, p.Base, p.Size, p.WaitStates = name, base, size, 2
		plain, err := NewFlash(p)
		if err != nil {
			t.Fatal(err)
		}
		memo, _ := NewFlash(p)
		other, _ := NewFlash(p)
		rng := uint32(777)
		next := func(n uint32) uint32 { rng = rng*1664525 + 1013904223; return (rng >> 8) % n }
		type block struct{ addr, n uint32 }
		blocks := make([]block, 6)
		for i := range blocks {
			blocks[i] = block{base + 2*next(size/4), 2 * (1 + next(24))}
		}
		memos := make([]FetchMemo, len(blocks))
		taken := 0
		for i := 0; i < 20000; i++ {
			k := next(uint32(len(blocks)))
			if next(4) != 0 { // mostly a loop over the first three
				k %= 3
			}
			b := blocks[k]
			before := memos[k]
			a := plain.FetchBlock(b.addr, b.n)
			var m uint32
			if next(50) == 0 {
				other.FetchBlockMemo(b.addr, b.n, &memos[k]) // leaves a memo of other's
				m = memo.FetchBlock(b.addr, b.n)
			} else {
				m = memo.FetchBlockMemo(b.addr, b.n, &memos[k])
				if before.f == memo && memos[k] == before {
					taken++
				}
			}
			if a != m {
				t.Fatalf("%s: step %d, block %#x+%d: FetchBlock %d, FetchBlockMemo %d", name, i, b.addr, b.n, a, m)
			}
			if next(5) == 0 {
				d := base + 4*next(size/4)
				plain.Data(d, 4, false)
				memo.Data(d, 4, false)
			}
			if plain.fetchState != memo.fetchState {
				t.Fatalf("%s: step %d: state %+v, with memos %+v", name, i, plain.fetchState, memo.fetchState)
			}
		}
		if a, b := fmt.Sprint(plain.Stats()), fmt.Sprint(memo.Stats()); a != b {
			t.Errorf("%s: FetchBlock %s\nFetchBlockMemo %s", name, a, b)
		}
		if memo.memoable && taken < 1000 {
			t.Errorf("%s: a memo was taken %d times in 20000 blocks: the test does not exercise it", name, taken)
		}
	}
}

// TestLineCacheAccess: access is lookup, then insert on a miss, in one
// pass (hits, misses and the LRU order), on random lines over 1 to 4 ways.
func TestLineCacheAccess(t *testing.T) {
	for ways := 1; ways <= 4; ways++ {
		a, _ := newLineCache(uint32(ways)*2*16, ways, 16)
		b, _ := newLineCache(uint32(ways)*2*16, ways, 16)
		rng := uint32(ways)
		for i := 0; i < 5000; i++ {
			rng = rng*1664525 + 1013904223
			addr := (rng >> 8) % 256
			want := a.lookup(addr)
			if !want {
				a.insert(addr)
			}
			if got := b.access(addr); got != want || fmt.Sprint(a.tags) != fmt.Sprint(b.tags) || a.misses != b.misses {
				t.Fatalf("%d ways, access %#x: hit %v, want %v; sets %v, want %v", ways, addr, got, want, b.tags, a.tags)
			}
		}
	}
}
