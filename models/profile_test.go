package models

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestBuiltinBoards(t *testing.T) {
	want := map[string]struct {
		core   string
		clock  uint64
		ws     int
		memory string
	}{
		"nucleo-g071rb":   {"cortex-m0plus", 64e6, 2, "stm32-flash"},
		"nucleo-f091rc":   {"cortex-m0", 48e6, 1, "stm32-flash"},
		"nucleo-wba52cg":  {"cortex-m33", 100e6, 3, "stm32-flash"},
		"stm32mp135f-dk":  {"cortex-a7", 650e6, 0, "l1-l2-ddr"},
		"nucleo-f103rb":   {"cortex-m3", 72e6, 2, "stm32f1-prefetch"}, // RM0008 §3.3.3: 48 < 72 MHz <= 72
		"nucleo-f401re":   {"cortex-m4f", 84e6, 2, "stm32-art"},       // RM0368 Table 6, 2.7-3.6 V: 60 < 84 <= 84
		"nucleo-f446re":   {"cortex-m4f", 180e6, 5, "stm32-art"},      // RM0390 Table 5, 2.7-3.6 V: 150 < 180 <= 180
		"nucleo-l476rg":   {"cortex-m4f", 80e6, 4, "stm32-art"},       // RM0351 Table 12, range 1: 64 < 80 <= 80
		"nucleo-g474re":   {"cortex-m4f", 170e6, 4, "stm32-art"},      // RM0440 Table 9, range 1 boost: 136 < 170 <= 170
		"nucleo-u575zi-q": {"cortex-m33", 160e6, 4, "stm32-flash"},    // RM0456 §7.3.3, range 1: 128 < 160 <= 160
		"nucleo-c031c6":   {"cortex-m0plus", 48e6, 1, "stm32-flash"},  // RM0490 §3.3.4: 24 < 48 <= 48
		"rpi-pico":        {"cortex-m0plus", 125e6, 0, "rp-xip"},
		"rpi-pico2":       {"cortex-m33", 150e6, 0, "rp-xip"},
		"rpi-pico2-riscv": {"hazard3", 150e6, 0, "rp-xip"},
		"nrf52840-dk":     {"cortex-m4f", 64e6, 2, "nrf-nvmc"}, // estimated (the PS gives none)
		"nucleo-h743zi2":  {"cortex-m7", 480e6, 4, "m7-axi"},
		"nucleo-f767zi":   {"cortex-m7", 216e6, 7, "m7-axi"},
		"ch32v003-evt":    {"qingke-v2", 48e6, 1, "stm32-flash"}, // CH32V003 RM FLASH_ACTLR: 24 < 48 <= 48
	}
	loaded := map[string]bool{}
	for _, b := range Boards() {
		loaded[b.Name] = true
		w, ok := want[b.Name]
		if !ok {
			t.Errorf("board %s is not in this table", b.Name)
			continue
		}
		if b.Core != w.core || b.ClockHz != w.clock || b.FlashWaitStates() != w.ws || b.MemoryModel != w.memory {
			t.Errorf("%s: core %s clock %d ws %d memory %s, want %+v", b.Name, b.Core, b.ClockHz, b.FlashWaitStates(), b.MemoryModel, w)
		}
	}
	for name, w := range want {
		if loaded[name] {
			continue
		}
		// A board whose core profile is not in this tree yet (the core
		// arrives with its model) is checked once it is; any other
		// failure to load is an error.
		if _, err := builtin.ReadFile("profiles/" + w.core + ".json"); err == nil {
			_, err := LoadProfile(name)
			t.Errorf("board %s did not load: %v", name, err)
		} else {
			t.Logf("%s: core profile %s.json not in this tree; its memory system is checked by TestNewBoardMemory", name, w.core)
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
