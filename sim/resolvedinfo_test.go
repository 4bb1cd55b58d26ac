package sim_test

import (
	"testing"

	"boardless/sim"
)

// TestResolvedMProfile: the M cores are M-profile, the A7 is not.
func TestResolvedMProfile(t *testing.T) {
	for board, want := range map[string]bool{"nucleo-g071rb": true, "nucleo-h743zi2": true, "stm32mp135f-dk": false} {
		rb, err := sim.LoadBoard(sim.BoardChoice{Name: board, Budget: sim.DefaultBudget})
		if err != nil {
			t.Fatal(err)
		}
		if got, err := rb.MProfile(); err != nil || got != want {
			t.Errorf("%s: %v %v, want %v", board, got, err, want)
		}
	}
}

// TestResolvedFlashWaitStates: the wait states as resolved: the chip's
// table at the clock, a --flash-ws what-if, a --param of the parameter.
func TestResolvedFlashWaitStates(t *testing.T) {
	cases := []struct {
		name string
		w    sim.WhatIfText
		want int
	}{
		{"table at 64 MHz", sim.WhatIfText{}, 2},
		{"table at 16 MHz", sim.WhatIfText{Clock: "16000000"}, 0},
		{"--flash-ws", sim.WhatIfText{FlashWS: "5"}, 5},
		{"--param", sim.WhatIfText{Params: []string{"flash_wait_states=3"}}, 3},
	}
	for _, c := range cases {
		rb, err := sim.LoadBoard(sim.BoardChoice{Name: "nucleo-g071rb", WhatIf: c.w, Budget: sim.DefaultBudget})
		if err != nil {
			t.Fatal(err)
		}
		if got := rb.FlashWaitStates(); got != c.want {
			t.Errorf("%s: %d wait states, want %d", c.name, got, c.want)
		}
	}
}
