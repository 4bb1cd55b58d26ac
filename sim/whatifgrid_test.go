package sim_test

import (
	"slices"
	"strings"
	"testing"

	"boardless/sim"
)

func TestParseVary(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
		err  string
	}{
		{"flash-ws=0,1,2", []string{"0", "1", "2"}, ""},
		{"clock=8e6:16e6:4e6", []string{"8000000", "12000000", "16000000"}, ""},
		{"div_cycles=2:3:0.5", []string{"2", "2.5", "3"}, ""},
		{"clock", nil, "use PARAM=VALUES"},
		{"Clock=1", nil, "PARAM is clock"},
		{"clock=1:0:1", nil, "FROM <= TO"},
		{"clock=0:5000:1", nil, "at most 1000 steps"},
	} {
		a, err := sim.ParseVary(tt.in)
		switch {
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%s: error %v, want %q", tt.in, err, tt.err)
		case tt.err == "" && (err != nil || !slices.Equal(a.Values, tt.want)):
			t.Errorf("%s: %v %v, want %v", tt.in, a.Values, err, tt.want)
		}
	}
}

// TestGrid: the first axis varies fastest, every point's what-ifs are
// its own (the base is not changed), and a value that is no setting's
// is refused.
func TestGrid(t *testing.T) {
	base := sim.WhatIfText{Params: []string{"div_cycles=4"}}
	grid, err := sim.Grid(base, []sim.Axis{{Param: "flash-ws", Values: []string{"0", "1"}}, {Param: "prefetch", Values: []string{"on", "off"}}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range grid {
		got = append(got, p.At+"|"+p.WhatIf.FlashWS+"|"+p.WhatIf.Prefetch)
	}
	want := []string{"flash-ws=0, prefetch=on|0|on", "flash-ws=1, prefetch=on|1|on", "flash-ws=0, prefetch=off|0|off", "flash-ws=1, prefetch=off|1|off"}
	if !slices.Equal(got, want) {
		t.Errorf("grid %v, want %v", got, want)
	}
	one, err := sim.Grid(base, []sim.Axis{{Param: "div_cycles", Values: []string{"8"}}})
	if err != nil || len(one) != 1 || !slices.Equal(one[0].WhatIf.Params, []string{"div_cycles=8"}) || !slices.Equal(base.Params, []string{"div_cycles=4"}) {
		t.Errorf("a parameter axis: %+v %v; base %v", one, err, base.Params)
	}
	if _, err := sim.Grid(base, []sim.Axis{{Param: "flash-ws", Values: []string{"x"}}}); err == nil || !strings.Contains(err.Error(), "--vary flash-ws=x") {
		t.Errorf("a bad value: %v", err)
	}
}

func TestVaryList(t *testing.T) {
	base := sim.WhatIfText{Clock: "8000000"}
	got, err := base.VaryList("clock=24e6, prefetch=off")
	if err != nil || got.Clock != "24000000" || got.Prefetch != "off" || base.Clock != "8000000" {
		t.Errorf("VaryList: %+v %v (base %+v)", got, err, base)
	}
	if _, err := base.VaryList("clock"); err == nil || !strings.Contains(err.Error(), `--what-if "clock": use PARAM=VALUE`) {
		t.Errorf("no value: %v", err)
	}
}

func TestCheckAxes(t *testing.T) {
	rb, err := sim.LoadBoard(sim.BoardChoice{Name: "nucleo-g071rb", Budget: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		axes []sim.Axis
		err  string
	}{
		{[]sim.Axis{{Param: "clock"}, {Param: "flash_wait_states"}}, ""},
		{[]sim.Axis{{Param: "clock"}, {Param: "clock"}}, "--vary clock given twice"},
		{[]sim.Axis{{Param: "l2_hit_cycles"}}, "nor a parameter of nucleo-g071rb"},
	} {
		err := rb.CheckAxes(tt.axes)
		if tt.err == "" && err != nil || tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)) {
			t.Errorf("%v: %v, want %q", tt.axes, err, tt.err)
		}
	}
}
