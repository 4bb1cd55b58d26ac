package sim_test

import (
	"reflect"
	"strings"
	"testing"

	"boardless/models"
	"boardless/sim"
)

// TestParseWhatIf pins the one reading of the what-ifs from text: each
// setting parsed, and each mistake refused with the message the command
// line prints.
func TestParseWhatIf(t *testing.T) {
	ws0, ws3, on, off := 0, 3, true, false
	for _, tt := range []struct {
		name string
		text sim.WhatIfText
		want sim.WhatIf
		err  string
	}{
		{"none", sim.WhatIfText{}, sim.WhatIf{}, ""},
		{"mul fast", sim.WhatIfText{Mul: "fast"}, sim.WhatIf{}, ""},
		{"every setting", sim.WhatIfText{Clock: "24MHz", FlashWS: "3", Prefetch: "on", ICache: "off", Mul: "small",
			CodeIn: "sram", DataIn: "axi-sram", Params: []string{"div_cycles=12"}},
			sim.WhatIf{MulSmall: true, ClockHz: 24e6, FlashWS: &ws3, Prefetch: &on, ICache: &off,
				Params: map[string]float64{"div_cycles": 12}, CodeIn: "sram", DataIn: "axi-sram"}, ""},
		{"zero wait states", sim.WhatIfText{FlashWS: "0"}, sim.WhatIf{FlashWS: &ws0}, ""},
		{"code-in-sram", sim.WhatIfText{CodeInSRAM: true}, sim.WhatIf{CodeIn: "sram"}, ""},
		{"bad mul", sim.WhatIfText{Mul: "tiny"}, sim.WhatIf{}, `--mul "tiny": use fast or small`},
		{"bad clock", sim.WhatIfText{Clock: "fast"}, sim.WhatIf{}, "--clock fast: not a frequency"},
		{"bad prefetch", sim.WhatIfText{Prefetch: "maybe"}, sim.WhatIf{}, `--prefetch "maybe": use on or off`},
		{"bad icache", sim.WhatIfText{ICache: "1"}, sim.WhatIf{}, `--icache "1": use on or off`},
		{"negative ws", sim.WhatIfText{FlashWS: "-2"}, sim.WhatIf{}, "--flash-ws -2: must be 0 or more"},
		{"too many ws", sim.WhatIfText{FlashWS: "16"}, sim.WhatIf{}, "--flash-ws 16: use 0 to 15"},
		{"both code-ins", sim.WhatIfText{CodeIn: "sram", CodeInSRAM: true}, sim.WhatIf{}, "give --code-in or --code-in-sram, not both"},
		{"param twice", sim.WhatIfText{Params: []string{"a=1", "a=2"}}, sim.WhatIf{}, "--param a given twice"},
		{"param no value", sim.WhatIfText{Params: []string{"a"}}, sim.WhatIf{}, `--param "a"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := sim.ParseWhatIf(tt.text)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want one containing %q", err, tt.err)
				}
				return
			}
			if err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %+v, %v; want %+v", got, err, tt.want)
			}
		})
	}
}

// TestWhatIfVary pins how a sweep's point or a compare column sets one
// setting on the what-ifs it starts from: the others kept, a --param of
// the same name replaced.
func TestWhatIfVary(t *testing.T) {
	base := sim.WhatIfText{Prefetch: "on", CodeInSRAM: true, Params: []string{"div_cycles=2", "l2_hit_cycles=9"}}
	for _, tt := range []struct {
		param, value string
		want         sim.WhatIfText
		err          string
	}{
		{"clock", "8e6", sim.WhatIfText{Clock: "8000000", Prefetch: "on", CodeInSRAM: true, Params: base.Params}, ""},
		{"flash-ws", "2", sim.WhatIfText{FlashWS: "2", Prefetch: "on", CodeInSRAM: true, Params: base.Params}, ""},
		{"prefetch", "off", sim.WhatIfText{Prefetch: "off", CodeInSRAM: true, Params: base.Params}, ""},
		{"code-in", "flash", sim.WhatIfText{Prefetch: "on", CodeIn: "flash", Params: base.Params}, ""},
		{"div_cycles", "12", sim.WhatIfText{Prefetch: "on", CodeInSRAM: true, Params: []string{"l2_hit_cycles=9", "div_cycles=12"}}, ""},
		{"clock", "0", sim.WhatIfText{}, "--vary clock=0: not a frequency"},
		{"flash-ws", "-1", sim.WhatIfText{}, "--vary flash-ws=-1: not a wait-state count"},
	} {
		got := base
		got.Params = append([]string(nil), base.Params...)
		err := got.Vary(tt.param, tt.value)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%s=%s: error %v, want %q", tt.param, tt.value, err, tt.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s=%s: got %+v, %v; want %+v", tt.param, tt.value, got, err, tt.want)
		}
	}
}

// TestWhatIfCheckBoard pins the what-ifs a board's core refuses before
// any run: the multiplier option off the M0/M0+, a clock above the chip's.
func TestWhatIfCheckBoard(t *testing.T) {
	g0, _ := models.LoadProfile("nucleo-g071rb")
	wba, _ := models.LoadProfile("nucleo-wba52cg")
	for _, tt := range []struct {
		board *models.Profile
		w     sim.WhatIf
		err   string
	}{
		{g0, sim.WhatIf{MulSmall: true, ClockHz: 16e6}, ""},
		{wba, sim.WhatIf{MulSmall: true}, "cortex-m33 of nucleo-wba52cg has no multiplier option"},
		{g0, sim.WhatIf{ClockHz: 65e6}, "--clock 65000000: nucleo-g071rb runs at most at 64 MHz"},
	} {
		err := tt.w.CheckBoard(tt.board)
		if _, _, rerr := tt.w.Resolve(tt.board); (rerr == nil) != (err == nil) {
			t.Errorf("%s %+v: CheckBoard says %v but Resolve %v", tt.board.Name, tt.w, err, rerr)
		}
		if (tt.err == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), tt.err) {
			t.Errorf("%s %+v: error %v, want %q", tt.board.Name, tt.w, err, tt.err)
		}
	}
}

// TestWhatIfPinning pins how calibrate builds each candidate's
// what-ifs: the candidate's parameters over the flags', a what-if flag
// whose parameter is pinned giving way (else Resolve refuses the two as
// setting the same parameter), the flags' own what-ifs left unchanged.
func TestWhatIfPinning(t *testing.T) {
	g0, _ := models.LoadProfile("nucleo-g071rb")
	ws := 2
	flags := sim.WhatIf{FlashWS: &ws, Params: map[string]float64{"mul_cycles": 32}}
	pinned := flags.Pinning(g0, map[string]float64{"flash_wait_states": 0})
	if pinned.FlashWS != nil || !reflect.DeepEqual(pinned.Params, map[string]float64{"mul_cycles": 32, "flash_wait_states": 0}) {
		t.Errorf("flash_wait_states pinned: %+v", pinned)
	}
	if _, _, err := pinned.Resolve(g0); err != nil {
		t.Errorf("the pinned what-ifs do not resolve: %v", err)
	}
	other := flags.Pinning(g0, map[string]float64{"mul_cycles": 1})
	if other.FlashWS == nil || *other.FlashWS != 2 || other.Params["mul_cycles"] != 1 {
		t.Errorf("mul_cycles pinned: %+v", other)
	}
	if flags.Params["mul_cycles"] != 32 || len(flags.Params) != 1 || flags.FlashWS == nil {
		t.Errorf("Pinning changed the what-ifs it was given: %+v", flags)
	}
}
