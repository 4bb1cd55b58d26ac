package emu

/*
#include "trace.h"
#include "stores.h"
*/
import "C"

import (
	"boardless/trace"
	"errors"
	"fmt"
	"strings"
	"time"
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
	FaultTimeout   // wall-clock timeout (Machine.SetTimeout, Call.Timeout)
	FaultStopped   // Machine.Stop was called (e.g. on Ctrl-C)
	FaultWait      // WFI/WFE with nothing to wake the core (no interrupts are delivered)
	FaultProtected // a store to read-only memory (flash, ROM) or a fetch from non-executable memory
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
	// Timeout is the wall-clock bound, for FaultTimeout.
	Timeout time.Duration
	// RISCV marks a fault of a RISC-V core: Intr is then its mcause.
	RISCV bool
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
	case FaultStopped:
		return "stopped (interrupted)"
	case FaultRequested:
		return "stopped at a block boundary on request"
	case FaultTimeout:
		return fmt.Sprintf("wall-clock timeout of %v exceeded (code does not return?)", f.Timeout)
	case FaultUnmappedRead:
		return fmt.Sprintf("read of unmapped address 0x%08x", f.Addr)
	case FaultUnmappedWrite:
		return fmt.Sprintf("write to unmapped address 0x%08x", f.Addr)
	case FaultUnmappedFetch:
		return fmt.Sprintf("instruction fetch from unmapped address 0x%08x", f.Addr)
	case FaultUnaligned:
		return fmt.Sprintf("unaligned access to 0x%08x (this core faults on it)", f.Addr)
	case FaultWait:
		return "WFI/WFE waits for an interrupt or event, and none is delivered here: on the board the call would not return"
	case FaultProtected:
		return "store to read-only memory (flash or ROM; programming flash goes through the flash controller, which is not modelled) or fetch from non-executable memory"
	case FaultException:
		if f.RISCV {
			if n, ok := rvExceptionNames[f.Intr]; ok {
				return n
			}
			return fmt.Sprintf("RISC-V exception, mcause %d", f.Intr)
		}
		if f.Intr == excpPrefetchAbort && isExcReturn(f.Addr) {
			return fmt.Sprintf("branch to the EXC_RETURN value 0x%08x in Thread mode (no exception is active): the core faults on the fetch", f.Addr|1)
		}
		if f.Intr == 18 && f.Addr != 0 {
			return fmt.Sprintf("branch to 0x%08x in ARM state (bit 0 clear): invalid state on this M-profile core", f.Addr)
		}
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
// The wall-clock bound is the one set with SetTimeout.
func (m *Machine) Run(start, until uint32, budget uint64, sink trace.Sink) (uint64, error) {
	return m.run(start, until, budget, m.timeout, sink)
}

func (m *Machine) run(start, until uint32, budget uint64, timeout time.Duration, sink trace.Sink) (uint64, error) {
	if m.uc == nil {
		return 0, errClosed
	}
	if m.stopped.Load() {
		return 0, &Fault{Kind: FaultStopped}
	}
	t := m.tr
	t.n, t.stop, t.intno, t.fault_addr, t.stop_req = 0, C.BL_STOP_NONE, 0, 0, 0
	m.x.sink, m.x.insns, m.x.budget, m.x.recentN, m.x.err = sink, 0, budget, 0, nil
	defer func() { m.x.sink = nil }()

	if m.cpu.MProfile() {
		start |= 1 // M-profile code is always Thumb
	}
	var err error
	var deadline time.Time
	if timeout > 0 {
		deadline = time.Now().Add(timeout)
	}
	m.timedOut = false
	for {
		// Unicorn's own timer (microseconds, 0 for none) stops the run
		// from another thread; the rest of the budget goes to a resume.
		var us C.uint64_t
		if timeout > 0 {
			left := time.Until(deadline)
			if left <= 0 {
				m.timedOut = true
				break
			}
			us = C.uint64_t(max(left.Microseconds(), 1))
		}
		err = ucError(C.bl_emu_start(m.code, C.uint64_t(start), C.uint64_t(until&^1), us, 0))
		if timeout > 0 {
			var q C.size_t
			if C.uc_query(m.uc, C.UC_QUERY_TIMEOUT, &q) == C.UC_ERR_OK && q != 0 {
				m.timedOut = true
				break
			}
		}
		if m.stopped.Load() {
			break
		}
		next, ok := m.hintResume(err)
		if !ok {
			next, ok = m.hostResume(err)
		}
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
	if err == nil && t.stop == C.BL_STOP_NONE && m.readPC() == until&^1 {
		return insns, nil
	}
	if m.stopped.Load() {
		return insns, &Fault{Kind: FaultStopped, PC: m.readPC(), Recent: m.x.recentPCs()}
	}
	f := m.fault(err, budget)
	if m.cpu.RISCV() {
		m.refineRISCV(f)
	} else {
		m.refineFault(f)
	}
	if f.Kind == FaultOther && m.timedOut {
		f.Kind, f.Timeout, f.Detail = FaultTimeout, timeout, ""
		if n := len(f.Recent); f.PC == 0 && n > 0 {
			f.PC = f.Recent[n-1] // the engine's PC reads 0 once stopped this way
		}
	}
	return insns, f
}

func (m *Machine) fault(err error, budget uint64) *Fault {
	t := m.tr
	f := &Fault{PC: m.readPC(), Recent: m.x.recentPCs(), Budget: budget, RISCV: m.cpu.RISCV()}
	switch t.stop {
	case C.BL_STOP_BUDGET:
		f.Kind = FaultBudget
	case C.BL_STOP_REQUEST:
		f.Kind = FaultRequested
	case C.BL_STOP_INTR:
		f.Kind, f.Intr = FaultException, uint32(t.intno)
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
		switch {
		case errors.Is(err, errInsnInvalid) && m.cpu.RISCV():
			// Unicorn 2.0.1 ends a riscv32 run on ebreak this way (riscv.go).
			f.Kind, f.Intr = FaultException, rvMcauseBreakpoint
		case errors.Is(err, errInsnInvalid):
			f.Kind, f.Intr = FaultException, 1 // reported as QEMU's EXCP_UDEF
		case errors.Is(err, errWriteProt), errors.Is(err, errFetchProt):
			f.Kind = FaultProtected
		case err == nil && m.afterWait(f.PC):
			// Unicorn ends the run on WFI/WFE (QEMU's EXCP_HLT), past it.
			f.Kind, f.PC = FaultWait, m.waitPC(f.PC)
		}
		if err != nil {
			f.Detail = err.Error()
		} else {
			f.Detail = "stopped before the return address"
		}
	}
	return f
}

// refineFault corrects what Unicorn reports about a fault. Unicorn leaves
// the PC of an unmapped data access at the start of the translation
// block, and the block trace lists the whole block as executed: the
// faulting instruction is found by walking the block, and Recent is cut
// after it. Unicorn's M0 reports an unaligned access as a data abort
// without its address: the address is the instruction's. A branch to an
// even address on an M-profile core (Unicorn: undefined instruction at
// the target, Thumb bit clear) is reported as the invalid-state fault it
// is, at the branch. An SVC's PC is already past it: named at the SVC.
func (m *Machine) refineFault(f *Fault) {
	t := m.tr
	cut := func(pc uint32) {
		f.PC = pc
		for i := len(f.Recent) - 1; i >= 0; i-- {
			if f.Recent[i] == pc {
				f.Recent = f.Recent[:i+1]
				return
			}
		}
	}
	if m.cpu.MProfile() && m.threadExcReturn(f) {
		return
	}
	switch f.Kind {
	case FaultUnmappedRead, FaultUnmappedWrite:
		if !m.cpu.MProfile() || uint32(t.blk_pc)&^1 != f.PC {
			return
		}
		if pc, ok := m.faultingInsn(f.PC, f.Addr); ok {
			cut(pc)
		}
	case FaultException:
		n := len(f.Recent)
		switch {
		case m.cpu.MProfile() && f.Intr == excpDataAbort:
			m.refineDataAbort(f)
			cut(f.PC)
		case m.cpu.MProfile() && f.Intr == 1 && m.ReadReg(XPSR)&(1<<24) == 0:
			// The trace holds the target's block too: the branch is
			// the instruction before the target's last entry.
			f.Intr, f.Addr = 18, f.PC
			for i := n - 1; i > 0; i-- {
				if f.Recent[i] == f.Addr {
					cut(f.Recent[i-1])
					break
				}
			}
		case f.Intr == 2 && n > 0 && f.Recent[n-1] < f.PC && f.PC-f.Recent[n-1] <= 4:
			cut(f.Recent[n-1])
		}
	}
}

// threadExcReturn names a branch to an EXC_RETURN value in Thread mode.
// On the cores without the Security Extension (M0, M3, M4, M7) it is a
// fetch from 0xffffffxx, which faults (ARMv7-M B1.5.8: EXC_RETURN is
// special in Handler mode only); Unicorn reports a prefetch abort at the
// target, or on the M0 an unmapped fetch (MT-H3). It is named at the
// branch. (The M33 model returns from an exception that is not there;
// firmware mode refuses that, sim/exception.go.)
func (m *Machine) threadExcReturn(f *Fault) bool {
	target := f.Addr
	switch {
	case f.Kind == FaultException && f.Intr == excpPrefetchAbort && isExcReturn(f.PC):
		target = f.PC
	case f.Kind == FaultUnmappedFetch && isExcReturn(f.Addr):
	default:
		return false
	}
	f.Kind, f.Intr, f.Addr = FaultException, excpPrefetchAbort, target&^1
	if n := len(f.Recent); n > 0 {
		f.PC = f.Recent[n-1]
	}
	return true
}

// isExcReturn reports whether a is in the EXC_RETURN range 0xffffff00 up.
func isExcReturn(a uint32) bool { return a >= 0xffffff00 }

// excpPrefetchAbort is QEMU's EXCP_PREFETCH_ABORT.
const excpPrefetchAbort = 3

// excpDataAbort is QEMU's EXCP_DATA_ABORT, which Unicorn's M-profile
// models raise for an unaligned access where the core faults on it.
const excpDataAbort = 4

// refineDataAbort names a data abort at f.PC (exact: QEMU restores the
// state of the faulting instruction) that is an unaligned access.
func (m *Machine) refineDataAbort(f *Fault) {
	hw, ok := m.readHalf(f.PC)
	if !ok || is32BitThumb(hw) {
		return
	}
	if a, ok := m.thumb16Access(f.PC, hw); ok && !a.aligned() {
		f.Kind, f.Addr = FaultUnaligned, a.addr
	}
}

// faultingInsn walks the 16-bit Thumb instructions from the block start
// to the first load or store that touches addr, computing addresses from
// the registers, which hold their values before the faulting access (an
// earlier instruction matches only if, with later register values, it
// would have touched the same unmapped address). It gives up at a 32-bit
// instruction or unreadable code.
func (m *Machine) faultingInsn(start, addr uint32) (uint32, bool) {
	for pc := start; pc-start < 4096; pc += 2 {
		hw, ok := m.readHalf(pc)
		if !ok || is32BitThumb(hw) {
			return 0, false
		}
		if a, ok := m.thumb16Access(pc, hw); ok && a.contains(addr) {
			return pc, true
		}
	}
	return 0, false
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
	pc := m.readPC()
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

var (
	errWriteProt = ucErr{C.UC_ERR_WRITE_PROT}
	errFetchProt = ucErr{C.UC_ERR_FETCH_PROT}
)

// Encodings of WFI and WFE: Thumb (16-bit) and A32 (cond AL).
const (
	thumbWFI, thumbWFE = 0xbf30, 0xbf20
	armWFI, armWFE     = 0xe320f003, 0xe320f002
)

// waitPC is the address of the WFI/WFE that stopped a run at pc, or pc.
func (m *Machine) waitPC(pc uint32) uint32 {
	if b, err := m.ReadMem(pc-2, 2); err == nil {
		if hw := uint16(b[0]) | uint16(b[1])<<8; hw == thumbWFI || hw == thumbWFE {
			return pc - 2
		}
	}
	if b, err := m.ReadMem(pc-4, 4); err == nil && !m.cpu.MProfile() {
		if w := uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24; w == armWFI || w == armWFE {
			return pc - 4
		}
	}
	return pc
}

// afterWait reports whether the instruction before pc is a WFI or WFE.
func (m *Machine) afterWait(pc uint32) bool { return pc >= 4 && m.waitPC(pc) != pc }
