package calibrate

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"boardless/models"
)

// NameError is a --fit list that names no fittable parameter of the
// board, or one twice: the user's mistake, not the fit's.
type NameError struct{ Err error }

func (e *NameError) Error() string { return e.Err.Error() }
func (e *NameError) Unwrap() error { return e.Err }

// FitNames are the parameters the comma-separated list fit names
// (default, "": the core's, DefaultFit), each checked against those the
// board has that calibrate can fit.
func FitNames(board *models.Profile, fit string) ([]string, error) {
	if fit == "" {
		return DefaultFit(board), nil
	}
	ps, err := Params(board)
	if err != nil {
		return nil, err
	}
	var fittable []string
	for _, p := range ps {
		fittable = append(fittable, p.Name)
	}
	bad := func(format string, a ...any) error { return &NameError{fmt.Errorf(format, a...)} }
	var names []string
	for _, n := range strings.Split(fit, ",") {
		n = strings.TrimSpace(n)
		switch {
		case n == "":
			continue
		case !slices.Contains(fittable, n):
			return nil, bad("--fit %s: not a fittable parameter of %s (%s); fittable: %s", n, board.Name, board.Core, strings.Join(fittable, ", "))
		case slices.Contains(names, n):
			return nil, bad("--fit %s: named twice", n)
		}
		names = append(names, n)
	}
	if len(names) == 0 {
		return nil, bad("--fit %q: name at least one of %s", fit, strings.Join(fittable, ", "))
	}
	return names, nil
}

// WriteProfile writes a calibrated profile (Fit.Profile's data) to path
// and reads it back as --board-file will: a profile that does not load
// is a bug of the fit.
func WriteProfile(path string, data []byte) error {
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return err
	}
	if _, err := models.LoadProfileFile(path); err != nil {
		return fmt.Errorf("the written profile does not load (a bug): %v", err)
	}
	return nil
}

// ReadMeasured reads the measurements CSV at path (ParseCSV), refusing
// figures the kit cannot have printed on the board's core
// (CheckCounter). Every error is about the input; opening the file
// fails with an *fs.PathError.
func ReadMeasured(path string, board *models.Profile) ([]Measurement, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	meas, err := ParseCSV(path, f)
	if err != nil {
		return nil, err
	}
	spec, err := models.LookupCore(board.Core)
	if err != nil {
		return nil, err
	}
	if err := CheckCounter(path, board.Name, spec, meas); err != nil {
		return nil, err
	}
	return meas, nil
}
