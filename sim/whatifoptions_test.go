package sim

import (
	"maps"
	"testing"
)

// TestRunOptions: what a shard or baseline records of the what-ifs: a
// setting left to the board is "board", the code placement and each
// --param only when given.
func TestRunOptions(t *testing.T) {
	base := map[string]string{"mul": "fast", "seed": "7", "budget": "1000", "clock": "board", "flash_ws": "board", "prefetch": "board", "icache": "board"}
	with := func(kv ...string) map[string]string {
		m := maps.Clone(base)
		for i := 0; i < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return m
	}
	cases := []struct {
		name string
		t    WhatIfText
		want map[string]string
	}{
		{"board's", WhatIfText{Mul: "fast"}, base},
		{"set", WhatIfText{Mul: "small", Clock: "16000000", FlashWS: "0", Prefetch: "off", ICache: "on"},
			with("mul", "small", "clock", "16000000", "flash_ws", "0", "prefetch", "off", "icache", "on")},
		{"code in sram", WhatIfText{Mul: "fast", CodeInSRAM: true}, with("code_in", "sram")},
		{"code in a region", WhatIfText{Mul: "fast", CodeIn: "itcm"}, with("code_in", "itcm")},
		{"data-in is not recorded", WhatIfText{Mul: "fast", DataIn: "axi-sram"}, base},
		{"params", WhatIfText{Mul: "fast", Params: []string{"div_cycles= 3", "icache=1"}}, with("param:div_cycles", "3", "param:icache", "1")},
	}
	for _, c := range cases {
		if got := c.t.RunOptions(1000, 7); !maps.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}
