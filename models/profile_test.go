package models

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestBuiltinBoards(t *testing.T) {
	want := map[string]struct {
		core  string
		clock uint64
		ws    int
	}{
		"nucleo-g071rb":  {"cortex-m0plus", 64e6, 2},
		"nucleo-f091rc":  {"cortex-m0", 48e6, 1},
		"nucleo-wba52cg": {"cortex-m33", 100e6, 3},
		"stm32mp135f-dk": {"cortex-a7", 650e6, 0},
		"nucleo-f103rb":  {"cortex-m3", 72e6, 0},
		"nucleo-f401re":  {"cortex-m4f", 84e6, 0},
		"nucleo-h743zi2": {"cortex-m7", 480e6, 4},
		"nucleo-f767zi":  {"cortex-m7", 216e6, 7},
	}
	boards := Boards()
	if len(boards) != len(want) {
		t.Fatalf("%d boards, want %d", len(boards), len(want))
	}
	for _, b := range boards {
		w := want[b.Name]
		if b.Core != w.core || b.ClockHz != w.clock || b.FlashWaitStates() != w.ws {
			t.Errorf("%s: core %s clock %d ws %d, want %+v", b.Name, b.Core, b.ClockHz, b.FlashWaitStates(), w)
		}
	}
}

// TestInheritance pins the merge rule: the child's scalars and lists
// replace the parent's, objects and maps merge, descriptions stay put.
func TestInheritance(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "mine.json")
	os.WriteFile(file, []byte(`{"kind": "board", "name": "mine", "inherits": "nucleo-g071rb",
		"clock_hz": 24000000, "flash": {"prefetch": false},
		"params": {"flash_wait_states": {"value": 2, "unit": "wait states", "source": "test"}}}`), 0o644)
	p, err := LoadProfileFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if p.ClockHz != 24e6 || p.FlashWaitStates() != 0 || p.Core != "cortex-m0plus" || len(p.Memory) != 2 {
		t.Errorf("merged profile: %+v", p)
	}
	if *p.Flash.Prefetch || !*p.Flash.ICache || len(p.Flash.WaitTable) != 3 {
		t.Errorf("flash object did not merge field by field: %+v", p.Flash)
	}
	if _, ok := p.Params["mul_cycles"]; !ok || p.Params["flash_wait_states"].Value != 2 {
		t.Errorf("params did not merge key by key: %v", p.Params)
	}
	if p.Description != "" {
		t.Errorf("description inherited: %q", p.Description)
	}
}

func TestProfileErrors(t *testing.T) {
	tests := []struct{ json, want string }{
		{`{"kind": "board", "name": "b", "inherits": "nucleo-g071rb", "clok_hz": 1}`, `unknown field "clok_hz"`},
		{`{"kind": "board", "name": "b", "inherits": "nucleo-g071rb", "clock_hz": "fast"}`, "clock_hz"},
		{`{"kind": "board", "name": "b", "inherits": "nucleo-g071rb", "clock_hz": 80000000}`, "clock_hz: 80000000 above the chip's maximum"},
		{`{"kind": "board", "name": "b", "inherits": "nucleo-g071rb", "core": "cortex-m85"}`, `core: "cortex-m85" is not one of`},
		{`{"kind": "board", "name": "b", "inherits": "nope"}`, `unknown board or profile "nope"`},
		{`{"kind": "board", "name": "b", "inherits": "nucleo-g071rb", "memory": [{"name": "x", "kind": "sram", "base": "0x20000000", "size": "1000"}]}`, "memory[0] (x): base and size must be"},
		{`{"kind": "board", "name": "b", "inherits": "nucleo-g071rb", "memory": [{"name": "x", "kind": "sram", "base": "0x20000000", "size": "8K"}, {"name": "y", "kind": "flash", "base": "0x20001000", "size": "4K"}]}`, "memory[1] (y) overlaps memory[0] (x)"},
		{`{"kind": "board", "name": "b", "inherits": "nucleo-g071rb", "flash": {"wait_states": 99}}`, "flash.wait_states: 99 out of range"},
		{"{\"kind\": \"board\",\n \"name\": }", "line 2"},
		{`{"kind": "gizmo", "name": "b"}`, `kind: "gizmo"`},
		{`{"kind": "board", "name": "b", "inherits": "nucleo-wba52cg", "params": {"div_cylces": {"value": 3}}}`, "params.div_cylces: unknown parameter (known: div_cycles,"},
		{`{"kind": "board", "name": "b", "inherits": "nucleo-g071rb", "params": {"mul_cycles": {"value": 7}}}`, "params.mul_cycles: mul_cycles = 7: want one of 1, 32 cycles"},
		{`{"kind": "board", "name": "b", "inherits": "nucleo-wba52cg", "params": {"div_cycles": {"value": 13}}}`, "params.div_cycles: div_cycles = 13: want a whole number of cycles in [2, 12]"},
		{`{"kind": "board", "name": "b", "inherits": "stm32mp135f-dk", "params": {"ddr_overhead_ns": {"value": -1}}}`, "params.ddr_overhead_ns: ddr_overhead_ns = -1: want a number of ns in [0, 400]"},
		{`{"kind": "board", "name": "b", "inherits": "nucleo-g071rb", "memory_model": "sdram"}`, `memory_model: "sdram" is not one of`},
		{`{"kind": "board", "name": "b", "inherits": "nucleo-g071rb", "memory_model": "l1-l2-ddr"}`, "params.l1i_size: missing"},
	}
	for _, tt := range tests {
		file := filepath.Join(t.TempDir(), "b.json")
		os.WriteFile(file, []byte(tt.json), 0o644)
		_, err := LoadProfileFile(file)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s\n  err = %v, want %q", tt.json, err, tt.want)
		}
	}
}

func TestWaitStatesFor(t *testing.T) {
	p, _ := LoadProfile("nucleo-g071rb")
	for hz, ws := range map[uint64]int{8e6: 0, 24e6: 0, 24e6 + 1: 1, 48e6: 1, 64e6: 2} {
		if got := WaitStatesFor(p.Flash.WaitTable, hz); got != ws {
			t.Errorf("%d Hz: %d wait states, want %d", hz, got, ws)
		}
	}
}
