package main

import (
	"encoding/json"
	"errors"
	"fmt"
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
	_ "boardless/models/all"
	"boardless/outfmt"
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
	v, err := sim.ParseHz(s)
	if err != nil {
		return err
	}
	*h = hzValue(v)
	return nil
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

// load returns the one board the flags choose, resolved (the what-ifs
// checked and applied, every parameter resolved) for its runs.
func (b *boardFlags) load() (*sim.Resolved, error) {
	return b.loadOne(b.whatIfText())
}

// loadOne is load with the what-ifs t instead of the flags' (a sweep's
// point).
func (b *boardFlags) loadOne(t sim.WhatIfText) (*sim.Resolved, error) {
	if b.boardFile == "" && len(b.boardNames()) != 1 {
		return nil, usagef("--board %q: give one board here (bench and compare take several, comma-separated)", b.board)
	}
	return b.loadWith(strings.TrimSpace(b.board), t)
}

// loadEach returns every board of --board (or the --board-file's),
// each resolved, in the order given.
func (b *boardFlags) loadEach() ([]*sim.Resolved, error) {
	names := b.boardNames()
	if b.boardFile != "" {
		if b.board != defaultBoard {
			return nil, usageError{"give --board or --board-file, not both"}
		}
		names = []string{""}
	}
	if len(names) == 0 {
		return nil, usagef("--board %q: name at least one board ('boardless boards' lists them)", b.board)
	}
	var boards []*sim.Resolved
	seen := map[string]bool{}
	for _, n := range names {
		if seen[n] {
			return nil, usagef("--board %s: named twice", n)
		}
		seen[n] = true
		rb, err := b.loadWith(n, b.whatIfText())
		if err != nil {
			return nil, err
		}
		boards = append(boards, rb)
	}
	return boards, nil
}

// loadWith loads the board named (or the --board-file) and resolves it
// under the what-ifs t, once: what is printed is the board as simulated.
func (b *boardFlags) loadWith(name string, t sim.WhatIfText) (*sim.Resolved, error) {
	p, err := b.profile(name)
	if err != nil {
		return nil, err
	}
	opts, err := b.options(p, t)
	if err != nil {
		return nil, err
	}
	rb, err := sim.Resolve(p, opts)
	if err != nil {
		return nil, usagef("%v (%s)", err, b.origin(p))
	}
	return rb, nil
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

// whatIfText is the what-if flags as given, for sim.ParseWhatIf.
func (b *boardFlags) whatIfText() sim.WhatIfText {
	t := sim.WhatIfText{Prefetch: b.prefetch, ICache: b.icache, Mul: b.mul, CodeIn: b.codeIn,
		CodeInSRAM: b.codeInSRAM, DataIn: b.dataIn, Params: append([]string(nil), b.params...)}
	if b.clock != 0 {
		t.Clock = strconv.FormatUint(b.clock, 10)
	}
	if b.flashWS >= 0 {
		t.FlashWS = strconv.Itoa(b.flashWS)
	}
	return t
}

// options turns the what-ifs t into the options of a run on board p,
// checking each against what the board and its core have (sim's checks:
// the flash what-ifs are its memory model's to refuse, in Resolve).
func (b *boardFlags) options(p *models.Profile, t sim.WhatIfText) (sim.Options, error) {
	w, err := sim.ParseWhatIf(t)
	if err != nil {
		return sim.Options{}, usageError{err.Error()}
	}
	opts := sim.Options{WhatIf: w, Budget: b.budget, Timeout: b.timeout}
	if b.budget == 0 {
		return opts, usageError{"--budget 0: give at least 1 instruction"}
	}
	if b.timeout < 0 {
		return opts, usagef("--timeout %v: must not be negative", b.timeout)
	}
	if err := w.CheckBoard(p); err != nil {
		return opts, usageError{err.Error()}
	}
	return opts, nil
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

func checkFormat(f string) error { return checkFormatOf(f, outfmt.Text, outfmt.JSON) }

// checkFormatOf refuses a --format that is not one of allowed.
func checkFormatOf(f string, allowed ...outfmt.Format) error {
	if _, err := outfmt.Parse(f, allowed...); err != nil {
		return usageError{err.Error()}
	}
	return nil
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
