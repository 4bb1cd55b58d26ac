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
		{"compare", "run one function or kernels on several boards and what-ifs: one table, a chart, a deadline", cmdCompare},
		{"annotate", "list a function's instructions with the cycles each took", cmdAnnotate},
		{"calibrate", "fit a board's model parameters to cycles measured on the real board", cmdCalibrate},
		{"sweep", "vary clock, wait states, prefetch, cache or multiplier and plot cycles and time", cmdSweep},
		{"boards", "list the built-in boards", cmdBoards},
		{"params", "list every model parameter of a board with value, unit, bounds and source", cmdParams},
		{"linker-script", "print a linker script for a board: its MEMORY block, or with --full a complete one", cmdLinkerScript},
		{"completion", "print a shell completion script: bash, zsh or fish", cmdCompletion},
		{"version", "print the version", cmdVersion},
	}
}

func main() {
	os.Exit(runMain(os.Args[1:], os.Stdout, os.Stderr))
}

func runMain(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" {
		printUsage(stdout)
		return 0
	}
	err := dispatch(args, stdout, stderr)
	if err == nil || errors.Is(err, pflag.ErrHelp) {
		return 0
	}
	fmt.Fprintf(stderr, "boardless: %s\n", oneLine(err.Error()))
	return exitCode(err)
}

// dispatch runs the command args[0] names.
func dispatch(args []string, stdout, stderr io.Writer) error {
	if args[0] == "help" {
		return cmdHelp(args[1:], stdout, stderr)
	}
	var names []string
	for _, c := range commands {
		if c.name == args[0] {
			return c.run(args[1:], stdout, stderr)
		}
		names = append(names, c.name)
	}
	if strings.HasPrefix(args[0], "-") {
		return usagef("%s before a command: give the command first, e.g. 'boardless bench %s ...' ('boardless help' lists the commands)", args[0], args[0])
	}
	if s := nearest(args[0], names); s != "" {
		return usagef("unknown command %q (did you mean %s? 'boardless help' lists the commands)", args[0], s)
	}
	return usagef("unknown command %q ('boardless help' lists the commands)", args[0])
}

// oneLine keeps an error message to the single line users are promised.
func oneLine(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", " ")), " ")
}

func printUsage(w io.Writer) {
	fmt.Fprintf(w, `boardless predicts how fast compiled code runs on a board you do not have.

It runs the real ARM or RISC-V ELF under an emulator and times every instruction with
the board's core model (%s) and memory model.

Usage:
  boardless <command> [flags]

Commands:
`, coreList())
	for _, c := range commands {
		fmt.Fprintf(w, "  %-14s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, "\nTopics ('boardless help TOPIC'):\n")
	for _, t := range topics {
		fmt.Fprintf(w, "  %-14s %s\n", t.name, t.summary)
	}
	fmt.Fprintf(w, `
Examples:
  boardless bench --board nucleo-g071rb
  boardless run --board nucleo-g071rb --elf fw.elf --func sha256_fast \
      --arg rand:1024 --arg 1024 --arg buf:32 --format json

Run 'boardless <command> --help' for a command's flags, 'boardless help --man'
for the manual page, 'boardless completion bash' for shell completion.
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
	if capturedFlags != nil {
		*capturedFlags = fs
	}
	return fs
}

func cmdVersion(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("version", "Usage: boardless version\n\nPrints the version.", stdout)
	if err := parse(fs, args); err != nil {
		return err
	}
	_, err := fmt.Fprintln(stdout, "boardless", version)
	return err
}

// parse parses flags. On --help pflag has printed the usage (fs.Usage)
// and parse returns pflag.ErrHelp, which runMain takes for success.
// Errors are usage errors in the program's terms.
func parse(fs *pflag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return err
		}
		return flagError(fs, err)
	}
	if fs.NArg() > 0 {
		return usagef("unexpected argument %q (flags take the form --name value; 'boardless %s --help')", fs.Arg(0), fs.Name())
	}
	return checkCounts(fs)
}
