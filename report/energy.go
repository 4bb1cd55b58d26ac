package report

import (
	"strconv"

	"boardless/models/chip"
)

// EnergyLabel is what every energy figure is called: the chip's
// datasheet-typical run current times the supply voltage and the
// predicted time, not a measurement or a prediction of the code's own
// current (docs/accuracy.md says what it leaves out).
const EnergyLabel = "datasheet-typical estimate"

// NoEnergy stands where a chip carries no datasheet run current: the
// figure is unknown, never 0.
const NoEnergy = "—"

// NoEnergyNote is the reason beside NoEnergy for a chip without a
// datasheet run current.
const NoEnergyNote = "the chip carries no datasheet run current"

// FormatUJ prints an energy in µJ with four significant digits (whole
// µJ from 1000 up), or NoEnergy for nil.
func FormatUJ(uj *float64) string {
	if uj == nil {
		return NoEnergy
	}
	if *uj >= 1000 {
		return strconv.FormatFloat(*uj, 'f', 0, 64)
	}
	return strconv.FormatFloat(*uj, 'g', 4, 64)
}

// EnergySource is the footnote of a table with energy figures: the
// label, the datasheet table and its conditions, or why there is none.
func EnergySource(chipName string, e *chip.Energy) string {
	if e == nil {
		return "Energy: " + chipName + " carries no datasheet run current, so no energy is estimated (" + NoEnergy + ")."
	}
	return "Energy is a " + EnergyLabel + ": " + e.Label() + "."
}

// perUnit divides an energy by a count (operations, bytes), nil staying
// nil and a count of 0 giving nil.
func perUnit(uj *float64, n float64) *float64 {
	if uj == nil || n <= 0 {
		return nil
	}
	v := *uj / n
	return &v
}
