package main

import (
	"fmt"
	"io"
	"text/tabwriter"

	"boardless/elfimg"
	"boardless/result"
	"boardless/sim"
)

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

func cmdLinkerScript(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("linker-script", "Usage: boardless linker-script --board B\n\nPrints the MEMORY block of a GNU ld script for the board's code and data.", stdout)
	var bf boardFlags
	bf.register(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	board, _, err := bf.load()
	if err != nil {
		return err
	}
	s, err := board.LinkerScript()
	if err != nil {
		return err
	}
	_, err = io.WriteString(stdout, s)
	return err
}
