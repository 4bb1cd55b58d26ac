package sim

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"boardless/models"
)

// WhatIf is the what-if settings of a run: what the board is asked to be
// instead of itself. It is parsed from text once (ParseWhatIf), checked
// against a board and applied by Resolve; every command builds one (a
// sweep one per point) instead of carrying the settings in its flags.
type WhatIf struct {
	MulSmall bool   // 32-cycle multiplier on M0/M0+
	ClockHz  uint64 // core clock; 0 keeps the board's
	FlashWS  *int   // flash wait states; nil follows the chip's table at the clock
	Prefetch *bool  // flash prefetch on or off; nil keeps the board's
	ICache   *bool  // instruction cache on or off; nil keeps the board's
	// Params sets model parameters by name (--param NAME=VALUE), over
	// the board's; 'boardless params' lists them.
	Params map[string]float64
	// CodeIn names a region of the board's memory list the image's code
	// is timed as if linked into (--code-in; placement.go); "" keeps it
	// where the ELF puts it.
	CodeIn string
	// DataIn names a region the board's data region (where the
	// arguments, globals and stack live) is timed as if it were
	// (--data-in; placement.go); "" keeps it.
	DataIn string
}

// WhatIfText is a WhatIf as the command line gives it: each setting as
// written ("" for one not given), the --param settings as NAME=VALUE.
type WhatIfText struct {
	Clock, FlashWS   string // Hz (24e6, 24MHz); wait states 0..15
	Prefetch, ICache string // on, off
	Mul              string // fast, small ("" is fast)
	CodeIn           string
	CodeInSRAM       bool // --code-in the board's SRAM
	DataIn           string
	Params           []string
}

// WhatIfNames are the settings 'sweep --vary' and 'compare --what-if'
// name besides the model parameters, in the order messages list them.
var WhatIfNames = []string{"clock", "flash-ws", "prefetch", "icache", "mul", "code-in", "data-in"}

// IsWhatIf says whether name is one of WhatIfNames.
func IsWhatIf(name string) bool { return slices.Contains(WhatIfNames, name) }

var paramName = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// IsSettingName says whether name may be varied: a what-if or something
// spelled like a model parameter (whether the board has it is the
// board's to say).
func IsSettingName(name string) bool { return IsWhatIf(name) || paramName.MatchString(name) }

// Vary sets the setting param (one of WhatIfNames, or a model
// parameter) to v, as 'sweep --vary' and 'compare --what-if' give it; a
// --param of the same name is replaced.
func (t *WhatIfText) Vary(param, v string) error {
	switch param {
	case "clock":
		hz, err := ParseHz(v)
		if err != nil {
			return fmt.Errorf("--vary clock=%s: %v", v, err)
		}
		t.Clock = strconv.FormatUint(hz, 10)
	case "flash-ws":
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return fmt.Errorf("--vary flash-ws=%s: not a wait-state count (0 to 15)", v)
		}
		t.FlashWS = strconv.Itoa(n)
	case "prefetch":
		t.Prefetch = v
	case "icache":
		t.ICache = v
	case "mul":
		t.Mul = v
	case "code-in":
		t.CodeIn, t.CodeInSRAM = v, false
	case "data-in":
		t.DataIn = v
	default:
		var keep []string
		for _, kv := range t.Params {
			if name, _, _ := strings.Cut(kv, "="); name != param {
				keep = append(keep, kv)
			}
		}
		t.Params = append(keep, param+"="+v)
	}
	return nil
}

// ParseWhatIf reads the what-ifs as given; whether the board takes them
// is CheckBoard's and Resolve's to say.
func ParseWhatIf(t WhatIfText) (WhatIf, error) {
	var w WhatIf
	var err error
	switch t.Mul {
	case "", "fast":
	case "small":
		w.MulSmall = true
	default:
		return w, fmt.Errorf("--mul %q: use fast or small", t.Mul)
	}
	if t.Clock != "" {
		if w.ClockHz, err = ParseHz(t.Clock); err != nil {
			return w, fmt.Errorf("--clock %s: %v", t.Clock, err)
		}
	}
	if w.Prefetch, err = parseOnOff("prefetch", t.Prefetch); err != nil {
		return w, err
	}
	if w.ICache, err = parseOnOff("icache", t.ICache); err != nil {
		return w, err
	}
	if w.FlashWS, err = parseWaitStates(t.FlashWS); err != nil {
		return w, err
	}
	switch {
	case t.CodeInSRAM && t.CodeIn != "":
		return w, fmt.Errorf("give --code-in or --code-in-sram, not both")
	case t.CodeInSRAM:
		w.CodeIn = "sram"
	default:
		w.CodeIn = t.CodeIn
	}
	w.DataIn = t.DataIn
	w.Params, err = parseParams(t.Params)
	return w, err
}

// parseWaitStates reads --flash-ws: "" follows the chip's table.
func parseWaitStates(s string) (*int, error) {
	if s == "" {
		return nil, nil
	}
	ws, err := strconv.Atoi(s)
	switch {
	case err != nil:
		return nil, fmt.Errorf("--flash-ws %q: not a wait-state count (0 to 15)", s)
	case ws < 0:
		return nil, fmt.Errorf("--flash-ws %d: must be 0 or more", ws)
	case ws > 15:
		return nil, fmt.Errorf("--flash-ws %d: use 0 to 15 (FLASH_ACR.LATENCY)", ws)
	}
	return &ws, nil
}

// parseParams reads the --param NAME=VALUE settings, each name once.
func parseParams(kvs []string) (map[string]float64, error) {
	var out map[string]float64
	for _, kv := range kvs {
		name, v, err := models.ParseParam(kv)
		if err != nil {
			return nil, fmt.Errorf("--param %q: %v", kv, err)
		}
		if _, dup := out[name]; dup {
			return nil, fmt.Errorf("--param %s given twice", name)
		}
		if out == nil {
			out = map[string]float64{}
		}
		out[name] = v
	}
	return out, nil
}

// parseOnOff parses an on|off what-if; "" keeps the board's setting.
func parseOnOff(name, v string) (*bool, error) {
	switch v {
	case "":
		return nil, nil
	case "on", "off":
		on := v == "on"
		return &on, nil
	}
	return nil, fmt.Errorf("--%s %q: use on or off", name, v)
}

// ParseHz reads a frequency above 0 Hz: Hz, with an optional SI prefix
// and unit (24000000, 24e6, 24M, 24MHz).
func ParseHz(s string) (uint64, error) {
	t := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSpace(s), "Hz"), "hz")
	mult := 1.0
	if n := len(t); n > 0 {
		switch t[n-1] {
		case 'k', 'K':
			mult, t = 1e3, t[:n-1]
		case 'M':
			mult, t = 1e6, t[:n-1]
		case 'G':
			mult, t = 1e9, t[:n-1]
		}
	}
	f, err := strconv.ParseFloat(strings.TrimSpace(t), 64)
	f *= mult
	if err != nil || math.IsNaN(f) || f < 1 || f > 1e12 || f != math.Trunc(f) {
		return 0, fmt.Errorf("not a frequency above 0 Hz: use Hz, e.g. 24000000, 24e6 or 24MHz")
	}
	return uint64(f), nil
}

// CheckBoard refuses the what-ifs the board's core cannot take: the
// multiplier option where the core has none, a clock above the chip's
// maximum. (The flash what-ifs are the memory model's to refuse, in
// Resolve.)
func (w WhatIf) CheckBoard(p *models.Profile) error {
	if w.MulSmall {
		if err := checkMulOption(p); err != nil {
			return err
		}
	}
	if p.MaxClockHz != 0 && w.ClockHz > p.MaxClockHz {
		return fmt.Errorf("--clock %d: %s runs at most at %g MHz; use 1 to %d Hz", w.ClockHz, p.Name, float64(p.MaxClockHz)/1e6, p.MaxClockHz)
	}
	return nil
}

// boardCheckError is a what-if CheckBoard refuses, as Resolve returns
// it: its text names the flag and the board already, so LoadBoard adds
// no "(--board B)" to it.
type boardCheckError struct{ error }

func (e boardCheckError) Unwrap() error { return e.error }

// checkMulOption refuses --mul small on a core without the multiplier
// option (its mul_cycles parameter), naming the cores that have it.
func checkMulOption(p *models.Profile) error {
	spec, err := models.LookupCore(p.Core)
	if err != nil {
		return err
	}
	var with []string
	for _, c := range models.Cores() {
		if hasParam(c.Params, "mul_cycles") {
			with = append(with, c.Name)
		}
	}
	if !slices.Contains(with, spec.Name) {
		return fmt.Errorf("--mul small: the %s of %s has no multiplier option (only %s have)", spec.Name, p.Name, strings.Join(with, ", "))
	}
	return nil
}

// overrides are the parameter settings of the what-ifs: Params, and the
// multiplier option as its parameter (CheckBoard has checked the core
// has it).
func (w WhatIf) overrides() map[string]float64 {
	out := map[string]float64{}
	if w.MulSmall {
		out["mul_cycles"] = 32
	}
	for k, v := range w.Params {
		out[k] = v
	}
	return out
}

func hasParam(ps []models.ParamDef, name string) bool {
	return slices.ContainsFunc(ps, func(d models.ParamDef) bool { return d.Name == name })
}

// Resolve checks the what-ifs against the board, applies them (apply)
// and resolves every parameter of its models: the board as a run would
// see it.
func (w WhatIf) Resolve(board *models.Profile) (*models.Profile, []models.ParamValue, error) {
	if board.Kind != "board" {
		return nil, nil, fmt.Errorf("%s is a %s profile, not a board", board.Name, board.Kind)
	}
	if err := w.CheckBoard(board); err != nil {
		return nil, nil, boardCheckError{err}
	}
	b, err := w.apply(board)
	if err != nil {
		return nil, nil, err
	}
	ov := w.overrides()
	wi, err := w.whatIfSettings(b)
	if err != nil {
		return nil, nil, err
	}
	for _, s := range wi {
		if _, dup := w.Params[s.param]; dup {
			return nil, nil, fmt.Errorf("--%s and --param %s set the same parameter: give one", s.flag, s.param)
		}
		ov[s.param] = s.value
	}
	ps, err := b.ResolveParams(ov)
	if err != nil {
		return nil, nil, err
	}
	return b, ps, nil
}

// whatIfSetting is a flash what-if as its memory-model parameter.
type whatIfSetting struct {
	flag  models.WhatIf
	param string
	value float64
}

// whatIfSettings maps the flash what-ifs that are set (FlashWS,
// Prefetch, ICache) to the parameters of the board's memory model they
// set; a what-if the board's model does not take is an error naming
// what it has.
func (w WhatIf) whatIfSettings(board *models.Profile) ([]whatIfSetting, error) {
	var out []whatIfSetting
	add := func(flag models.WhatIf, v float64) error {
		name, err := board.WhatIfParam(flag)
		out = append(out, whatIfSetting{flag, name, v})
		return err
	}
	if w.FlashWS != nil {
		if err := add(models.WhatIfFlashWS, float64(*w.FlashWS)); err != nil {
			return nil, err
		}
	}
	if w.Prefetch != nil {
		if err := add(models.WhatIfPrefetch, onOff(*w.Prefetch)); err != nil {
			return nil, err
		}
	}
	if w.ICache != nil {
		if err := add(models.WhatIfICache, onOff(*w.ICache)); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// apply returns a copy of the board with the what-ifs' clock applied,
// and its flash section changed as the flash what-ifs say (what reports
// print), after checking that the board's memory model takes each
// (Resolve sets the model's parameters). Wait states follow the
// chip's table at the new clock unless FlashWS overrides them.
func (w WhatIf) apply(board *models.Profile) (*models.Profile, error) {
	p := *board
	if w.ClockHz != 0 {
		p.ClockHz = w.ClockHz // CheckBoard has held it to the chip's maximum
	}
	if w.FlashWS != nil && (*w.FlashWS < 0 || *w.FlashWS > 15) {
		return nil, fmt.Errorf("flash wait states %d out of range 0..15", *w.FlashWS)
	}
	if _, err := w.whatIfSettings(&p); err != nil {
		return nil, err
	}
	if p.Flash == nil {
		return &p, nil
	}
	f := *p.Flash
	p.Flash = &f
	if w.FlashWS != nil {
		ws := *w.FlashWS
		f.WaitStates = &ws
	}
	// Only the switches the flash section has: the M7's --icache is its
	// L1 cache, a parameter of its own.
	if w.Prefetch != nil && f.Prefetch != nil {
		f.Prefetch = w.Prefetch
	}
	if w.ICache != nil && f.ICacheBytes != 0 {
		f.ICache = w.ICache
	}
	return &p, nil
}

// Pinning returns the what-ifs with the parameters pin set over
// Params (calibrate's candidates): a what-if flag whose parameter on
// board is pinned gives way to the pin.
func (w WhatIf) Pinning(board *models.Profile, pin map[string]float64) WhatIf {
	out := w
	out.Params = map[string]float64{}
	for k, v := range w.Params {
		out.Params[k] = v
	}
	for k, v := range pin {
		out.Params[k] = v
	}
	pinned := func(f models.WhatIf) bool {
		name, err := board.WhatIfParam(f)
		_, ok := pin[name]
		return err == nil && ok
	}
	if out.FlashWS != nil && pinned(models.WhatIfFlashWS) {
		out.FlashWS = nil
	}
	if out.Prefetch != nil && pinned(models.WhatIfPrefetch) {
		out.Prefetch = nil
	}
	if out.ICache != nil && pinned(models.WhatIfICache) {
		out.ICache = nil
	}
	return out
}

// CodeRegion is the region the code is timed in as t gives it: CodeIn,
// "sram" for CodeInSRAM, "" for neither (or both, which ParseWhatIf
// refuses).
func (t WhatIfText) CodeRegion() string {
	switch {
	case t.CodeInSRAM && t.CodeIn != "":
		return ""
	case t.CodeInSRAM:
		return "sram"
	}
	return t.CodeIn
}
