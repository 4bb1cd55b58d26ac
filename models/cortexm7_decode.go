package models

import (
	"math/bits"

	"boardless/decode"
)

// Decoding for the Cortex-M7 model: the class of each instruction and
// the register sets the issue timing needs (which sources are read at
// EX1, at EX2 or late). Register bitmasks are the M33 model's
// (m33RegBits): r0-pc, the APSR and FPSCR flags, s0-s31 (d0-d15).

// classify builds the cached entry of an instruction, or says why the
// Cortex-M7 lacks it.
func (c *CortexM7) classify(i decode.Inst, raw []byte) (m7Inst, string) {
	class, why := m7ClassOf(i, raw)
	if class == m7Invalid {
		return m7Inst{}, why
	}
	row := c.row[class]
	v := m7Inst{class: class, kind: m7StallOf(class), units: row.units.pack(), size: uint8(i.Size), occ: row.occ}
	var readAll, writeAll uint64
	for _, r := range i.RegsRead {
		m, ok := m33RegBits(r)
		if !ok {
			return m7Inst{}, "uses a register the M7 lacks (FPv5-D16: no d16-d31, no Advanced SIMD)"
		}
		readAll |= m
	}
	for _, r := range i.RegsWritten {
		m, ok := m33RegBits(r)
		if !ok {
			return m7Inst{}, "uses a register the M7 lacks (FPv5-D16: no d16-d31, no Advanced SIMD)"
		}
		writeAll |= m
	}
	if i.CC != decode.CCAL {
		readAll |= m33Flags
	}
	opMask := func(k int) uint64 {
		if k >= len(i.Ops) || i.Ops[k].Kind != decode.OpReg {
			return 0
		}
		m, _ := m33RegBits(i.Ops[k].Reg)
		return m
	}
	var addr, shifted uint64 // address registers; shifted operands and shift amounts
	for _, op := range i.Ops {
		switch op.Kind {
		case decode.OpMem:
			b1, _ := m33RegBits(op.Mem.Base)
			b2, _ := m33RegBits(op.Mem.Index)
			addr |= b1 | b2
		case decode.OpReg:
			if op.Shift.Type != decode.ShiftINVALID {
				m, _ := m33RegBits(op.Reg)
				shifted |= m
			}
		}
		if op.Shift.Type >= decode.ShiftASRREG {
			m, _ := m33RegBits(decode.Reg(op.Shift.Value))
			shifted |= m
		}
	}
	addr &^= m33PCBit
	// Late sources.
	var late uint64
	switch class {
	case m7Store, m7StoreD, m7StoreEx, m7VSTR, m7VSTRD:
		first, n := 0, 1
		switch i.ID {
		case decode.InsSTRD:
			n = 2
		case decode.InsSTREX, decode.InsSTREXB, decode.InsSTREXH:
			first = 1
		}
		for k := first; k < first+n; k++ {
			late |= opMask(k)
		}
		late &^= addr
	case m7MAC:
		switch i.ID {
		case decode.InsUMLAL, decode.InsSMLAL, decode.InsUMAAL, decode.InsSMLALBB, decode.InsSMLALBT, decode.InsSMLALTB,
			decode.InsSMLALTT, decode.InsSMLALD, decode.InsSMLALDX, decode.InsSMLSLD, decode.InsSMLSLDX:
			late = opMask(0) | opMask(1)
			late &^= opMask(2) | opMask(3)
		default:
			late = opMask(3) &^ (opMask(1) | opMask(2))
		}
	case m7USADA8:
		late = opMask(3) &^ (opMask(1) | opMask(2))
	case m7FMA, m7FMLA, m7FMAD, m7FMLAD:
		late = opMask(0) &^ (opMask(1) | opMask(2))
	}
	late &= readAll
	// EX1 sources.
	var iss, loadX uint64
	switch {
	case row.issAll:
		iss = readAll
	case class == m7ALUShift || class == m7CmpShift:
		iss = shifted
		loadX = readAll &^ shifted // M7-L6: the other source at EX1 if a load made it
	case class == m7PKH:
		// MT-E2: the extracted operand at EX1; PKHTB's first too.
		iss = opMask(2)
		if i.ID == decode.InsPKHTB {
			iss |= opMask(1)
		}
		loadX = readAll &^ iss // MT-E6: a word load feeds an early-ALU op's other operand a cycle late
	case class == m7BitField && i.ID == decode.InsBFI:
		iss = opMask(1) // MT-E2: BFI's inserted operand at EX1
	case class == m7MUL || class == m7MAC:
		loadX = readAll &^ late // MT-E5: a multiply cannot take a load's result of the cycle before
	case class == m7VSEL:
		iss = m33Flags
	}
	iss |= addr
	iss &= readAll
	v.rISS = iss &^ m33PCBit
	v.rLate = late &^ iss
	v.rEarly = readAll &^ late &^ iss &^ m33PCBit
	v.rLoadX = loadX & v.rEarly
	v.rAddr = addr & v.rISS
	c.annotate(&v, i, raw)

	// Writes.
	writes := writeAll
	if i.WritesPC() {
		v.branch = true
	}
	writes &^= m33PCBit
	if i.Writeback || isStackOp(i) {
		multiple := class == m7LoadM || class == m7StoreM || class == m7VLDM || class == m7VSTM || class == m7LoadPC && i.ID == decode.InsLDM
		v.wBase = writebackBase(i, multiple, opMask(0)) & writes &^ m33PCBit
		writes &^= v.wBase
	}
	switch class {
	case m7LoadM, m7VLDM:
		v.wList = writes
	case m7LoadPC:
		v.wList = writes
	case m7LoadD:
		v.wMain = opMask(0)
		v.w2 = writes &^ v.wMain
	default:
		v.wMain = writes
	}
	// Issue cycles of the multiple forms: words over the path's width.
	words := 0
	switch class {
	case m7LoadM, m7StoreM, m7LoadPC:
		if i.ID != decode.InsLDR {
			words = i.RegListLen()
		}
	case m7VLDM, m7VSTM:
		from := 1
		if i.ID == decode.InsVPUSH || i.ID == decode.InsVPOP {
			from = 0
		}
		var m uint64
		for k := from; k < len(i.Ops); k++ {
			m |= opMask(k)
		}
		words = bits.OnesCount64(m >> 32)
	}
	if words > 0 {
		v.occ = uint8((words + c.perCycle - 1) / c.perCycle)
	}
	if v.branch && class != m7PCWrite && class != m7LoadPC && class != m7TB {
		v.cond = class == m7CBZ || i.CC != decode.CCAL
	}
	if v.branch && (class == m7PCWrite || class == m7LoadPC || class == m7TB) {
		v.cond = i.CC != decode.CCAL
	}
	v.flagBr = v.cond && class != m7CBZ
	if class == m7IT {
		var st decode.ITState
		st.Advance(i)
		v.itBits = uint8(st)
	}
	return v, ""
}

// m7FPDoubleOps reports whether an FP instruction has a double operand.
func m7FPDoubleOps(i decode.Inst) bool { return m33FPDouble(i) }

// m7Imm8 reports whether a Thumb-2 modified immediate is a plain 8-bit
// value or a replicated pattern (no rotation): M7-Q1 says constants that
// do not fit the bottom 8 bits use the shifter.
func m7RotatedConst(raw []byte) bool { return m33ShiftedConst(raw) }

// m7ClassOf maps a decoded instruction to its class, or m7Invalid with
// the reason the Cortex-M7 (ARMv7E-M, DSP, FPv5-D16) lacks it.
func m7ClassOf(i decode.Inst, raw []byte) (m7Class, string) {
	shiftedReg, regShift := false, false
	for k, op := range i.Ops {
		if k > 0 && op.Kind == decode.OpReg && op.Shift.Type != decode.ShiftINVALID {
			shiftedReg = true
			if op.Shift.Type >= decode.ShiftASRREG {
				regShift = true
			}
		}
	}
	pcDest := len(i.Ops) > 0 && i.Ops[0].Kind == decode.OpReg && i.Ops[0].Reg == decode.PC
	double := m7FPDoubleOps(i)
	switch i.ID {
	case decode.InsB, decode.InsBL:
		return m7B, ""
	case decode.InsBX, decode.InsBLX:
		if len(i.Ops) > 0 && i.Ops[0].Kind == decode.OpImm {
			return m7Invalid, "BLX to an immediate switches to ARM state, which an M-profile core lacks"
		}
		return m7BX, ""
	case decode.InsCBZ, decode.InsCBNZ:
		return m7CBZ, ""
	case decode.InsTBB, decode.InsTBH:
		return m7TB, ""
	case decode.InsIT:
		return m7IT, ""
	case decode.InsNOP, decode.InsYIELD, decode.InsWFE, decode.InsWFI, decode.InsSEV, decode.InsCPS,
		decode.InsCLREX, decode.InsDBG, decode.InsHINT, decode.InsMRS, decode.InsMSR, decode.InsDMB, decode.InsDSB:
		return m7Sys, ""
	case decode.InsPLD, decode.InsPLI:
		return m7Load, ""
	case decode.InsISB:
		return m7ISB, ""
	case decode.InsSVC, decode.InsBKPT, decode.InsUDF:
		return m7Trap, ""
	case decode.InsLDR, decode.InsLDRT:
		if pcDest {
			return m7LoadPC, ""
		}
		return m7Load, ""
	case decode.InsLDRB, decode.InsLDRH, decode.InsLDRSB, decode.InsLDRSH, decode.InsLDRBT, decode.InsLDRHT, decode.InsLDRSBT, decode.InsLDRSHT:
		return m7LoadSlow, ""
	case decode.InsLDREX, decode.InsLDREXB, decode.InsLDREXH:
		return m7LoadEx, ""
	case decode.InsLDRD:
		return m7LoadD, ""
	case decode.InsLDM, decode.InsLDMDB, decode.InsPOP:
		if i.WritesPC() {
			return m7LoadPC, ""
		}
		return m7LoadM, ""
	case decode.InsSTR, decode.InsSTRB, decode.InsSTRH, decode.InsSTRT, decode.InsSTRBT, decode.InsSTRHT:
		return m7Store, ""
	case decode.InsSTREX, decode.InsSTREXB, decode.InsSTREXH:
		return m7StoreEx, ""
	case decode.InsSTRD:
		return m7StoreD, ""
	case decode.InsSTM, decode.InsSTMDB, decode.InsPUSH:
		return m7StoreM, ""

	case decode.InsMOV, decode.InsADD, decode.InsADC, decode.InsSUB, decode.InsSBC, decode.InsRSB, decode.InsAND,
		decode.InsORR, decode.InsEOR, decode.InsBIC, decode.InsORN, decode.InsCMP, decode.InsCMN, decode.InsTST,
		decode.InsTEQ, decode.InsMVN:
		if pcDest {
			return m7PCWrite, ""
		}
		compare := i.ID == decode.InsCMP || i.ID == decode.InsCMN || i.ID == decode.InsTST || i.ID == decode.InsTEQ
		switch {
		case shiftedReg && compare:
			return m7CmpShift, ""
		case shiftedReg && (i.ID == decode.InsMOV || regShift):
			return m7Shift, "" // MOV with a shift is a pure shift (LSL... aliases), timed as ALU (M7-L4)
		case shiftedReg:
			return m7ALUShift, ""
		case m7RotatedConst(raw):
			return m7ALUImm, ""
		}
		return m7ALU, ""
	case decode.InsADR, decode.InsADDW, decode.InsSUBW, decode.InsMOVW, decode.InsMOVT, decode.InsRRX:
		if pcDest {
			return m7Invalid, "writes the PC (unpredictable)"
		}
		return m7ALU, ""
	case decode.InsLSL, decode.InsLSR, decode.InsASR, decode.InsROR:
		if pcDest {
			return m7Invalid, "writes the PC (unpredictable)"
		}
		return m7Shift, ""
	case decode.InsBFI, decode.InsBFC:
		return m7BitField, ""
	case decode.InsCLZ:
		return m7CLZ, ""
	case decode.InsSXTB, decode.InsSXTH, decode.InsUXTB, decode.InsUXTH, decode.InsSXTB16, decode.InsUXTB16:
		return m7Extend, ""
	case decode.InsUBFX, decode.InsSBFX:
		return m7BitExtract, ""
	case decode.InsREV, decode.InsREV16, decode.InsREVSH, decode.InsRBIT:
		return m7Rev, ""
	case decode.InsSSAT, decode.InsUSAT, decode.InsSSAT16, decode.InsUSAT16:
		return m7Sat, ""
	case decode.InsSXTAB, decode.InsSXTAH, decode.InsSXTAB16, decode.InsUXTAB, decode.InsUXTAH, decode.InsUXTAB16,
		decode.InsPKHBT, decode.InsPKHTB:
		return m7PKH, ""
	case decode.InsMUL, decode.InsSMULBB, decode.InsSMULBT, decode.InsSMULTB, decode.InsSMULTT, decode.InsSMULWB, decode.InsSMULWT,
		decode.InsSMUAD, decode.InsSMUADX, decode.InsSMUSD, decode.InsSMUSDX, decode.InsSMMUL, decode.InsSMMULR,
		decode.InsUMULL, decode.InsSMULL:
		return m7MUL, ""
	case decode.InsMLA, decode.InsMLS, decode.InsSMLABB, decode.InsSMLABT, decode.InsSMLATB, decode.InsSMLATT,
		decode.InsSMLAWB, decode.InsSMLAWT, decode.InsSMLAD, decode.InsSMLADX, decode.InsSMLSD, decode.InsSMLSDX,
		decode.InsSMMLA, decode.InsSMMLAR, decode.InsSMMLS, decode.InsSMMLSR,
		decode.InsUMLAL, decode.InsSMLAL, decode.InsUMAAL, decode.InsSMLALBB, decode.InsSMLALBT, decode.InsSMLALTB,
		decode.InsSMLALTT, decode.InsSMLALD, decode.InsSMLALDX, decode.InsSMLSLD, decode.InsSMLSLDX:
		return m7MAC, ""
	case decode.InsUSAD8:
		return m7SIMD2, ""
	case decode.InsUSADA8:
		return m7USADA8, ""
	case decode.InsSDIV, decode.InsUDIV:
		return m7Div, ""
	case decode.InsQDADD, decode.InsQDSUB:
		return m7QDAdd, ""
	case decode.InsQADD, decode.InsQSUB, decode.InsQADD16, decode.InsQADD8, decode.InsQASX, decode.InsQSAX, decode.InsQSUB16, decode.InsQSUB8,
		decode.InsUQADD16, decode.InsUQADD8, decode.InsUQASX, decode.InsUQSAX, decode.InsUQSUB16, decode.InsUQSUB8:
		return m7SIMD2, ""
	case decode.InsSADD16, decode.InsSADD8, decode.InsSASX, decode.InsSSAX, decode.InsSSUB16, decode.InsSSUB8,
		decode.InsSHADD16, decode.InsSHADD8, decode.InsSHASX, decode.InsSHSAX, decode.InsSHSUB16, decode.InsSHSUB8,
		decode.InsUADD16, decode.InsUADD8, decode.InsUASX, decode.InsUSAX, decode.InsUSUB16, decode.InsUSUB8,
		decode.InsUHADD16, decode.InsUHADD8, decode.InsUHASX, decode.InsUHSAX, decode.InsUHSUB16, decode.InsUHSUB8,
		decode.InsSEL:
		return m7SIMD1, ""

	// FPv5-D16.
	case decode.InsVLDR:
		if double {
			return m7VLDRD, ""
		}
		return m7VLDR, ""
	case decode.InsVSTR:
		if double {
			return m7VSTRD, ""
		}
		return m7VSTR, ""
	case decode.InsVLDMIA, decode.InsVLDMDB, decode.InsVPOP:
		return m7VLDM, ""
	case decode.InsVSTMIA, decode.InsVSTMDB, decode.InsVPUSH:
		return m7VSTM, ""
	case decode.InsVMOV:
		nd, ncore := 0, 0
		for _, op := range i.Ops {
			if op.Kind == decode.OpReg && op.Reg >= decode.D0 && op.Reg <= decode.D31 {
				nd++
			}
			if op.Kind == decode.OpReg && op.Reg.GPR() >= 0 {
				ncore++
			}
		}
		switch {
		case ncore == 2:
			return m7FPMovRR, ""
		case nd > 0:
			return m7FPMovD, ""
		}
		return m7FPMov, ""
	case decode.InsVMRS, decode.InsVMSR:
		return m7VMRS, ""
	case decode.InsVFMA, decode.InsVFMS, decode.InsVFNMA, decode.InsVFNMS:
		if double {
			return m7FMAD, ""
		}
		return m7FMA, ""
	case decode.InsVMLA, decode.InsVMLS, decode.InsVNMLA, decode.InsVNMLS:
		if double {
			return m7FMLAD, ""
		}
		return m7FMLA, ""
	case decode.InsVDIV, decode.InsVSQRT:
		switch {
		case double:
			return m7FDivD, ""
		case i.ID == decode.InsVSQRT:
			return m7FSqrt, ""
		}
		return m7FDiv, ""
	case decode.InsVCMP, decode.InsVCMPE:
		if double {
			return m7FPCmpD, ""
		}
		return m7FPCmp, ""
	case decode.InsVSELEQ, decode.InsVSELGE, decode.InsVSELGT, decode.InsVSELVS:
		return m7VSEL, ""
	case decode.InsVADD, decode.InsVSUB, decode.InsVMUL, decode.InsVNMUL, decode.InsVABS, decode.InsVNEG,
		decode.InsVCVT, decode.InsVCVTA, decode.InsVCVTB, decode.InsVCVTM, decode.InsVCVTN, decode.InsVCVTP, decode.InsVCVTT, decode.InsVCVTR,
		decode.InsVRINTA, decode.InsVRINTM, decode.InsVRINTN, decode.InsVRINTP, decode.InsVRINTR, decode.InsVRINTX, decode.InsVRINTZ,
		decode.InsVMAXNM, decode.InsVMINNM:
		if double {
			return m7FPALUD, ""
		}
		return m7FPALU, ""
	}
	return m7Invalid, "not an ARMv7E-M instruction (DSP and FPv5-D16 included)"
}

// annotate sets what the pairing rules and the data-dependent timing
// need beyond the register sets: the early ALU (MT-E2), the FP unit and
// the double-precision kind (MT-E10), a load's bank (MT-E6) and whether
// a conditional branch reads the flags (MT-E1).
func (c *CortexM7) annotate(v *m7Inst, i decode.Inst, raw []byte) {
	v.early = m7EarlyALU(i, v.class)
	v.vfp = m7UnitCount(v.units, m7uVFP) > 0
	v.f64 = m7F64OpOf(i, v.class)
	v.roles = m7RolesOf(v.class)
	v.memBase, v.memBank = -1, -1
	defer func() { v.sig = m7SigOf(v) }()
	if !m7IsLoad1(v.class) || i.Writeback {
		return
	}
	for _, op := range i.Ops {
		if op.Kind != decode.OpMem || op.Mem.Index != decode.RegInvalid {
			continue
		}
		switch {
		case op.Mem.Base == decode.PC:
			// A literal: Align(PC, 4) + offset, PC = address + 4.
			addr := (i.Addr+4)&^3 + uint32(op.Mem.Disp)
			v.memBase, v.memBank = m7PCBase, int8(addr>>2&1)
		case op.Mem.Base.GPR() >= 0:
			v.memBase, v.memBank = int8(op.Mem.Base.GPR()), int8(uint32(op.Mem.Disp)>>2&1)
		}
	}
}

// m7EarlyALU is MT-E2's early-ALU set: ADD/SUB and MOV with a register
// or a simple or replicated constant (not a rotated one, not a shifted
// register), and the plain shifts and rotations but RRX.
func m7EarlyALU(i decode.Inst, class m7Class) bool {
	switch class {
	case m7Shift:
		return i.ID != decode.InsRRX
	case m7ALU:
		switch i.ID {
		case decode.InsADD, decode.InsSUB, decode.InsADDW, decode.InsSUBW, decode.InsMOV, decode.InsMOVW, decode.InsMOVT:
			return true
		}
	}
	return false
}

// m7F64OpOf is the double-precision kind of an instruction, m7F64None
// for the others.
func m7F64OpOf(i decode.Inst, class m7Class) m7F64Op {
	switch class {
	case m7FPALUD:
		switch i.ID {
		case decode.InsVADD, decode.InsVSUB:
			return m7F64Add
		case decode.InsVMUL, decode.InsVNMUL:
			return m7F64Mul
		}
		return m7F64Other
	case m7FDivD:
		if i.ID == decode.InsVSQRT {
			return m7F64Sqrt
		}
		return m7F64Div
	case m7FMAD:
		return m7F64FMA
	case m7FMLAD:
		return m7F64MLA
	}
	return m7F64None
}
