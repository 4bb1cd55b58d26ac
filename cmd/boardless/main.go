// Command boardless predicts the cycles, time and stack of compiled code on
// a specific board, without the board: it runs the real ELF under Unicorn
// and times every instruction with the board's core and memory models.
//
// Run `boardless help` for the commands.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/pflag"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

const defaultBoard = "nucleo-g071rb"

type command struct {
	name, summary string
	run           func(args []string, stdout, stderr io.Writer) error
}

var commands []command

func init() {
	commands = []command{
		{"run", "call one function of an ELF and report its cycles, time and stack", cmdRun},
		{"bench", "run the built-in crypto kernels on a board, each checked against Go", cmdBench},
		{"check", "compare cycles, stack and footprint with a baseline file; exit 1 on a regression (CI gate)", cmdCheck},
		{"merge", "merge the JSON outputs of sharded bench or check --update runs into one file", cmdMerge},
		{"annotate", "list a function's instructions with the cycles each took", cmdAnnotate},
		{"calibrate", "fit a board's model parameters to cycles measured on the real board", cmdCalibrate},
		{"sweep", "vary clock, wait states, prefetch, cache or multiplier and plot cycles and time", cmdSweep},
		{"boards", "list the built-in boards", cmdBoards},
		{"params", "list every model parameter of a board with value, unit, bounds and source", cmdParams},
		{"linker-script", "print the MEMORY block of a linker script for a board", cmdLinkerScript},
		{"version", "print the version", func([]string, io.Writer, io.Writer) error { fmt.Println("boardless", version); return nil }},
	}
}

// exitError carries its own exit status (e.g. 130 after SIGINT).
type exitError struct {
	code int
	err  error
}

func (e exitError) Error() string { return e.err.Error() }

// usageError is a mistake in the command line: exit status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func main() {
	os.Exit(runMain(os.Args[1:], os.Stdout, os.Stderr))
}

func runMain(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		if len(args) > 1 {
			return runMain([]string{args[1], "--help"}, stdout, stderr)
		}
		printUsage(stdout)
		return 0
	}
	for _, c := range commands {
		if c.name != args[0] {
			continue
		}
		err := c.run(args[1:], stdout, stderr)
		switch {
		case err == nil:
			return 0
		case errors.Is(err, pflag.ErrHelp):
			return 0
		}
		fmt.Fprintf(stderr, "boardless %s: %s\n", c.name, oneLine(err.Error()))
		var ue usageError
		if errors.As(err, &ue) {
			return 2
		}
		var ee exitError
		if errors.As(err, &ee) {
			return ee.code
		}
		return 1
	}
	fmt.Fprintf(stderr, "boardless: unknown command %q; run 'boardless help'\n", args[0])
	return 2
}

// oneLine keeps an error message to the single line users are promised.
func oneLine(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", " ")), " ")
}

func printUsage(w io.Writer) {
	fmt.Fprintf(w, `boardless predicts how fast compiled code runs on a board you do not have.

It runs the real ARM ELF under an emulator and times every instruction with
the board's core model (Cortex-M0, M0+, M33, A7) and memory model.

Usage:
  boardless <command> [flags]

Commands:
`)
	for _, c := range commands {
		fmt.Fprintf(w, "  %-14s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, `
Examples:
  boardless bench --board nucleo-g071rb
  boardless run --board nucleo-g071rb --elf fw.elf --func sha256_fast \
      --arg rand:1024 --arg 1024 --arg buf:32 --format json

Run 'boardless <command> --help' for a command's flags.
`)
}

// newFlags returns a flag set that reports errors instead of exiting.
func newFlags(name, usage string, stdout io.Writer) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {
		fmt.Fprintf(stdout, "%s\nFlags:\n%s", usage, fs.FlagUsages())
	}
	fs.SortFlags = false
	return fs
}

// parse parses flags, printing help on --help and wrapping errors as
// usage errors.
func parse(fs *pflag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			fs.Usage()
			return err
		}
		return usageError{err.Error()}
	}
	if fs.NArg() > 0 {
		return usageError{fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
	}
	return nil
}
