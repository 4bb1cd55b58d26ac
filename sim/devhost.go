package sim

import "boardless/devices"

// deviceHost is the chip's devices' view of the run or session they
// serve (devices.Host), by the host's own methods.
type deviceHost struct{ h host }

func (d deviceHost) Cycles() uint64                { return d.h.cycles() }
func (d deviceHost) Sync()                         { d.h.sync() }
func (d deviceHost) Warn(msg string)               { d.h.warn(msg) }
func (d deviceHost) Emit(b []byte)                 { d.h.emit(b) }
func (d deviceHost) SetFlash(s devices.FlashState) { d.h.setFlash(s) }

// runDevices is a firmware run's side of the devices: it follows every
// peripheral access (the clock, the wrong-chip check: fwstop.go) and
// SCB->CCR's cache switches (fwcache.go).
type runDevices struct{ r *runner }

func (w runDevices) RegisterAccessed(addr uint32)  { w.r.registerAccessed(addr) }
func (w runDevices) RegisterWritten(addr uint32)   { w.r.registerWritten(addr) }
func (w runDevices) SetCaches(icache, dcache bool) { w.r.setCaches(icache, dcache) }

// host is what the devices and semihosting need from the run they
// serve: a firmware run (runner) or a function-mode session.
type host interface {
	// cycles is the simulated cycle count; call sync first for a
	// figure that includes the instructions up to the current one.
	cycles() uint64
	sync()
	warn(string)
	emit([]byte) // the program's output
	setFlash(devices.FlashState)
}
