// Package chip is the chip data a board profile carries beside its core
// and memory: the clock tree firmware mode follows (clock.go), the
// datasheet-typical run current energy figures come from (energy.go),
// the crypto accelerators (accel.go) and the register facts firmware
// mode answers (chipregs.go). Each is a section of the profile
// (models.SectionSpec), registered here: the loader decodes it and runs
// its checks, so a bad section is refused when the profile loads, and
// the readers (sim, devices, report, calibrate, cmd) get it typed with
// ClockOf, EnergyOf, AcceleratorsOf and RegistersOf. No cycle of a core
// or memory model depends on it, except the accelerators' register
// windows, which the A7's memory hierarchy treats as device memory.
//
// A program that loads profiles imports boardless/models/all, which
// links this package.
package chip

import "boardless/models"

// The sections' keys in a profile.
const (
	clockKey     = "clock"
	energyKey    = "energy"
	accelKey     = "accelerators"
	registersKey = "registers"
)

// The registration order is the order of the checks (energy, then the
// registers, on every profile; the clock tree, then the accelerators, on
// boards) and After places each where it was when it was a field of
// models.Profile, so a profile written out is the same.
func init() {
	models.RegisterSection(models.SectionSpec{Key: clockKey, New: func() any { return new(ClockTree) },
		Check: validateClock, BoardOnly: true, After: "flash"})
	models.RegisterSection(models.SectionSpec{Key: energyKey, New: func() any { return new(Energy) },
		Check: validateEnergy, After: "estimated"})
	models.RegisterSection(models.SectionSpec{Key: accelKey, New: func() any { return new(Accelerators) },
		Check: validateAccelerators, BoardOnly: true, Params: accelParams, After: energyKey})
	models.RegisterSection(models.SectionSpec{Key: registersKey, New: func() any { return new(Registers) },
		Check: validateRegisters, After: accelKey})
}

// ClockOf is the profile's clock tree; nil when the chip has none.
func ClockOf(p *models.Profile) *ClockTree {
	c, _ := p.Section(clockKey).(*ClockTree)
	return c
}

// EnergyOf is the chip's datasheet-typical run current; nil when the
// chip carries none, and then no result has energy_uj.
func EnergyOf(p *models.Profile) *Energy {
	e, _ := p.Section(energyKey).(*Energy)
	return e
}

// AcceleratorsOf are the chip's crypto peripherals; nil for none.
func AcceleratorsOf(p *models.Profile) *Accelerators {
	a, _ := p.Section(accelKey).(*Accelerators)
	return a
}

// RegistersOf are the chip's register facts firmware mode answers; nil
// when every peripheral register is plain memory.
func RegistersOf(p *models.Profile) *Registers {
	r, _ := p.Section(registersKey).(*Registers)
	return r
}

// SetClock gives p (a copy of a loaded profile: what-ifs, tests) the
// clock tree c; nil removes it.
func SetClock(p *models.Profile, c *ClockTree) { p.SetSection(clockKey, c) }

// SetEnergy gives p the energy section e; nil removes it.
func SetEnergy(p *models.Profile, e *Energy) { p.SetSection(energyKey, e) }
