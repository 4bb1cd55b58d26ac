package chip

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"

	"boardless/models"
)

// Energy is a chip's datasheet-typical run-mode supply current, the
// "energy" section of a chip profile: what one operation costs in energy
// is estimated as that current at the run's clock, times the supply
// voltage, times the predicted time. It is a datasheet-typical estimate,
// not a prediction of the code's own current: the datasheet measures one
// benchmark (usually Dhrystone or CoreMark from flash, peripherals off) on
// typical silicon at one voltage and temperature, and the estimate leaves
// out what the code does differently (docs/accuracy.md).
//
// The current at a clock f comes from one of two forms:
//
//   - "run_current": points (hz, ua) as the datasheet's table gives them,
//     sorted by clock. Between two points the current is interpolated
//     linearly. Outside the table (below its first clock, above its
//     last; a single point covers its own clock only) there is no
//     current: the datasheet says nothing there, so CurrentUA returns an
//     *OutsideTableError and the run has no energy figure, never an
//     extrapolated one (a table of 200-480 MHz extrapolated to 32 MHz
//     gave 0.06 mA).
//   - "ua_per_mhz": the datasheet gives a current per MHz, a model of
//     its own valid at any clock: I(f) = ua_per_mhz * f / 1 MHz.
//
// energy_uj = I(f) [A] * vdd_v [V] * time [s] * 1e6, summed over the
// run's clock segments when the clock changes (EnergyOver).
type Energy struct {
	VddV       float64        `json:"vdd_v"`
	TempC      float64        `json:"temp_c"`
	RunCurrent []CurrentPoint `json:"run_current,omitempty"`
	UAPerMHz   float64        `json:"ua_per_mhz,omitempty"`
	Conditions string         `json:"conditions"`
	Source     string         `json:"source"`
}

// CurrentPoint is one row of a datasheet's run-mode table: the typical
// supply current in µA at a clock.
type CurrentPoint struct {
	Hz uint64  `json:"hz"`
	UA float64 `json:"ua"`
}

// ClockSegment is part of a run spent at one clock: Cycles core cycles
// at Hz. A function call is one segment; a firmware run that changes its
// clock is several.
type ClockSegment struct {
	Hz     uint64
	Cycles uint64
}

// validateEnergy checks the energy section, naming the field.
func validateEnergy(p *models.Profile) error {
	e := EnergyOf(p)
	if e == nil {
		return nil
	}
	if !(e.VddV > 0) || math.IsInf(e.VddV, 0) {
		return fmt.Errorf("energy.vdd_v: %g is not a positive voltage", e.VddV)
	}
	if strings.TrimSpace(e.Source) == "" {
		return errors.New("energy.source: missing (name the datasheet and table the current comes from)")
	}
	if strings.TrimSpace(e.Conditions) == "" {
		return errors.New("energy.conditions: missing (the datasheet's conditions: mode, code location, voltage, temperature)")
	}
	switch {
	case len(e.RunCurrent) > 0 && e.UAPerMHz != 0:
		return errors.New("energy: give run_current or ua_per_mhz, not both")
	case len(e.RunCurrent) == 0 && e.UAPerMHz == 0:
		return errors.New("energy: no run_current points and no ua_per_mhz")
	case e.UAPerMHz < 0 || math.IsNaN(e.UAPerMHz) || math.IsInf(e.UAPerMHz, 0):
		return fmt.Errorf("energy.ua_per_mhz: %g is not a positive current", e.UAPerMHz)
	}
	for i, pt := range e.RunCurrent {
		if pt.Hz == 0 {
			return fmt.Errorf("energy.run_current[%d].hz: missing or zero", i)
		}
		if !(pt.UA > 0) || math.IsInf(pt.UA, 0) {
			return fmt.Errorf("energy.run_current[%d].ua: %g is not a positive current", i, pt.UA)
		}
		if i > 0 && pt.Hz <= e.RunCurrent[i-1].Hz {
			return fmt.Errorf("energy.run_current[%d].hz: not increasing (points go from the lowest clock to the highest)", i)
		}
	}
	return nil
}

// RunCurrentUA returns the datasheet-typical run current in µA at hz, or
// ok false when the chip carries no energy data.
func RunCurrentUA(p *models.Profile, hz uint64) (ua float64, ok bool, err error) {
	e := EnergyOf(p)
	if e == nil {
		return 0, false, nil
	}
	ua, err = e.CurrentUA(hz)
	return ua, true, err
}

// CurrentUA is the run current in µA at hz, by the rules of the package
// doc of Energy.
func (e *Energy) CurrentUA(hz uint64) (float64, error) {
	if hz == 0 {
		return 0, errors.New("energy: no current at a clock of 0 Hz")
	}
	f := float64(hz)
	pts := e.RunCurrent
	if len(pts) == 0 {
		return e.UAPerMHz * f / 1e6, nil
	}
	lo, hi := pts[0], pts[len(pts)-1]
	if hz < lo.Hz || hz > hi.Hz {
		return 0, &OutsideTableError{Hz: hz, Lo: lo.Hz, Hi: hi.Hz, Source: e.Source}
	}
	i := sort.Search(len(pts), func(i int) bool { return pts[i].Hz >= hz }) // the first point at or above hz
	if pts[i].Hz == hz {
		return pts[i].UA, nil
	}
	a, b := pts[i-1], pts[i] // the interval holding hz
	fa, fb := float64(a.Hz), float64(b.Hz)
	return a.UA + (b.UA-a.UA)*(f-fa)/(fb-fa), nil
}

// OutsideTableError is a clock the datasheet's run-current table does
// not cover: the run has no energy figure there.
type OutsideTableError struct {
	Hz, Lo, Hi uint64 // the clock asked for, the table's first and last
	Source     string // the table
}

func (e *OutsideTableError) Error() string {
	return fmt.Sprintf("no datasheet current at %s: the table covers %s", mhzText(e.Hz), rangeText(e.Lo, e.Hi))
}

// rangeText is a table's clock range: "200-480 MHz", or "64 MHz only".
func rangeText(lo, hi uint64) string {
	if lo == hi {
		return mhzText(lo) + " only"
	}
	return fmt.Sprintf("%g-%s", float64(lo)/1e6, mhzText(hi))
}

// EnergyUJ is the energy in µJ of cycles core cycles at hz:
// I [µA] * 1e-6 * V * (cycles / hz) [s] * 1e6 = I [µA] * V * cycles / hz.
func (e *Energy) EnergyUJ(hz, cycles uint64) (float64, error) {
	ua, err := e.CurrentUA(hz)
	if err != nil {
		return 0, err
	}
	return ua * e.VddV * float64(cycles) / float64(hz), nil
}

// EnergyOver is the energy in µJ of a run made of clock segments, each at
// its own clock's current.
func (e *Energy) EnergyOver(segments []ClockSegment) (float64, error) {
	total := 0.0
	for _, s := range segments {
		if s.Cycles == 0 {
			continue
		}
		uj, err := e.EnergyUJ(s.Hz, s.Cycles)
		if err != nil {
			return 0, err
		}
		total += uj
	}
	return total, nil
}

// Label is the one-line account of where the figure comes from, for
// 'boardless params', 'boards' and the reports.
func (e *Energy) Label() string {
	var form string
	switch n := len(e.RunCurrent); n {
	case 0:
		form = fmt.Sprintf("%g µA/MHz", e.UAPerMHz)
	case 1:
		form = "1 point, at " + rangeText(e.RunCurrent[0].Hz, e.RunCurrent[0].Hz)
	default:
		form = fmt.Sprintf("%d points, %s", n, rangeText(e.RunCurrent[0].Hz, e.RunCurrent[n-1].Hz))
	}
	return fmt.Sprintf("datasheet-typical run current (%s) at %g V: %s; %s", form, e.VddV, e.Source, e.Conditions)
}

func mhzText(hz uint64) string {
	return fmt.Sprintf("%g MHz", float64(hz)/1e6)
}
