package models

import (
	"strings"
	"testing"
)

// TestWhatIfParam: each what-if flag is the parameter the board's memory
// model declares, or an error naming the board and what it has.
func TestWhatIfParam(t *testing.T) {
	for _, tt := range []struct {
		board string
		flag  WhatIf
		param string // "" : refused
		hint  string // in the refusal
	}{
		{"nucleo-h743zi2", WhatIfICache, "icache", ""},
		{"nucleo-h743zi2", WhatIfPrefetch, "", "--icache (--param icache)"},
		{"nucleo-f767zi", WhatIfPrefetch, "flash_prefetch", ""},
		{"nucleo-f091rc", WhatIfICache, "", "--prefetch (--param flash_prefetch)"},
		{"nucleo-wba52cg", WhatIfPrefetch, "", "--icache (--param flash_icache)"},
		{"nucleo-f103rb", WhatIfFlashWS, "flash_wait_states", ""},
		{"rpi-pico", WhatIfICache, "", "--param xip_cache=0"},
		{"rpi-pico2", WhatIfFlashWS, "", "XIP miss costs --param flash_wait_states"},
		{"stm32mp135f-dk", WhatIfICache, "", "l1i_size"},
	} {
		p, err := LoadProfile(tt.board)
		if err != nil {
			t.Fatal(err)
		}
		got, err := p.WhatIfParam(tt.flag)
		switch {
		case tt.param != "" && (err != nil || got != tt.param):
			t.Errorf("%s --%s: %q, %v; want %s", tt.board, tt.flag, got, err, tt.param)
		case tt.param == "" && (err == nil || !strings.Contains(err.Error(), tt.board) || !strings.Contains(err.Error(), tt.hint)):
			t.Errorf("%s --%s: %q, %v; want refused naming %q", tt.board, tt.flag, got, err, tt.hint)
		}
	}
}

// TestM7NameShowsART: the F767's memory model name says how its ART is
// set, so that a what-if on it shows even where the code does not go
// through it (fetches over the AXIM).
func TestM7NameShowsART(t *testing.T) {
	p, err := LoadProfile("nucleo-f767zi")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := p.ResolveParams(map[string]float64{"flash_prefetch": 0})
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewMemory(p, ValuesOf(ps))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(m.Name(), "ART on the ITCM flash: prefetch off, cache on") {
		t.Errorf("name %q: want the ART's prefetch off and cache on", m.Name())
	}
}
