package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

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

const firmwareUsage = `Usage: boardless run --board B --firmware IMAGE.elf [--format table|json] [--verbose]

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
Interrupts are not delivered.

The firmware's output goes to stdout as it is produced; with the table
format a summary follows, each line starting with "# ". A non-zero exit
code from the firmware makes boardless exit with status 1.`

func cmdRunFirmware(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("run", firmwareUsage, stdout)
	var bf boardFlags
	bf.register(fs)
	path := fs.String("firmware", "", "firmware ELF to run from reset (required)")
	format := fs.String("format", "table", "output: table or json")
	verbose := fs.Bool("verbose", false, "list every peripheral register the firmware touched")
	stdin := fs.String("stdin", "", "what the firmware reads through semihosting comes from FILE")
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
	if bf.prefetch != "" || bf.icache != "" {
		return usageError{"--prefetch and --icache do not apply in firmware mode: the firmware's FLASH_ACR (and ICACHE_CR) writes set them"}
	}
	board, opts, err := bf.load()
	if err != nil {
		return err
	}
	img, err := readELF(*path, "--firmware")
	if err != nil {
		return err
	}
	fo := firmwareOptions(opts, bf.timeout)
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
	res, err := sim.RunFirmware(board, img, fo)
	if err != nil {
		return err
	}
	if *format == "json" {
		if !*verbose {
			res.Peripherals = nil
		}
		if err := writeJSON(stdout, res); err != nil {
			return err
		}
	} else {
		printFirmware(stdout, res, *verbose)
		if *verbose && board.Energy != nil {
			fmt.Fprintf(stdout, "# energy source: %s\n", board.Energy.Label())
		}
	}
	if res.ExitCode != 0 {
		return fmt.Errorf("firmware exited with code %d (%s)", res.ExitCode, res.ExitedBy)
	}
	return nil
}

func printFirmware(w io.Writer, r *result.Firmware, verbose bool) {
	if n := len(r.Output); n > 0 && r.Output[n-1] != '\n' {
		fmt.Fprintln(w)
	}
	p := func(f string, a ...any) { fmt.Fprintf(w, "# "+f+"\n", a...) }
	p("board         %s (%s at %s)", r.Board, r.Core, mhz(r.ClockHz))
	p("exit          code %d (%s)", r.ExitCode, r.ExitedBy)
	p("cycles        %d", r.Cycles)
	p("instructions  %d (CPI %.3f)", r.Instructions, float64(r.Cycles)/float64(max(r.Instructions, 1)))
	p("time          %.3f us at %s", r.TimeUS, mhz(r.ClockHz))
	p("energy        %s", energyText(r.EnergyUJ))
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

// firmwareOptions are the options of a firmware run: of the what-ifs only
// those that firmware mode honours (the clock and the flash settings are
// the firmware's own, through RCC and FLASH_ACR; --flash-ws pins).
func firmwareOptions(opts sim.Options, timeout time.Duration) sim.FirmwareOptions {
	return sim.FirmwareOptions{Options: sim.Options{Budget: opts.Budget, Timeout: timeout,
		MulSmall: opts.MulSmall, FlashWS: opts.FlashWS, Params: opts.Params}}
}
