// Package rvexec executes decoded RV32 instructions in Go: the ones
// Debian's Unicorn 2.0.1 raises illegal-instruction on although the
// RP2350's Hazard3 implements them (Zba, Zbb, Zbs, Zbkb, Zcb, Zcmp;
// MT-G4), and, so that those can be checked against the plain RV32IM
// they stand for, the base integer and M instructions.
//
// Exec is a pure function of the instruction, the pc, the registers and a
// Memory: emu (riscv.go) calls it at the ebreak it puts in place of each
// such instruction, with the engine's registers and memory, writes the
// registers back and restarts the engine at the pc Exec returns (one
// uc_emu_start restart per emulated instruction, MT-H4). CSR, system and
// atomic instructions need machine state a pure function does not have;
// Unicorn runs them, and Exec refuses them with ErrNotEmulated.
//
// The semantics are the specifications' definitions: the unprivileged
// specification 20191213 (RV32I, M), bit-manipulation 1.0.0 (Zba, Zbb,
// Zbs), scalar cryptography 1.0.1 (Zbkb) and Zc 1.0.4 (Zcb, Zcmp).
package rvexec

import (
	"boardless/rvdecode"
	"errors"
	"fmt"
)

// Memory is the data memory an instruction reads and writes, little-endian;
// size is 1, 2 or 4 bytes and addr is aligned to it.
type Memory interface {
	Load(addr uint32, size int) (uint32, error)
	Store(addr uint32, size int, value uint32) error
}

// ErrNotEmulated is returned for the instructions Exec leaves to the
// emulator (CSR, system, atomic).
var ErrNotEmulated = errors.New("not emulated in Go")

// Trap is a synchronous exception the instruction raises instead of
// completing, with the mcause and mtval the core would set (privileged
// specification 20211203, table 3.6).
type Trap struct {
	Cause uint32
	Tval  uint32
}

// Exception causes Exec raises.
const (
	CauseLoadMisaligned  = 4
	CauseStoreMisaligned = 6
)

func (t *Trap) Error() string {
	switch t.Cause {
	case CauseLoadMisaligned:
		return fmt.Sprintf("misaligned load from %#x", t.Tval)
	case CauseStoreMisaligned:
		return fmt.Sprintf("misaligned store to %#x", t.Tval)
	}
	return fmt.Sprintf("trap, mcause %d, mtval %#x", t.Cause, t.Tval)
}

// NeedsHost reports whether inst is one Unicorn 2.0.1 does not run
// (its extension is outside rvdecode.ISAUnicorn, MT-G4), so that the
// integration must call Exec for it.
func NeedsHost(inst rvdecode.Inst) bool {
	return inst.Ext()&rvdecode.ISAUnicorn == 0
}

// Exec executes inst at pc on the registers x (x[0] stays 0) and mem, and
// returns the pc of the next instruction. On an error the registers are
// unchanged; a store that faults may have written memory before it
// (cm.push), which re-executing the instruction writes again, as the Zc
// specification allows.
func Exec(inst rvdecode.Inst, pc uint32, x *[32]uint32, mem Memory) (uint32, error) {
	next := pc + uint32(inst.Size)
	switch inst.Class {
	case rvdecode.ClassALU, rvdecode.ClassMul, rvdecode.ClassDiv:
		if inst.Op == rvdecode.OpCMMVSA01 || inst.Op == rvdecode.OpCMMVA01S {
			return next, moveAS(inst, x)
		}
		return next, execALU(inst, pc, x)
	case rvdecode.ClassLoad:
		return next, execLoad(inst, x, mem)
	case rvdecode.ClassStore:
		return next, execStore(inst, x, mem)
	case rvdecode.ClassBranch:
		if branchTaken(inst, x) {
			return pc + uint32(inst.Imm), nil
		}
		return next, nil
	case rvdecode.ClassJAL:
		set(x, inst.Rd, next)
		return pc + uint32(inst.Imm), nil
	case rvdecode.ClassJALR:
		target := (read(x, inst.Rs1) + uint32(inst.Imm)) &^ 1
		set(x, inst.Rd, next)
		return target, nil
	case rvdecode.ClassPush:
		return next, push(inst, x, mem)
	case rvdecode.ClassPop:
		return pop(inst, next, x, mem)
	}
	return pc, fmt.Errorf("%s: %w", inst, ErrNotEmulated)
}

// read is a source operand's value; an absent operand reads as zero.
func read(x *[32]uint32, r rvdecode.Reg) uint32 {
	if r >= 32 {
		return 0
	}
	return x[r]
}

// set writes rd unless it is x0 or absent.
func set(x *[32]uint32, rd rvdecode.Reg, v uint32) {
	if rd != rvdecode.Zero && rd < 32 {
		x[rd] = v
	}
}

func execALU(inst rvdecode.Inst, pc uint32, x *[32]uint32) error {
	f, ok := aluOps[inst.Op]
	if !ok {
		return fmt.Errorf("%s: %w", inst, ErrNotEmulated)
	}
	a := read(x, inst.Rs1)
	b := uint32(inst.Imm)
	if inst.Rs2 != rvdecode.NoReg {
		b = x[inst.Rs2]
	}
	if inst.Op == rvdecode.OpAUIPC {
		a = pc
	}
	set(x, inst.Rd, f(a, b))
	return nil
}

func branchTaken(inst rvdecode.Inst, x *[32]uint32) bool {
	a, b := read(x, inst.Rs1), read(x, inst.Rs2) // c.beqz/c.bnez: Rs2 absent, compares with 0
	switch inst.Op {
	case rvdecode.OpBEQ, rvdecode.OpCBEQZ:
		return a == b
	case rvdecode.OpBNE, rvdecode.OpCBNEZ:
		return a != b
	case rvdecode.OpBLT:
		return int32(a) < int32(b)
	case rvdecode.OpBGE:
		return int32(a) >= int32(b)
	case rvdecode.OpBLTU:
		return a < b
	}
	return a >= b // bgeu
}

// access is a load's size and whether it sign-extends, or a store's size.
type access struct {
	size   int
	signed bool
}

var loads = map[rvdecode.Op]access{
	rvdecode.OpLB: {1, true}, rvdecode.OpLH: {2, true}, rvdecode.OpLW: {4, false},
	rvdecode.OpLBU: {1, false}, rvdecode.OpLHU: {2, false},
	rvdecode.OpCLW: {4, false}, rvdecode.OpCLWSP: {4, false},
	rvdecode.OpCLBU: {1, false}, rvdecode.OpCLHU: {2, false}, rvdecode.OpCLH: {2, true},
}

var stores = map[rvdecode.Op]int{
	rvdecode.OpSB: 1, rvdecode.OpSH: 2, rvdecode.OpSW: 4,
	rvdecode.OpCSW: 4, rvdecode.OpCSWSP: 4, rvdecode.OpCSB: 1, rvdecode.OpCSH: 2,
}

func execLoad(inst rvdecode.Inst, x *[32]uint32, mem Memory) error {
	acc := loads[inst.Op]
	addr := read(x, inst.Rs1) + uint32(inst.Imm)
	v, err := load(mem, addr, acc.size)
	if err != nil {
		return err
	}
	if acc.signed {
		shift := 32 - 8*acc.size
		v = uint32(int32(v<<shift) >> shift)
	}
	set(x, inst.Rd, v)
	return nil
}

func execStore(inst rvdecode.Inst, x *[32]uint32, mem Memory) error {
	return store(mem, read(x, inst.Rs1)+uint32(inst.Imm), stores[inst.Op], read(x, inst.Rs2))
}

// load and store trap on a misaligned address, as both cores do: the
// CH32V003 (MT-G3: "unaligned accesses trap") and Hazard3, whose own
// software testcases expect mcause 4 for a misaligned lw and 6 for a
// misaligned sw (Wren6991/Hazard3 test/sim/sw_testcases).
func load(mem Memory, addr uint32, size int) (uint32, error) {
	if addr%uint32(size) != 0 {
		return 0, &Trap{CauseLoadMisaligned, addr}
	}
	return mem.Load(addr, size)
}

func store(mem Memory, addr uint32, size int, v uint32) error {
	if addr%uint32(size) != 0 {
		return &Trap{CauseStoreMisaligned, addr}
	}
	return mem.Store(addr, size, v)
}
