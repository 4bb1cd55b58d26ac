package sim

import "boardless/emu"

// MProfile reports whether the session's core is an M-profile core
// (Thumb code only).
func (s *Session) MProfile() bool { return s.spec.MProfile }

// Stop ends the running call, if any, from another goroutine (Ctrl-C):
// it returns a FaultStopped, and the session is meant to be closed.
func (s *Session) Stop() { s.m.Stop() }

// Registers are the core registers after a call or a fault.
type Registers struct {
	R          [13]uint32
	SP, LR, PC uint32
	// Thumb: the core was in Thumb state (always on M-profile).
	Thumb bool
}

// Registers reads the core registers.
func (s *Session) Registers() Registers {
	var r Registers
	for i := range r.R {
		r.R[i] = s.m.ReadReg(emu.RegR(i))
	}
	r.SP, r.LR, r.PC = s.m.ReadReg(emu.SP), s.m.ReadReg(emu.LR), s.m.ReadReg(emu.PC)
	r.Thumb = s.spec.MProfile || s.m.ReadReg(emu.CPSR)&(1<<5) != 0
	return r
}
