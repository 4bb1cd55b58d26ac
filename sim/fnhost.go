package sim

// What a function finds around it on the board, in function mode: the
// semihosting of a debugger (semihost.go) and the core's own timers,
// SysTick, DWT CYCCNT and the SCB on M-profile cores and PMCCNTR on the
// A7 (devices/peripherals.go, fwpmu.go), as in firmware mode. The
// counters count the session's simulated cycles: those of every call so
// far (and of what ran before the first) plus the current call's.

import (
	"errors"
	"fmt"

	"boardless/devices"
	"boardless/emu"
	"boardless/trace"
)

// The Session is the host of its devices and semihosting.

func (s *Session) cycles() uint64 {
	if s.core == nil {
		return s.cycleBase
	}
	return s.cycleBase + s.core.Cycles()
}

func (s *Session) sync() { s.m.Drain() }

func (s *Session) warn(msg string) {
	for _, w := range s.warnings {
		if w == msg {
			return
		}
	}
	s.warnings = append(s.warnings, msg)
}

func (s *Session) emit(b []byte) {
	s.output = append(s.output, b...)
	if s.Opts.Stdout != nil {
		s.Opts.Stdout.Write(b)
	}
}

// setFlash: function mode maps no FLASH_ACR; the flash settings are the
// board's and the options'.
func (s *Session) setFlash(devices.FlashState) {}

// Output returns what the program wrote through semihosting so far.
func (s *Session) Output() []byte { return s.output }

// Warnings lists what the session's devices noticed that boardless does
// not model (a SysTick interrupt enabled: interrupts are not delivered).
func (s *Session) Warnings() []string { return s.warnings }

// mapDevices maps the core's private peripherals (M-profile) or hooks
// PMCCNTR reads (A7), the chip's crypto accelerators (accel.go), and
// sets up semihosting.
func (s *Session) mapDevices() error {
	s.sh = &semihosting{m: s.m, mprof: s.spec.MProfile, img: s.Image, h: s, clockHz: s.Board.ClockHz, stdin: s.Opts.Stdin,
		heapInfo: s.heapInfo}
	if s.spec.MProfile {
		s.dev = devices.NewPeripherals(deviceHost{s}, s.spec, nil)
		if s.spec.FPU != "" {
			s.dev.SetReg(cpacrM, 0xf<<20) // cp10, cp11 full access: the FPU is on (fpu.go)
		}
		rel, err := s.m.MapMMIO(ppbBase, ppbSize, s.dev)
		if err != nil {
			return fmt.Errorf("board %s: core peripherals: %v", s.Board.Name, err)
		}
		s.releases = append(s.releases, rel)
	}
	if s.spec.CycleCounter == "pmccntr" {
		rels, err := hookPMCCNTR(s.m, s.Image, s)
		s.releases = append(s.releases, rels...)
		if err != nil {
			return err
		}
	}
	return s.mapAccelerators()
}

// The M-profile private peripheral bus: SysTick, DWT, SCB, NVIC; and
// the SCB's CPACR in it.
const (
	ppbBase, ppbSize = 0xe0000000, 0x00100000
	cpacrM           = 0xe000ed88
)

// heapInfo is SYS_HEAPINFO's answer: heap base and limit, stack base
// (its top) and limit, as the session lays RAM out.
func (s *Session) heapInfo() [4]uint32 {
	top := s.stackTopNow()
	limit := top - uint32(s.minStack())
	base := s.heapNext
	if s.heap {
		base = s.heapLo
	}
	return [4]uint32{base, limit, top, limit}
}

// serve answers the semihosting calls that stop a call, resuming it
// after each, until it returns or stops for another reason.
func (s *Session) serve(fn string, cr emu.CallResult, err error, budget uint64, sink trace.Sink) (emu.CallResult, error) {
	s.sh.exited = false
	resumed := false
	for err != nil {
		var f *emu.Fault
		if !errors.As(err, &f) || s.core.Err() != nil {
			break
		}
		next, ok, herr := s.sh.handle(f)
		if herr != nil {
			return cr, herr
		}
		if !ok {
			break
		}
		if s.sh.exited {
			return cr, fmt.Errorf("the program exited through semihosting (%s, code %d) before %s returned: no cycle figure", s.sh.exitBy, s.sh.exitCode, fn)
		}
		if cr.Insns >= budget {
			return cr, &emu.Fault{Kind: emu.FaultBudget, PC: next &^ 1, Budget: budget}
		}
		var n uint64
		n, err = s.m.Run(next, cr.ReturnAddr, budget-cr.Insns, sink)
		cr.Insns += n
		resumed = true
	}
	if err == nil && resumed {
		cr.R0, cr.R1 = s.returnWords()
	}
	return cr, err
}
