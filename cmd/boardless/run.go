package main

import (
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"

	"boardless/models"
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
	board, opts, err := bf.load()
	if err != nil {
		return err
	}
	opts.Init = cf.inits
	parsed, dumps, err := cf.parse()
	if err != nil {
		return err
	}
	if *stdin != "" {
		f, err := os.Open(*stdin)
		if err != nil {
			return usageError{fmt.Sprintf("--stdin: %v", err)}
		}
		defer f.Close()
		opts.Stdin = f
	}
	// The program's output goes to stdout as it is written; in JSON it
	// is the "output" field instead.
	if *format == "table" {
		opts.Stdout = stdout
	}
	img, err := readELF(*elfPath, "--elf")
	if err != nil {
		return err
	}
	if !strings.HasPrefix(cf.fn, "0x") {
		if err := lookupFunc(img, cf.fn); err != nil {
			return err
		}
	}
	s, err := sim.Open(board, img, opts)
	if err != nil {
		return callError(err)
	}
	defer s.Close()
	rec := pf.recorder(s, img)
	if rec == nil && *htmlPage != "" {
		rec = prof.New(img, s, s.MProfile())
		s.SetProfiler(rec)
	}
	ctx, stopSignals := signalContext()
	defer stopSignals()
	defer whenCancelled(ctx, s.Interrupt)()
	out, err := s.Invoke(cf.fn, parsed, cf.spec(dumps))
	if err != nil {
		if *verbose {
			printFaultDetail(stderr, s, img, err)
		}
		return stoppedCall(ctx, stdout, *format, err)
	}
	res := out.First
	if err := pf.write(rec, res, img); err != nil {
		return err
	}
	if *htmlPage != "" {
		if err := writeRunPage(*htmlPage, s, img, rec, res); err != nil {
			return err
		}
	}
	for _, d := range dumps {
		if d.file != "" {
			b := out.Dumps[d.arg]
			if err := writeAtomic(d.file, func(w io.Writer) error { _, err := w.Write(b); return err }); err != nil {
				return err
			}
		}
	}
	if *format == "json" {
		return writeJSON(stdout, runJSON(s, out, dumps, cf.warmup))
	}
	if o := s.Output(); len(o) > 0 && o[len(o)-1] != '\n' {
		fmt.Fprintln(stdout)
	}
	printRun(stdout, res, out, s.Init(), dumps, cf.warmup)
	printEnergySource(stdout, s.Board, *verbose)
	for _, w := range s.Warnings() {
		fmt.Fprintf(stdout, "warning: %s\n", w)
	}
	if pf.top > 0 {
		fmt.Fprintln(stdout)
		printTop(stdout, rec, res.Cycles, pf.top)
	}
	return nil
}

// runOutput is run's JSON: the call's result with what Invoke adds.
type runOutput struct {
	*result.Call
	ReturnValue sim.Value       `json:"return_value"`
	Init        *sim.InitResult `json:"init,omitempty"`
	Repeat      *repeatOutput   `json:"repeat,omitempty"`
	Dumps       []dumpOutput    `json:"dumps,omitempty"`
	Output      string          `json:"output,omitempty"` // what the program wrote through semihosting
	Warnings    []string        `json:"warnings,omitempty"`
}

type repeatOutput struct {
	Warmup int         `json:"warmup"`
	Cycles []uint64    `json:"cycles"` // every reported call, the first cold unless warmed up
	Steady *sim.Steady `json:"steady,omitempty"`
}

type dumpOutput struct {
	Arg    int    `json:"arg"`
	Bytes  int    `json:"bytes"`
	Base64 string `json:"base64,omitempty"`
	File   string `json:"file,omitempty"`
}

func runJSON(s *sim.Session, out *sim.Outcome, dumps []dumpReq, warmup int) runOutput {
	o := runOutput{Call: out.First, ReturnValue: out.Value, Output: string(s.Output()), Warnings: s.Warnings()}
	if in := s.Init(); in != nil && len(in.Functions) > 0 {
		o.Init = in
	}
	if len(out.Cycles) > 1 || warmup > 0 {
		o.Repeat = &repeatOutput{Warmup: warmup, Cycles: out.Cycles, Steady: out.Steady}
	}
	for _, d := range dumps {
		b := out.Dumps[d.arg]
		do := dumpOutput{Arg: d.arg, Bytes: len(b), File: d.file}
		if d.file == "" {
			do.Base64 = base64.StdEncoding.EncodeToString(b)
		}
		o.Dumps = append(o.Dumps, do)
	}
	return o
}

func printRun(w io.Writer, r *result.Call, out *sim.Outcome, in *sim.InitResult, dumps []dumpReq, warmup int) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "board\t%s (%s at %s)\n", r.Board, r.Core, mhz(r.ClockHz))
	fmt.Fprintf(tw, "function\t%s\n", r.Function)
	if in != nil && len(in.Functions) > 0 {
		fmt.Fprintf(tw, "before the call\t%d cycles, not counted below (%s)\n", in.Cycles, strings.Join(in.Functions, ", "))
	}
	switch {
	case len(out.Cycles) > 1:
		what := "first call, cold"
		if warmup > 0 {
			what = fmt.Sprintf("first call after %d warm-up", warmup)
		}
		fmt.Fprintf(tw, "cycles\t%d (%s)\n", r.Cycles, what)
		st := out.Steady
		fmt.Fprintf(tw, "steady state\t%d min, %d median, %d max cycles over the %d calls after it\n", st.Min, st.Median, st.Max, st.Calls)
	case warmup > 0:
		fmt.Fprintf(tw, "cycles\t%d (after %d warm-up calls)\n", r.Cycles, warmup)
	default:
		fmt.Fprintf(tw, "cycles\t%d\n", r.Cycles)
	}
	fmt.Fprintf(tw, "instructions\t%d (CPI %.3f)\n", r.Instructions, float64(r.Cycles)/float64(max(r.Instructions, 1)))
	fmt.Fprintf(tw, "time\t%.3f us\n", r.TimeUS)
	fmt.Fprintf(tw, "energy\t%s\n", energyText(r.EnergyUJ))
	fmt.Fprintf(tw, "stack\t%d bytes\n", r.StackBytes)
	fmt.Fprintf(tw, "return\t%s\n", returnText(out.Value, r.Return))
	fmt.Fprintf(tw, "memory model\t%s\n", r.MemoryModel)
	for _, k := range sortedKeys(r.Stalls) {
		fmt.Fprintf(tw, "stall: %s\t%d cycles\n", k, r.Stalls[k])
	}
	tw.Flush()
	for _, d := range dumps {
		b := out.Dumps[d.arg]
		if d.file != "" {
			fmt.Fprintf(w, "argument %d: %d bytes written to %s\n", d.arg, len(b), d.file)
			continue
		}
		fmt.Fprintf(w, "argument %d after the call (%d bytes):\n%s", d.arg, len(b), hex.Dump(b))
	}
}

// energyText is an energy figure for the run tables: µJ labelled as the
// estimate it is, or "—" when the chip carries no datasheet current.
func energyText(uj *float64) string {
	if uj == nil {
		return report.NoEnergy + " (the chip carries no datasheet run current)"
	}
	return report.FormatUJ(uj) + " uJ (" + report.EnergyLabel + ")"
}

// printEnergySource says, with --verbose, which datasheet table and
// conditions the energy figure comes from.
func printEnergySource(w io.Writer, board *models.Profile, verbose bool) {
	if verbose && board.Energy != nil {
		fmt.Fprintf(w, "energy source: %s\n", board.Energy.Label())
	}
}

// returnText prints the return value with its type; a 32-bit one also
// in hex, as r0 holds it.
func returnText(v sim.Value, r0 uint32) string {
	switch v.Type {
	case "i32", "u32":
		return fmt.Sprintf("%v (%s, 0x%08x)", v.Value, v.Type, r0)
	case "i64":
		return fmt.Sprintf("%v (i64, 0x%016x)", v.Value, uint64(v.Value.(int64)))
	case "u64":
		return fmt.Sprintf("%v (u64, 0x%016x)", v.Value, v.Value)
	case "void":
		return "none (void)"
	}
	return fmt.Sprintf("%v (%s)", v.Value, v.Type)
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
