package emu

/*
#include "trace.h"
*/
import "C"

import (
	"errors"
	"fmt"
	"strings"
)

// FaultKind names why emulated code stopped before returning.
type FaultKind int

const (
	FaultNone FaultKind = iota
	FaultBudget
	FaultUnmappedRead
	FaultUnmappedWrite
	FaultUnmappedFetch
	FaultException // CPU exception: undefined instruction, BKPT, SVC...
	FaultUnaligned // unaligned data access where the core faults (ARMv6-M)
	FaultOther     // any other error Unicorn reports
)

// Fault describes a run that did not reach its return address.
type Fault struct {
	Kind   FaultKind
	PC     uint32   // address of the instruction at fault (best known)
	Addr   uint32   // faulting data address, for unmapped accesses
	Intr   uint32   // exception number, for FaultException
	Detail string   // Unicorn's own words, when it gave some
	Recent []uint32 // last executed instruction addresses, oldest first
	Budget uint64   // the budget, for FaultBudget
}

// Exception numbers that Unicorn (QEMU) reports through UC_HOOK_INTR.
var exceptionNames = map[uint32]string{
	1:  "undefined instruction",
	2:  "supervisor call (SVC)",
	3:  "prefetch abort",
	4:  "data abort",
	7:  "breakpoint (BKPT)",
	16: "semihosting call",
	17: "coprocessor instruction with no coprocessor",
	18: "invalid state (e.g. BX to an even address on an M-profile core)",
	19: "stack limit overflow",
	22: "unaligned access",
}

// What returns a short description of the fault.
func (f *Fault) What() string {
	switch f.Kind {
	case FaultBudget:
		return fmt.Sprintf("instruction budget of %d exhausted (code does not return?)", f.Budget)
	case FaultUnmappedRead:
		return fmt.Sprintf("read of unmapped address 0x%08x", f.Addr)
	case FaultUnmappedWrite:
		return fmt.Sprintf("write to unmapped address 0x%08x", f.Addr)
	case FaultUnmappedFetch:
		return fmt.Sprintf("instruction fetch from unmapped address 0x%08x", f.Addr)
	case FaultUnaligned:
		return fmt.Sprintf("unaligned access to 0x%08x (this core faults on it)", f.Addr)
	case FaultException:
		if n, ok := exceptionNames[f.Intr]; ok {
			return n
		}
		return fmt.Sprintf("CPU exception %d", f.Intr)
	}
	return "emulation error: " + f.Detail
}

func (f *Fault) Error() string {
	return fmt.Sprintf("%s at PC 0x%08x", f.What(), f.PC)
}

// RecentString formats the recent PCs for a report.
func (f *Fault) RecentString() string {
	var b strings.Builder
	for i, pc := range f.Recent {
		if i > 0 {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "%08x", pc)
	}
	return b.String()
}

// Run executes from start (bit 0 set for Thumb) until the PC reaches
// until, feeding events to sink. It returns the instructions executed and
// a *Fault when the code did not reach until. budget 0 means no limit.
func (m *Machine) Run(start, until uint32, budget uint64, sink Sink) (uint64, error) {
	t := m.tr
	t.n, t.stop, t.intno, t.fault_addr = 0, C.BL_STOP_NONE, 0, 0
	m.x.sink, m.x.insns, m.x.budget, m.x.recentN = sink, 0, budget, 0
	defer func() { m.x.sink = nil }()

	if m.cpu.MProfile() {
		start |= 1 // M-profile code is always Thumb
	}
	var err error
	for {
		err = ucError(C.uc_emu_start(m.uc, C.uint64_t(start), C.uint64_t(until&^1), 0, 0))
		next, ok := m.hintResume(err)
		if !ok {
			break
		}
		start = next
	}
	if C.bl_drain(t) != 0 && t.stop == C.BL_STOP_NONE {
		t.stop = C.BL_STOP_BUDGET
	}
	insns := m.x.insns
	if m.x.err != nil {
		return insns, m.x.err
	}
	if err == nil && t.stop == C.BL_STOP_NONE && m.ReadReg(PC)&^1 == until&^1 {
		return insns, nil
	}
	return insns, m.fault(err, budget)
}

func (m *Machine) fault(err error, budget uint64) *Fault {
	t := m.tr
	f := &Fault{PC: m.ReadReg(PC) &^ 1, Recent: m.x.recentPCs(), Budget: budget}
	switch t.stop {
	case C.BL_STOP_BUDGET:
		f.Kind = FaultBudget
	case C.BL_STOP_INTR:
		f.Kind, f.Intr = FaultException, uint32(t.intno)
	case C.BL_STOP_UNALIGNED:
		f.Kind, f.Addr = FaultUnaligned, uint32(t.fault_addr)
	case C.BL_STOP_UNMAPPED:
		f.Addr = uint32(t.fault_addr)
		switch t.fault_type {
		case C.UC_MEM_WRITE_UNMAPPED:
			f.Kind = FaultUnmappedWrite
		case C.UC_MEM_FETCH_UNMAPPED:
			// The PC is the unmapped target; name the branch that went there.
			f.Kind = FaultUnmappedFetch
			if n := len(f.Recent); n > 0 {
				f.PC = f.Recent[n-1]
			}
		default:
			f.Kind = FaultUnmappedRead
		}
	default:
		f.Kind = FaultOther
		if errors.Is(err, errInsnInvalid) {
			f.Kind, f.Intr = FaultException, 1 // reported as QEMU's EXCP_UDEF
		}
		if err != nil {
			f.Detail = err.Error()
		} else {
			f.Detail = "stopped before the return address"
		}
	}
	return f
}

// hintResume handles the hint instructions that Unicorn (QEMU) turns into
// an "invalid instruction" stop although the core treats them as NOPs
// with no one to yield to or wait for: YIELD, WFE, WFI, SEV in Thumb.
// The instruction was traced with its block; execution resumes after it.
func (m *Machine) hintResume(err error) (uint32, bool) {
	if err == nil || !m.cpu.MProfile() || m.tr.stop != C.BL_STOP_NONE {
		return 0, false
	}
	// QEMU leaves the PC after the hint, which ended its block.
	pc := m.ReadReg(PC) &^ 1
	b, rerr := m.ReadMem(pc-2, 2)
	if rerr != nil {
		return 0, false
	}
	switch uint16(b[0]) | uint16(b[1])<<8 {
	case 0xbf10, 0xbf20, 0xbf30, 0xbf40: // yield, wfe, wfi, sev
		return pc | 1, true
	}
	return 0, false
}
