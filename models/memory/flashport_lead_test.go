package memory

import "testing"

// mixedLines is unrolled code alternating a 16-byte line of eight 16-bit
// instructions and one of four 32-bit instructions, twice, then a 16-bit
// return: the sizes in order from a line-aligned base.
func mixedLines() []uint32 {
	var sizes []uint32
	for range 2 {
		for range 8 {
			sizes = append(sizes, 2)
		}
		for range 4 {
			sizes = append(sizes, 4)
		}
	}
	return append(sizes, 2)
}

// TestPrefetchUnitLead: the read of the line after next starts when the
// core's prefetch unit asks for the next line, two words before
// execution enters it (DDI0337E §1.5; RM0090 §3.5.2), so time a line of
// much work leaves over carries into the next one (derivation in
// testdata/conformance/stm32f4-art/02_unrolled_mixed.S: 5; the old rule,
// which started every read when execution entered the line, gave 9).
// The same stream through a block plan gives the same stall.
func TestPrefetchUnitLead(t *testing.T) {
	base := uint32(0x08000100)
	sizes := mixedLines()
	one := f4ART(t, true, true, true)
	var stall uint32
	addr := base
	for _, s := range sizes {
		stall += one.Fetch(addr, s)
		addr += s
	}
	if stall != 5 {
		t.Errorf("per instruction: stall %d, want 5 (demand 5, then every line covered)", stall)
	}
	planned := f4ART(t, true, true, true)
	if got := planned.FetchPlanned(base, planned.PlanFetches(base, sizes), 0, oneCycleEach(len(sizes))); got != stall {
		t.Errorf("planned: stall %d, want %d as per instruction", got, stall)
	}
}

// TestPrefetchUnitLeadAlignment: the same F1 loop body at offsets 0 and 4
// of its 8-byte block (RM0008 §3.3.3, 2 WS): the body of
// testdata/conformance/stm32f1-flash, six 16-bit adds, a 16-bit subs, two
// 32-bit add.w and a bne, ten passes, fetched with no clock (Fetch: one
// cycle per instruction, so the b into the loop counts 1, not its 2).
// As derived in those files but for that: the flash stalls after the
// entry's demand read are 1 + 9 x 2 at offset 0 and 1 + 1 + 9 x 3 at
// offset 4 (without the prefetch unit's lead: 1 + 2 + 9 x 4 = 39).
func TestPrefetchUnitLeadAlignment(t *testing.T) {
	body := []uint32{2, 2, 2, 2, 2, 2, 2, 4, 4, 2}
	for _, tt := range []struct {
		off  uint32
		want uint32
	}{{0, 19}, {4, 29}} {
		f := mustPort(t, flashPortConfig{Name: "f1", Base: 0x08000000, Size: 128 << 10, WaitStates: 2, LineBytes: 8, Prefetch: true})
		top := 0x08000408 + tt.off
		// movs and b 1f in the block before the loop's (a demand read, not
		// counted): the loop's first block is then the one read ahead.
		f.Fetch(0x08000400, 2)
		f.Fetch(0x08000402, 2)
		var stall uint32
		for range 10 {
			addr := top
			for _, s := range body {
				stall += f.Fetch(addr, s)
				addr += s
			}
		}
		if stall != tt.want {
			t.Errorf("offset %d: stall %d, want %d", tt.off, stall, tt.want)
		}
	}
}

// oneCycleEach is the starts of n single-cycle instructions from cycle 0:
// the clock Fetch counts without a core.
func oneCycleEach(n int) []uint32 {
	starts := make([]uint32, n)
	for i := range starts {
		starts[i] = uint32(i)
	}
	return starts
}
