package emu

/*
#include "trace.h"
*/
import "C"

// Stop requests: a caller that must act between two translation blocks
// (firmware mode taking an interrupt when the simulated cycle count
// reaches a deadline) asks for a stop, and the run returns a
// FaultRequested with the PC at the start of the block that would have
// run next. That block has not run and has not been traced: resuming
// there (or elsewhere, after changing the registers) loses nothing.
//
// Events reach Go in batches (a buffer of BL_BUF_EVENTS), so a check made
// after each batch can be late by many blocks. Eager mode hands the
// events to Go at every block start, so that the check sees the model's
// cycle count through the previous block: a stop then comes at most one
// block after the point the check looks for.

// FaultRequested: the run stopped because RequestStop was called or the
// stop check answered true (not an error).
const FaultRequested FaultKind = 64

// SetEager turns eager mode on or off (see above). It costs one call
// into Go per executed block.
func (m *Machine) SetEager(on bool) {
	if m.tr == nil {
		return
	}
	m.tr.eager = 0
	if on {
		m.tr.eager = 1
	}
}

// Eager reports whether eager mode is on.
func (m *Machine) Eager() bool { return m.tr != nil && m.tr.eager != 0 }

// SetStopCheck sets fn, asked after every batch of events has reached
// the sink; true stops the run at the next block start. nil removes it.
func (m *Machine) SetStopCheck(fn func() bool) { m.stopCheck = fn }

// RequestStop stops the current run at the next block start. Called
// outside a run it has no effect (every run starts without a request).
func (m *Machine) RequestStop() {
	if m.tr != nil {
		m.tr.stop_req = 1
	}
}

func (m *Machine) checkStop() {
	if m.stopCheck != nil && m.stopCheck() {
		m.tr.stop_req = 1
	}
}

// Registers of the M-profile exception model, read and written by
// firmware mode's exception entry and return.
const (
	IPSR      Reg = C.UC_ARM_REG_IPSR
	PRIMASK   Reg = C.UC_ARM_REG_PRIMASK
	BASEPRI   Reg = C.UC_ARM_REG_BASEPRI
	FAULTMASK Reg = C.UC_ARM_REG_FAULTMASK
	CONTROL   Reg = C.UC_ARM_REG_CONTROL
	MSP       Reg = C.UC_ARM_REG_MSP
	PSP       Reg = C.UC_ARM_REG_PSP
	FPSCR     Reg = C.UC_ARM_REG_FPSCR
	R12       Reg = C.UC_ARM_REG_R12
)
