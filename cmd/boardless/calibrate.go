package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"

	"boardless/calibrate"
	"boardless/models"
	"boardless/outfmt"
	"boardless/sim"
)

const calibrateUsage = `Usage: boardless calibrate --board B --measured board.csv --image IMAGE.elf [--fit P,...] --out profile.json

Fits the board's free model parameters to cycle counts measured on the
real board with IMAGE.elf (the calibration kit, build/kit/B/kit.elf: see
docs/calibration.md). IMAGE.elf is run in firmware mode with candidate
values until its printed "name,cycles" lines match the measured ones
best (least squares of relative errors). Prints the residuals before and
after, and a leave-one-out error (each benchmark predicted by a fit to
the others); writes a board profile that --board-file accepts.

The measured file must be the same image's output: every benchmark it
prints, nothing else ('#' lines and the "name,cycles" header are skipped).

Parameters (--fit, comma-separated; default per core):
  flash_wait_states   the effective flash wait states (M-profile; enumerated):
                      a check against the chip's table, reported, never
                      written (the profile keeps the chip's rule by clock)
  M33: div_cycles long_mul_cycles long_mul_latency simd_latency pc_load_extra
  A7:  a7_mispredict_penalty a7_taken_bubble a7_div_cycles l2_hit_cycles
       ddr_overhead_ns sram_ns`

func cmdCalibrate(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("calibrate", calibrateUsage, stdout)
	var bf boardFlags
	bf.register(fs)
	measured := fs.String("measured", "", "CSV captured from the board running IMAGE (required)")
	image := fs.String("image", "", "the firmware image that was measured (required)")
	fit := fs.String("fit", "", "parameters to fit, comma-separated (default: per core, see --help)")
	out := fs.String("out", "", "write the calibrated board profile here (required)")
	name := fs.String("name", "", "name of the calibrated profile (default: BOARD-calibrated)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *measured == "" || *image == "" || *out == "" {
		return usageError{"--measured, --image and --out are required (see --help)"}
	}
	if err := bf.refuseInFirmware(fs); err != nil {
		return err // the kit runs in firmware mode
	}
	if bf.boardFile != "" {
		return usageError{"calibrate starts from a built-in board (--board): the profile it writes inherits it"}
	}
	rb, err := bf.load()
	if err != nil {
		return err
	}
	board := rb.Board
	meas, err := readMeasured(*measured, board)
	if err != nil {
		return err
	}
	img, err := readELF(*image, "--image")
	if err != nil {
		return err
	}
	names, err := fitNames(board, *fit)
	if err != nil {
		return err
	}
	cs := &calibrate.Simulator{Board: board, Image: img, Simulate: func(b *models.Profile, pin map[string]float64) (string, error) {
		out, err := rb.RunCandidate(img, b, pin)
		var ie *sim.InputError
		if errors.As(err, &ie) {
			return "", inputError{err} // an image for another board
		} else if err != nil {
			return "", boardError{err}
		}
		return out, nil
	}}
	res, err := calibrate.Calibrate(cs, meas, names)
	var be boardError
	if err != nil && !errors.As(err, &be) {
		// The rest is about the inputs: the measurements do not match
		// what the image prints.
		return inputErrorf("%v (--measured %s, --image %s)", err, *measured, *image)
	} else if err != nil {
		return err
	}
	printCalibration(stdout, res)
	for _, line := range res.ChipRules(board) {
		fmt.Fprintln(stdout, line)
	}
	pname := *name
	if pname == "" {
		pname = board.Name + "-calibrated"
	}
	data, err := res.Profile(board, pname, fmt.Sprintf("%s measured with %s", *measured, *image))
	if err != nil {
		return err
	}
	if err := calibrate.WriteProfile(*out, data); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "\nwrote %s (use: --board-file %s)\n", *out, *out)
	return nil
}

// boardError is the image failing in the simulator during a fit: exit 1,
// unlike the fit's complaints about its inputs.
type boardError struct{ err error }

func (e boardError) Error() string { return e.err.Error() }
func (e boardError) Unwrap() error { return e.err }

// readMeasured reads the measurements CSV (calibrate.ReadMeasured): a
// mistake in it, or a file that does not open, is an input error.
func readMeasured(path string, board *models.Profile) ([]calibrate.Measurement, error) {
	meas, err := calibrate.ReadMeasured(path, board)
	var pe *fs.PathError
	switch {
	case errors.As(err, &pe):
		return nil, inputErrorf("%v (--measured)", err)
	case err != nil:
		return nil, inputError{err}
	}
	return meas, nil
}

// fitNames are the parameters --fit names (calibrate.FitNames); a
// name the board cannot fit is a usage error.
func fitNames(board *models.Profile, fit string) ([]string, error) {
	names, err := calibrate.FitNames(board, fit)
	var ne *calibrate.NameError
	if errors.As(err, &ne) {
		return nil, usageError{err.Error()}
	}
	return names, err
}

func printCalibration(w io.Writer, f *calibrate.Fit) {
	params := outfmt.Table{Header: []string{"parameter", "before", "after"}, RightAlign: true}
	for _, p := range f.Params {
		params.Add(p.Name, fmt.Sprintf("%g", f.Before[p.Name]), fmt.Sprintf("%g", f.After[p.Name]))
	}
	params.WriteText(w)
	fmt.Fprintln(w)
	rows := outfmt.Table{Header: []string{"benchmark", "measured", "before", "after", "error before %", "error after %", "leave-one-out %"}, RightAlign: true}
	for _, r := range f.Rows {
		loo := "-"
		if v, ok := f.LOORows[r.Name]; ok {
			loo = fmt.Sprintf("%+.2f", v)
		}
		rows.Add(r.Name, fmt.Sprintf("%.0f", r.Measured), fmt.Sprintf("%.0f", r.Before), fmt.Sprintf("%.0f", r.After),
			fmt.Sprintf("%+.2f", r.ErrBefore), fmt.Sprintf("%+.2f", r.ErrAfter), loo)
	}
	rows.WriteText(w)
	loo := "n/a (fewer than 3 benchmarks)"
	if !math.IsNaN(f.LOO) {
		loo = fmt.Sprintf("%.2f%% mean |error|", f.LOO)
	}
	fmt.Fprintf(w, "\nRMS error: %.2f%% before, %.2f%% after; leave-one-out: %s; %d simulations\n", f.RMSBefore, f.RMSAfter, loo, f.Simulations)
}
