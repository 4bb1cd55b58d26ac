package sim_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"boardless/sim"
)

// TestLoadBoard: the one place a command's board is loaded and
// resolved; every refusal is an InputError (exit 2) naming what is
// wrong, and a what-if is applied once.
func TestLoadBoard(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	m33 := write("m33.json", `{"name": "g0-m33", "kind": "board", "inherits": "nucleo-g071rb", "core": "cortex-m33"}`)
	chip := write("chip.json", `{"name": "mychip", "kind": "chip", "inherits": "stm32g071rb"}`)
	ok := sim.BoardChoice{Name: "nucleo-g071rb", Budget: sim.DefaultBudget}
	with := func(f func(*sim.BoardChoice)) sim.BoardChoice { c := ok; f(&c); return c }
	refusals := []struct {
		name   string
		choice sim.BoardChoice
		want   []string
	}{
		{"unknown board", with(func(c *sim.BoardChoice) { c.Name = "nucleo-g07" }), []string{`unknown board "nucleo-g07"`, "did you mean nucleo-g071rb?"}},
		{"chip as board", with(func(c *sim.BoardChoice) { c.Name = "stm32g071rb" }), []string{"stm32g071rb is a chip profile, not a board"}},
		{"budget 0", with(func(c *sim.BoardChoice) { c.Budget = 0 }), []string{"--budget 0"}},
		{"negative timeout", with(func(c *sim.BoardChoice) { c.Timeout = -1 }), []string{"--timeout", "must not be negative"}},
		{"mul word", with(func(c *sim.BoardChoice) { c.WhatIf.Mul = "slow" }), []string{`--mul "slow"`}},
		{"clock above the chip's", with(func(c *sim.BoardChoice) { c.WhatIf.Clock = "1e9" }), []string{"at most at 64 MHz"}},
		{"unknown param", with(func(c *sim.BoardChoice) { c.WhatIf.Params = []string{"foo=1"} }), []string{"foo", "(--board nucleo-g071rb)"}},
		{"file changes the core", sim.BoardChoice{File: m33, Budget: 1}, []string{"sets core cortex-m33", "may not change its chip's core"}},
		{"file is a chip", sim.BoardChoice{File: chip, Budget: 1}, []string{"is a chip profile, not a board", "field kind"}},
		{"file missing", sim.BoardChoice{File: filepath.Join(dir, "nope.json"), Budget: 1}, []string{"nope.json", "--board-file"}},
	}
	for _, tt := range refusals {
		_, err := sim.LoadBoard(tt.choice)
		var ie *sim.InputError
		if !errors.As(err, &ie) {
			t.Errorf("%s: error %v, want an InputError", tt.name, err)
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %q lacks %q", tt.name, err, w)
			}
		}
	}
	rb, err := sim.LoadBoard(with(func(c *sim.BoardChoice) { c.WhatIf.Clock = "16MHz" }))
	if err != nil || rb.Board.ClockHz != 16e6 || rb.Opts.ClockHz != 16e6 {
		t.Errorf("--clock 16MHz: %v", err)
	}
}

func TestBoardParam(t *testing.T) {
	g0, err := sim.BuiltinBoard("nucleo-g071rb")
	if err != nil {
		t.Fatal(err)
	}
	if ws, ok := sim.BoardParam(g0, "flash_wait_states"); !ok || ws != 2 {
		t.Errorf("nucleo-g071rb at 64 MHz: flash_wait_states %v %v, want 2 (the chip's wait-state table at 64 MHz)", ws, ok)
	}
	if _, ok := sim.BoardParam(g0, "l2_hit_cycles"); ok {
		t.Error("an M0+ board has l2_hit_cycles")
	}
}

func TestCodeRegion(t *testing.T) {
	for _, tt := range []struct {
		t    sim.WhatIfText
		want string
	}{
		{sim.WhatIfText{}, ""},
		{sim.WhatIfText{CodeIn: "itcm"}, "itcm"},
		{sim.WhatIfText{CodeInSRAM: true}, "sram"},
		{sim.WhatIfText{CodeIn: "itcm", CodeInSRAM: true}, ""},
	} {
		if got := tt.t.CodeRegion(); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.t, got, tt.want)
		}
	}
}
