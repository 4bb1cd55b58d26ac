package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"boardless/bench"
	"boardless/kernels"
	"boardless/models"
	"boardless/sim"
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
	codeIn           string
	codeInSRAM       bool
	dataIn           string
}

func (b *boardFlags) register(fs *pflag.FlagSet) {
	fs.StringVar(&b.board, "board", defaultBoard, "board to predict for (see 'boardless boards')")
	fs.StringVar(&b.boardFile, "board-file", "", "load the board from this JSON profile instead (may inherit a built-in one)")
	fs.StringVar(&b.mul, "mul", "fast", "Cortex-M0/M0+ multiplier option: fast (1 cycle) or small (32 cycles)")
	fs.Uint64Var(&b.budget, "budget", sim.DefaultBudget, "stop after this many instructions (runaway code)")
	fs.DurationVar(&b.timeout, "timeout", 0, "stop each call after this wall-clock time, e.g. 30s (default: none)")
	fs.Var((*hzValue)(&b.clock), "clock", "what if: core clock, e.g. 24000000, 24e6 or 24MHz (flash wait states follow the chip's table unless --flash-ws)")
	fs.IntVar(&b.flashWS, "flash-ws", -1, "what if: flash wait states (default: the chip's table at the clock)")
	fs.StringVar(&b.prefetch, "prefetch", "", "what if: flash prefetch on or off (default: the board's)")
	fs.StringVar(&b.icache, "icache", "", "what if: instruction cache on or off (default: the board's)")
	fs.StringArrayVar(&b.params, "param", nil, "what if: set a model parameter, NAME=VALUE (repeatable; 'boardless params' lists them)")
	fs.StringVar(&b.codeIn, "code-in", "", "what if: time the image's code (every executable section in flash, literal pools with it; not .rodata) as if linked into this memory region of the board (see 'boardless boards --format json')")
	fs.BoolVar(&b.codeInSRAM, "code-in-sram", false, "what if: --code-in the board's SRAM")
	fs.StringVar(&b.dataIn, "data-in", "", "what if: time every data access to the board's data region (arguments, globals, stack; DTCM on the M7 boards) as if the region were this one of the board's memory list (e.g. axi-sram)")
}

// hzValue is a frequency flag: Hz, with an optional SI prefix and unit
// (24000000, 24e6, 24M, 24MHz).
type hzValue uint64

func (h *hzValue) String() string {
	if *h == 0 {
		return ""
	}
	return strconv.FormatUint(uint64(*h), 10)
}

func (h *hzValue) Type() string { return "Hz" }

func (h *hzValue) Set(s string) error {
	v, err := parseHz(s)
	if err != nil {
		return err
	}
	*h = hzValue(v)
	return nil
}

// parseHz reads a frequency above 0 Hz.
func parseHz(s string) (uint64, error) {
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
	return nil, usagef("--%s %q: use on or off", name, v)
}

// boardNames are the boards --board names: one, or with several (bench,
// compare) a comma-separated list.
func (b *boardFlags) boardNames() []string {
	var out []string
	for _, n := range strings.Split(b.board, ",") {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// load returns the one board the flags choose, the what-ifs applied
// and checked, and the options of a run.
func (b *boardFlags) load() (*models.Profile, sim.Options, error) {
	if b.boardFile == "" && len(b.boardNames()) != 1 {
		return nil, sim.Options{}, usagef("--board %q: give one board here (bench and compare take several, comma-separated)", b.board)
	}
	return b.loadBoard(strings.TrimSpace(b.board))
}

// loadEach returns every board of --board (or the --board-file's), each
// with its options, in the order given.
func (b *boardFlags) loadEach() ([]*models.Profile, []sim.Options, error) {
	names := b.boardNames()
	if b.boardFile != "" {
		if b.board != defaultBoard {
			return nil, nil, usageError{"give --board or --board-file, not both"}
		}
		names = []string{""}
	}
	if len(names) == 0 {
		return nil, nil, usagef("--board %q: name at least one board ('boardless boards' lists them)", b.board)
	}
	var boards []*models.Profile
	var opts []sim.Options
	seen := map[string]bool{}
	for _, n := range names {
		if seen[n] {
			return nil, nil, usagef("--board %s: named twice", n)
		}
		seen[n] = true
		p, o, err := b.loadBoard(n)
		if err != nil {
			return nil, nil, err
		}
		boards, opts = append(boards, p), append(opts, o)
	}
	return boards, opts, nil
}

// loadBoard loads the board named (or the --board-file) and applies the
// what-if flags to it.
func (b *boardFlags) loadBoard(name string) (*models.Profile, sim.Options, error) {
	p, err := b.profile(name)
	if err != nil {
		return nil, sim.Options{}, err
	}
	opts, err := b.options(p)
	if err != nil {
		return nil, opts, err
	}
	// Apply the what-ifs now, for a clear early error and so that what is
	// printed is the board as simulated (sim applies them again: idempotent).
	wp, _, err := opts.Resolve(p)
	if err != nil {
		return nil, opts, usagef("%v (%s)", err, b.origin(p))
	}
	return wp, opts, nil
}

// origin names where the board came from, for messages.
func (b *boardFlags) origin(p *models.Profile) string {
	if b.boardFile != "" {
		return "--board-file " + b.boardFile
	}
	return "--board " + p.Name
}

// profile reads the board profile: a built-in board, or the user's file,
// which may not change the core of the chip it is built on.
func (b *boardFlags) profile(name string) (*models.Profile, error) {
	if b.boardFile == "" {
		return builtinBoard(name)
	}
	if err := sameCoreAsChip(b.boardFile); err != nil {
		return nil, inputError{err}
	}
	p, err := models.LoadProfileFile(b.boardFile)
	if err != nil {
		return nil, inputError{fmt.Errorf("%v (--board-file)", err)}
	}
	if p.Kind != "board" {
		return nil, inputError{fmt.Errorf("%s is a %s profile, not a board: a board file has \"kind\": \"board\" (--board-file %s, field kind)", p.Name, p.Kind, b.boardFile)}
	}
	return p, nil
}

// builtinBoard loads a built-in board by name.
func builtinBoard(name string) (*models.Profile, error) {
	names := models.BoardNames()
	if !slices.Contains(names, name) {
		if p, err := models.LoadProfile(name); err == nil {
			return nil, usagef("%s is a %s profile, not a board (--board; known boards: %s)", name, p.Kind, strings.Join(names, ", "))
		}
		hint := ""
		if s := nearest(name, names); s != "" {
			hint = fmt.Sprintf("did you mean %s? ", s)
		}
		return nil, usagef("unknown board %q (--board; %sknown boards: %s; or your own with --board-file)", name, hint, strings.Join(names, ", "))
	}
	p, err := models.LoadProfile(name)
	if err != nil {
		return nil, fmt.Errorf("built-in board %s does not load (a bug): %v", name, err)
	}
	return p, nil
}

// sameCoreAsChip refuses a board file that sets another core than its
// chip has: the chip's memory map, flash interface and parameters are
// those of a part with that core, so a Cortex-M33 "on" a G071 would be
// timed as no part exists. It reads the file's own fields before the
// profile is resolved, whose checks would otherwise complain about the
// chip's parameters instead. The chip is the one the file names, or its
// parent's; either a built-in profile or a file beside the board file.
func sameCoreAsChip(file string) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil // LoadProfileFile reports it
	}
	var head struct{ Core, Inherits, Chip string }
	if json.Unmarshal(data, &head) != nil || head.Core == "" {
		return nil
	}
	chipName := head.Chip
	if chipName == "" && head.Inherits != "" {
		parent, err := siblingOrBuiltin(file, head.Inherits)
		if err != nil {
			return nil // LoadProfileFile reports it
		}
		chipName = parent.Chip
	}
	if chipName == "" {
		return nil // a board of no chip: its core is its own
	}
	chip, err := siblingOrBuiltin(file, chipName)
	if err != nil || chip.Core == "" || chip.Core == head.Core {
		return nil
	}
	return fmt.Errorf("the board sets core %s, but its chip %s has a %s: a board may not change its chip's core; inherit a chip with a %s, or drop the field (%s, field core)",
		head.Core, chip.Name, chip.Core, head.Core, file)
}

// siblingOrBuiltin loads the profile a board file refers to: a file of
// that name beside it first, as models resolves "inherits", then the
// built-in one.
func siblingOrBuiltin(file, name string) (*models.Profile, error) {
	if p, err := models.LoadProfileFile(filepath.Join(filepath.Dir(file), name+".json")); err == nil {
		return p, nil
	}
	return models.LoadProfile(name)
}

// options turns the what-if flags into the options of a run on board p,
// checking each against what the board and its core have.
func (b *boardFlags) options(p *models.Profile) (sim.Options, error) {
	opts := sim.Options{Budget: b.budget, Timeout: b.timeout, ClockHz: b.clock}
	if err := b.checkMul(p, &opts); err != nil {
		return opts, err
	}
	if b.budget == 0 {
		return opts, usageError{"--budget 0: give at least 1 instruction"}
	}
	if b.timeout < 0 {
		return opts, usagef("--timeout %v: must not be negative", b.timeout)
	}
	if p.MaxClockHz != 0 && b.clock > p.MaxClockHz {
		return opts, usagef("--clock %d: %s runs at most at %s; use 1 to %d Hz", b.clock, p.Name, mhz(p.MaxClockHz), p.MaxClockHz)
	}
	if err := b.checkFlash(&opts); err != nil {
		return opts, err
	}
	codeIn, err := b.codePlacement()
	if err != nil {
		return opts, err
	}
	opts.CodeIn = codeIn
	opts.DataIn = b.dataIn
	for _, kv := range b.params {
		name, v, err := models.ParseParam(kv)
		if err != nil {
			return opts, usagef("--param %q: %v", kv, err)
		}
		if _, dup := opts.Params[name]; dup {
			return opts, usagef("--param %s given twice", name)
		}
		if opts.Params == nil {
			opts.Params = map[string]float64{}
		}
		opts.Params[name] = v
	}
	return opts, nil
}

// codePlacement returns the --code-in region ("sram" for
// --code-in-sram), refusing both at once.
func (b *boardFlags) codePlacement() (string, error) {
	switch {
	case b.codeInSRAM && b.codeIn != "":
		return "", usageError{"give --code-in or --code-in-sram, not both"}
	case b.codeInSRAM:
		return "sram", nil
	}
	return b.codeIn, nil
}

// checkMul sets the multiplier option, which only cores with one take.
func (b *boardFlags) checkMul(p *models.Profile, opts *sim.Options) error {
	switch b.mul {
	case "fast":
		return nil
	case "small":
	default:
		return usagef("--mul %q: use fast or small", b.mul)
	}
	spec, err := models.LookupCore(p.Core)
	if err != nil {
		return inputError{err}
	}
	var with []string
	for _, c := range models.Cores() {
		if slices.ContainsFunc(c.Params, func(d models.ParamDef) bool { return d.Name == "mul_cycles" }) {
			with = append(with, c.Name)
		}
	}
	if !slices.Contains(with, spec.Name) {
		return usagef("--mul small: the %s of %s has no multiplier option (only %s have)", spec.Name, p.Name, strings.Join(with, ", "))
	}
	opts.MulSmall = true
	return nil
}

// checkFlash parses the flash what-ifs. Whether the board takes each
// is its memory model's to say (models.WhatIfParam, through
// Options.Resolve in loadBoard): a flag it does not take is refused
// there, naming what the board has.
func (b *boardFlags) checkFlash(opts *sim.Options) error {
	var err error
	if opts.Prefetch, err = onOff("prefetch", b.prefetch); err != nil {
		return err
	}
	if opts.ICache, err = onOff("icache", b.icache); err != nil {
		return err
	}
	switch {
	case b.flashWS < -1:
		return usagef("--flash-ws %d: must be 0 or more", b.flashWS)
	case b.flashWS > 15:
		return usagef("--flash-ws %d: use 0 to 15 (FLASH_ACR.LATENCY)", b.flashWS)
	case b.flashWS >= 0:
		ws := b.flashWS
		opts.FlashWS = &ws
	}
	return nil
}

// refuseInFirmware refuses the what-ifs firmware mode (run and
// annotate --firmware, calibrate's kit) does not take, which it would
// otherwise drop: the clock and the flash switches are the firmware's
// own (its RCC and FLASH_ACR writes), and the image runs where it is
// linked.
func (b *boardFlags) refuseInFirmware(fs *pflag.FlagSet) error {
	switch {
	case b.prefetch != "" || b.icache != "":
		return usageError{"--prefetch and --icache do not apply in firmware mode: the firmware's FLASH_ACR (and ICACHE_CR) writes set them"}
	case fs.Changed("clock"):
		return usageError{"--clock does not apply in firmware mode: the core starts at the chip's reset clock and follows the firmware's RCC writes (see --help)"}
	case b.codeIn != "" || b.codeInSRAM || b.dataIn != "":
		return usageError{"--code-in, --code-in-sram and --data-in do not apply in firmware mode: the image runs where it is linked"}
	}
	return nil
}

// buildDir is the --build-dir flag of the commands that run the
// built-in kernels: the directory 'make kernels' wrote (its kernels/
// holds <board>/sym.elf and pk.elf).
type buildDir struct{ flag string }

func (b *buildDir) register(fs *pflag.FlagSet) {
	fs.StringVar(&b.flag, "build-dir", "", "where 'make kernels' put kernels/<board>/*.elf (default: $BOARDLESS_BUILD, else the boardless binary's directory if it has kernels/, else ./build)")
}

// dir is the build directory and how it was chosen: the flag, then
// $BOARDLESS_BUILD, then the directory of the executable when it holds
// kernels/ (build/boardless finds build/kernels from anywhere), then
// ./build (a checkout's root).
func (b *buildDir) dir() (string, string) {
	if b.flag != "" {
		return b.flag, "--build-dir"
	}
	if env := os.Getenv("BOARDLESS_BUILD"); env != "" {
		return env, "$BOARDLESS_BUILD"
	}
	if exe, err := os.Executable(); err == nil {
		if exe, err = filepath.EvalSymlinks(exe); err == nil {
			if st, err := os.Stat(filepath.Join(filepath.Dir(exe), "kernels")); err == nil && st.IsDir() {
				return filepath.Dir(exe), "the boardless binary's directory"
			}
		}
	}
	return "build", "the default, ./build"
}

// wrap makes an error opening the kernel images an input error that says
// where they were looked for and how to point boardless at them.
func (b *buildDir) wrap(err error) error {
	if err == nil {
		return nil
	}
	dir, how := b.dir()
	if errors.Is(err, bench.ErrNoImage) {
		return inputError{fmt.Errorf("%v (build directory %s, from %s): build the images with 'make kernels' in the boardless repository, then give --build-dir DIR or set BOARDLESS_BUILD", err, dir, how)}
	}
	return inputError{fmt.Errorf("%v (build directory %s, from %s)", err, dir, how)}
}

// open reads the images of ks for board into im.
func (b *buildDir) open(im bench.Images, board string, ks []kernels.Kernel) error {
	if err := hasImages(board); err != nil {
		return err
	}
	if err := hasImagesOf(board, ks); err != nil {
		return err
	}
	dir, _ := b.dir()
	return b.wrap(im.Open(dir, board, ks))
}

// hasImages refuses a board 'make kernels' builds no kernel image for,
// saying why, rather than sending the user to build what it never does.
func hasImages(board string) error {
	if why := kernels.NoImages(board); why != "" {
		return inputErrorf("%s has no built-in kernels: %s, so 'make kernels' builds none; run your own code on it with 'boardless run --board %s --elf FILE --func F'", board, why, board)
	}
	return nil
}

// hasImagesOf refuses kernels of an image 'make kernels' does not build
// for board (the public-key image of the RISC-V board), naming it.
func hasImagesOf(board string, ks []kernels.Kernel) error {
	built := kernels.ImagesOf(board)
	for _, k := range ks {
		if !slices.Contains(built, k.Image()) {
			return inputErrorf("%s: %s is in the %s image, which 'make kernels' does not build for %s (it builds %s): select others with --kernels",
				board, k.Name, k.Image(), board, strings.Join(built, ", "))
		}
	}
	return nil
}

func checkFormat(f string) error { return checkFormatOf(f, "table", "json") }

// checkFormatOf refuses a --format that is not one of allowed.
func checkFormatOf(f string, allowed ...string) error {
	if !slices.Contains(allowed, f) {
		return usagef("--format %q: use %s", f, strings.Join(allowed, ", "))
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
