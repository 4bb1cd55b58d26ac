package cores

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

// m7Rows maps the shared classes (class.go) to the Cortex-M7 rows; a
// class not listed is not an ARMv7E-M instruction (DSP and FPv5-D16
// included). Data processing writing the PC is a computed branch
// (m7PCWrite); the wide ALU forms and the shifts cannot name it
// (unpredictable). A constant that does not fit the bottom 8 bits uses
// the shifter (M7-Q1: m7ALUImm); MOV with a shift, and data processing
// shifted by a register, is a pure shift timed as ALU (M7-L4: m7Shift);
// RRX is plain ALU (not early, MT-E2).
var m7Rows = func() classTable[m7Class] {
	const pcUnpredictable = "writes the PC (unpredictable)"
	t := classTable[m7Class]{
		ClassBranch: {row: m7B}, ClassBranchCond: {row: m7B}, ClassBranchLink: {row: m7B},
		ClassBX: {row: m7BX}, ClassBLXReg: {row: m7BX},
		ClassBLXImm: {why: "BLX to an immediate switches to ARM state, which an M-profile core lacks"},
		ClassCBZ:    {row: m7CBZ}, ClassTableBranch: {row: m7TB}, ClassIT: {row: m7IT},
		ClassISB: {row: m7ISB}, ClassTrap: {row: m7Trap}, ClassPreload: {row: m7Load},

		ClassLoadWord: {row: m7Load, pc: m7LoadPC}, ClassLoadNarrow: {row: m7LoadSlow}, ClassLoadExcl: {row: m7LoadEx},
		ClassLoadDual: {row: m7LoadD}, ClassLoadMultiple: {row: m7LoadM, pc: m7LoadPC}, ClassPop: {row: m7LoadM, pc: m7LoadPC},
		ClassStore: {row: m7Store}, ClassStoreExcl: {row: m7StoreEx}, ClassStoreDual: {row: m7StoreD},
		ClassStoreMultiple: {row: m7StoreM}, ClassPush: {row: m7StoreM},

		ClassBitInsert: {row: m7BitField}, ClassBitExtract: {row: m7BitExtract}, ClassCLZ: {row: m7CLZ},
		ClassRev: {row: m7Rev}, ClassSatDouble: {row: m7QDAdd}, ClassSIMD: {row: m7SIMD1},
		ClassUsada8: {row: m7USADA8}, ClassDiv: {row: m7Div},

		ClassFPLoad: {row: m7VLDR}, ClassFPLoadD: {row: m7VLDRD}, ClassFPStore: {row: m7VSTR}, ClassFPStoreD: {row: m7VSTRD},
		ClassFPLoadMultiple: {row: m7VLDM}, ClassFPStoreMultiple: {row: m7VSTM},
		ClassFPMov: {row: m7FPMov}, ClassFPMovD: {row: m7FPMovD}, ClassFPMovRR: {row: m7FPMovRR}, ClassFPMovRRD: {row: m7FPMovRR},
		ClassFPSys: {row: m7VMRS}, ClassFPALUD: {row: m7FPALUD}, ClassFPCmp: {row: m7FPCmp}, ClassFPCmpD: {row: m7FPCmpD},
		ClassFPSel: {row: m7VSEL}, ClassFPSelD: {row: m7VSEL},
		ClassFPFMA: {row: m7FMA}, ClassFPFMAD: {row: m7FMAD}, ClassFPMla: {row: m7FMLA}, ClassFPMlaD: {row: m7FMLAD},
		ClassFPDiv: {row: m7FDiv}, ClassFPSqrt: {row: m7FSqrt}, ClassFPDivD: {row: m7FDivD},
		ClassFPD32: {why: "uses a register the M7 lacks (FPv5-D16: no d16-d31, no Advanced SIMD)"},
	}
	set := func(row classRow[m7Class], cs ...Class) {
		for _, c := range cs {
			t[c] = row
		}
	}
	set(classRow[m7Class]{row: m7ALU, pc: m7PCWrite}, ClassALUImm, ClassALUReg, ClassMov)
	set(classRow[m7Class]{row: m7ALUImm, pc: m7PCWrite}, ClassALURotImm, ClassALURotImmS, ClassMVNRotImm, ClassMovRotImm)
	set(classRow[m7Class]{row: m7ALUShift, pc: m7PCWrite}, ClassALUShiftImm, ClassALURRX)
	set(classRow[m7Class]{row: m7Shift, pc: m7PCWrite}, ClassMovShift, ClassALUShiftReg)
	set(classRow[m7Class]{row: m7CmpShift}, ClassCmpShift, ClassCmpRRX)
	set(classRow[m7Class]{row: m7ALU, pcWhy: pcUnpredictable}, ClassALUImmWide, ClassRRX)
	set(classRow[m7Class]{row: m7Shift, pcWhy: pcUnpredictable}, ClassShift)
	set(classRow[m7Class]{row: m7Sys}, ClassNop, ClassHint, ClassHintV7, ClassWait, ClassCPS, ClassSys)
	set(classRow[m7Class]{row: m7Extend}, ClassExtend, ClassExtend16)
	set(classRow[m7Class]{row: m7Sat}, ClassSat, ClassSat16)
	set(classRow[m7Class]{row: m7PKH}, ClassExtendAdd, ClassPack)
	set(classRow[m7Class]{row: m7SIMD2}, ClassSatArith, ClassUsad8)
	set(classRow[m7Class]{row: m7MUL}, ClassMul, ClassMulsN, ClassDSPMul, ClassMull)
	set(classRow[m7Class]{row: m7MAC}, ClassMla, ClassDSPMac, ClassUmlal, ClassSmlal, ClassUmaal, ClassDSPMlal)
	set(classRow[m7Class]{row: m7FPALU}, ClassFPALU, ClassFPALUV8)
	return t
}()

// m7ClassOf maps a decoded instruction to its class, or m7Invalid with
// the reason the Cortex-M7 (ARMv7E-M, DSP, FPv5-D16) lacks it.
func m7ClassOf(i decode.Inst, raw []byte) (m7Class, string) {
	class, pc := Classify(i, raw, true)
	return m7Rows.row(class, pc, "not an ARMv7E-M instruction (DSP and FPv5-D16 included)")
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
