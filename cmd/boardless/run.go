package main

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/pflag"

	"boardless/elfimg"
	"boardless/models"
	"boardless/result"
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

const runUsage = `Usage: boardless run --elf FILE --func SYMBOL [--arg A]... [flags]

Calls SYMBOL in FILE on the board, the AAPCS way, and prints its cycles,
time, instructions and deepest stack use. Each --arg, in order, is one
argument: an integer (1000, 0x20, -1) or a pointer to a buffer placed in
the board's RAM:
  buf:N        N zero bytes          rand:N      N bytes drawn from --seed
  hex:00ff..   these bytes           file:PATH   the file's contents
The first four go in r0-r3, the rest on the stack; r0 is reported as the
return value.

Example:
  boardless run --board nucleo-g071rb --elf build/kernels/nucleo-g071rb/sym.elf \
      --func sha256_fast --arg rand:1024 --arg 1024 --arg buf:32

Firmware mode (from the reset vector; see 'boardless run --firmware x --help'):
  boardless run --board B --firmware IMAGE.elf [--format table|json] [--verbose]`

func cmdRun(args []string, stdout, stderr io.Writer) error {
	if wantsFirmware(args) { // firmware mode: firmware.go
		return cmdRunFirmware(args, stdout, stderr)
	}
	fs := newFlags("run", runUsage, stdout)
	var bf boardFlags
	bf.register(fs)
	elfPath := fs.String("elf", "", "ARM ELF file to load (required)")
	fn := fs.String("func", "", "function symbol to call (required; C++ names may be given demangled)")
	argSpecs := fs.StringArray("arg", nil, "argument, repeatable: integer, buf:N, rand:N, hex:BYTES, file:PATH")
	seed := fs.Uint64("seed", 1, "seed for rand:N arguments")
	format := fs.String("format", "table", "output: table or json")
	verbose := fs.Bool("verbose", false, "on a fault, also print the last instructions executed and the registers")
	inits := fs.StringArray("init", nil, "run this set-up function once before the call, after the image's constructors (repeatable)")
	var pf profFlags
	pf.register(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	if *elfPath == "" || *fn == "" {
		return usageError{"--elf and --func are required (see --help)"}
	}
	if err := checkFormat(*format); err != nil {
		return err
	}
	board, opts, err := bf.load()
	if err != nil {
		return err
	}
	opts.Init = *inits
	rng := sim.NewRand(*seed)
	var parsed []sim.Arg
	for _, a := range *argSpecs {
		pa, err := sim.ParseArg(a, rng)
		if err != nil {
			return usageError{err.Error()}
		}
		parsed = append(parsed, pa)
	}
	img, err := elfimg.ReadELF(*elfPath)
	if err != nil {
		return err
	}
	s, err := sim.Open(board, img, opts)
	if err != nil {
		return err
	}
	defer s.Close()
	words, err := s.Place(parsed)
	if err != nil {
		return err
	}
	rec := pf.recorder(s, img)
	res, err := s.Call(*fn, words)
	if err != nil {
		if *verbose {
			printFaultDetail(stderr, s, img, err)
		}
		return err
	}
	if err := pf.write(rec, res, img); err != nil {
		return err
	}
	if *format == "json" {
		return writeJSON(stdout, res)
	}
	printRun(stdout, res)
	if pf.top > 0 {
		fmt.Fprintln(stdout)
		printTop(stdout, rec, res.Cycles, pf.top)
	}
	return nil
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

func printRun(w io.Writer, r *result.Call) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "board\t%s (%s at %s)\n", r.Board, r.Core, mhz(r.ClockHz))
	fmt.Fprintf(tw, "function\t%s\n", r.Function)
	fmt.Fprintf(tw, "cycles\t%d\n", r.Cycles)
	fmt.Fprintf(tw, "instructions\t%d (CPI %.3f)\n", r.Instructions, float64(r.Cycles)/float64(max(r.Instructions, 1)))
	fmt.Fprintf(tw, "time\t%.3f us\n", r.TimeUS)
	fmt.Fprintf(tw, "stack\t%d bytes\n", r.StackBytes)
	fmt.Fprintf(tw, "return\t%d (0x%08x)\n", r.Return, r.Return)
	fmt.Fprintf(tw, "memory model\t%s\n", r.MemoryModel)
	for _, k := range sortedKeys(r.Stalls) {
		fmt.Fprintf(tw, "stall: %s\t%d cycles\n", k, r.Stalls[k])
	}
	tw.Flush()
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

func cmdBoards(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("boards", "Usage: boardless boards [--format table|json]\n\nLists the built-in boards.", stdout)
	format := fs.String("format", "table", "output: table or json")
	if err := parse(fs, args); err != nil {
		return err
	}
	if err := checkFormat(*format); err != nil {
		return err
	}
	boards := models.Boards()
	if *format == "json" {
		return writeJSON(stdout, boards)
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "BOARD\tCORE\tCLOCK\tFLASH WS\tDESCRIPTION")
	for _, b := range boards {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\n", b.Name, b.Core, mhz(b.ClockHz), b.FlashWaitStates(), b.Description)
	}
	return tw.Flush()
}

const linkerScriptUsage = `Usage: boardless linker-script --board B [--full]

Prints the MEMORY block of a GNU ld script for the board's code and data
(FLASH and RAM), to INCLUDE in a script of your own. With --full, a
complete script: sections for C and C++ (.init_array, .data, .bss), the
heap from end up and the stack from the top of RAM down, with the symbols
newlib and ST's start-up code use (end, _estack, __StackLimit, ...):
  arm-none-eabi-gcc -O2 -mcpu=cortex-m0plus -mthumb -nostartfiles \
      --specs=nosys.specs -T board.ld -o code.elf code.c`

func cmdLinkerScript(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("linker-script", linkerScriptUsage, stdout)
	var bf boardFlags
	bf.register(fs)
	full := fs.Bool("full", false, "print a complete linker script (MEMORY, SECTIONS, heap and stack symbols)")
	if err := parse(fs, args); err != nil {
		return err
	}
	board, _, err := bf.load()
	if err != nil {
		return err
	}
	script := board.LinkerScript
	if *full {
		script = board.FullLinkerScript
	}
	s, err := script()
	if err != nil {
		return err
	}
	_, err = io.WriteString(stdout, s)
	return err
}
