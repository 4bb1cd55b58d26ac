package main

// The one error path of boardless. Every command returns its error to
// runMain, which prints it as one line, "boardless: what (where)", and
// exits with the status the README documents:
//
//	2   a mistake on the command line or in an input file (usageError,
//	    inputError, sim.InputError), found before the program starts on
//	    the board: a name or address the ELF or board lacks, buffers or
//	    an image that do not fit the board
//	1   the program failed on the board (a fault, an exhausted budget, a
//	    kernel whose output is wrong, a regression), or boardless itself
//	    failed (a file it could not write)
//	130 interrupted by SIGINT, 143 by SIGTERM (exitError)

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"boardless/elfimg"
	"boardless/internal/textdist"
	"boardless/sim"
)

// usageError is a mistake on the command line: exit status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// inputError is an input file that is missing or wrong (an ELF, a board
// profile, a baseline, a measurements CSV): exit status 2.
type inputError struct{ err error }

func (e inputError) Error() string { return e.err.Error() }
func (e inputError) Unwrap() error { return e.err }

// exitError carries its own exit status (e.g. 130 after SIGINT).
type exitError struct {
	code int
	err  error
}

func (e exitError) Error() string { return e.err.Error() }
func (e exitError) Unwrap() error { return e.err }

// exitCode is the exit status of a command's error.
func exitCode(err error) int {
	var ee exitError
	var ue usageError
	var ie inputError
	var se *sim.InputError
	switch {
	case errors.As(err, &ee):
		return ee.code
	case errors.As(err, &ue), errors.As(err, &ie), errors.As(err, &se):
		return 2
	}
	return 1
}

// usagef is a usage error with a formatted message.
func usagef(format string, a ...any) error { return usageError{fmt.Sprintf(format, a...)} }

// inputErrorf is an input error with a formatted message.
func inputErrorf(format string, a ...any) error { return inputError{fmt.Errorf(format, a...)} }

// readELF reads an ELF named on the command line; a missing, truncated or
// non-ARM file is an input error.
func readELF(path, flag string) (*elfimg.Image, error) {
	img, err := elfimg.ReadELF(path)
	if err != nil {
		return nil, inputError{fmt.Errorf("%v (%s)", err, flag)}
	}
	return img, nil
}

// lookupFunc checks that the ELF has the function a command calls, so
// that a misspelt name is an input error, with the nearest names.
func lookupFunc(img *elfimg.Image, name string) error {
	return lookupCallee(img, name, "--func")
}

// lookupInits checks every --init function as lookupFunc does --func:
// before the run, so that a misspelt one is an input error too.
func lookupInits(img *elfimg.Image, names []string) error {
	for _, n := range names {
		if err := lookupCallee(img, n, "--init"); err != nil {
			return err
		}
	}
	return nil
}

// lookupCallee checks a function named by flag: an address (0x and hex
// digits), or a function symbol of the image. Every way it can be wrong
// is the user's input, found before anything runs: exit status 2.
func lookupCallee(img *elfimg.Image, name, flag string) error {
	if len(name) >= 2 && strings.EqualFold(name[:2], "0x") {
		if _, err := strconv.ParseUint(name[2:], 16, 32); err != nil {
			return usagef("%s %q: not an address: give 0x and 1 to 8 hex digits, or a symbol name", flag, name)
		}
		return nil // whether the address is in the board's memory is the session's check
	}
	if len(img.Symbols) == 0 {
		return inputError{fmt.Errorf("symbol %q not found: %s has no symbol table (stripped?): call the function by its address (%s 0x...)", name, img.Name, flag)}
	}
	sym, err := img.Lookup(name)
	if err != nil {
		return inputError{fmt.Errorf("%v (%s)", err, flag)}
	}
	if !sym.Func {
		return inputError{fmt.Errorf("symbol %q of %s is a data object, not a function (%s)", name, img.Name, flag)}
	}
	return nil
}

// flagError rewrites pflag's parse errors in the program's terms: the
// flag, the value, what it wants, and for an unknown flag the nearest
// one the command has.
func flagError(fs *pflag.FlagSet, err error) error {
	var ne *pflag.NotExistError
	var ve *pflag.InvalidValueError
	var re *pflag.ValueRequiredError
	switch {
	case errors.As(err, &ne):
		name := ne.GetSpecifiedName()
		if ne.GetSpecifiedShortnames() != "" {
			return usagef("unknown flag -%s ('boardless %s --help' lists the flags)", ne.GetSpecifiedShortnames(), fs.Name())
		}
		var names []string
		fs.VisitAll(func(f *pflag.Flag) { names = append(names, f.Name) })
		if s := nearest(name, names); s != "" {
			return usagef("unknown flag --%s for %s (did you mean --%s?)", name, fs.Name(), s)
		}
		return usagef("unknown flag --%s for %s ('boardless %s --help' lists the flags)", name, fs.Name(), fs.Name())
	case errors.As(err, &ve):
		f := ve.GetFlag()
		return usagef("--%s %q: %s", f.Name, ve.GetValue(), wants(f, ve.Unwrap()))
	case errors.As(err, &re):
		return usagef("--%s needs a value (%s)", re.GetSpecifiedName(), re.GetFlag().Usage)
	}
	return usageError{err.Error()}
}

// wants says what a flag of pflag's own types accepts; a flag of a type
// of ours (hzValue) explains itself in its error.
func wants(f *pflag.Flag, cause error) string {
	switch f.Value.Type() {
	case "int":
		return "not a whole number"
	case "uint64":
		return "not a whole number of 0 or more"
	case "duration":
		return "not a duration (e.g. 500ms, 30s, 2m)"
	case "bool":
		return "use true or false"
	}
	return cause.Error()
}

// checkCounts refuses a negative value for any integer flag given: every
// integer flag of boardless is a count or a size (--top, --jobs,
// --bytes, --flash-ws...).
func checkCounts(fs *pflag.FlagSet) error {
	var err error
	fs.Visit(func(f *pflag.Flag) {
		if f.Value.Type() == "int" && strings.HasPrefix(f.Value.String(), "-") && err == nil {
			err = usagef("--%s %s: must be 0 or more", f.Name, f.Value)
		}
	})
	return err
}

// nearest is the name of names closest to s, if it is a likely typo
// ("" otherwise).
func nearest(s string, names []string) string { return textdist.Nearest(s, names) }

// checkOutput refuses, before anything runs, an output file that cannot
// be written (a directory that does not exist or is not writable, a path
// that is a directory), so that a long run never ends in losing its
// figures to a typo in a path. flag names the option; "" path is none.
func checkOutput(flag, path string) error {
	if path == "" {
		return nil
	}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return usagef("%s %s: is a directory: give a file name", flag, path)
	}
	probe, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".check*")
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return usagef("%s %s: cannot write into %s (%v)", flag, path, filepath.Dir(path), err)
	}
	probe.Close()
	return os.Remove(probe.Name())
}

// checkOutputs is checkOutput over flag, path pairs.
func checkOutputs(flagPaths ...string) error {
	for i := 0; i+1 < len(flagPaths); i += 2 {
		if err := checkOutput(flagPaths[i], flagPaths[i+1]); err != nil {
			return err
		}
	}
	return nil
}
