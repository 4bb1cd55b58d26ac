package devices

// The crypto accelerators of a chip (the STM32MP135's HASH and CRYP), in
// function mode: each block is a small device at the base address of
// the board profile's "accelerators" section (models/chip/accel.go), which
// sim maps as memory-mapped I/O. A
// device computes its result with Go's crypto, so the output is right
// by construction, and it is busy for the time the manual's figures
// give (the accelerators.timing parameters): a status bit stays set
// until the simulated cycle count passes the completion time, so the
// driver's polling loop runs, and costs, on the core model. Each
// register access costs periph_access_cycles at periph_bus_hz through
// the memory model (models/memory/hierarchy.go's device windows).
//
// The devices are mapped only on a board whose profile has the section,
// at addresses no other code touches: code that does not use them runs
// exactly as before.

import (
	"boardless/models"

	"boardless/models/chip"
)

// accelClock is what a device needs from its session: the simulated
// cycle count, brought up to date, and the conversion of its bus
// cycles to CPU cycles.
type accelClock struct {
	h   Host
	clk chip.AccelClock
}

// now is the CPU cycle count up to the accessing instruction (and the
// rest of its translation block: emu.Machine.Drain).
func (c accelClock) now() uint64 {
	c.h.Sync()
	return c.h.Cycles()
}

// cpu converts bus cycles to CPU cycles (rounded up).
func (c accelClock) cpu(bus float64) uint64 { return c.clk.CPU(bus) }

// MMIO answers the guest's loads and stores in a device's window; addr
// is absolute, size 1, 2 or 4 (emu.MMIOHandler's methods).
type MMIO interface {
	MMIORead(addr uint32, size int) uint32
	MMIOWrite(addr uint32, size int, v uint32)
}

// Window is a device and the register window it answers.
type Window struct {
	Name       string
	Base, Size uint32
	Device     MMIO
}

// Accelerators are the board's HASH and CRYP devices, timed by the
// accelerators' parameters in v (the PKA is not modelled yet: its
// window is left out, so an access to it faults).
func Accelerators(board *models.Profile, v models.Values, h Host) []Window {
	a := chip.AcceleratorsOf(board)
	if a == nil {
		return nil
	}
	clk := accelClock{h: h, clk: chip.AccelClock{CPUHz: float64(board.ClockHz), BusHz: v["periph_bus_hz"]}}
	var out []Window
	for _, b := range a.Blocks {
		var dev MMIO
		switch b.Kind {
		case "hash":
			dev = newHashDevice(uint32(b.Base), clk, v, h.Warn)
		case "cryp":
			dev = newCrypDevice(uint32(b.Base), clk, v, h.Warn)
		default:
			continue
		}
		out = append(out, Window{Name: b.Name, Base: uint32(b.Base), Size: uint32(b.Size), Device: dev})
	}
	return out
}

// wordOf narrows a sub-word access to its word: the accelerators'
// registers are 32-bit (RM0475: word accesses only); a narrower read
// returns its bytes of the word, a narrower write is taken as the
// whole word's value shifted into place.
func wordOf(addr uint32, size int, v uint32) (uint32, uint32) {
	if size >= 4 {
		return addr &^ 3, v
	}
	return addr &^ 3, v << (8 * (addr & 3))
}

func narrow(addr uint32, size int, v uint32) uint32 {
	if size >= 4 {
		return v
	}
	return v >> (8 * (addr & 3)) & (1<<(8*size) - 1)
}
