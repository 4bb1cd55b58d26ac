package sim

import (
	"testing"

	"boardless/devices"
	"boardless/models"
)

// TestWrappersForwardTheClock: firmware mode's live flash and the
// placement what-ifs wrap the board's memory; they forward the core's
// clock (models.ClockedFetcher), so the flash port's reads run in the
// core's cycles there too, as in function mode. Unrolled lines of ldr.w,
// add.w, ldr.w, add.w (2+1+2+1 cycles) on the F446 at 5 WS: through
// each wrapper the stalls are those of the bare memory, 5 (the first
// line's demand read; testdata/conformance/stm32f4-art/04), not the 13
// of one cycle per instruction (Fetch).
func TestWrappersForwardTheClock(t *testing.T) {
	board, err := models.LoadProfile("nucleo-f446re")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := board.ResolveParams(map[string]float64{"flash_wait_states": 5})
	if err != nil {
		t.Fatal(err)
	}
	vals := models.ValuesOf(ps)
	fresh := func() models.Memory {
		m, err := models.NewMemory(board, vals)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	// Firmware mode after the firmware set FLASH_ACR as ST's HAL does.
	live, err := newLiveMemory(board, vals, nil, devices.FlashState{WaitStates: 5, Prefetch: true, ICache: true, DCache: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		mem  models.Memory
	}{{"bare", fresh()}, {"live", live}, {"placed", placedMemory{Memory: fresh()}}} {
		c, ok := tt.mem.(models.ClockedFetcher)
		if !ok {
			t.Errorf("%s: no FetchAt", tt.name)
			continue
		}
		base, now := uint32(0x08000100), uint64(1000)
		var stall uint32
		for range 4 {
			for _, cy := range []uint64{2, 1, 2, 1} {
				stall += c.FetchAt(base, 4, now)
				base, now = base+4, now+cy
			}
		}
		stall += c.FetchAt(base, 2, now)
		if stall != 5 {
			t.Errorf("%s: stall %d, want 5", tt.name, stall)
		}
	}
}
