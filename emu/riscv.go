package emu

/*
#include "trace.h"

// bl_rv_read_x reads x1..x31 into x[1..31] in one cgo call: an
// instruction run in Go needs them all, and 31 uc_reg_read calls from Go
// were most of what it cost.
static void bl_rv_read_x(uc_engine *uc, uint64_t *x) {
	for (int i = 1; i < 32; i++) {
		x[i] = 0;
		uc_reg_read(uc, UC_RISCV_REG_X0 + i, &x[i]);
	}
}

// bl_rv_write_x writes back the registers of mask (bit i: xi) from x,
// in one cgo call (cm.pop writes up to 14).
static uc_err bl_rv_write_x(uc_engine *uc, uint64_t *x, uint32_t mask) {
	for (int i = 1; i < 32; i++) {
		if (mask & (1u << i)) {
			uc_err err = uc_reg_write(uc, UC_RISCV_REG_X0 + i, &x[i]);
			if (err != UC_ERR_OK) {
				return err;
			}
		}
	}
	return UC_ERR_OK;
}
*/
import "C"

import (
	"boardless/rvdecode"
	"boardless/rvexec"
	"boardless/trace"
	"encoding/binary"
	"errors"
	"fmt"
	"unsafe"
)

// RV32IMAC is Unicorn 2.0.1's riscv32 SiFive E31 model: RV32IMAC with
// Zicsr and Zifencei, no F or D, machine mode at reset (MT-G4). The
// Hazard3 and QingKe cores run on it; the instructions of theirs that
// it lacks are executed in Go (below).
const RV32IMAC CPU = "rv32imac"

// RISCV reports whether the CPU is a RISC-V model.
func (c CPU) RISCV() bool { return ucModels[c].riscv }

// RISC-V register numbers (Unicorn's UC_RISCV_REG_*).
const (
	RVPC      Reg = C.UC_RISCV_REG_PC
	RVRA      Reg = C.UC_RISCV_REG_RA
	RVSP      Reg = C.UC_RISCV_REG_SP
	RVA0      Reg = C.UC_RISCV_REG_A0
	RVMSTATUS Reg = C.UC_RISCV_REG_MSTATUS
)

// RegX returns the register number of xN, N in 0..31.
func RegX(n int) Reg { return Reg(int(C.UC_RISCV_REG_X0) + n) }

// readPC is the address of the next instruction (the Thumb bit cleared).
func (m *Machine) readPC() uint32 {
	if m.cpu.RISCV() {
		return m.ReadReg(RVPC)
	}
	return m.ReadReg(PC) &^ 1
}

// rvLength is the length of the RISC-V instruction whose first halfword
// is hw (the 16- and 32-bit encodings; RV32 has no longer ones).
func rvLength(hw uint16) uint32 { return uint32(rvdecode.Length(hw)) }

// SetISA names the extensions the core running on a RISC-V machine
// implements; the default, rvdecode.ISAUnicorn, is what Unicorn runs
// itself. Set it before Load (or PatchHost): the instructions of the
// core that Unicorn lacks are found there.
func (m *Machine) SetISA(isa rvdecode.Ext) { m.isa = isa }

// HostInsns is how many instructions the machine has executed in Go
// since it was opened (each costs one engine restart, MT-H4).
func (m *Machine) HostInsns() uint64 { return m.hostInsns }

// Why instructions Unicorn lacks are replaced by ebreak before they run
// (measured on Debian's libunicorn 2.0.1, riscv32 SiFive E31 model, in
// riscv_test.go, riscv_host_test.go): letting them raise
// illegal-instruction does not work. Every 16-bit Zcb and Zcmp encoding
// (all seventeen: c.lbu/c.lhu/c.lh/c.sb/c.sh, c.zext.*/c.sext.*/c.not/
// c.mul, cm.push/cm.pop/cm.popret/cm.popretz/cm.mvsa01/cm.mva01s) runs as
// a no-op without any exception; for the 32-bit Zb* ones, which do
// raise it, the PC the exception hook sees is the instruction's address
// plus 4 whatever its length, and the block hook's size for the block
// ending there is not the block's (the trace then lists up to 64 KiB of
// instructions, or none). An ebreak (c.ebreak for a 16-bit instruction)
// ends its block cleanly: the block hook counts it, and the run stops at its address with UC_ERR_INSN_INVALID (the exception hook
// is not called). So Load replaces
// every such instruction of an executable segment by an ebreak of its
// length, keeps the original bytes (ReadMem returns them), and the run
// executes the original in Go at that stop and resumes after it.
const (
	rvEbreak  = 0x00100073
	rvCEbreak = 0x9002
)

// PatchHost finds, in [addr, addr+n), the instructions of the core's ISA
// (SetISA) that Unicorn lacks and replaces them by ebreak (see above). It
// decodes linearly from addr, so addr must start an instruction; words
// that decode as nothing are skipped a halfword at a time. It returns how
// many it patched.
func (m *Machine) PatchHost(addr, n uint32) (int, error) {
	if !m.cpu.RISCV() || m.isa&^rvdecode.ISAUnicorn == 0 {
		return 0, nil
	}
	code, err := m.ReadMem(addr, int(n))
	if err != nil {
		return 0, err
	}
	patched := 0
	for off := uint32(0); off+2 <= n; {
		size := rvLength(binary.LittleEndian.Uint16(code[off:]))
		if off+size > n {
			break
		}
		inst, err := rvdecode.Decode(m.isa, code[off:off+size])
		if err == nil && rvexec.NeedsHost(inst) {
			if err := m.patch(addr+off, code[off:off+size]); err != nil {
				return patched, err
			}
			patched++
		}
		if err != nil {
			size = 2
		}
		off += size
	}
	return patched, nil
}

// patch writes the ebreak of orig's length at a, keeping orig.
func (m *Machine) patch(a uint32, orig []byte) error {
	var b []byte
	if len(orig) == 2 {
		b = binary.LittleEndian.AppendUint16(nil, rvCEbreak)
	} else {
		b = binary.LittleEndian.AppendUint32(nil, rvEbreak)
	}
	if err := ucError(C.uc_mem_write(m.uc, C.uint64_t(a), unsafe.Pointer(&b[0]), C.size_t(len(b)))); err != nil {
		return err
	}
	if m.patches == nil {
		m.patches = map[uint32][]byte{}
	}
	m.patches[a] = append([]byte(nil), orig...)
	m.patchLo, m.patchHi = min(m.patchLo, a), max(m.patchHi, a+uint32(len(orig)))
	m.tr.patch_lo, m.tr.patch_hi = C.uint64_t(m.patchLo), C.uint64_t(m.patchHi)
	return nil
}

// codeReadBit marks a data event Unicorn made inside the patched span
// (trace.h's BL_CODE_READ); expand.go checks it against the patches.
const codeReadBit uint64 = C.BL_CODE_READ

// untracedBit marks such an event outside the traced ranges, pushed
// only to be checked (BL_UNTRACED).
const untracedBit uint64 = C.BL_UNTRACED

// patchedAccessError is the run's error when a load or store Unicorn
// runs touches an instruction patched to ebreak: a load (a checksum of
// the program's own code) got the ebreak, not the program's bytes; a
// store rewrote code the run would go on executing as the old
// instruction in Go.
func patchedAccessError(addr uint32, write bool) error {
	what := "reads 0x%08x, the bytes of an instruction the emulator replaced by ebreak to run it in Go (Unicorn 2.0.1 lacks it, MT-G4): the value read would not be the program's"
	if write {
		what = "writes 0x%08x, over an instruction the emulator replaced by ebreak to run it in Go (Unicorn 2.0.1 lacks it, MT-G4): code rewritten at run time is not supported"
	}
	return fmt.Errorf("the program "+what+", so the run stops", addr)
}

// HostPatched reports whether the instruction at addr is one Load (or
// PatchHost) replaced and the run executes in Go. A core model asks it
// of an instruction Unicorn lacks: one not patched (code written to
// memory at run time, or in a segment that is not executable) would
// run wrongly in Unicorn (some as silent no-ops, MT-G4; riscv.go).
func (m *Machine) HostPatched(addr uint32) bool {
	_, ok := m.patches[addr]
	return ok
}

// PatchedBytes reports whether [addr, addr+size) overlaps an instruction
// Load (or PatchHost) replaced by ebreak: a load Unicorn runs itself
// reads the ebreak there, not the program's bytes (the loads run in Go
// read the original, as ReadMem does).
func (m *Machine) PatchedBytes(addr, size uint32) bool {
	end := uint64(addr) + uint64(size)
	if len(m.patches) == 0 || addr >= m.patchHi || end <= uint64(m.patchLo) {
		return false
	}
	for a := uint64(addr) - uint64(min(addr, 3)); a < end; a++ {
		if orig, ok := m.patches[uint32(a)]; ok && a+uint64(len(orig)) > uint64(addr) {
			return true
		}
	}
	return false
}

// unpatched puts the original bytes of patched instructions back into
// b, read from [addr, addr+len(b)).
func (m *Machine) unpatched(addr uint32, b []byte) {
	end := uint64(addr) + uint64(len(b))
	if len(m.patches) == 0 || end <= uint64(m.patchLo) || addr >= m.patchHi {
		return
	}
	for a, orig := range m.patches {
		for i, v := range orig {
			if p := uint64(a) + uint64(i); p >= uint64(addr) && p < end {
				b[p-uint64(addr)] = v
			}
		}
	}
}

// dropPatches forgets the patched instructions in [lo, hi): code written
// there replaces them.
func (m *Machine) dropPatches(lo, hi uint64) {
	if len(m.patches) == 0 || hi <= uint64(m.patchLo) || lo >= uint64(m.patchHi) {
		return
	}
	for a, orig := range m.patches {
		if uint64(a) < hi && lo < uint64(a)+uint64(len(orig)) {
			delete(m.patches, a)
		}
	}
}

// hostResume executes in Go the instruction a RISC-V run stopped at on
// its ebreak patch, and returns where the run goes on. It reports false
// for every other stop, which then becomes the run's fault; so does an
// emulated instruction that traps (a misaligned cm.push, an unmapped
// access), as that exception or fault.
func (m *Machine) hostResume(err error) (uint32, bool) {
	t := m.tr
	if !m.cpu.RISCV() || t.stop != C.BL_STOP_NONE || !errors.Is(err, errInsnInvalid) {
		return 0, false
	}
	pc := m.readPC()
	orig, ok := m.patches[pc]
	if !ok {
		return 0, false
	}
	inst, err := rvdecode.Decode(m.isa, orig)
	if err != nil {
		return 0, false
	}
	var raw [32]C.uint64_t
	C.bl_rv_read_x(m.uc, &raw[0])
	var x [32]uint32
	for i := 1; i < 32; i++ {
		x[i] = uint32(raw[i])
	}
	next, err := rvexec.Exec(inst, pc, &x, rvMemory{m})
	if err != nil {
		var trap *rvexec.Trap
		if errors.As(err, &trap) && t.stop == C.BL_STOP_NONE {
			t.stop, t.intno, t.fault_addr = C.BL_STOP_INTR, C.uint32_t(trap.Cause), C.uint64_t(trap.Tval)
		}
		return 0, false
	}
	for i := 1; i < 32; i++ {
		raw[i] = C.uint64_t(x[i])
	}
	if ucError(C.bl_rv_write_x(m.uc, &raw[0], C.uint32_t(inst.Writes))) != nil {
		return 0, false
	}
	t.stop, t.intno = C.BL_STOP_NONE, 0
	m.hostInsns++
	return next, true
}

// rvMemory is the machine's memory as rvexec sees it; every access is
// traced as Unicorn's own would be.
type rvMemory struct{ m *Machine }

func (r rvMemory) Load(addr uint32, size int) (uint32, error) {
	var buf [4]byte
	if err := r.m.ReadMemInto(addr, buf[:size]); err != nil {
		return 0, r.m.unmapped(C.UC_MEM_READ_UNMAPPED, addr, err)
	}
	r.m.pushData(false, addr, size)
	return binary.LittleEndian.Uint32(buf[:]), nil
}

func (r rvMemory) Store(addr uint32, size int, v uint32) error {
	var buf [4]byte
	binary.LittleEndian.PutUint32(buf[:], v)
	if !r.m.Mapped(addr, uint64(size)) {
		return r.m.unmapped(C.UC_MEM_WRITE_UNMAPPED, addr, fmt.Errorf("emu: write 0x%08x: unmapped", addr))
	}
	if !r.m.writable(addr) {
		return fmt.Errorf("emu: store to read-only 0x%08x: %w", addr, errWriteProt)
	}
	if err := r.m.WriteMem(addr, buf[:size]); err != nil {
		return err
	}
	r.m.pushData(true, addr, size)
	return nil
}

// unmapped records an unmapped access of an emulated instruction as the
// run's fault, as the unmapped-access hook does for Unicorn's own.
func (m *Machine) unmapped(kind C.int, addr uint32, err error) error {
	m.tr.stop, m.tr.fault_addr, m.tr.fault_type = C.BL_STOP_UNMAPPED, C.uint64_t(addr), kind
	return err
}

// writable reports whether addr lies in a mapped region with write access.
func (m *Machine) writable(addr uint32) bool {
	for _, r := range m.maps {
		if r.Contains(addr, 1) {
			return r.Perm&PermWrite != 0
		}
	}
	return false
}

// pushData puts a data access of an emulated instruction into the trace,
// after the block that holds the instruction, when a traced range holds
// it (the stream contract's order).
func (m *Machine) pushData(write bool, addr uint32, size int) {
	w := C.int(0)
	if write {
		w = 1
	}
	C.bl_push_data(m.uc, m.tr, w, C.uint64_t(addr), C.int(size))
}

// rvSentinelLoop is "j ." four times: a RISC-V return sentinel page.
var rvSentinelLoop = []byte{0x6f, 0, 0, 0, 0x6f, 0, 0, 0, 0x6f, 0, 0, 0, 0x6f, 0, 0, 0}

// callRISCV runs a function the RISC-V way (ilp32 / ilp32e): the first
// eight arguments in a0-a7 (six, a0-a5, on RV32E), the rest on the stack
// at sp, which is 16-byte aligned at the call (the psABI's rule for
// ilp32; ilp32e asks for 4, and 16 satisfies it), ra pointing to the
// sentinel; a0 and a1 are the result.
func (m *Machine) callRISCV(c Call, sent uint32, sink trace.Sink) (CallResult, error) {
	nreg := 8
	if m.isa&rvdecode.ExtE != 0 {
		nreg = 6
	}
	sp := c.SP &^ 15
	if len(c.Args) > nreg {
		extra := c.Args[nreg:]
		sp = (sp - uint32(4*len(extra))) &^ 15
		buf := make([]byte, 4*len(extra))
		for i, a := range extra {
			binary.LittleEndian.PutUint32(buf[4*i:], a)
		}
		if err := m.WriteMem(sp, buf); err != nil {
			return CallResult{}, fmt.Errorf("emu: stacked arguments at 0x%08x: %w", sp, err)
		}
	}
	for i := 0; i < nreg; i++ {
		var v uint32
		if i < len(c.Args) {
			v = c.Args[i]
		}
		if err := m.WriteReg(RVA0+Reg(i), v); err != nil {
			return CallResult{}, err
		}
	}
	m.WriteReg(RVSP, sp)
	m.WriteReg(RVRA, sent)
	return m.runCall(c, sp, sent, sink, RVA0, RVA0+1)
}

// rvExceptionNames are the RISC-V synchronous exception causes
// (privileged specification 20211203, table 3.6).
var rvExceptionNames = map[uint32]string{
	0:  "misaligned instruction fetch",
	1:  "instruction access fault",
	2:  "illegal instruction",
	3:  "breakpoint (ebreak)",
	4:  "misaligned load (this core traps on it)",
	5:  "load access fault",
	6:  "misaligned store (this core traps on it)",
	7:  "store access fault",
	8:  "environment call (ecall) from U-mode",
	11: "environment call (ecall) from M-mode",
}

// rvExcIllegal is RISCV_EXCP_ILLEGAL_INST. Unicorn 2.0.1 reports it with
// the PC 4 past the instruction, whatever its length (measured, above).
const rvExcIllegal = 2

// refineRISCV corrects the PC of an illegal-instruction fault.
func (m *Machine) refineRISCV(f *Fault) {
	if f.Kind == FaultException && f.Intr == rvExcIllegal && uint32(m.tr.intr_pc) == f.PC {
		f.PC -= 4
	}
}

// rvMcauseBreakpoint is the RISC-V mcause of ebreak: a run that stops on
// an ebreak that is the program's own reports it (semihosting is one).
const rvMcauseBreakpoint = 3
