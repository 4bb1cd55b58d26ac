package sim_test

import (
	"errors"
	"strings"
	"testing"

	"boardless/sim"
)

// TestLoadBoardRefusesOnce: a what-if the board's core cannot take is
// refused once, by Resolve's CheckBoard, as an InputError whose text is
// CheckBoard's alone (it names the flag and the board); a refusal of
// the resolution after it carries where the board came from.
func TestLoadBoardRefusesOnce(t *testing.T) {
	cases := []struct {
		board string
		w     sim.WhatIfText
		want  string
	}{
		{"nucleo-g071rb", sim.WhatIfText{Clock: "1e9"}, "--clock 1000000000: nucleo-g071rb runs at most at 64 MHz; use 1 to 64000000 Hz"},
		{"nucleo-wba52cg", sim.WhatIfText{Mul: "small"}, "--mul small: the cortex-m33 of nucleo-wba52cg has no multiplier option (only cortex-m0, cortex-m0plus have)"},
	}
	for _, c := range cases {
		_, err := sim.LoadBoard(sim.BoardChoice{Name: c.board, WhatIf: c.w, Budget: sim.DefaultBudget})
		var ie *sim.InputError
		if !errors.As(err, &ie) || err.Error() != c.want {
			t.Errorf("%s %+v: %v (an InputError: %v), want %q", c.board, c.w, err, ie != nil, c.want)
		}
	}
	_, err := sim.LoadBoard(sim.BoardChoice{Name: "nucleo-g071rb", WhatIf: sim.WhatIfText{Params: []string{"foo=1"}}, Budget: sim.DefaultBudget})
	if err == nil || !strings.HasSuffix(err.Error(), " (--board nucleo-g071rb)") {
		t.Errorf("an unknown parameter: %v, want it to say (--board nucleo-g071rb)", err)
	}
}
