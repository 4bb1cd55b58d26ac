package main

import (
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"boardless/models"
	"boardless/models/chip"
	"boardless/outfmt"
	"boardless/prof"
	"boardless/report"
	"boardless/result"
	"boardless/sim"

	"github.com/spf13/pflag"
)

const runUsage = `Usage: boardless run --elf FILE --func SYMBOL [--arg A]... [flags]

Calls SYMBOL in FILE on the board as the procedure-call standard says
and prints its cycles, time, instructions, energy (a datasheet-typical
estimate: the chip's typical run current at the clock times its supply
voltage and the time; "—" for a chip without one; --verbose names the
table), deepest stack use and return value. Each --arg, in order, is one argument:
  1000, 0x20, -1   an integer (a 32-bit word, or the DWARF prototype's type)
  i32:V u32:V i64:V u64:V f32:V f64:V   a value of that type (1.5 alone
                   takes the prototype's float or double)
  buf:N        N zero bytes          rand:N      N bytes drawn from --seed
  hex:00ff..   these bytes           file:PATH   the file's contents
(a buffer is placed in the board's RAM and its address passed). With
hard float (Tag_ABI_VFP_args) floats and doubles go in s/d registers,
otherwise in core registers; r0-r3 first, then the stack. The return
value is read as --ret says, or as the DWARF prototype says, else i32.
Before the first call the image's constructors (.init_array) run, then
--init functions; the call can use the heap (malloc), semihosting
(printf with --specs=rdimon.specs) and the core's timers. A SYMBOL of
0xADDR calls that address (stripped images; bit 0 set for Thumb on the A7).
A call stopped by Ctrl-C (exit 130) or --timeout (exit 1) says where it
was (PC, symbol) and prints the figures up to there, labelled PARTIAL
(JSON: "partial": true, "stopped_by", "stopped_at").
RISC-V (rpi-pico2-riscv): a RISC-V ELF, the ilp32 convention (a0-a7,
then the stack; soft float), semihosting by the ebreak sequence (picolibc
--oslib=semihost); the Zb*/Zcb/Zcmp instructions Unicorn lacks run in Go,
about 1 us of host time each (2.4 us for a 13-register cm.push/cm.pop)
against 20 ns natively (cycles unaffected); CSR and atomic
instructions (no MT-G1 row), and Zb*/Zc* code written at run time, are
refused; no firmware mode.

Examples:
  boardless run --board nucleo-g071rb --elf build/kernels/nucleo-g071rb/sym.elf \
      --func sha256_fast --arg rand:1024 --arg 1024 --arg buf:32 --dump 2
  boardless run --board nucleo-wba52cg --elf dsp.elf --func gain --arg f32:1.5 --repeat 10

Firmware mode (from the reset vector; see 'boardless run --firmware x --help'):
  boardless run --board B --firmware IMAGE.elf [--format table|json] [--verbose]`

// callFlags are run's and annotate's flags for the call itself.
type callFlags struct {
	fn, ret        string
	args, dumps    []string
	inits          []string
	seed           uint64
	repeat, warmup int
}

func (c *callFlags) register(fs *pflag.FlagSet) {
	fs.StringVar(&c.fn, "func", "", "function to call: a symbol (C++ names may be given demangled) or 0xADDR (required)")
	fs.StringArrayVar(&c.args, "arg", nil, "argument, repeatable: integer, TYPE:VALUE (i32 u32 i64 u64 f32 f64), buf:N, rand:N, hex:BYTES, file:PATH")
	fs.StringVar(&c.ret, "ret", "", "return type: i32, u32, i64, u64, f32, f64 or void (default: the DWARF prototype's, else i32)")
	fs.Uint64Var(&c.seed, "seed", 1, "seed for rand:N arguments")
	fs.StringArrayVar(&c.inits, "init", nil, "run this set-up function once before the call, after the image's constructors (repeatable)")
}

func (c *callFlags) registerRun(fs *pflag.FlagSet) {
	fs.StringArrayVar(&c.dumps, "dump", nil, "print argument N's buffer after the call (N from 0); N:FILE writes it to FILE (repeatable)")
	fs.IntVar(&c.repeat, "repeat", 1, "call the function K times in one session: the first call, then the steady state (caches stay warm)")
	fs.IntVar(&c.warmup, "warmup", 0, "call the function K times first, unreported (caches stay warm)")
}

// dumpReq is one --dump.
type dumpReq struct {
	arg  int
	file string
}

// parse checks the call flags and parses the arguments.
func (c *callFlags) parse() ([]sim.Arg, []dumpReq, error) {
	if err := sim.CheckRet(c.ret); err != nil {
		return nil, nil, usageError{err.Error()}
	}
	if c.repeat < 1 || c.warmup < 0 {
		return nil, nil, usageError{"--repeat must be at least 1 and --warmup at least 0"}
	}
	rng := sim.NewRand(c.seed)
	var parsed []sim.Arg
	for _, a := range c.args {
		pa, err := sim.ParseArg(a, rng)
		if err != nil {
			return nil, nil, usageError{err.Error()}
		}
		parsed = append(parsed, pa)
	}
	var dumps []dumpReq
	for _, d := range c.dumps {
		n, file, _ := strings.Cut(d, ":")
		i, err := strconv.Atoi(n)
		if err != nil || i < 0 {
			return nil, nil, usageError{fmt.Sprintf("--dump %q: use N or N:FILE, N the argument's index from 0", d)}
		}
		if i >= len(parsed) || !parsed[i].IsBuf {
			return nil, nil, usageError{fmt.Sprintf("--dump %d: argument %d (counted from 0) is not a buffer (buf:N, rand:N, hex:, file:)", i, i)}
		}
		dumps = append(dumps, dumpReq{i, file})
	}
	return parsed, dumps, nil
}

func (c *callFlags) spec(dumps []dumpReq) sim.CallSpec {
	sp := sim.CallSpec{Ret: c.ret, Repeat: c.repeat, Warmup: c.warmup}
	for _, d := range dumps {
		sp.Dump = append(sp.Dump, d.arg)
	}
	return sp
}

// callError makes an input mistake that sim found (arguments against
// the prototype, code for another core) a usage error.
func callError(err error) error {
	var ie *sim.InputError
	if errors.As(err, &ie) {
		return usageError{err.Error()}
	}
	return err
}

func cmdRun(args []string, stdout, stderr io.Writer) error {
	if wantsFirmware(args) { // firmware mode: firmware.go
		return cmdRunFirmware(args, stdout, stderr)
	}
	fs := newFlags("run", runUsage, stdout)
	var bf boardFlags
	bf.register(fs)
	elfPath := fs.String("elf", "", "ARM ELF file to load (required)")
	var cf callFlags
	cf.register(fs)
	cf.registerRun(fs)
	format := fs.String("format", "table", "output: table or json")
	verbose := fs.Bool("verbose", false, "also print where the energy figure comes from; on a fault, the last instructions executed and the registers")
	stdin := fs.String("stdin", "", "what the program reads through semihosting (stdin) comes from FILE")
	htmlPage := fs.String("html", "", "write a self-contained page of the run to FILE: result, stalls, functions, flame graph, annotated disassembly")
	var pf profFlags
	pf.register(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	if *elfPath == "" || cf.fn == "" {
		return usageError{"--elf and --func are required (see --help)"}
	}
	if err := checkFormat(*format); err != nil {
		return err
	}
	rb, err := bf.load()
	if err != nil {
		return err
	}
	rb.Opts.Init = cf.inits
	parsed, dumps, err := cf.parse()
	if err != nil {
		return err
	}
	if err := pf.checkOutputs(); err != nil {
		return err
	}
	if err := checkOutput("--html", *htmlPage); err != nil {
		return err
	}
	for _, d := range dumps {
		if err := checkOutput("--dump", d.file); err != nil {
			return err
		}
	}
	if *stdin != "" {
		f, err := os.Open(*stdin)
		if err != nil {
			return usageError{fmt.Sprintf("--stdin: %v", err)}
		}
		defer f.Close()
		rb.Opts.Stdin = f
	}
	// The program's output goes to stdout as it is written; in JSON it
	// is the "output" field instead.
	if *format == "table" {
		rb.Opts.Stdout = stdout
	}
	img, err := readELF(*elfPath, "--elf")
	if err != nil {
		return err
	}
	if err := lookupFunc(img, cf.fn); err != nil {
		return err
	}
	if err := lookupInits(img, cf.inits); err != nil {
		return err
	}
	var rec *prof.Recorder
	prepare := func(s *sim.Session) error {
		rec = pf.recorder(s, img)
		if rec == nil && *htmlPage != "" {
			rec = prof.New(img, s, s.MProfile())
			s.SetProfiler(rec)
		}
		return nil
	}
	// Before the session closes: the fault's last instructions, the
	// profiles and the page, which read the session's code.
	inspect := func(s *sim.Session, out *sim.Outcome, err error) error {
		if err != nil {
			if *verbose {
				printFaultDetail(stderr, s, img, err)
			}
			return nil
		}
		if err := pf.write(rec, out.First, img); err != nil {
			return err
		}
		if *htmlPage != "" {
			return writeRunPage(*htmlPage, s, img, rec, withDumpFiles(out.Run, dumps))
		}
		return nil
	}
	ctx, stopSignals := signalContext()
	defer stopSignals()
	spec := cf.spec(dumps)
	out, err := rb.CallOnce(img, sim.Call{Fn: cf.fn, Args: parsed, Spec: &spec, Prepare: prepare, Stop: ctx, Inspect: inspect})
	if err != nil {
		return stoppedCall(ctx, stdout, *format, err)
	}
	res := out.First
	run := withDumpFiles(out.Run, dumps)
	for _, d := range run.Dumps {
		if d.File != "" {
			if err := writeAtomic(d.File, func(w io.Writer) error { _, err := w.Write(d.Data); return err }); err != nil {
				return err
			}
		}
	}
	if *format == "json" {
		return outfmt.WriteJSON(stdout, run)
	}
	if o := run.Output; len(o) > 0 && o[len(o)-1] != '\n' {
		fmt.Fprintln(stdout)
	}
	printRun(stdout, run)
	printEnergySource(stdout, rb.Board, *verbose)
	for _, w := range run.Warnings {
		fmt.Fprintf(stdout, "warning: %s\n", w)
	}
	if pf.top > 0 {
		fmt.Fprintln(stdout)
		printTop(stdout, rec, res.Cycles, pf.top)
	}
	return nil
}

// withDumpFiles names, in the run's record, the file each --dump N:FILE
// writes the buffer to (its bytes then leave the JSON); sim's record
// has every buffer in base64.
func withDumpFiles(r *result.Run, dumps []dumpReq) *result.Run {
	for i, d := range dumps {
		if d.file != "" && i < len(r.Dumps) {
			r.Dumps[i].File, r.Dumps[i].Base64 = d.file, ""
		}
	}
	return r
}

// printRun prints the run's summary (report.RunSummary, the rows its
// page shows too), then the buffers read back.
func printRun(w io.Writer, r *result.Run) {
	var t outfmt.Table
	for _, row := range report.RunSummary(r) {
		t.Add(row.What, row.Value)
	}
	t.WriteText(w)
	for _, d := range r.Dumps {
		if d.File != "" {
			fmt.Fprintf(w, "argument %d: %d bytes written to %s\n", d.Arg, d.Bytes, d.File)
			continue
		}
		fmt.Fprintf(w, "argument %d after the call (%d bytes):\n%s", d.Arg, d.Bytes, hex.Dump(d.Data))
	}
}

// energyText is an energy figure for the run tables (report.EnergyText).
func energyText(uj *float64, note string) string { return report.EnergyText(uj, note) }

// printEnergySource says, with --verbose, which datasheet table and
// conditions the energy figure comes from.
func printEnergySource(w io.Writer, board *models.Profile, verbose bool) {
	if verbose && chip.EnergyOf(board) != nil {
		fmt.Fprintf(w, "energy source: %s\n", chip.EnergyOf(board).Label())
	}
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
	rb, err := bf.load()
	if err != nil {
		return err
	}
	board := rb.Board
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
