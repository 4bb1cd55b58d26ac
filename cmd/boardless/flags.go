package main

import (
	"boardless/models"
	"boardless/sim"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"github.com/spf13/pflag"
)

// boardFlags are the flags that choose a board and its what-if settings.
type boardFlags struct {
	board, boardFile string
	mul              string
	budget           uint64
	timeout          time.Duration
	clock            uint64
	flashWS          int
	prefetch, icache string
	params           []string
}

func (b *boardFlags) register(fs *pflag.FlagSet) {
	fs.StringVar(&b.board, "board", defaultBoard, "board to predict for (see 'boardless boards')")
	fs.StringVar(&b.boardFile, "board-file", "", "load the board from this JSON profile instead (may inherit a built-in one)")
	fs.StringVar(&b.mul, "mul", "fast", "Cortex-M0/M0+ multiplier option: fast (1 cycle) or small (32 cycles)")
	fs.Uint64Var(&b.budget, "budget", sim.DefaultBudget, "stop after this many instructions (runaway code)")
	fs.DurationVar(&b.timeout, "timeout", 0, "stop each call after this wall-clock time, e.g. 30s (default: none)")
	fs.Uint64Var(&b.clock, "clock", 0, "what if: core clock in Hz (flash wait states follow the chip's table unless --flash-ws)")
	fs.IntVar(&b.flashWS, "flash-ws", -1, "what if: flash wait states (default: the chip's table at the clock)")
	fs.StringVar(&b.prefetch, "prefetch", "", "what if: flash prefetch on or off (default: the board's)")
	fs.StringVar(&b.icache, "icache", "", "what if: instruction cache on or off (default: the board's)")
	fs.StringArrayVar(&b.params, "param", nil, "what if: set a model parameter, NAME=VALUE (repeatable; 'boardless params' lists them)")
}

// onOff parses an on|off what-if flag; "" keeps the board's setting.
func onOff(name, v string) (*bool, error) {
	switch v {
	case "":
		return nil, nil
	case "on":
		t := true
		return &t, nil
	case "off":
		f := false
		return &f, nil
	}
	return nil, usageError{fmt.Sprintf("--%s %q: use on or off", name, v)}
}

func (b *boardFlags) load() (*models.Profile, sim.Options, error) {
	var p *models.Profile
	var err error
	if b.boardFile != "" {
		p, err = models.LoadProfileFile(b.boardFile)
	} else {
		p, err = models.LoadProfile(b.board)
	}
	if err != nil {
		return nil, sim.Options{}, err
	}
	if p.Kind != "board" {
		return nil, sim.Options{}, fmt.Errorf("%s is a %s profile, not a board (known boards: %s)", p.Name, p.Kind, strings.Join(models.BoardNames(), ", "))
	}
	opts := sim.Options{Budget: b.budget, Timeout: b.timeout}
	switch b.mul {
	case "fast":
	case "small":
		opts.MulSmall = true
	default:
		return nil, opts, usageError{fmt.Sprintf("--mul %q: use fast or small", b.mul)}
	}
	if b.budget == 0 {
		return nil, opts, usageError{"--budget must be at least 1"}
	}
	if b.timeout < 0 {
		return nil, opts, usageError{"--timeout must not be negative"}
	}
	opts.ClockHz = b.clock
	if b.flashWS >= 0 {
		ws := b.flashWS
		opts.FlashWS = &ws
	} else if b.flashWS != -1 {
		return nil, opts, usageError{"--flash-ws must be 0 or more"}
	}
	if opts.Prefetch, err = onOff("prefetch", b.prefetch); err != nil {
		return nil, opts, err
	}
	if opts.ICache, err = onOff("icache", b.icache); err != nil {
		return nil, opts, err
	}
	// Apply the what-ifs now, for a clear early error and so that what is
	// printed is the board as simulated (sim applies them again: idempotent).
	for _, kv := range b.params {
		name, v, err := models.ParseParam(kv)
		if err != nil {
			return nil, opts, usageError{err.Error()}
		}
		if _, dup := opts.Params[name]; dup {
			return nil, opts, usageError{fmt.Sprintf("--param %s given twice", name)}
		}
		if opts.Params == nil {
			opts.Params = map[string]float64{}
		}
		opts.Params[name] = v
	}
	wp, _, err := opts.Resolve(p)
	if err != nil {
		return nil, opts, usageError{err.Error()}
	}
	return wp, opts, nil
}

func checkFormat(f string) error {
	if f != "table" && f != "json" {
		return usageError{fmt.Sprintf("--format %q: use table or json", f)}
	}
	return nil
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

func mhz(hz uint64) string { return fmt.Sprintf("%g MHz", float64(hz)/1e6) }

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
