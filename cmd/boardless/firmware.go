package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"boardless/models"
	"boardless/models/chip"
	"boardless/outfmt"
	"boardless/prof"
	"boardless/result"
	"boardless/sim"
)

// wantsFirmware reports whether run's arguments ask for firmware mode.
func wantsFirmware(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if a == "--firmware" || strings.HasPrefix(a, "--firmware=") {
			return true
		}
	}
	return false
}

const firmwareUsage = `Usage: boardless run --board B --firmware IMAGE.elf [--until SYMBOL] [--max-cycles N]
                     [--idle-periods N]
                     [--top N] [--profile F.pb.gz] [--folded F] [--format table|json] [--verbose]

Runs a whole firmware image from reset: the Cortex-M vector table at the
flash base (initial SP, reset handler), or on the Cortex-A7 the ELF entry
in ARM state with SP at the top of the data span (a return from it ends
the run). Emulated: SysTick, DWT CYCCNT (M33) and PMCCNTR (A7) counting
simulated cycles; semihosting (BKPT 0xAB, SVC 0x123456 / 0xAB: the
operations of newlib's rdimon: OPEN of ":tt", READ from --stdin, WRITE,
WRITE0, WRITEC, FLEN, ISTTY, SEEK, CLOSE, CLOCK, ELAPSED, HEAPINFO,
GET_CMDLINE, EXIT, EXIT_EXTENDED); the board's virtual COM port
(its TDR is printed); the RCC/PWR/FLASH ready bits clock set-up polls;
FLASH_ACR and ICACHE_CR writes change the flash model. Other peripheral
registers read back the last value written; --verbose lists them.
On the M cores exceptions are taken as on the chip: the NVIC and SCB,
SysTick interrupts on the simulated cycle count, software-pended
exceptions and SVC, nesting by priority, tail-chaining, WFI sleeping to
the next interrupt (docs/exception-timing.md). Peripheral interrupt
sources (timers, UARTs) are not modelled: nothing pends them. The A7
takes no interrupt (no GIC).

The clock is the firmware's own: the core starts at the chip's reset
clock (HSI 8 MHz on the F0 and F1, HSI16 on the G0, G4, F4, F7 and WBA,
MSI 4 MHz on the L4 and U5, HSISYS 12 MHz on the C0, HSI 64 MHz on the
H7) and follows its RCC writes (clock switch, PLL, prescalers, voltage
range; HSE as the board feeds it). The time is summed over the stretches
of constant clock, which the summary lists ("clock_segments" in JSON).
The nRF52840 runs at its only clock, 64 MHz; the STM32MP135 at the
board's clock, as set by the boot loader that starts it. A chip without
a clock tree in its profile (RP2040, RP2350) is refused (exit 2).
--clock, --prefetch, --icache, --code-in and --data-in do not apply
(refused). A flash LATENCY
too low for the clock the firmware selects (per the chip's wait-state
table and voltage range), a reserved LATENCY, or a clock source the
board lacks ends the run with an error naming the register: the chip
would misbehave.

An image for another chip (initial SP or reset vector outside the
board's memory, another chip's RCC) is refused (exit 2).

The run ends at the firmware's exit, or at --until SYMBOL (before the
instruction at SYMBOL runs), --max-cycles N (at the first instruction
boundary at or after N cycles), the instruction budget (--budget),
--timeout, or Ctrl-C. Each prints the figures so far; all but the exit
and --until are labelled partial. An --until SYMBOL the run never
reached is named in a warning. A branch to itself (b .) in Thread mode
ends the run, complete: at once when no interrupt can come, else (a
HAL firmware's while (1) {} with SysTick running, or while (1) { __WFI(); })
once only interrupt handlers have run for --idle-periods interrupts
(default 10; 0: never);
the summary then gives the cycles to the loop's first entry ("to idle")
and the idle stretch apart. Exit status: 0 for the firmware's exit
with code 0, --until, --max-cycles; 1 for a non-zero firmware exit code,
the budget or the timeout (figures printed, labelled partial), a fault,
or a setting the chip cannot run; 130 after Ctrl-C (figures printed);
2 for the command line or an image for another board.

--top, --profile and --folded attribute the run's cycles to functions,
as in function mode.

The firmware's output goes to stdout as it is produced; with the table
format a summary follows, each line starting with "# ".`

func cmdRunFirmware(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("run", firmwareUsage, stdout)
	var bf boardFlags
	bf.register(fs)
	var pf profFlags
	pf.register(fs)
	path := fs.String("firmware", "", "firmware ELF to run from reset (required)")
	format := fs.String("format", "table", "output: table or json")
	verbose := fs.Bool("verbose", false, "list every peripheral register the firmware touched")
	stdin := fs.String("stdin", "", "what the firmware reads through semihosting comes from FILE")
	until := fs.String("until", "", "stop when the PC reaches SYMBOL (a function or label of the image)")
	maxCycles := fs.Uint64("max-cycles", 0, "stop after N simulated cycles (partial figure)")
	idle := fs.Int("idle-periods", sim.DefaultIdlePeriods, "end a run idling in a b . loop after N interrupts with only their handlers running (0: never)")
	// Function mode's flags, so that mixing the modes gets a sentence,
	// not "unknown flag".
	for _, name := range []string{"elf", "func", "arg"} {
		fs.StringArray(name, nil, "")
		fs.MarkHidden(name)
	}
	if err := parse(fs, args); err != nil {
		return err
	}
	for _, name := range []string{"elf", "func", "arg"} {
		if fs.Changed(name) {
			return usagef("--%s does not go with --firmware: firmware mode runs the image from its reset vector; drop --firmware to call one function", name)
		}
	}
	if *path == "" {
		return usageError{"--firmware needs an ELF file"}
	}
	if err := checkFormat(*format); err != nil {
		return err
	}
	if err := bf.refuseInFirmware(fs); err != nil {
		return err
	}
	if fs.Changed("max-cycles") && *maxCycles == 0 {
		return usageError{"--max-cycles 0: give at least 1 cycle"}
	}
	if pf.top < 0 {
		return usagef("--top %d: must be 0 or more", pf.top)
	}
	if err := pf.checkOutputs(); err != nil {
		return err
	}
	rb, err := bf.load()
	if err != nil {
		return err
	}
	board := rb.Board
	img, err := readELF(*path, "--firmware")
	if err != nil {
		return err
	}
	fo := rb.FirmwareOptions()
	fo.Until, fo.MaxCycles = *until, *maxCycles
	if fo.IdlePeriods, err = idlePeriods(*idle); err != nil {
		return err
	}
	if *stdin != "" {
		f, err := os.Open(*stdin)
		if err != nil {
			return usageError{fmt.Sprintf("--stdin: %v", err)}
		}
		defer f.Close()
		fo.Stdin = f
	}
	if *format == "table" {
		fo.Out = stdout
	}
	var rec *prof.Recorder
	if pf.wanted() {
		mprof, err := rb.MProfile()
		if err != nil {
			return inputError{err}
		}
		fo.Profiler = func(code sim.CodeReader) models.Profiler {
			rec = prof.New(img, code, mprof)
			return rec
		}
	}
	ctx, stop := interruptible()
	defer stop()
	fo.Context = ctx
	res, err := rb.RunFirmware(img, fo)
	if err != nil {
		return callError(withSource(err, *verbose))
	}
	if err := writeFirmwareProfiles(&pf, rec, res); err != nil {
		return err
	}
	if *format == "json" {
		if !*verbose {
			res.Peripherals = nil
		}
		if err := outfmt.WriteJSON(stdout, res); err != nil {
			return err
		}
	} else {
		printFirmware(stdout, res, *verbose)
		if *verbose && chip.EnergyOf(board) != nil {
			fmt.Fprintf(stdout, "# energy source: %s\n", chip.EnergyOf(board).Label())
		}
		if rec != nil && pf.top > 0 {
			fmt.Fprintln(stdout)
			printTop(stdout, rec, res.Cycles, pf.top)
		}
	}
	return firmwareStatus(ctx, res)
}

// idlePeriods maps --idle-periods to FirmwareOptions.IdlePeriods (whose
// 0 is the default and a negative number never).
func idlePeriods(n int) (int, error) {
	switch {
	case n < 0:
		return 0, usagef("--idle-periods %d: give 0 (never end in the idle loop) or more", n)
	case n == 0:
		return -1, nil
	}
	return n, nil
}

// firmwareStatus is the exit status of a firmware run that gave figures
// (see firmwareUsage).
func firmwareStatus(ctx context.Context, res *result.Firmware) error {
	switch res.StoppedBy {
	case "exit":
		if res.ExitCode != 0 {
			return fmt.Errorf("firmware exited with code %d (%s)", res.ExitCode, res.ExitedBy)
		}
	case "interrupted":
		return interrupted(ctx, "the figures above are partial")
	case "budget", "timeout":
		return fmt.Errorf("firmware run stopped by the %s: the figures above are partial", res.StoppedBy)
	}
	return nil
}

// writeFirmwareProfiles writes --profile and --folded of a firmware run.
func writeFirmwareProfiles(pf *profFlags, rec *prof.Recorder, res *result.Firmware) error {
	if rec == nil {
		return nil
	}
	if rec.Total() != res.Cycles {
		return fmt.Errorf("internal error: attributed %d cycles of %d", rec.Total(), res.Cycles)
	}
	if pf.pprof != "" {
		if err := writeAtomic(pf.pprof, func(w io.Writer) error { return rec.Profile(res.ClockHz).Write(w) }); err != nil {
			return err
		}
	}
	if pf.folded != "" {
		if err := writeAtomic(pf.folded, rec.WriteFolded); err != nil {
			return err
		}
	}
	return nil
}

func printFirmware(w io.Writer, r *result.Firmware, verbose bool) {
	if n := len(r.Output); n > 0 && r.Output[n-1] != '\n' {
		fmt.Fprintln(w)
	}
	p := func(f string, a ...any) { fmt.Fprintf(w, "# "+f+"\n", a...) }
	p("board         %s (%s)", r.Board, r.Core)
	if r.StoppedBy == "exit" || r.StoppedBy == "" {
		p("exit          code %d (%s)", r.ExitCode, r.ExitedBy)
	} else {
		label := "complete up to there"
		if r.Partial {
			label = "PARTIAL: the firmware did not finish; figures up to the stop"
		}
		p("stopped by    %s (%s)", r.StoppedBy, label)
	}
	if d := r.Idle; d != nil {
		p("to idle       %d cycles, %.3f us (reset to the idle loop's first entry)", d.FromCycle, d.TimeToIdleUS)
		p("idle          %d cycles, %.3f us (the loop and %d interrupts' handlers; --idle-periods)", d.Cycles, d.TimeUS, d.Interrupts)
	}
	p("cycles        %d", r.Cycles)
	p("instructions  %d (CPI %.3f)", r.Instructions, float64(r.Cycles)/float64(max(r.Instructions, 1)))
	if len(r.ClockSegments) <= 1 {
		p("time          %.3f us at %s", r.TimeUS, mhz(r.ClockHz))
	} else {
		p("time          %.3f us over %d clock segments:", r.TimeUS, len(r.ClockSegments))
		for i, s := range r.ClockSegments {
			end := r.Cycles
			if i+1 < len(r.ClockSegments) {
				end = r.ClockSegments[i+1].FromCycle
			}
			vr := ""
			if s.VoltageRange != "" {
				vr = ", " + s.VoltageRange
			}
			p("  from cycle %-10d %s from %s, %d WS%s (%d cycles)", s.FromCycle, mhz(s.ClockHz), s.Source, s.WaitStates, vr, end-s.FromCycle)
		}
	}
	p("energy        %s", energyText(r.EnergyUJ, r.EnergyNote))
	p("memory model  %s", r.MemoryModel)
	for _, k := range sortedKeys(r.Stalls) {
		p("stall: %-14s %d cycles", k, r.Stalls[k])
	}
	var total uint64
	for _, a := range r.Peripherals {
		total += a.Reads + a.Writes
	}
	p("peripherals   %d registers, %d accesses%s", len(r.Peripherals), total, map[bool]string{true: "", false: " (--verbose lists them)"}[verbose])
	if verbose {
		for _, a := range r.Peripherals {
			p("  %s", a)
		}
	}
	for _, s := range r.Warnings {
		p("warning: %s", s)
	}
}

// cmdAnnotateFirmware is annotate --firmware: the whole image run from
// reset, one function listed with the cycles of its instructions.
func cmdAnnotateFirmware(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("annotate", annotateUsage, stdout)
	var bf boardFlags
	bf.register(fs)
	path := fs.String("firmware", "", "firmware ELF to run from reset (required)")
	show := fs.String("show", "", "function to list (required)")
	until := fs.String("until", "", "stop when the PC reaches SYMBOL")
	maxCycles := fs.Uint64("max-cycles", 0, "stop after N simulated cycles")
	idle := fs.Int("idle-periods", sim.DefaultIdlePeriods, "end a run idling in a b . loop after N interrupts with only their handlers running (0: never)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *path == "" || *show == "" {
		return usageError{"annotate --firmware needs an ELF file and --show NAME (see --help)"}
	}
	if err := bf.refuseInFirmware(fs); err != nil {
		return err
	}
	rb, err := bf.load()
	if err != nil {
		return err
	}
	img, err := readELF(*path, "--firmware")
	if err != nil {
		return err
	}
	target, err := img.Lookup(*show)
	if err != nil {
		return inputError{fmt.Errorf("%v (--show)", err)}
	}
	mprof, err := rb.MProfile()
	if err != nil {
		return inputError{err}
	}
	fo := rb.FirmwareOptions()
	fo.Until, fo.MaxCycles = *until, *maxCycles
	if fo.IdlePeriods, err = idlePeriods(*idle); err != nil {
		return err
	}
	var rec *prof.Recorder
	fo.Profiler = func(code sim.CodeReader) models.Profiler {
		rec = prof.New(img, code, mprof)
		return rec
	}
	ctx, stop := interruptible()
	defer stop()
	fo.Context = ctx
	res, err := rb.RunFirmware(img, fo)
	if err != nil {
		return callError(err)
	}
	if err := printAnnotated(stdout, annotated{mprof, sim.ImageCode(img), img, res.Cycles, res.Board, res.ClockHz}, rec, target); err != nil {
		return err
	}
	return firmwareStatus(ctx, res)
}

// withSource adds, under --verbose, the documents a refused setting rests
// on (sim.SourcedError) to its one-line error; without, the line says the
// fact and the fix only.
func withSource(err error, verbose bool) error {
	var se *sim.SourcedError
	if !verbose || !errors.As(err, &se) || se.Source == "" {
		return err
	}
	return fmt.Errorf("%w (source: %s)", err, se.Source)
}
