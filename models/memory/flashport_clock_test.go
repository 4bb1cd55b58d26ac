package memory

import (
	"math/rand/v2"
	"testing"
)

// loadLines is straight-line code of 32-bit instructions, four 16-byte
// lines of ldr.w, add.w, ldr.w, add.w and a 16-bit return: the sizes, and
// the starts on the core's zero-wait clock (a load 2 cycles, an add 1;
// testdata/conformance/stm32f4-art/04_unrolled_loads.S).
func loadLines() (sizes, starts []uint32) {
	var t uint32
	for range 4 {
		for _, c := range []uint32{2, 1, 2, 1} {
			sizes, starts = append(sizes, 4), append(starts, t)
			t += c
		}
	}
	return append(sizes, 2), append(starts, t)
}

// TestPrefetchReadRunsInCycles: the next-line read runs on the core's
// clock, so a line of loads that takes the core the read's 1+WS cycles
// waits for nothing (RM0090 §3.5.2; the derivation in
// 04_unrolled_loads.S: 5, the demand read of the first line), where one
// cycle per instruction (Fetch with no clock) gives 5 + 4 x 2. The block
// plan with the same starts gives the same.
func TestPrefetchReadRunsInCycles(t *testing.T) {
	base := uint32(0x08000100)
	sizes, starts := loadLines()
	tests := []struct {
		name string
		run  func(f *flashPort) uint32
		want uint32
	}{
		{"FetchAt", func(f *flashPort) uint32 {
			var stall uint32
			for i, addr := 0, base; i < len(sizes); addr, i = addr+sizes[i], i+1 {
				stall += f.FetchAt(addr, sizes[i], 1000+uint64(starts[i]))
			}
			return stall
		}, 5},
		{"FetchPlanned", func(f *flashPort) uint32 {
			return f.FetchPlanned(base, f.PlanFetches(base, sizes), 1000, starts)
		}, 5},
		{"Fetch, one cycle each", func(f *flashPort) uint32 {
			var stall uint32
			for i, addr := 0, base; i < len(sizes); addr, i = addr+sizes[i], i+1 {
				stall += f.Fetch(addr, sizes[i])
			}
			return stall
		}, 13},
	}
	for _, tt := range tests {
		if got := tt.run(f4ART(t, true, true, true)); got != tt.want {
			t.Errorf("%s: stall %d, want %d", tt.name, got, tt.want)
		}
	}
}

// TestDCodeReadIsNoPrefetchTime: the flash serves a D-code read before an
// I-code read (MT-D1), so its wait states give the next block's read no
// time. F1 at 2 WS: the first block a demand read (2); the core spends 2
// cycles in it, during which a literal load's read from the flash stalls
// it 2 more; the next block still waits 3 - 2 = 1, as without the load.
func TestDCodeReadIsNoPrefetchTime(t *testing.T) {
	for _, load := range []bool{false, true} {
		f := mustPort(t, flashPortConfig{Name: "f1", Base: 0x08000000, Size: 128 << 10, WaitStates: 2, LineBytes: 8, Prefetch: true})
		stall := f.FetchAt(0x08000400, 4, 0)
		stall += f.FetchAt(0x08000404, 4, 1)
		if load {
			if d := f.Data(0x08000800, 4, false); d != 2 {
				t.Fatalf("the flash data read: stall %d, want 2", d)
			}
		}
		if got := f.FetchAt(0x08000408, 4, 2); got != 1 {
			t.Errorf("load %v: the next block waits %d, want 1", load, got)
		}
		if stall != 2 {
			t.Errorf("load %v: the first block: stall %d, want 2", load, stall)
		}
	}
}

// TestFetchPlannedEqualsFetchAt: on random blocks of 16- and 32-bit
// instructions with random cycle counts, run one after another from
// random places (sequential, jumps, SRAM), the block plan gives what
// FetchAt per instruction gives, stall by stall and in every counter, on
// each engine configuration of the models that use it (F1, F4 ART with
// caches, L4 ART's fill, nRF52 NVMC).
func TestFetchPlannedEqualsFetchAt(t *testing.T) {
	configs := map[string]func() *flashPort{
		"f1": func() *flashPort {
			return mustPort(t, flashPortConfig{Name: "f1", Base: 0x08000000, Size: 128 << 10, WaitStates: 2, LineBytes: 8, Prefetch: true})
		},
		"f4":    func() *flashPort { return f4ART(t, true, true, true) },
		"l4":    func() *flashPort { return l4ART(t, true) },
		"l4-pf": func() *flashPort { return l4ART(t, false) },
		"nrf": func() *flashPort {
			return mustPort(t, flashPortConfig{Name: "nrf", Base: 0, Size: 1 << 20, WaitStates: 2, LineBytes: 4, ICache: &cacheGeom{2048, 2, 16}})
		},
	}
	for name, mk := range configs {
		rng := rand.New(rand.NewPCG(1, uint64(len(name))))
		one, planned := mk(), mk()
		var clock uint64
		next := one.cfg.Base
		for range 400 {
			addr, sizes, cycles := randomBlock(rng, one.cfg.Base)
			if rng.IntN(2) == 0 {
				addr = next // straight on
			}
			entry := clock
			starts := make([]uint32, len(sizes))
			var want uint32
			pc := addr
			for i, s := range sizes {
				starts[i] = uint32(clock - entry)
				want += one.FetchAt(pc, s, clock)
				pc += s
				clock += cycles[i]
			}
			var got uint32
			if p := planned.PlanFetches(addr, sizes); p.InRange() {
				got = planned.FetchPlanned(addr, p, entry, starts)
			} else {
				for i, pc := 0, addr; i < len(sizes); pc, i = pc+sizes[i], i+1 {
					got += planned.FetchAt(pc, sizes[i], entry+uint64(starts[i]))
				}
			}
			next = pc
			if got != want {
				t.Fatalf("%s: block at 0x%08x %v: planned stall %d, per instruction %d", name, addr, sizes, got, want)
			}
			if rng.IntN(4) == 0 { // a flash data read between blocks
				a := one.cfg.Base + uint32(rng.IntN(4096))&^3
				if one.Data(a, 4, false) != planned.Data(a, 4, false) {
					t.Fatalf("%s: data stalls differ", name)
				}
			}
		}
		for k, v := range one.Stats() {
			if planned.Stats()[k] != v {
				t.Errorf("%s: %s %d planned, %d per instruction", name, k, planned.Stats()[k], v)
			}
		}
	}
}

// randomBlock is a block of 1 to 12 instructions (sizes 2 or 4, cycles 1
// to 5) at a halfword address near base (or, one time in eight, in SRAM).
func randomBlock(rng *rand.Rand, base uint32) (uint32, []uint32, []uint64) {
	addr := base + uint32(rng.IntN(512))*2
	if rng.IntN(8) == 0 {
		addr = 0x20000000 + uint32(rng.IntN(64))*2
	}
	n := 1 + rng.IntN(12)
	sizes, cycles := make([]uint32, n), make([]uint64, n)
	for i := range sizes {
		sizes[i] = uint32(2 + 2*rng.IntN(2))
		cycles[i] = uint64(1 + rng.IntN(5))
	}
	return addr, sizes, cycles
}
