package decode

import "fmt"

// Reg is a register, numbered as Capstone's ARM_REG_* (see regs.go).
// Note that Capstone does not number the core registers contiguously:
// R0..R12 are consecutive, but SP, LR and PC sit elsewhere.
type Reg uint16

// String returns the lowercase register name: r0..r12, sp, lr, pc, s0, d0,
// q0, apsr, ...
func (r Reg) String() string {
	if int(r) < len(regNames) && regNames[r] != "" {
		return regNames[r]
	}
	return fmt.Sprintf("Reg(%d)", uint16(r))
}

// GPR returns the architectural number 0..15 of a core register
// (r0..r12, sp, lr, pc), or -1 for any other register.
func (r Reg) GPR() int {
	switch {
	case r >= R0 && r <= R12:
		return int(r - R0)
	case r == SP:
		return 13
	case r == LR:
		return 14
	case r == PC:
		return 15
	}
	return -1
}

// OpKind classifies an Operand.
type OpKind uint8

const (
	// OpOther is any operand that is not a register, immediate or memory
	// reference: floating-point immediates, SETEND's operand, MSR/MRS
	// system registers (the ARM_SYSREG_* value is in Imm).
	OpOther OpKind = iota
	OpReg          // a register, in Reg
	OpImm          // an immediate (including coprocessor p/c numbers), in Imm
	OpMem          // a memory reference, in Mem
)

func (k OpKind) String() string {
	switch k {
	case OpReg:
		return "reg"
	case OpImm:
		return "imm"
	case OpMem:
		return "mem"
	}
	return "other"
}

// Operand is one of an instruction's operands, copied from Capstone's
// cs_arm_op.
type Operand struct {
	Kind OpKind
	Reg  Reg   // OpReg
	Imm  int32 // OpImm (and the raw value of OpOther)
	Mem  struct {
		Base, Index Reg // RegInvalid when absent
		Disp        int32
	}
	// Shift applied to this operand (register operand2, or a memory
	// operand's index). Type is one of the Shift* constants; for the
	// *REG types Value is the shifting Reg, otherwise the shift amount.
	Shift struct {
		Type  uint8
		Value uint32
	}
	// Subtracted is set when the operand (typically a memory index or a
	// post-index offset) is subtracted from the base.
	Subtracted bool
}

// Inst is one decoded instruction. All data is copied out of Capstone, so
// an Inst stays valid after further Decode calls and after Close.
type Inst struct {
	Addr     uint32
	Size     int    // 2 or 4
	ID       uint32 // Capstone ARM_INS_* (the Ins* constants)
	Mnemonic string // e.g. "ldr", "addeq", "ldm.w"; lowercase as Capstone prints
	OpStr    string // e.g. "r0, [r1, #4]"

	CC          uint8 // condition code (CC* constants); CCAL when unconditional
	UpdateFlags bool  // the instruction sets the APSR flags (S suffix)
	Writeback   bool  // base register writeback (pre/post-indexed, LDM/STM "!")

	Ops []Operand // in Capstone order

	// Registers read and written, explicit and implicit, as reported by
	// Capstone's cs_regs_access.
	RegsRead, RegsWritten []Reg
}

func (i Inst) String() string {
	if i.OpStr == "" {
		return i.Mnemonic
	}
	return i.Mnemonic + " " + i.OpStr
}

// isRegList reports whether i's register operands form a register list
// (LDM/STM/PUSH/POP and their FP variants).
func (i Inst) isRegList() bool {
	switch i.ID {
	case InsPUSH, InsPOP, InsVPUSH, InsVPOP:
		return true
	case InsLDM, InsLDMDA, InsLDMDB, InsLDMIB,
		InsSTM, InsSTMDA, InsSTMDB, InsSTMIB,
		InsVLDMIA, InsVLDMDB, InsVSTMIA, InsVSTMDB,
		InsFLDMIAX, InsFLDMDBX, InsFSTMIAX, InsFSTMDBX:
		return true
	}
	return false
}

// RegListLen returns the number of registers in the register list of an
// LDM/STM/PUSH/POP (or VLDM/VSTM/VPUSH/VPOP) instruction, and 0 for any
// other instruction. The base register of LDM/STM is not counted.
func (i Inst) RegListLen() int {
	if !i.isRegList() {
		return 0
	}
	n := 0
	for k, op := range i.Ops {
		if op.Kind != OpReg {
			continue
		}
		if k == 0 && i.ID != InsPUSH && i.ID != InsPOP && i.ID != InsVPUSH && i.ID != InsVPOP {
			continue // base register
		}
		n++
	}
	return n
}

// HasReg reports whether r appears in i's operands, as a register operand,
// a memory base or index, or a register shift amount.
func (i Inst) HasReg(r Reg) bool {
	for _, op := range i.Ops {
		switch op.Kind {
		case OpReg:
			if op.Reg == r {
				return true
			}
		case OpMem:
			if op.Mem.Base == r || op.Mem.Index == r {
				return true
			}
		}
		if op.Shift.Type >= ShiftASRREG && Reg(op.Shift.Value) == r {
			return true
		}
	}
	return false
}

// writes reports whether r is in RegsWritten.
func (i Inst) writes(r Reg) bool {
	for _, w := range i.RegsWritten {
		if w == r {
			return true
		}
	}
	return false
}

// WritesPC reports whether i writes the PC, i.e. is a branch or a load or
// data-processing instruction with PC as destination. It is computed from
// the operands, not from RegsWritten alone, because Capstone 4 does not
// list PC among the registers written for every such instruction.
func (i Inst) WritesPC() bool {
	switch i.ID {
	case InsB, InsBL, InsBLX, InsBX, InsBXJ, InsCBZ, InsCBNZ, InsTBB, InsTBH,
		InsERET, InsRFEDA, InsRFEDB, InsRFEIA, InsRFEIB:
		return true
	case InsPOP:
		return i.HasReg(PC)
	case InsLDM, InsLDMDA, InsLDMDB, InsLDMIB:
		for _, op := range i.Ops[1:] {
			if op.Kind == OpReg && op.Reg == PC {
				return true
			}
		}
		return false
	case InsCMP, InsCMN, InsTST, InsTEQ,
		InsSTR, InsSTRB, InsSTRH, InsSTRD, InsSTRT, InsSTRBT, InsSTRHT,
		InsSTM, InsSTMDA, InsSTMDB, InsSTMIB, InsPUSH, InsIT,
		InsPLD, InsPLDW, InsPLI, InsMSR, InsMCR, InsMCR2, InsMCRR, InsMCRR2,
		InsVMOV, InsVSTR, InsVSTMIA, InsVSTMDB, InsVPUSH:
		// PC can only be a source of these (VMOV writes PC only in the
		// unpredictable core-register forms, ignored here).
		return false
	}
	if len(i.Ops) > 0 && i.Ops[0].Kind == OpReg && i.Ops[0].Reg == PC {
		return true // MOV/ADD/LDR/... pc, ...
	}
	if (i.ID == InsLDRD || i.ID == InsUMULL || i.ID == InsSMULL) && len(i.Ops) > 1 &&
		i.Ops[1].Kind == OpReg && i.Ops[1].Reg == PC {
		return true // second destination (unpredictable, but still)
	}
	return i.writes(PC)
}

// IsBranch reports whether i can change the flow of control: B, BL, BLX,
// BX, CBZ/CBNZ, TBB/TBH, POP/LDM with PC in the list, and MOV/ADD/LDR/...
// with PC as destination. (SVC/BKPT/UDF, which trap, are not branches.)
func (i Inst) IsBranch() bool { return i.WritesPC() }

// IsLoad reports whether i reads data memory.
func (i Inst) IsLoad() bool {
	switch i.ID {
	case InsLDR, InsLDRB, InsLDRH, InsLDRSB, InsLDRSH, InsLDRD,
		InsLDRT, InsLDRBT, InsLDRHT, InsLDRSBT, InsLDRSHT,
		InsLDREX, InsLDREXB, InsLDREXH, InsLDREXD,
		InsLDA, InsLDAB, InsLDAH, InsLDAEX, InsLDAEXB, InsLDAEXH, InsLDAEXD,
		InsLDM, InsLDMDA, InsLDMDB, InsLDMIB, InsPOP, InsTBB, InsTBH,
		InsVLDR, InsVLDMIA, InsVLDMDB, InsVPOP, InsSWP, InsSWPB,
		InsLDC, InsLDCL, InsLDC2, InsLDC2L, InsRFEDA, InsRFEDB, InsRFEIA, InsRFEIB:
		return true
	}
	return false
}

// IsStore reports whether i writes data memory.
func (i Inst) IsStore() bool {
	switch i.ID {
	case InsSTR, InsSTRB, InsSTRH, InsSTRD, InsSTRT, InsSTRBT, InsSTRHT,
		InsSTREX, InsSTREXB, InsSTREXH, InsSTREXD,
		InsSTL, InsSTLB, InsSTLH, InsSTLEX, InsSTLEXB, InsSTLEXH, InsSTLEXD,
		InsSTM, InsSTMDA, InsSTMDB, InsSTMIB, InsPUSH,
		InsVSTR, InsVSTMIA, InsVSTMDB, InsVPUSH, InsSWP, InsSWPB,
		InsSTC, InsSTCL, InsSTC2, InsSTC2L, InsSRSDA, InsSRSDB, InsSRSIA, InsSRSIB:
		return true
	}
	return false
}

// InsName returns Capstone's lowercase name for an instruction ID
// ("add", "ldm", ...), or "" if id is unknown.
func InsName(id uint32) string {
	if int(id) < len(insNames) {
		return insNames[id]
	}
	return ""
}

// CCName returns the condition suffix for a CC* value ("eq", ..., "al").
func CCName(cc uint8) string {
	const names = "??eqnehslomiplvsvchilsgeltgtleal"
	if int(cc)*2+2 <= len(names) && cc != CCINVALID {
		return names[cc*2 : cc*2+2]
	}
	return "??"
}
