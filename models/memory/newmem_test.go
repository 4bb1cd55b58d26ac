package memory

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"boardless/models"
)

// Unit tests of the memory models the ten issue-21 boards need
// (stm32-art, stm32f1-prefetch, rp-xip, nrf-nvmc), driven by fetch and
// data streams directly, so that they hold without the boards' cores.
// Every expected stall is derived from the manual's figures in the
// comment beside it.

// straight fetches n instructions of size bytes from base, in order,
// and returns the total stall.
func straight(m models.Memory, base uint32, n int, size uint32) uint32 {
	var stall uint32
	for i := 0; i < n; i++ {
		stall += m.Fetch(base+uint32(i)*size, size)
	}
	return stall
}

func mustPort(t *testing.T, c flashPortConfig) *flashPort {
	t.Helper()
	f, err := newFlashPort(c)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// f4ART is the STM32F446 accelerator at 180 MHz: RM0390 Table 5 gives
// 5 WS (VDD 2.7-3.6 V, 150 < HCLK <= 180 MHz); 128-bit flash lines,
// 64 x 128-bit I-cache, 8 x 128-bit D-cache (§3.5.2).
func f4ART(t *testing.T, prefetch, icache, dcache bool) *flashPort {
	c := flashPortConfig{Name: "f4", Base: 0x08000000, Size: 512 << 10, WaitStates: 5, LineBytes: 16, Prefetch: prefetch}
	if icache {
		c.ICache = &cacheGeom{1024, 64, 16}
	}
	if dcache {
		c.DCache = &cacheGeom{128, 8, 16}
	}
	return mustPort(t, c)
}

// l4ART is the STM32L476 accelerator at 80 MHz: RM0351 Table 12 gives
// 4 WS (range 1, 64 < HCLK <= 80 MHz); 64-bit flash reads, I-cache of
// 32 lines of 4 x 64 bits (§3.3.4).
func l4ART(t *testing.T, prefetch bool) *flashPort {
	return mustPort(t, flashPortConfig{Name: "l4", Base: 0x08000000, Size: 1 << 20, WaitStates: 4, LineBytes: 8,
		Prefetch: prefetch, ICache: &cacheGeom{1024, 32, 32}})
}

func TestARTStraightLine(t *testing.T) {
	base := uint32(0x08000100) // line-aligned
	tests := []struct {
		name     string
		mem      *flashPort
		n        int
		size     uint32
		want     uint32
		derivate string
	}{
		// 16 x 32-bit instructions = 64 B = 4 lines of 16 B.
		{"F4 prefetch off, 32-bit", f4ART(t, false, true, true), 16, 4, 20, "every line a read: 4 x 5 WS"},
		{"F4 prefetch on, 32-bit", f4ART(t, true, true, true), 16, 4, 11,
			"first line 5 WS; each next line read during the previous one's 4 instructions: 1+5-4 = 2 left, 5 + 3 x 2"},
		// 32 x 16-bit instructions = 64 B: 8 per line, more than 1+WS.
		{"F4 prefetch on, 16-bit", f4ART(t, true, true, true), 32, 2, 5, "only the first line waits: 8 cycles of work cover a 6-cycle read"},
		{"F4 prefetch off, 16-bit", f4ART(t, false, false, false), 32, 2, 20, "4 x 5 WS"},
		// L4: 16 x 16-bit = 32 B = one I-cache line, 4 flash reads.
		{"L4 cache fill, prefetch off", l4ART(t, false), 16, 2, 7,
			"miss 4 WS; the fill reads the next 64-bit words back to back: 1+4-4 = 1 each, 4 + 3 x 1"},
		{"L4 no prefetch across lines", l4ART(t, false), 32, 2, 14, "two cache lines, each a miss and a fill: 2 x 7"},
	}
	for _, tt := range tests {
		if got := straight(tt.mem, base, tt.n, tt.size); got != tt.want {
			t.Errorf("%s: stall %d, want %d (%s)", tt.name, got, tt.want, tt.derivate)
		}
	}
}

// TestARTLoop: a loop body run twice hits the I-cache the second time;
// without the cache its first line is a demand read again.
func TestARTLoop(t *testing.T) {
	base := uint32(0x08000200)
	loop := func(m models.Memory) (first, second uint32) {
		first = straight(m, base, 16, 4)
		second = straight(m, base, 16, 4)
		return
	}
	if a, b := loop(f4ART(t, true, true, true)); a != 11 || b != 0 {
		t.Errorf("icache on: passes %d, %d; want 11, 0 (second pass all hits)", a, b)
	}
	// Cache off, prefetch on: the branch back to line 0 is a demand
	// read (5), lines 1-3 prefetched (2 each): 11 again.
	if a, b := loop(f4ART(t, true, false, false)); a != 11 || b != 11 {
		t.Errorf("icache off: passes %d, %d; want 11, 11", a, b)
	}
	// L4: 64 B of 32-bit code = two 32-byte cache lines of four 64-bit
	// reads; two instructions per read: 4 + 3 x (1+4-2) = 13 per line.
	if a, b := loop(l4ART(t, false)); a != 26 || b != 0 {
		t.Errorf("L4: passes %d, %d; want 26, 0", a, b)
	}
}

// TestARTData: literal loads from one 128-bit line: the D-cache keeps
// it (RM0390 §3.5.2: "8 lines of 128 bits" for literal pools).
func TestARTData(t *testing.T) {
	lit := uint32(0x08001000)
	load3 := func(m models.Memory) uint32 {
		return m.Data(lit, 4, false) + m.Data(lit+4, 4, false) + m.Data(lit+8, 4, false)
	}
	if got := load3(f4ART(t, true, true, true)); got != 5 {
		t.Errorf("dcache on: %d, want 5 (one miss, two hits)", got)
	}
	if got := load3(f4ART(t, true, true, false)); got != 15 {
		t.Errorf("dcache off: %d, want 15 (3 x 5 WS)", got)
	}
	m := f4ART(t, true, true, true)
	if m.Data(0x20000000, 4, false) != 0 || m.Data(lit, 4, true) != 0 || m.Fetch(0x20000000, 4) != 0 {
		t.Error("SRAM accesses and flash writes must cost nothing")
	}
}

// TestF1Prefetch: RM0008 §3.3.3 at 72 MHz: 2 WS, two 64-bit blocks.
func TestF1Prefetch(t *testing.T) {
	mk := func(prefetch bool) *flashPort {
		return mustPort(t, flashPortConfig{Name: "f1", Base: 0x08000000, Size: 128 << 10, WaitStates: 2, LineBytes: 8, Prefetch: prefetch})
	}
	base := uint32(0x08000400)
	tests := []struct {
		prefetch bool
		n        int
		size     uint32
		want     uint32
		why      string
	}{
		{true, 8, 4, 5, "32 B of 32-bit code = 4 blocks: 2 WS, then 1+2-2 = 1 per block: 2 + 3"},
		{false, 8, 4, 8, "4 blocks x 2 WS"},
		{true, 16, 2, 2, "16-bit code: 4 instructions per block cover the 3-cycle read: only the first waits"},
		{false, 16, 2, 8, "4 x 2 WS"},
	}
	for _, tt := range tests {
		if got := straight(mk(tt.prefetch), base, tt.n, tt.size); got != tt.want {
			t.Errorf("prefetch %v, %d x %d B: stall %d, want %d (%s)", tt.prefetch, tt.n, tt.size, got, tt.want, tt.why)
		}
	}
	m := mk(true)
	if got := m.Data(0x08000800, 4, false) + m.Data(0x08000804, 4, false); got != 4 {
		t.Errorf("D-code reads: %d, want 4 (not buffered: 2 WS each)", got)
	}
}

// TestNVMC: the nRF52840's I-code cache: a second pass hits, data
// reads of the flash pay the wait states each (the cache is I-code
// only).
func TestNVMC(t *testing.T) {
	mk := func(icache bool) *flashPort {
		c := flashPortConfig{Name: "nrf52", Base: 0, Size: 1 << 20, WaitStates: 2, LineBytes: 4}
		if icache {
			c.ICache = &cacheGeom{2048, 2, 16}
		}
		return mustPort(t, c)
	}
	on := mk(true)
	// 16 x 16-bit = 32 B = 8 words of 32-bit reads: 8 x 2 WS. With the
	// cache's 16-byte lines the fill delivers the next words as they
	// stream: 2 + 3 x max(0, 1+2-2) = 5 per 16-byte line, 10 in all.
	if a, b := straight(on, 0x1000, 16, 2), straight(on, 0x1000, 16, 2); a != 10 || b != 0 {
		t.Errorf("icache on: passes %d, %d; want 10, 0", a, b)
	}
	off := mk(false)
	if a, b := straight(off, 0x1000, 16, 2), straight(off, 0x1000, 16, 2); a != 16 || b != 16 {
		t.Errorf("icache off: passes %d, %d; want 16, 16 (8 words x 2 WS each pass)", a, b)
	}
	if got := on.Data(0x2000, 4, false) + on.Data(0x2000, 4, false); got != 4 {
		t.Errorf("data reads: %d, want 4", got)
	}
}

// rp2040XIP: RP2040 datasheet §2.6.3.1 16 kB 2-way 8-byte lines; a miss
// at PICO_FLASH_SPI_CLKDIV 2 is 2 x (8 + 4 + 16) = 56 cycles.
func rp2040XIP(t *testing.T, cache bool) *XIPMemory {
	x, err := NewXIP(XIPConfig{Name: "rp2040-xip", Base: 0x10000000, Size: 2 << 20, MissCycles: 56, Cache: cache,
		CacheBytes: 16384, CacheWays: 2, LineBytes: 8})
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func TestXIP(t *testing.T) {
	x := rp2040XIP(t, true)
	// 16 x 16-bit = 32 B = 4 lines: 4 misses cold, all hits after.
	if a, b := straight(x, 0x10000100, 16, 2), straight(x, 0x10000100, 16, 2); a != 4*56 || b != 0 {
		t.Errorf("cache on: passes %d, %d; want %d, 0", a, b, 4*56)
	}
	// Three lines in one set (8 KB apart: 1024 sets of 8 B per way):
	// the third evicts the least recently used, the first.
	y := rp2040XIP(t, true)
	for _, a := range []uint32{0x10000000, 0x10002000, 0x10004000} {
		y.Data(a, 4, false)
	}
	if got := y.Data(0x10004000, 4, false) + y.Data(0x10002000, 4, false); got != 0 {
		t.Errorf("recent lines: %d, want 0", got)
	}
	if got := y.Data(0x10000000, 4, false); got != 56 {
		t.Errorf("evicted line: %d, want 56", got)
	}
	off := rp2040XIP(t, false)
	if got := straight(off, 0x10000100, 16, 2); got != 8*56 {
		t.Errorf("cache off: %d, want %d (one QSPI read per 32-bit word)", got, 8*56)
	}
	if x.Fetch(0x20000000, 4) != 0 || x.Data(0x20000000, 4, false) != 0 {
		t.Error("SRAM must be zero-wait")
	}
}

// TestXIPMissDerivation: the miss follows the QSPI parameters unless
// flash_wait_states is set to another value.
func TestXIPMissDerivation(t *testing.T) {
	b, err := models.LoadProfile("rpi-pico")
	if err != nil {
		t.Fatal(err)
	}
	v := func(over map[string]float64) models.Values {
		ps, err := b.ResolveParams(over)
		if err != nil {
			t.Fatal(err)
		}
		return models.ValuesOf(ps)
	}
	for _, tt := range []struct {
		over map[string]float64
		want int
	}{
		{nil, 56}, // 2 x (8 + 4 + 2 x 8)
		{map[string]float64{"xip_clkdiv": 4}, 112}, // the boot2 default without the board header: 4 x 28
		{map[string]float64{"xip_overhead_cycles": 3}, 59},
		{map[string]float64{"flash_wait_states": 10}, 10},
	} {
		if got := XIPMissCycles(b, v(tt.over)); got != tt.want {
			t.Errorf("%v: miss %d cycles, want %d", tt.over, got, tt.want)
		}
	}
}

// standInCores maps a core profile that may not be in this tree yet to
// a registered core whose parameters the stand-in inherits, so that a
// board's chip and memory system load before its core model exists.
var standInCores = map[string]string{"cortex-m3": "cortex-m33", "cortex-m4f": "cortex-m33"}

// loadBoard loads a built-in board, or (when its core profile is not in
// the tree) a copy of its board and chip profiles over a stand-in core.
func loadBoard(t *testing.T, board string) *models.Profile {
	t.Helper()
	if p, err := models.LoadProfile(board); err == nil {
		return p
	}
	dir := t.TempDir()
	name := board
	for depth := 0; depth < 2; depth++ {
		data, err := os.ReadFile(filepath.Join("..", "profiles", name+".json"))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, name+".json"), data, 0o644)
		var head struct{ Inherits string }
		if err := json.Unmarshal(data, &head); err != nil {
			t.Fatal(err)
		}
		name = head.Inherits
	}
	stand, ok := standInCores[name]
	if !ok {
		t.Fatalf("%s: core %s neither loads nor has a stand-in", board, name)
	}
	os.WriteFile(filepath.Join(dir, name+".json"), []byte(`{"kind": "core", "name": "`+name+`", "core": "`+stand+`"}`), 0o644)
	p, err := models.LoadProfileFile(filepath.Join(dir, board+".json"))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestNewBoardMemory builds each new board's memory system from its
// profile and checks the figures the model took from it.
func TestNewBoardMemory(t *testing.T) {
	tests := []struct {
		board, name string
		ws          int
	}{
		{"nucleo-f103rb", "stm32f1-prefetch (2 WS, prefetch)", 2},
		{"nucleo-f401re", "stm32f4-art (2 WS, prefetch, 1024 B 64-way icache, 128 B dcache)", 2},
		{"nucleo-f446re", "stm32f4-art (5 WS, prefetch, 1024 B 64-way icache, 128 B dcache)", 5},
		{"nucleo-l476rg", "stm32l4-art (4 WS, 1024 B 32-way icache, 256 B dcache)", 4},
		{"nucleo-g474re", "stm32g4-art (4 WS, 1024 B 32-way icache, 256 B dcache)", 4},
		{"nucleo-u575zi-q", "stm32u5-flash (4 WS, 8192 B 2-way icache)", 4},
		{"nucleo-c031c6", "stm32c0-flash (1 WS, prefetch, 16 B 2-way icache)", 1},
		{"rpi-pico", "rp2040-xip (56-cycle miss, 16384 B 2-way cache)", 56},
		{"rpi-pico2", "rp2350-xip (56-cycle miss, 16384 B 2-way cache)", 56},
		{"nrf52840-dk", "nrf52-nvmc (2 WS, 2048 B 2-way icache)", 2},
	}
	for _, tt := range tests {
		b := loadBoard(t, tt.board)
		ps, err := b.ResolveParams(nil)
		if err != nil {
			t.Errorf("%s: %v", tt.board, err)
			continue
		}
		v := models.ValuesOf(ps)
		if v.Int("flash_wait_states") != tt.ws {
			t.Errorf("%s: flash_wait_states %d, want %d", tt.board, v.Int("flash_wait_states"), tt.ws)
		}
		m, err := models.NewMemory(b, v)
		if err != nil {
			t.Errorf("%s: %v", tt.board, err)
			continue
		}
		if m.Name() != tt.name {
			t.Errorf("%s: memory %q, want %q", tt.board, m.Name(), tt.name)
		}
		if _, err := b.LinkerScript(); err != nil {
			t.Errorf("%s: linker script: %v", tt.board, err)
		}
	}
}
