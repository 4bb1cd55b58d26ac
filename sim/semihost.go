package sim

import (
	"fmt"
	"io"

	"boardless/elfimg"
	"boardless/emu"
)

// Semihosting: BKPT 0xAB on M-profile, SVC 0x123456 (A32) or SVC 0xAB
// (Thumb) on A-profile. Unicorn raises the BKPT (exception 7, PC at the
// BKPT) or the SVC (exception 2, PC after it); a build with QEMU's
// semihosting would raise 16, also accepted. The operation is in r0, its
// argument (or a pointer to its argument block) in r1, the result goes in
// r0, and execution resumes after the instruction.
//
// The operations are those newlib's rdimon (--specs=rdimon.specs) uses
// ("Semihosting for AArch32 and AArch64", Arm, version 3): the console
// ":tt" opened for reading (stdin, from --stdin), writing (stdout) and
// appending (stderr, sent to the same output), reads and writes, FLEN 0
// and ISTTY 1 so that newlib line-buffers stdout, the clock in
// simulated time, the heap's place, the exit. Files other than ":tt"
// cannot be opened: the program gets -1, as from a host that has none.

const (
	sysOpen         = 0x01
	sysClose        = 0x02
	sysWriteC       = 0x03
	sysWrite0       = 0x04
	sysWrite        = 0x05
	sysRead         = 0x06
	sysReadC        = 0x07
	sysIsError      = 0x08
	sysIsTTY        = 0x09
	sysSeek         = 0x0a
	sysFLen         = 0x0c
	sysClock        = 0x10
	sysTime         = 0x11
	sysErrno        = 0x13
	sysGetCmdline   = 0x15
	sysHeapInfo     = 0x16
	sysExit         = 0x18
	sysExitExtended = 0x20
	sysElapsed      = 0x30
	sysTickFreq     = 0x31

	adpStoppedApplicationExit = 0x20026

	// The handles of ":tt": read, write, append (stderr).
	ttIn, ttOut, ttErr = 1, 2, 3

	errnoENOENT = 2
	errnoEBADF  = 9
	errnoESPIPE = 29
)

// semihosting answers a run's semihosting calls.
type semihosting struct {
	m       *emu.Machine
	mprof   bool
	img     *elfimg.Image
	h       host
	clockHz uint64
	stdin   io.Reader // nil: end of file at once
	// heapInfo gives SYS_HEAPINFO's heap base and limit, stack base and
	// limit; nil answers zeros (the program's own symbols then count).
	heapInfo func() [4]uint32

	errno    uint32
	exited   bool
	exitCode int
	exitBy   string
}

// handle answers a semihosting call that stopped the run. ok is false
// when the stop was not one; next is where execution resumes.
func (sh *semihosting) handle(f *emu.Fault) (next uint32, ok bool, err error) {
	if f.RISCV {
		return sh.handleRISCV(f)
	}
	if f.Kind != emu.FaultException || (f.Intr != 7 && f.Intr != 2 && f.Intr != 16) {
		return 0, false, nil
	}
	m := sh.m
	pc := m.ReadReg(emu.PC) &^ 1
	half := func(a uint32) uint32 {
		b, err := m.ReadMem(a, 2)
		if err != nil {
			return 0
		}
		return uint32(b[0]) | uint32(b[1])<<8
	}
	thumb := sh.mprof || m.ReadReg(emu.CPSR)>>5&1 == 1
	switch {
	case sh.mprof && half(pc) == 0xbeab: // at the BKPT
		next = pc + 2
	case sh.mprof && half(pc-2) == 0xbeab: // after it
		next = pc
	case !sh.mprof && thumb && half(pc-2) == 0xdfab:
		next = pc
	case !sh.mprof && !thumb && sh.word(pc-4)&0x0fffffff == 0x0f123456:
		next = pc
	case !sh.mprof && !thumb && sh.word(pc)&0x0fffffff == 0x0f123456:
		next = pc + 4
	default:
		return 0, false, nil
	}
	if thumb {
		next |= 1
	}
	op, arg := m.ReadReg(emu.R0), m.ReadReg(emu.RegR(1))
	ret, err := sh.op(op, arg)
	if err != nil {
		return 0, false, fmt.Errorf("semihosting at PC 0x%08x (%s): %v", pc, sh.img.Symbolize(pc), err)
	}
	m.WriteReg(emu.R0, ret)
	return next, true, nil
}

func (sh *semihosting) word(a uint32) uint32 {
	b, err := sh.m.ReadMem(a, 4)
	if err != nil {
		return 0
	}
	return le32(b)
}

func (sh *semihosting) read(a uint32, n int) ([]byte, error) {
	if n < 0 || n > 1<<20 {
		return nil, fmt.Errorf("length %d out of range", n)
	}
	return sh.m.ReadMem(a, n)
}

// fail is the answer of an operation that failed with errno e.
func (sh *semihosting) fail(e uint32) uint32 {
	sh.errno = e
	return 0xffffffff
}

var sysNames = map[uint32]string{
	0x0d: "SYS_TMPNAM", 0x0e: "SYS_REMOVE", 0x0f: "SYS_RENAME", 0x12: "SYS_SYSTEM",
}

func (sh *semihosting) op(op, arg uint32) (uint32, error) {
	word := sh.word
	switch op {
	case sysWriteC:
		b, err := sh.read(arg, 1)
		if err != nil {
			return 0, err
		}
		sh.h.emit(b)
		return 0, nil
	case sysWrite0:
		var s []byte
		for a := arg; ; a++ {
			b, err := sh.read(a, 1)
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
		sh.h.emit(s)
		return 0, nil
	case sysWrite:
		fd, p, n := word(arg), word(arg+4), word(arg+8)
		b, err := sh.read(p, int(n))
		if err != nil {
			return 0, err
		}
		// Handle 1 also takes writes: bare-metal code that never
		// opened ":tt" writes to it as to stdout.
		if fd == ttIn || fd == ttOut || fd == ttErr {
			sh.h.emit(b)
			return 0, nil // no byte left unwritten
		}
		sh.errno = errnoEBADF
		return n, nil
	case sysRead:
		fd, p, n := word(arg), word(arg+4), word(arg+8)
		if fd != ttIn {
			sh.errno = errnoEBADF
			return n, nil
		}
		got, err := sh.readStdin(int(min(n, 1<<20)))
		if err != nil {
			return 0, err
		}
		if err := sh.m.WriteMem(p, got); err != nil {
			return 0, fmt.Errorf("SYS_READ into 0x%08x: %v", p, err)
		}
		return n - uint32(len(got)), nil // bytes not read
	case sysReadC:
		got, err := sh.readStdin(1)
		if err != nil || len(got) == 0 {
			return 0xffffffff, err
		}
		return uint32(got[0]), nil
	case sysOpen:
		name, mode, n := word(arg), word(arg+4), word(arg+8)
		b, err := sh.read(name, int(min(n, 256)))
		if err != nil {
			return 0, err
		}
		if string(b) != ":tt" {
			return sh.fail(errnoENOENT), nil
		}
		switch {
		case mode < 4:
			return ttIn, nil
		case mode < 8:
			return ttOut, nil
		}
		return ttErr, nil
	case sysClose:
		return 0, nil
	case sysIsTTY:
		if fd := word(arg); fd >= ttIn && fd <= ttErr {
			return 1, nil
		}
		sh.errno = errnoEBADF
		return 0, nil
	case sysFLen:
		if fd := word(arg); fd >= ttIn && fd <= ttErr {
			return 0, nil // a terminal: nothing to measure, newlib line-buffers it
		}
		return sh.fail(errnoEBADF), nil
	case sysSeek:
		return sh.fail(errnoESPIPE), nil
	case sysIsError:
		if int32(word(arg)) < 0 {
			return 1, nil
		}
		return 0, nil
	case sysErrno:
		return sh.errno, nil
	case sysClock: // centiseconds of simulated time
		sh.h.sync()
		if c, ok := sh.h.(clockedHost); ok { // the clock the firmware set
			return uint32(c.simTimeUS() / 1e4), nil
		}
		return uint32(sh.h.cycles() * 100 / sh.clockHz), nil
	case sysElapsed: // 64-bit count of ticks (cycles) since the start
		sh.h.sync()
		c := sh.h.cycles()
		if err := sh.m.WriteMem(arg, []byte{byte(c), byte(c >> 8), byte(c >> 16), byte(c >> 24),
			byte(c >> 32), byte(c >> 40), byte(c >> 48), byte(c >> 56)}); err != nil {
			return 0, fmt.Errorf("SYS_ELAPSED into 0x%08x: %v", arg, err)
		}
		return 0, nil
	case sysTickFreq:
		if c, ok := sh.h.(clockedHost); ok {
			return uint32(c.coreHz()), nil
		}
		return uint32(sh.clockHz), nil
	case sysTime:
		return 0, nil
	case sysGetCmdline: // an empty command line
		if p := word(arg); word(arg+4) > 0 {
			sh.m.WriteMem(p, []byte{0})
		}
		sh.m.WriteMem(arg+4, []byte{0, 0, 0, 0})
		return 0, nil
	case sysHeapInfo:
		var v [4]uint32
		if sh.heapInfo != nil {
			v = sh.heapInfo()
		}
		for i, x := range v {
			sh.m.WriteMem(word(arg)+4*uint32(i), []byte{byte(x), byte(x >> 8), byte(x >> 16), byte(x >> 24)})
		}
		return 0, nil
	case sysExit:
		sh.exited, sh.exitBy = true, "SYS_EXIT"
		if arg != adpStoppedApplicationExit {
			sh.exitCode = 1
		}
		return 0, nil
	case sysExitExtended:
		sh.exited, sh.exitBy = true, "SYS_EXIT_EXTENDED"
		reason, code := word(arg), word(arg+4)
		sh.exitCode = int(int32(code))
		if reason != adpStoppedApplicationExit {
			sh.exitCode = 1
		}
		return 0, nil
	}
	if n, ok := sysNames[op]; ok {
		return 0, fmt.Errorf("semihosting operation 0x%x (%s) asks the host for what boardless does not give (files, commands)", op, n)
	}
	return 0, fmt.Errorf("unsupported semihosting operation 0x%x", op)
}

func (sh *semihosting) readStdin(n int) ([]byte, error) {
	if sh.stdin == nil || n == 0 {
		return nil, nil
	}
	b := make([]byte, n)
	got, err := io.ReadAtLeast(sh.stdin, b, 1)
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		err = nil
	}
	if err != nil {
		return nil, fmt.Errorf("reading --stdin: %v", err)
	}
	return b[:got], nil
}
