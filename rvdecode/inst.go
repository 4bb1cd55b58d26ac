package rvdecode

import (
	"fmt"
	"math/bits"
	"strings"
)

// Reg is an integer register number, x0..x31. NoReg marks an absent
// operand.
type Reg uint8

// NoReg is the Reg of an operand the instruction does not have.
const NoReg Reg = 0xff

// Common registers by ABI name.
const (
	Zero Reg = 0
	RA   Reg = 1
	SP   Reg = 2
	S0   Reg = 8
	S1   Reg = 9
	A0   Reg = 10
	A1   Reg = 11
)

var abiNames = [32]string{
	"zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2",
	"s0", "s1", "a0", "a1", "a2", "a3", "a4", "a5",
	"a6", "a7", "s2", "s3", "s4", "s5", "s6", "s7",
	"s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6",
}

// String is the register's ABI name, as objdump prints it.
func (r Reg) String() string {
	if int(r) < len(abiNames) {
		return abiNames[r]
	}
	return "noreg"
}

// RegSet is a set of integer registers, bit n for xn. x0 is never in a
// Reads or Writes set: it reads as zero and ignores writes, so it makes
// no dependency.
type RegSet uint32

// Has reports whether r is in the set.
func (s RegSet) Has(r Reg) bool { return r < 32 && s&(1<<r) != 0 }

// Len is the number of registers in the set.
func (s RegSet) Len() int { return bits.OnesCount32(uint32(s)) }

// Regs lists the set in ascending order.
func (s RegSet) Regs() []Reg {
	var rs []Reg
	for r := Reg(0); r < 32; r++ {
		if s.Has(r) {
			rs = append(rs, r)
		}
	}
	return rs
}

// with adds r unless it is x0 or absent.
func (s RegSet) with(r Reg) RegSet {
	if r == Zero || r >= 32 {
		return s
	}
	return s | 1<<r
}

// Class is what a timing model needs to know of an instruction first: which
// of its rows prices it (MT-G1 lists Hazard3's timings by these classes,
// MT-G3 the QingKe V2's).
type Class uint8

const (
	ClassALU    Class = iota // integer arithmetic, logic, shifts, lui/auipc, Zba/Zbb/Zbs/Zbkb, cm.mv*
	ClassBranch              // conditional branches (beq..bgeu, c.beqz, c.bnez)
	ClassJAL                 // jal, c.j, c.jal: direct jumps
	ClassJALR                // jalr, c.jr, c.jalr: indirect jumps
	ClassLoad
	ClassStore
	ClassMul    // mul, mulh*, c.mul
	ClassDiv    // div, divu, rem, remu
	ClassCSR    // csrr*
	ClassSystem // ecall, ebreak, mret, wfi, fence, fence.i
	ClassAtomic // lr.w, sc.w, amo*.w
	ClassPush   // cm.push: Inst.Count registers stored
	ClassPop    // cm.pop, cm.popret, cm.popretz: Inst.Count registers loaded
)

var classNames = [...]string{
	ClassALU: "alu", ClassBranch: "branch", ClassJAL: "jal", ClassJALR: "jalr",
	ClassLoad: "load", ClassStore: "store", ClassMul: "mul", ClassDiv: "div",
	ClassCSR: "csr", ClassSystem: "system", ClassAtomic: "atomic",
	ClassPush: "push", ClassPop: "pop",
}

func (c Class) String() string {
	if int(c) < len(classNames) {
		return classNames[c]
	}
	return fmt.Sprintf("Class(%d)", c)
}

// Inst is one decoded instruction.
type Inst struct {
	Op    Op
	Class Class
	Size  uint8  // 2 or 4 bytes
	Raw   uint32 // the instruction bits (the low 16 for a compressed one)
	Rd    Reg    // destination, or NoReg
	Rs1   Reg    // first source (the base of a load or store), or NoReg
	Rs2   Reg    // second source (the data of a store), or NoReg
	// Rd2 is the second destination of cm.mvsa01 (which writes Rd and
	// Rd2 from a0 and a1) and cm.mva01s (which writes a0 = Rd and a1 = Rd2
	// from Rs1 and Rs2); NoReg otherwise.
	Rd2 Reg
	// Imm is the immediate, sign- or zero-extended as the instruction
	// uses it: the byte offset of a load, store, branch or jump; the
	// shift amount; the value of lui/auipc already shifted left by 12; the
	// unsigned immediate of csrr*i; for cm.push the (negative) stack
	// adjustment and for cm.pop* the (positive) one; fence's pred<<4|succ.
	Imm int32
	CSR uint16 // the CSR number of csrr*
	// Count is how many registers cm.push/cm.pop* move; Rlist is the
	// register list they move (ra and s0..s11).
	Count  uint8
	Rlist  RegSet
	AqRl   uint8  // A extension: bit 1 aq, bit 0 rl
	Reads  RegSet // every register read (x0 left out)
	Writes RegSet // every register written (x0 left out)
}

// Compressed reports whether the instruction is 16 bits long.
func (i Inst) Compressed() bool { return i.Size == 2 }

// Ext is the extension the instruction belongs to: a set when two
// extensions both define it (andn, orn, xnor, rol, ror, rori and rev8 are
// Zbb's and Zbkb's).
func (i Inst) Ext() Ext { return opTable[i.Op].ext }

// Returns reports whether a ClassPop instruction also returns to ra
// (cm.popret, cm.popretz): MT-G1 prices those at 2+n cycles, cm.pop at
// 1+n.
func (i Inst) Returns() bool { return i.Op == OpCMPOPRET || i.Op == OpCMPOPRETZ }

// String is the instruction in objdump's `-M no-aliases` syntax, with
// branch and jump targets relative to the instruction (".+8", ".-4").
func (i Inst) String() string {
	info := opTable[i.Op]
	if hint, ok := shiftBy64Hints[i.Op]; ok && i.Imm == 0 {
		return hint + " " + i.Rd.String()
	}
	name := info.name + [4]string{"", ".rl", ".aq", ".aqrl"}[i.AqRl&3]
	ops := info.format.operands(i)
	if ops == "" {
		return name
	}
	return name + " " + ops
}

// shiftBy64Hints are the names objdump gives compressed shifts by 0,
// which the C chapter keeps as HINTs (RV128's shifts by 64): they execute
// as no-ops, and decode as the shift with Imm 0.
var shiftBy64Hints = map[Op]string{OpCSLLI: "c.slli64", OpCSRLI: "c.srli64", OpCSRAI: "c.srai64"}

func rel(off int32) string {
	if off < 0 {
		return fmt.Sprintf(".%d", off)
	}
	return fmt.Sprintf(".+%d", off)
}

// rlistString prints a Zcmp register list as the Zc specification's
// assembler syntax does, without spaces as binutils prints lists:
// {ra}, {ra,s0}, {ra,s0-s2}.
func rlistString(s RegSet) string {
	var sRegs []string
	for _, r := range s.Regs() {
		if r != RA {
			sRegs = append(sRegs, r.String())
		}
	}
	switch len(sRegs) {
	case 0:
		return "{ra}"
	case 1:
		return "{ra," + sRegs[0] + "}"
	}
	return "{ra," + sRegs[0] + "-" + sRegs[len(sRegs)-1] + "}"
}

func fenceSet(bits int32) string {
	var b strings.Builder
	for k, c := range "iorw" {
		if bits&(8>>k) != 0 {
			b.WriteRune(c)
		}
	}
	if b.Len() == 0 {
		return "0"
	}
	return b.String()
}
