package sim

import (
	"fmt"

	"boardless/emu"
)

// Semihosting: BKPT 0xAB on M-profile, SVC 0x123456 (A32) or SVC 0xAB
// (Thumb) on A-profile. Unicorn raises the BKPT (exception 7, PC at the
// BKPT) or the SVC (exception 2, PC after it); a build with QEMU's
// semihosting would raise 16, also accepted. The operation is in r0, its
// argument (or a pointer to its argument block) in r1, the result goes in
// r0, and execution resumes after the instruction.

const (
	sysOpen         = 0x01
	sysClose        = 0x02
	sysWriteC       = 0x03
	sysWrite0       = 0x04
	sysWrite        = 0x05
	sysIsTTY        = 0x09
	sysClock        = 0x10
	sysTime         = 0x11
	sysErrno        = 0x13
	sysHeapInfo     = 0x16
	sysExit         = 0x18
	sysExitExtended = 0x20

	adpStoppedApplicationExit = 0x20026
)

// semihost handles a semihosting call that stopped the run. ok is false
// when the stop was not one; next is where execution resumes.
func (r *runner) semihost(f *emu.Fault) (next uint32, ok bool, err error) {
	if f.Kind != emu.FaultException || (f.Intr != 7 && f.Intr != 2 && f.Intr != 16) {
		return 0, false, nil
	}
	m := r.m
	pc := m.ReadReg(emu.PC) &^ 1
	half := func(a uint32) uint32 {
		b, err := m.ReadMem(a, 2)
		if err != nil {
			return 0
		}
		return uint32(b[0]) | uint32(b[1])<<8
	}
	word := func(a uint32) uint32 {
		b, err := m.ReadMem(a, 4)
		if err != nil {
			return 0
		}
		return le32(b)
	}
	thumb := r.spec.MProfile || m.ReadReg(emu.CPSR)>>5&1 == 1
	switch {
	case r.spec.MProfile && half(pc) == 0xbeab: // at the BKPT
		next = pc + 2
	case r.spec.MProfile && half(pc-2) == 0xbeab: // after it
		next = pc
	case !r.spec.MProfile && thumb && half(pc-2) == 0xdfab:
		next = pc
	case !r.spec.MProfile && !thumb && word(pc-4)&0x0fffffff == 0x0f123456:
		next = pc
	case !r.spec.MProfile && !thumb && word(pc)&0x0fffffff == 0x0f123456:
		next = pc + 4
	default:
		return 0, false, nil
	}
	if thumb {
		next |= 1
	}
	op, arg := m.ReadReg(emu.R0), m.ReadReg(emu.RegR(1))
	ret, err := r.semihostOp(op, arg, word)
	if err != nil {
		return 0, false, fmt.Errorf("semihosting at PC 0x%08x (%s): %v", pc, r.img.Symbolize(pc), err)
	}
	m.WriteReg(emu.R0, ret)
	return next, true, nil
}

func (r *runner) emit(b []byte) {
	r.output = append(r.output, b...)
	if r.opts.Out != nil {
		r.opts.Out.Write(b)
	}
}

func (r *runner) semihostOp(op, arg uint32, word func(uint32) uint32) (uint32, error) {
	m := r.m
	read := func(a uint32, n int) ([]byte, error) {
		if n < 0 || n > 1<<20 {
			return nil, fmt.Errorf("length %d out of range", n)
		}
		return m.ReadMem(a, n)
	}
	switch op {
	case sysWriteC:
		b, err := read(arg, 1)
		if err != nil {
			return 0, err
		}
		r.emit(b)
		return 0, nil
	case sysWrite0:
		var s []byte
		for a := arg; ; a++ {
			b, err := read(a, 1)
			if err != nil {
				return 0, err
			}
			if b[0] == 0 {
				break
			}
			if len(s) > 1<<20 {
				return 0, fmt.Errorf("SYS_WRITE0 string at 0x%08x longer than 1 MiB", arg)
			}
			s = append(s, b[0])
		}
		r.emit(s)
		return 0, nil
	case sysWrite:
		fd, p, n := word(arg), word(arg+4), word(arg+8)
		b, err := read(p, int(n))
		if err != nil {
			return 0, err
		}
		if fd == 1 || fd == 2 {
			r.emit(b)
		}
		return 0, nil // bytes not written
	case sysOpen:
		return 1, nil // ":tt" and anything else: the console
	case sysClose, sysErrno:
		return 0, nil
	case sysIsTTY:
		return 1, nil
	case sysClock: // centiseconds of simulated time
		r.sync()
		return uint32(r.cycles() * 100 / r.board.ClockHz), nil
	case sysTime:
		return 0, nil
	case sysHeapInfo:
		for i := uint32(0); i < 4; i++ {
			m.WriteMem(word(arg)+4*i, []byte{0, 0, 0, 0})
		}
		return 0, nil
	case sysExit:
		r.exited, r.exitBy = true, "SYS_EXIT"
		if arg != adpStoppedApplicationExit {
			r.exitCode = 1
		}
		return 0, nil
	case sysExitExtended:
		r.exited, r.exitBy = true, "SYS_EXIT_EXTENDED"
		reason, code := word(arg), word(arg+4)
		r.exitCode = int(int32(code))
		if reason != adpStoppedApplicationExit {
			r.exitCode = 1
		}
		return 0, nil
	}
	return 0, fmt.Errorf("unsupported semihosting operation 0x%x", op)
}
