package sim

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"boardless/internal/textdist"
	"boardless/models"
)

// BoardChoice is a board as a command names it: a built-in board or a
// board profile file, and the what-ifs and bounds of its runs, as given.
type BoardChoice struct {
	Name    string // a built-in board, when File is ""
	File    string // a board profile file (--board-file)
	WhatIf  WhatIfText
	Budget  uint64        // instructions per call (--budget); at least 1
	Timeout time.Duration // wall-clock bound per call; 0 is none
}

// LoadBoard loads the board c names and resolves it under its what-ifs,
// once: what a command prints is the board as simulated. A refusal is
// an InputError (a mistake on the command line or in the file); only a
// built-in board that does not load (a bug) is not.
func LoadBoard(c BoardChoice) (*Resolved, error) {
	p, err := c.profile()
	if err != nil {
		return nil, err
	}
	opts, err := c.options()
	if err != nil {
		return nil, err
	}
	rb, err := Resolve(p, opts)
	var refused boardCheckError
	switch {
	case errors.As(err, &refused):
		return nil, &InputError{refused.error}
	case err != nil:
		return nil, inputErrorf("%v (%s)", err, c.origin(p))
	}
	return rb, nil
}

func inputErrorf(format string, a ...any) error { return &InputError{fmt.Errorf(format, a...)} }

// origin names where the board came from, for messages.
func (c BoardChoice) origin(p *models.Profile) string {
	if c.File != "" {
		return "--board-file " + c.File
	}
	return "--board " + p.Name
}

// options turns the what-ifs into the options of a run; what
// the board and its core cannot take is Resolve's to refuse, once
// (CheckBoard, and the flash what-ifs by its memory model).
func (c BoardChoice) options() (Options, error) {
	w, err := ParseWhatIf(c.WhatIf)
	if err != nil {
		return Options{}, &InputError{err}
	}
	opts := Options{WhatIf: w, Budget: c.Budget, Timeout: c.Timeout}
	if c.Budget == 0 {
		return opts, inputErrorf("--budget 0: give at least 1 instruction")
	}
	if c.Timeout < 0 {
		return opts, inputErrorf("--timeout %v: must not be negative", c.Timeout)
	}
	return opts, nil // the what-ifs the board refuses are Resolve's (CheckBoard)
}

// profile reads the board profile: a built-in board, or the user's
// file, which may not change the core of the chip it is built on.
func (c BoardChoice) profile() (*models.Profile, error) {
	if c.File == "" {
		return BuiltinBoard(c.Name)
	}
	if err := sameCoreAsChip(c.File); err != nil {
		return nil, &InputError{err}
	}
	p, err := models.LoadProfileFile(c.File)
	if err != nil {
		return nil, inputErrorf("%v (--board-file)", err)
	}
	if p.Kind != "board" {
		return nil, inputErrorf("%s is a %s profile, not a board: a board file has \"kind\": \"board\" (--board-file %s, field kind)", p.Name, p.Kind, c.File)
	}
	return p, nil
}

// BuiltinBoard loads a built-in board by name; a name that is no board
// is an InputError naming the boards (and the nearest one).
func BuiltinBoard(name string) (*models.Profile, error) {
	names := models.BoardNames()
	if !slices.Contains(names, name) {
		if p, err := models.LoadProfile(name); err == nil {
			return nil, inputErrorf("%s is a %s profile, not a board (--board; known boards: %s)", name, p.Kind, strings.Join(names, ", "))
		}
		hint := ""
		if s := textdist.Nearest(name, names); s != "" {
			hint = fmt.Sprintf("did you mean %s? ", s)
		}
		return nil, inputErrorf("unknown board %q (--board; %sknown boards: %s; or your own with --board-file)", name, hint, strings.Join(names, ", "))
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

// Budget is the instruction budget of each call on the board: the
// options', or DefaultBudget.
func (r *Resolved) Budget() uint64 {
	if r.Opts.Budget == 0 {
		return DefaultBudget
	}
	return r.Opts.Budget
}

// BoardParam is the value of the model parameter name on board as it
// is (no what-ifs), and whether its models have it: what 'boardless
// boards' lists.
func BoardParam(board *models.Profile, name string) (float64, bool) {
	ps, err := board.ResolveParams(nil)
	if err != nil {
		return 0, false
	}
	for _, p := range ps {
		if p.Name == name {
			return p.Value, true
		}
	}
	return 0, false
}
