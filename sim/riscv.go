package sim

// The RISC-V cores' side of function mode (issue #31): the session is
// the Arm one (the board's memory mapped, the stack painted from the top
// of RAM, buffers after the image's data, the core model fed the trace);
// what differs is here: which ELF a core runs, the ilp32 calling
// convention, the semihosting sequence, and the return registers.

import (
	"fmt"

	"boardless/elfimg"
	"boardless/emu"
	"boardless/models"
	"boardless/rvdecode"
)

// riscv reports whether the session's core is a RISC-V one.
func (s *Session) riscv() bool { return emu.CPU(s.spec.Emulator).RISCV() }

// checkMachine refuses an ELF of the other architecture than the
// board's core: an Arm image on a RISC-V board or the reverse.
func checkMachine(img *elfimg.Image, board *models.Profile, spec models.CoreSpec) error {
	coreRV := emu.CPU(spec.Emulator).RISCV()
	if img.RISCV() && coreRV {
		return checkRISCVArch(img, board, spec)
	}
	if img.RISCV() == coreRV {
		return nil
	}
	imgArch, build := "Arm", "riscv64-unknown-elf-gcc "+rvBuildFlags(board)
	if img.RISCV() {
		imgArch, build = "RISC-V", "arm-none-eabi-gcc "+armBuildFlags(board, spec)
	}
	return &InputError{fmt.Errorf("%s is %s code, but %s's %s is %s: build it with %s",
		img.Name, imgArch, board.Name, spec.Name, spec.Arch, build)}
}

// rvStartRegs sets gp and tp as the C start-up code does before main
// (picolibc's crt0: gp = __global_pointer$, tp = __tls_base), since
// function mode runs no start-up code: code linked with gp relaxation
// reaches its small data through gp, and picolibc's errno is
// thread-local (tp-relative). Calls leave both as they are.
func (s *Session) rvStartRegs() error {
	for _, r := range []struct {
		x   int
		sym string
	}{{3, "__global_pointer$"}, {4, "__tls_base"}} {
		if v, ok := s.Image.SymbolValue(r.sym); ok {
			if err := s.m.WriteReg(emu.RegX(r.x), v); err != nil {
				return err
			}
		}
	}
	return nil
}

// rvArgRegs is how many argument registers the core's ABI has: a0-a7
// (ilp32), a0-a5 on RV32E (ilp32e).
func (s *Session) rvArgRegs() int {
	if s.spec.RISCVISA&rvdecode.ExtE != 0 {
		return 6
	}
	return 8
}

// layoutFor places the arguments as the core's procedure-call standard
// does.
func (s *Session) layoutFor(args []pcsArg) frame {
	if s.riscv() {
		return layoutRISCV(args, s.rvArgRegs())
	}
	return layout(args, s.hardFloat())
}

// layoutRISCV places the arguments as the RISC-V psABI's integer
// calling convention does for ilp32 and ilp32e ("RISC-V ELF psABI",
// §2.1 "Integer Calling Convention"; floats are soft, so a float is a
// word and a double a 64-bit scalar): words in the next argument
// register; a 64-bit scalar in the next two, low half first, in any
// pair (no even-register alignment, which the psABI asks only of
// variadic arguments), split between the last register and the stack
// when one register is left; the rest on the stack, each 64-bit value
// 8-byte aligned there. emu's Call puts Args[nreg:] at sp.
func layoutRISCV(args []pcsArg, nreg int) frame {
	var regs, stack []uint32
	push := func(align int, words ...uint32) {
		for align == 8 && len(stack)%2 != 0 {
			stack = append(stack, 0)
		}
		stack = append(stack, words...)
	}
	for _, a := range args {
		lo, hi := uint32(a.bits), uint32(a.bits>>32)
		wide := a.class == elfimg.ClassDWord || a.class == elfimg.ClassFloat64
		switch {
		case !wide && len(regs) < nreg:
			regs = append(regs, lo)
		case !wide:
			push(4, lo)
		case len(regs)+2 <= nreg:
			regs = append(regs, lo, hi)
		case len(regs)+1 == nreg && len(stack) == 0:
			regs = append(regs, lo)
			stack = append(stack, hi)
		default:
			push(8, lo, hi)
		}
	}
	if len(stack) == 0 {
		return frame{core: regs}
	}
	for len(regs) < nreg {
		regs = append(regs, 0)
	}
	return frame{core: append(regs, stack...)}
}

// returnWords reads the result registers after a resumed run: a0/a1 on
// RISC-V, r0/r1 on Arm.
func (s *Session) returnWords() (uint32, uint32) {
	if s.riscv() {
		return s.m.ReadReg(emu.RVA0), s.m.ReadReg(emu.RVA0 + 1)
	}
	return s.m.ReadReg(emu.R0), s.m.ReadReg(emu.RegR(1))
}

// spReg is the stack pointer register: x2 on RISC-V.
func (s *Session) spReg() emu.Reg {
	if s.riscv() {
		return emu.RVSP
	}
	return emu.SP
}

// firstArgReg is the register of a function's first argument at its
// entry (and its result at the return).
func (s *Session) firstArgReg() emu.Reg {
	if s.riscv() {
		return emu.RVA0
	}
	return emu.R0
}

// The RISC-V semihosting call ("RISC-V Semihosting", riscv-non-isa
// riscv-semihosting, v0.2 §2): the three uncompressed instructions
//
//	slli x0, x0, 0x1f   (0x01f01013)
//	ebreak              (0x00100073)
//	srai x0, x0, 7      (0x40705013)
//
// with the operation in a0 and its argument (or argument block) in a1;
// the result goes in a0. The operations are Arm's (semihost.go), as the
// specification says for XLEN 32. Unicorn 2.0.1 ends the run at the
// ebreak (emu reports it as the breakpoint exception, PC at the ebreak);
// the run resumes at the srai, a no-op.
const (
	rvSemiPre   = 0x01f01013
	rvSemiBreak = 0x00100073
	rvSemiPost  = 0x40705013
)

// rvMcauseBreakpoint is the mcause of ebreak (privileged spec table 3.6).
const rvMcauseBreakpoint = 3

// handleRISCV is handle's RISC-V half.
func (sh *semihosting) handleRISCV(f *emu.Fault) (next uint32, ok bool, err error) {
	if f.Kind != emu.FaultException || f.Intr != rvMcauseBreakpoint {
		return 0, false, nil
	}
	pc := f.PC
	if pc < 4 || sh.word(pc) != rvSemiBreak || sh.word(pc-4) != rvSemiPre || sh.word(pc+4) != rvSemiPost {
		return 0, false, nil
	}
	m := sh.m
	ret, err := sh.op(m.ReadReg(emu.RVA0), m.ReadReg(emu.RVA0+1))
	if err != nil {
		return 0, false, fmt.Errorf("semihosting at PC 0x%08x (%s): %v", pc, sh.img.Symbolize(pc), err)
	}
	m.WriteReg(emu.RVA0, ret)
	return pc + 4, true, nil
}

// rvReturnsOf lists the addresses of a RISC-V function's returns (jalr
// x0, 0(ra) in any encoding, cm.popret*), decoded from its bytes.
func (s *Session) rvReturnsOf(fn elfimg.Symbol, code []byte) []uint32 {
	var out []uint32
	for off := 0; off+2 <= len(code); {
		size := rvdecode.Length(uint16(code[off]) | uint16(code[off+1])<<8)
		if off+size > len(code) {
			break
		}
		in, err := rvdecode.Decode(s.spec.RISCVISA, code[off:off+size])
		if err != nil {
			off += 2
			continue
		}
		if in.Returns() || in.Class == rvdecode.ClassJALR && in.Writes == 0 && in.Rs1 == rvdecode.RA && in.Imm == 0 {
			out = append(out, fn.Addr+uint32(off))
		}
		off += size
	}
	return out
}
