package rvdecode

import "fmt"

// format is an operand layout: how the fields are taken from the bits and
// how objdump prints them.
type format uint8

const (
	fNone   format = iota
	fR             // rd, rs1, rs2
	fR1            // rd, rs1 (unary bit-manipulation)
	fI             // rd, rs1, imm
	fShift         // rd, rs1, shamt
	fLoad          // rd, imm(rs1)
	fStore         // rs2, imm(rs1)
	fBranch        // rs1, rs2, target
	fU             // rd, imm[31:12]
	fJAL           // rd, target
	fJALR          // rd, imm(rs1)
	fFence         // pred, succ
	fCSR           // rd, csr, rs1
	fCSRI          // rd, csr, uimm
	fLR            // rd, (rs1)
	fAMO           // rd, rs2, (rs1)

	cNone
	cADDI4SPN // rd', sp, nzuimm
	cLW       // rd', uimm(rs1')
	cSW       // rs2', uimm(rs1')
	cLBU      // rd', uimm[1:0](rs1')   (Zcb)
	cLH       // rd', uimm[1](rs1')     (Zcb c.lhu, c.lh)
	cSB       // rs2', uimm[1:0](rs1')  (Zcb)
	cSH       // rs2', uimm[1](rs1')    (Zcb)
	cADDI     // rd, imm (rd = rs1)
	cJ        // target (c.j; c.jal writes ra)
	cLI       // rd, imm
	cADDI16SP // sp, nzimm
	cLUI      // rd, nzimm[17:12]
	cSHIFTR   // rd', shamt (c.srli, c.srai)
	cANDI     // rd', imm
	cCA       // rd', rs2' (rd' = rs1')
	cU        // rd' (Zcb unary: rd' = op rd')
	cBZ       // rs1', target
	cSLLI     // rd, shamt
	cLWSP     // rd, uimm(sp)
	cJR       // rs1 (c.jr; c.jalr writes ra)
	cMV       // rd, rs2
	cADD      // rd, rs2 (rd = rs1)
	cSWSP     // rs2, uimm(sp)
	cmPUSHPOP // {rlist}, stack adjustment
	cmMV      // r1s', r2s'
)

// field extracts bits hi..lo of v.
func field(v uint32, hi, lo uint) uint32 { return v >> lo & (1<<(hi-lo+1) - 1) }

// bit extracts bit n of v and places it at position at.
func bit(v uint32, n, at uint) uint32 { return v >> n & 1 << at }

// signExtend treats the low n bits of v as a two's complement number.
func signExtend(v uint32, n uint) int32 { return int32(v<<(32-n)) >> (32 - n) }

// creg is the register of a 3-bit compressed register field (x8..x15).
func creg(v uint32, lo uint) Reg { return Reg(field(v, lo+2, lo) + 8) }

// sreg is the register of a Zcmp 3-bit s-register field: s0, s1, s2..s7.
func sreg(v uint32, lo uint) Reg {
	n := field(v, lo+2, lo)
	if n < 2 {
		return Reg(8 + n)
	}
	return Reg(16 + n)
}

func immI(v uint32) int32 { return int32(v) >> 20 }
func immS(v uint32) int32 { return int32(v)>>25<<5 | int32(field(v, 11, 7)) }
func immB(v uint32) int32 {
	return signExtend(bit(v, 31, 12)|field(v, 30, 25)<<5|field(v, 11, 8)<<1|bit(v, 7, 11), 13)
}
func immJ(v uint32) int32 {
	return signExtend(bit(v, 31, 20)|field(v, 30, 21)<<1|bit(v, 20, 11)|field(v, 19, 12)<<12, 21)
}

// Compressed immediates, bit by bit as the Zca chapter's tables scatter
// them.
func immCI(v uint32) int32 { return signExtend(bit(v, 12, 5)|field(v, 6, 2), 6) }
func immCJ(v uint32) int32 {
	return signExtend(bit(v, 12, 11)|bit(v, 11, 4)|field(v, 10, 9)<<8|bit(v, 8, 10)|
		bit(v, 7, 6)|bit(v, 6, 7)|field(v, 5, 3)<<1|bit(v, 2, 5), 12)
}
func immCB(v uint32) int32 {
	return signExtend(bit(v, 12, 8)|field(v, 11, 10)<<3|field(v, 6, 5)<<6|field(v, 4, 3)<<1|bit(v, 2, 5), 9)
}
func uimmCL(v uint32) int32 { return int32(field(v, 12, 10)<<3 | bit(v, 6, 2) | bit(v, 5, 6)) }
func uimmCIW(v uint32) int32 {
	return int32(field(v, 12, 11)<<4 | field(v, 10, 7)<<6 | bit(v, 6, 2) | bit(v, 5, 3))
}
func immC16SP(v uint32) int32 {
	return signExtend(bit(v, 12, 9)|bit(v, 6, 4)|bit(v, 5, 6)|field(v, 4, 3)<<7|bit(v, 2, 5), 10)
}
func uimmLWSP(v uint32) int32 { return int32(bit(v, 12, 5) | field(v, 6, 4)<<2 | field(v, 3, 2)<<6) }
func uimmSWSP(v uint32) int32 { return int32(field(v, 12, 9)<<2 | field(v, 8, 7)<<6) }
func shamtC(v uint32) int32   { return int32(bit(v, 12, 5) | field(v, 6, 2)) }

// decode fills inst's operands from raw; a non-empty result is why the
// bits are reserved.
func (f format) decode(raw uint32, inst *Inst) string {
	rd, rs1, rs2 := Reg(field(raw, 11, 7)), Reg(field(raw, 19, 15)), Reg(field(raw, 24, 20))
	switch f {
	case fNone:
	case fR:
		inst.Rd, inst.Rs1, inst.Rs2 = rd, rs1, rs2
	case fR1:
		inst.Rd, inst.Rs1 = rd, rs1
	case fI, fLoad, fJALR:
		inst.Rd, inst.Rs1, inst.Imm = rd, rs1, immI(raw)
	case fShift:
		inst.Rd, inst.Rs1, inst.Imm = rd, rs1, int32(field(raw, 24, 20))
	case fStore:
		inst.Rs1, inst.Rs2, inst.Imm = rs1, rs2, immS(raw)
	case fBranch:
		inst.Rs1, inst.Rs2, inst.Imm = rs1, rs2, immB(raw)
	case fU:
		inst.Rd, inst.Imm = rd, int32(raw&0xfffff000)
	case fJAL:
		inst.Rd, inst.Imm = rd, immJ(raw)
	case fFence:
		inst.Imm = int32(field(raw, 27, 20))
	case fCSR:
		inst.Rd, inst.Rs1, inst.CSR = rd, rs1, uint16(field(raw, 31, 20))
	case fCSRI:
		inst.Rd, inst.Imm, inst.CSR = rd, int32(field(raw, 19, 15)), uint16(field(raw, 31, 20))
	case fLR:
		inst.Rd, inst.Rs1, inst.AqRl = rd, rs1, uint8(field(raw, 26, 25))
	case fAMO:
		inst.Rd, inst.Rs1, inst.Rs2, inst.AqRl = rd, rs1, rs2, uint8(field(raw, 26, 25))
	default:
		return f.decodeCompressed(raw, inst)
	}
	return ""
}

func (f format) decodeCompressed(raw uint32, inst *Inst) string {
	r, r2 := Reg(field(raw, 11, 7)), Reg(field(raw, 6, 2)) // CR/CI fields
	rdP, rs1P := creg(raw, 2), creg(raw, 7)                // CL/CS/CA fields
	switch f {
	case cNone:
	case cADDI4SPN:
		inst.Rd, inst.Rs1, inst.Imm = rdP, SP, uimmCIW(raw)
		if inst.Imm == 0 {
			return "nzuimm = 0 is reserved (0x0000 is the defined illegal instruction)"
		}
	case cLW:
		inst.Rd, inst.Rs1, inst.Imm = rdP, rs1P, uimmCL(raw)
	case cSW:
		inst.Rs2, inst.Rs1, inst.Imm = rdP, rs1P, uimmCL(raw)
	case cLBU:
		inst.Rd, inst.Rs1, inst.Imm = rdP, rs1P, int32(bit(raw, 6, 0)|bit(raw, 5, 1))
	case cLH:
		inst.Rd, inst.Rs1, inst.Imm = rdP, rs1P, int32(bit(raw, 5, 1))
	case cSB:
		inst.Rs2, inst.Rs1, inst.Imm = rdP, rs1P, int32(bit(raw, 6, 0)|bit(raw, 5, 1))
	case cSH:
		inst.Rs2, inst.Rs1, inst.Imm = rdP, rs1P, int32(bit(raw, 5, 1))
	case cADDI:
		inst.Rd, inst.Rs1, inst.Imm = r, r, immCI(raw)
	case cJ:
		inst.Imm = immCJ(raw)
		if inst.Op == OpCJAL {
			inst.Rd = RA
		}
	case cLI:
		inst.Rd, inst.Imm = r, immCI(raw)
	case cADDI16SP:
		inst.Rd, inst.Rs1, inst.Imm = SP, SP, immC16SP(raw)
		if inst.Imm == 0 {
			return "nzimm = 0 is reserved"
		}
	case cLUI:
		inst.Rd, inst.Imm = r, immCI(raw)<<12
		if inst.Imm == 0 {
			return "nzimm = 0 is reserved"
		}
	case cSHIFTR, cSLLI:
		return f.decodeShift(raw, inst)
	case cANDI:
		inst.Rd, inst.Rs1, inst.Imm = rs1P, rs1P, immCI(raw)
	case cCA:
		inst.Rd, inst.Rs1, inst.Rs2 = rs1P, rs1P, rdP
	case cU:
		inst.Rd, inst.Rs1 = rs1P, rs1P
	case cBZ:
		inst.Rs1, inst.Imm = rs1P, immCB(raw)
	case cLWSP:
		inst.Rd, inst.Rs1, inst.Imm = r, SP, uimmLWSP(raw)
		if r == Zero {
			return "rd = x0 is reserved"
		}
	case cJR:
		inst.Rs1 = r
		if inst.Op == OpCJALR {
			inst.Rd = RA
		}
		if r == Zero {
			return "rs1 = x0 is reserved"
		}
	case cMV:
		inst.Rd, inst.Rs2 = r, r2
	case cADD:
		inst.Rd, inst.Rs1, inst.Rs2 = r, r, r2
	case cSWSP:
		inst.Rs2, inst.Rs1, inst.Imm = r2, SP, uimmSWSP(raw)
	case cmPUSHPOP:
		return decodePushPop(raw, inst)
	case cmMV:
		return decodeMoveAS(raw, inst)
	default:
		panic(fmt.Sprintf("rvdecode: format %d has no decoder", f))
	}
	return ""
}

func (f format) decodeShift(raw uint32, inst *Inst) string {
	if f == cSLLI {
		inst.Rd = Reg(field(raw, 11, 7))
	} else {
		inst.Rd = creg(raw, 7)
	}
	inst.Rs1, inst.Imm = inst.Rd, shamtC(raw)
	if inst.Imm >= 32 {
		return "shamt[5] = 1 is reserved on RV32"
	}
	return ""
}

// decodePushPop decodes cm.push/cm.pop/cm.popret/cm.popretz (Zc 1.0.4,
// "Zcmp"): rlist 4 is {ra}, 5..14 add s0..s(rlist-5), 15 is {ra, s0-s11}
// (s10 never alone); the stack adjustment is the list's size in bytes
// rounded up to 16 (the RV32 stack_adj_base) plus spimm*16.
func decodePushPop(raw uint32, inst *Inst) string {
	rlist := field(raw, 7, 4)
	if rlist < 4 {
		return "rlist 0-3 is reserved"
	}
	n := rlist - 3 // ra and s0..s(n-2)
	if rlist == 15 {
		n = 13
	}
	set := RegSet(1 << RA)
	for k := uint32(0); k+1 < n; k++ {
		set |= 1 << sRegister(k)
	}
	adj := int32((4*n+15)&^15 + field(raw, 3, 2)*16)
	inst.Count, inst.Rlist, inst.Rs1 = uint8(n), set, SP
	inst.Reads, inst.Writes = 1<<SP, 1<<SP
	switch inst.Op {
	case OpCMPUSH:
		inst.Imm = -adj
		inst.Reads |= set
	case OpCMPOPRETZ:
		inst.Imm = adj
		inst.Writes |= set | 1<<A0
	default:
		inst.Imm = adj
		inst.Writes |= set
	}
	return ""
}

// sRegister is s<k>: s0, s1 are x8, x9; s2..s11 are x18..x27.
func sRegister(k uint32) Reg {
	if k < 2 {
		return Reg(8 + k)
	}
	return Reg(16 + k)
}

// decodeMoveAS decodes cm.mvsa01 (r1s' = a0, r2s' = a1) and cm.mva01s
// (a0 = r1s', a1 = r2s'); the two s registers must differ.
func decodeMoveAS(raw uint32, inst *Inst) string {
	r1, r2 := sreg(raw, 7), sreg(raw, 2)
	if r1 == r2 {
		return "r1s' = r2s' is reserved"
	}
	if inst.Op == OpCMMVSA01 {
		inst.Rd, inst.Rd2, inst.Rs1, inst.Rs2 = r1, r2, A0, A1
	} else {
		inst.Rd, inst.Rd2, inst.Rs1, inst.Rs2 = A0, A1, r1, r2
	}
	return ""
}

// operands prints inst's operands as objdump -M no-aliases does.
func (f format) operands(i Inst) string {
	switch f {
	case fNone, cNone:
		return ""
	case fR:
		return fmt.Sprintf("%s,%s,%s", i.Rd, i.Rs1, i.Rs2)
	case fR1:
		return fmt.Sprintf("%s,%s", i.Rd, i.Rs1)
	case fI:
		return fmt.Sprintf("%s,%s,%d", i.Rd, i.Rs1, i.Imm)
	case fShift:
		return fmt.Sprintf("%s,%s,%#x", i.Rd, i.Rs1, i.Imm)
	case fLoad, fJALR, cLW, cLBU, cLH, cLWSP:
		return fmt.Sprintf("%s,%d(%s)", i.Rd, i.Imm, i.Rs1)
	case fStore, cSW, cSB, cSH, cSWSP:
		return fmt.Sprintf("%s,%d(%s)", i.Rs2, i.Imm, i.Rs1)
	case fBranch:
		return fmt.Sprintf("%s,%s,%s", i.Rs1, i.Rs2, rel(i.Imm))
	case fU, cLUI:
		return fmt.Sprintf("%s,%#x", i.Rd, uint32(i.Imm)>>12)
	case fJAL:
		return fmt.Sprintf("%s,%s", i.Rd, rel(i.Imm))
	case fFence:
		return fenceSet(i.Imm>>4) + "," + fenceSet(i.Imm&15)
	case fCSR:
		return fmt.Sprintf("%s,%s,%s", i.Rd, csrName(i.CSR), i.Rs1)
	case fCSRI:
		return fmt.Sprintf("%s,%s,%d", i.Rd, csrName(i.CSR), i.Imm)
	case fLR:
		return fmt.Sprintf("%s,(%s)", i.Rd, i.Rs1)
	case fAMO:
		return fmt.Sprintf("%s,%s,(%s)", i.Rd, i.Rs2, i.Rs1)
	}
	return f.compressedOperands(i)
}

func (f format) compressedOperands(i Inst) string {
	switch f {
	case cADDI4SPN:
		return fmt.Sprintf("%s,sp,%d", i.Rd, i.Imm)
	case cADDI, cLI, cANDI, cADDI16SP:
		return fmt.Sprintf("%s,%d", i.Rd, i.Imm)
	case cJ:
		return rel(i.Imm)
	case cSHIFTR, cSLLI:
		return fmt.Sprintf("%s,%#x", i.Rd, i.Imm)
	case cCA, cMV, cADD:
		return fmt.Sprintf("%s,%s", i.Rd, i.Rs2)
	case cU:
		return i.Rd.String()
	case cBZ:
		return fmt.Sprintf("%s,%s", i.Rs1, rel(i.Imm))
	case cJR:
		return i.Rs1.String()
	case cmPUSHPOP:
		return fmt.Sprintf("%s,%d", rlistString(i.Rlist), i.Imm)
	case cmMV:
		return fmt.Sprintf("%s,%s", i.sRegOperand(0), i.sRegOperand(1))
	}
	panic(fmt.Sprintf("rvdecode: format %d has no printer", f))
}

// sRegOperand is the k-th s register operand of cm.mvsa01/cm.mva01s.
func (i Inst) sRegOperand(k int) Reg {
	if i.Op == OpCMMVSA01 {
		return [2]Reg{i.Rd, i.Rd2}[k]
	}
	return [2]Reg{i.Rs1, i.Rs2}[k]
}
