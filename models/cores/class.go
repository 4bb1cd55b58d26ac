package cores

import "boardless/decode"

// Instruction classes shared by every Thumb-2/ARM core, as LLVM attaches
// one SchedWrite to each instruction and a core's .td holds only numbers:
// Classify maps a decoded instruction to a Class once (a core caches the
// result with the decoded instruction, so nothing here is on the
// per-instruction path), and each core has a table from Class to its own
// timing row (v6mRows, v7mRows, m33Rows, m7Rows, a7Rows), whose numbers and
// sources stay in the core's file.
//
// The set is the union of what the cores distinguish: two instructions
// share a class only if every core times them alike (their operands
// aside, which a core still reads from the decoded instruction). The
// Cortex-M7's finer rows (LDR vs LDRB/LDRH, LDREX, BFI vs UBFX, VMLA vs
// VFMA, VCMP, VSEL, RRX vs the shifts, VSQRT vs VDIV, the
// double-precision forms) are classes too: the M7 has its table (m7Rows). testdata/classes.txt pins the
// class and every core's row of each instruction of the decode golden.

// Class is an instruction's timing class.
type Class uint8

const (
	ClassInvalid Class = iota // not decoded, or no instruction

	// Data processing (ADD ADC SUB SBC RSB RSC AND ORR EOR BIC ORN, and
	// CMP CMN TST TEQ, MOV, MVN), by the form of the last operand.
	ClassALUImm      // a plain or replicated constant
	ClassALURotImm   // a Thumb-2 rotated constant, not setting flags
	ClassALURotImmS  // a rotated constant, setting flags (or a compare)
	ClassMVNRotImm   // MVN of a rotated constant
	ClassALUReg      // a register
	ClassALUShiftImm // a register shifted by a constant
	ClassALUShiftReg // a register shifted by a register (A32)
	ClassALURRX      // a register rotated right with extend (RRX): the A7 takes it for unshifted
	ClassCmpShift    // a compare with a shifted register
	ClassCmpRRX      // a compare with an RRX register
	ClassMov         // MOV of a register or a plain constant
	ClassMovRotImm   // MOV of a rotated constant
	ClassMovShift    // MOV of a shifted register
	ClassALUImmWide  // ADR, ADDW, SUBW, MOVW, MOVT
	ClassShift       // LSL, LSR, ASR, ROR
	ClassRRX         // RRX: the M7 times it as plain ALU, not as a shift (no early ALU, MT-E2)
	ClassBitInsert   // BFI, BFC
	ClassBitExtract  // UBFX, SBFX
	ClassRev         // REV, REV16, REVSH, RBIT
	ClassSat         // SSAT, USAT
	ClassSat16       // SSAT16, USAT16
	ClassCLZ         // CLZ
	ClassExtend      // SXTB, SXTH, UXTB, UXTH
	ClassExtend16    // SXTB16, UXTB16
	ClassExtendAdd   // SXTA*, UXTA*
	ClassPack        // PKHBT, PKHTB
	ClassSatArith    // QADD, QSUB and the saturating parallel add/sub (Q*8/16, UQ*)
	ClassSatDouble   // QDADD, QDSUB
	ClassSIMD        // parallel add/sub (S*, SH*, U*, UH* 8/16), SEL
	ClassOther       // an integer instruction no Thumb core has (A32 only)

	// Multiply and divide.
	ClassMul     // MUL
	ClassMulsN   // 16-bit MULS (sets flags)
	ClassDSPMul  // SMULxy, SMULWx, SMUAD(X), SMUSD(X), SMMUL(R)
	ClassMull    // UMULL, SMULL
	ClassMla     // MLA, MLS
	ClassDSPMac  // SMLAxy, SMLAWx, SMLAD(X), SMLSD(X), SMMLA(R), SMMLS(R)
	ClassUmlal   // UMLAL
	ClassSmlal   // SMLAL
	ClassUmaal   // UMAAL
	ClassDSPMlal // SMLALxy, SMLALD(X), SMLSLD(X)
	ClassUsad8   // USAD8
	ClassUsada8  // USADA8
	ClassDiv     // SDIV, UDIV

	// Loads and stores.
	ClassLoadWord      // LDR, LDRT
	ClassLoadNarrow    // LDRB, LDRH, LDRSB, LDRSH and their T forms
	ClassLoadExcl      // LDREX, LDREXB, LDREXH
	ClassLoadAcq       // LDA, LDAB, LDAH, LDAEX, LDAEXB, LDAEXH (ARMv8)
	ClassLoadDual      // LDRD
	ClassLoadDualExcl  // LDREXD, LDAEXD
	ClassLoadMultiple  // LDM (IA, DB, DA, IB)
	ClassPop           // POP
	ClassTableBranch   // TBB, TBH
	ClassPreload       // PLD, PLI
	ClassPreloadW      // PLDW
	ClassStore         // STR, STRB, STRH and their T forms
	ClassStoreExcl     // STREX, STREXB, STREXH
	ClassStoreRel      // STL, STLB, STLH, STLEX, STLEXB, STLEXH (ARMv8)
	ClassStoreDual     // STRD
	ClassStoreDualExcl // STREXD, STLEXD
	ClassStoreMultiple // STM (IA, DB, DA, IB)
	ClassPush          // PUSH

	// Branches and control.
	ClassBranch     // B
	ClassBranchCond // B<cc>
	ClassBranchLink // BL
	ClassBLXImm     // BLX to an immediate: switches instruction set
	ClassBX         // BX
	ClassBLXReg     // BLX to a register
	ClassBXJ        // BXJ
	ClassCBZ        // CBZ, CBNZ
	ClassIT         // IT

	// Hints and system.
	ClassNop    // NOP
	ClassHint   // YIELD, SEV
	ClassHintV7 // DBG, HINT, CLREX (no ARMv6-M form)
	ClassSevl   // SEVL (ARMv8)
	ClassWait   // WFI, WFE
	ClassCPS    // CPS
	ClassSys    // MRS, MSR, DMB, DSB
	ClassISB    // ISB
	ClassSysA   // coprocessor, SETEND, ERET, RFE, SRS, SWP, LDC/STC (A profile)
	ClassTrap   // SVC, BKPT, UDF
	ClassTrapA  // HVC, SMC, TRAP, HLT (A profile)

	// Floating point (VFP); a -D class has a double-precision operand.
	ClassFPLoad          // VLDR of an S register
	ClassFPLoadD         // VLDR of a D register
	ClassFPStore         // VSTR of an S register
	ClassFPStoreD        // VSTR of a D register
	ClassFPLoadMultiple  // VLDM, VPOP
	ClassFPStoreMultiple // VSTM, VPUSH
	ClassFPMov           // VMOV between S registers, of a constant, or one core register
	ClassFPMovRR         // VMOV between two core registers and two S registers
	ClassFPMovRRD        // VMOV between two core registers and a D register
	ClassFPMovD          // any other VMOV of a D register
	ClassFPSys           // VMRS, VMSR
	ClassFPALU           // VADD VSUB VMUL VNMUL VABS VNEG VCVT VCVTB VCVTT VCVTR
	ClassFPALUV8         // VCVTA/M/N/P, VRINT*, VMAXNM, VMINNM (FPv5)
	ClassFPALUD          // the two above, double precision
	ClassFPCmp           // VCMP, VCMPE
	ClassFPCmpD          // VCMP, VCMPE of D registers
	ClassFPSel           // VSELEQ, VSELGE, VSELGT, VSELVS (FPv5)
	ClassFPSelD          // VSEL* of D registers
	ClassFPFMA           // VFMA, VFMS, VFNMA, VFNMS (fused)
	ClassFPFMAD          // VFMA... of D registers
	ClassFPMla           // VMLA, VMLS, VNMLA, VNMLS (chained)
	ClassFPMlaD          // VMLA... of D registers
	ClassFPDiv           // VDIV
	ClassFPSqrt          // VSQRT: the M7 has its own row (MT-E10)
	ClassFPDivD          // VDIV, VSQRT of D registers
	ClassFPD32           // uses d16-d31 or an Advanced SIMD q register
	ClassFPOther         // any other VFP or Advanced SIMD instruction
	NumClasses
)

// classNames are the classes' names, as the golden file and reports
// print them.
var classNames = [NumClasses]string{
	ClassInvalid: "invalid",
	ClassALUImm:  "alu-imm", ClassALURotImm: "alu-rot-imm", ClassALURotImmS: "alu-rot-imm-s", ClassMVNRotImm: "mvn-rot-imm",
	ClassALUReg: "alu-reg", ClassALUShiftImm: "alu-shift-imm", ClassALUShiftReg: "alu-shift-reg", ClassALURRX: "alu-rrx", ClassCmpShift: "cmp-shift", ClassCmpRRX: "cmp-rrx",
	ClassMov: "mov", ClassMovRotImm: "mov-rot-imm", ClassMovShift: "mov-shift", ClassALUImmWide: "alu-imm-wide",
	ClassShift: "shift", ClassRRX: "rrx", ClassBitInsert: "bit-insert", ClassBitExtract: "bit-extract", ClassRev: "rev",
	ClassSat: "sat", ClassSat16: "sat16", ClassCLZ: "clz", ClassExtend: "extend", ClassExtend16: "extend16",
	ClassExtendAdd: "extend-add", ClassPack: "pack", ClassSatArith: "sat-arith", ClassSatDouble: "sat-double",
	ClassSIMD: "simd", ClassOther: "other",
	ClassMul: "mul", ClassMulsN: "muls-n", ClassDSPMul: "dsp-mul", ClassMull: "mull", ClassMla: "mla",
	ClassDSPMac: "dsp-mac", ClassUmlal: "umlal", ClassSmlal: "smlal", ClassUmaal: "umaal", ClassDSPMlal: "dsp-mlal",
	ClassUsad8: "usad8", ClassUsada8: "usada8", ClassDiv: "div",
	ClassLoadWord: "load-word", ClassLoadNarrow: "load-narrow", ClassLoadExcl: "load-excl", ClassLoadAcq: "load-acq",
	ClassLoadDual: "load-dual", ClassLoadDualExcl: "load-dual-excl", ClassLoadMultiple: "load-multiple", ClassPop: "pop",
	ClassTableBranch: "table-branch", ClassPreload: "preload", ClassPreloadW: "preload-w",
	ClassStore: "store", ClassStoreExcl: "store-excl", ClassStoreRel: "store-rel", ClassStoreDual: "store-dual",
	ClassStoreDualExcl: "store-dual-excl", ClassStoreMultiple: "store-multiple", ClassPush: "push",
	ClassBranch: "branch", ClassBranchCond: "branch-cond", ClassBranchLink: "branch-link", ClassBLXImm: "blx-imm",
	ClassBX: "bx", ClassBLXReg: "blx-reg", ClassBXJ: "bxj", ClassCBZ: "cbz", ClassIT: "it",
	ClassNop: "nop", ClassHint: "hint", ClassHintV7: "hint-v7", ClassSevl: "sevl", ClassWait: "wait", ClassCPS: "cps",
	ClassSys: "sys", ClassISB: "isb", ClassSysA: "sys-a", ClassTrap: "trap", ClassTrapA: "trap-a",
	ClassFPLoad: "fp-load", ClassFPLoadD: "fp-load-d", ClassFPStore: "fp-store", ClassFPStoreD: "fp-store-d",
	ClassFPLoadMultiple: "fp-load-multiple", ClassFPStoreMultiple: "fp-store-multiple",
	ClassFPMov: "fp-mov", ClassFPMovRR: "fp-mov-rr", ClassFPMovRRD: "fp-mov-rr-d", ClassFPMovD: "fp-mov-d",
	ClassFPSys: "fp-sys", ClassFPALU: "fp-alu", ClassFPALUV8: "fp-alu-v8", ClassFPALUD: "fp-alu-d",
	ClassFPCmp: "fp-cmp", ClassFPCmpD: "fp-cmp-d", ClassFPSel: "fp-sel", ClassFPSelD: "fp-sel-d",
	ClassFPFMA: "fp-fma", ClassFPFMAD: "fp-fma-d", ClassFPMla: "fp-mla", ClassFPMlaD: "fp-mla-d",
	ClassFPDiv: "fp-div", ClassFPSqrt: "fp-sqrt", ClassFPDivD: "fp-div-d", ClassFPD32: "fp-d32", ClassFPOther: "fp-other",
}

func (c Class) String() string {
	if c < NumClasses {
		return classNames[c]
	}
	return "Class(?)"
}

// Instruction families whose class also depends on the form; Classify
// resolves them.
const (
	famDP      Class = NumClasses + iota // ADD ADC SUB SBC RSB RSC AND ORR EOR BIC ORN
	famCompare                           // CMP CMN TST TEQ
	famMov                               // MOV
	famMvn                               // MVN
	famB                                 // B
	famBLX                               // BLX
	famMul                               // MUL
	famVLDR                              // VLDR
	famVSTR                              // VSTR
	famVMOV                              // VMOV
	famFPALU                             // ClassFPALU's instructions
	famFPALUV8                           // ClassFPALUV8's
	famFPCmp                             // ClassFPCmp's
	famFPSel                             // ClassFPSel's
	famFPFMA                             // ClassFPFMA's
	famFPMla                             // ClassFPMla's
	famFPDiv                             // ClassFPDiv's
	famFPSqrt                            // ClassFPSqrt's
)

// classGroups lists the instructions of each class (or family), one row
// per group, as a .td file attaches a SchedWrite to each instruction.
var classGroups = []struct {
	class Class
	ids   []uint32
}{
	{famDP, []uint32{decode.InsADD, decode.InsADC, decode.InsSUB, decode.InsSBC, decode.InsRSB, decode.InsRSC,
		decode.InsAND, decode.InsORR, decode.InsEOR, decode.InsBIC, decode.InsORN}},
	{famCompare, []uint32{decode.InsCMP, decode.InsCMN, decode.InsTST, decode.InsTEQ}},
	{famMov, []uint32{decode.InsMOV}},
	{famMvn, []uint32{decode.InsMVN}},
	{ClassALUImmWide, []uint32{decode.InsADR, decode.InsADDW, decode.InsSUBW, decode.InsMOVW, decode.InsMOVT}},
	{ClassShift, []uint32{decode.InsLSL, decode.InsLSR, decode.InsASR, decode.InsROR}},
	{ClassRRX, []uint32{decode.InsRRX}},
	{ClassBitInsert, []uint32{decode.InsBFI, decode.InsBFC}},
	{ClassBitExtract, []uint32{decode.InsUBFX, decode.InsSBFX}},
	{ClassRev, []uint32{decode.InsREV, decode.InsREV16, decode.InsREVSH, decode.InsRBIT}},
	{ClassSat, []uint32{decode.InsSSAT, decode.InsUSAT}},
	{ClassSat16, []uint32{decode.InsSSAT16, decode.InsUSAT16}},
	{ClassCLZ, []uint32{decode.InsCLZ}},
	{ClassExtend, []uint32{decode.InsSXTB, decode.InsSXTH, decode.InsUXTB, decode.InsUXTH}},
	{ClassExtend16, []uint32{decode.InsSXTB16, decode.InsUXTB16}},
	{ClassExtendAdd, []uint32{decode.InsSXTAB, decode.InsSXTAH, decode.InsSXTAB16, decode.InsUXTAB, decode.InsUXTAH, decode.InsUXTAB16}},
	{ClassPack, []uint32{decode.InsPKHBT, decode.InsPKHTB}},
	{ClassSatArith, []uint32{decode.InsQADD, decode.InsQSUB,
		decode.InsQADD16, decode.InsQADD8, decode.InsQASX, decode.InsQSAX, decode.InsQSUB16, decode.InsQSUB8,
		decode.InsUQADD16, decode.InsUQADD8, decode.InsUQASX, decode.InsUQSAX, decode.InsUQSUB16, decode.InsUQSUB8}},
	{ClassSatDouble, []uint32{decode.InsQDADD, decode.InsQDSUB}},
	{ClassSIMD, []uint32{decode.InsSADD16, decode.InsSADD8, decode.InsSASX, decode.InsSSAX, decode.InsSSUB16, decode.InsSSUB8,
		decode.InsSHADD16, decode.InsSHADD8, decode.InsSHASX, decode.InsSHSAX, decode.InsSHSUB16, decode.InsSHSUB8,
		decode.InsUADD16, decode.InsUADD8, decode.InsUASX, decode.InsUSAX, decode.InsUSUB16, decode.InsUSUB8,
		decode.InsUHADD16, decode.InsUHADD8, decode.InsUHASX, decode.InsUHSAX, decode.InsUHSUB16, decode.InsUHSUB8,
		decode.InsSEL}},

	{famMul, []uint32{decode.InsMUL}},
	{ClassDSPMul, []uint32{decode.InsSMULBB, decode.InsSMULBT, decode.InsSMULTB, decode.InsSMULTT, decode.InsSMULWB, decode.InsSMULWT,
		decode.InsSMUAD, decode.InsSMUADX, decode.InsSMUSD, decode.InsSMUSDX, decode.InsSMMUL, decode.InsSMMULR}},
	{ClassMull, []uint32{decode.InsUMULL, decode.InsSMULL}},
	{ClassMla, []uint32{decode.InsMLA, decode.InsMLS}},
	{ClassDSPMac, []uint32{decode.InsSMLABB, decode.InsSMLABT, decode.InsSMLATB, decode.InsSMLATT, decode.InsSMLAWB, decode.InsSMLAWT,
		decode.InsSMLAD, decode.InsSMLADX, decode.InsSMLSD, decode.InsSMLSDX,
		decode.InsSMMLA, decode.InsSMMLAR, decode.InsSMMLS, decode.InsSMMLSR}},
	{ClassUmlal, []uint32{decode.InsUMLAL}},
	{ClassSmlal, []uint32{decode.InsSMLAL}},
	{ClassUmaal, []uint32{decode.InsUMAAL}},
	{ClassDSPMlal, []uint32{decode.InsSMLALBB, decode.InsSMLALBT, decode.InsSMLALTB, decode.InsSMLALTT,
		decode.InsSMLALD, decode.InsSMLALDX, decode.InsSMLSLD, decode.InsSMLSLDX}},
	{ClassUsad8, []uint32{decode.InsUSAD8}},
	{ClassUsada8, []uint32{decode.InsUSADA8}},
	{ClassDiv, []uint32{decode.InsSDIV, decode.InsUDIV}},

	{ClassLoadWord, []uint32{decode.InsLDR, decode.InsLDRT}},
	{ClassLoadNarrow, []uint32{decode.InsLDRB, decode.InsLDRH, decode.InsLDRSB, decode.InsLDRSH,
		decode.InsLDRBT, decode.InsLDRHT, decode.InsLDRSBT, decode.InsLDRSHT}},
	{ClassLoadExcl, []uint32{decode.InsLDREX, decode.InsLDREXB, decode.InsLDREXH}},
	{ClassLoadAcq, []uint32{decode.InsLDA, decode.InsLDAB, decode.InsLDAH, decode.InsLDAEX, decode.InsLDAEXB, decode.InsLDAEXH}},
	{ClassLoadDual, []uint32{decode.InsLDRD}},
	{ClassLoadDualExcl, []uint32{decode.InsLDREXD, decode.InsLDAEXD}},
	{ClassLoadMultiple, []uint32{decode.InsLDM, decode.InsLDMDB, decode.InsLDMDA, decode.InsLDMIB}},
	{ClassPop, []uint32{decode.InsPOP}},
	{ClassTableBranch, []uint32{decode.InsTBB, decode.InsTBH}},
	{ClassPreload, []uint32{decode.InsPLD, decode.InsPLI}},
	{ClassPreloadW, []uint32{decode.InsPLDW}},
	{ClassStore, []uint32{decode.InsSTR, decode.InsSTRB, decode.InsSTRH, decode.InsSTRT, decode.InsSTRBT, decode.InsSTRHT}},
	{ClassStoreExcl, []uint32{decode.InsSTREX, decode.InsSTREXB, decode.InsSTREXH}},
	{ClassStoreRel, []uint32{decode.InsSTL, decode.InsSTLB, decode.InsSTLH, decode.InsSTLEX, decode.InsSTLEXB, decode.InsSTLEXH}},
	{ClassStoreDual, []uint32{decode.InsSTRD}},
	{ClassStoreDualExcl, []uint32{decode.InsSTREXD, decode.InsSTLEXD}},
	{ClassStoreMultiple, []uint32{decode.InsSTM, decode.InsSTMDB, decode.InsSTMDA, decode.InsSTMIB}},
	{ClassPush, []uint32{decode.InsPUSH}},

	{famB, []uint32{decode.InsB}},
	{ClassBranchLink, []uint32{decode.InsBL}},
	{famBLX, []uint32{decode.InsBLX}},
	{ClassBX, []uint32{decode.InsBX}},
	{ClassBXJ, []uint32{decode.InsBXJ}},
	{ClassCBZ, []uint32{decode.InsCBZ, decode.InsCBNZ}},
	{ClassIT, []uint32{decode.InsIT}},

	{ClassNop, []uint32{decode.InsNOP}},
	{ClassHint, []uint32{decode.InsYIELD, decode.InsSEV}},
	{ClassHintV7, []uint32{decode.InsDBG, decode.InsHINT, decode.InsCLREX}},
	{ClassSevl, []uint32{decode.InsSEVL}},
	{ClassWait, []uint32{decode.InsWFI, decode.InsWFE}},
	{ClassCPS, []uint32{decode.InsCPS}},
	{ClassSys, []uint32{decode.InsMRS, decode.InsMSR, decode.InsDMB, decode.InsDSB}},
	{ClassISB, []uint32{decode.InsISB}},
	{ClassSysA, []uint32{decode.InsMCR, decode.InsMCR2, decode.InsMCRR, decode.InsMCRR2, decode.InsMRC, decode.InsMRC2,
		decode.InsMRRC, decode.InsMRRC2, decode.InsSETEND, decode.InsCDP, decode.InsCDP2,
		decode.InsERET, decode.InsRFEDA, decode.InsRFEDB, decode.InsRFEIA, decode.InsRFEIB,
		decode.InsSRSDA, decode.InsSRSDB, decode.InsSRSIA, decode.InsSRSIB, decode.InsSWP, decode.InsSWPB,
		decode.InsLDC, decode.InsLDCL, decode.InsLDC2, decode.InsLDC2L, decode.InsSTC, decode.InsSTCL, decode.InsSTC2, decode.InsSTC2L}},
	{ClassTrap, []uint32{decode.InsSVC, decode.InsBKPT, decode.InsUDF}},
	{ClassTrapA, []uint32{decode.InsHVC, decode.InsSMC, decode.InsTRAP, decode.InsHLT}},

	{famVLDR, []uint32{decode.InsVLDR}},
	{famVSTR, []uint32{decode.InsVSTR}},
	{ClassFPLoadMultiple, []uint32{decode.InsVLDMIA, decode.InsVLDMDB, decode.InsVPOP}},
	{ClassFPStoreMultiple, []uint32{decode.InsVSTMIA, decode.InsVSTMDB, decode.InsVPUSH}},
	{famVMOV, []uint32{decode.InsVMOV}},
	{ClassFPSys, []uint32{decode.InsVMRS, decode.InsVMSR}},
	{famFPALU, []uint32{decode.InsVADD, decode.InsVSUB, decode.InsVMUL, decode.InsVNMUL, decode.InsVABS, decode.InsVNEG,
		decode.InsVCVT, decode.InsVCVTB, decode.InsVCVTT, decode.InsVCVTR}},
	{famFPALUV8, []uint32{decode.InsVCVTA, decode.InsVCVTM, decode.InsVCVTN, decode.InsVCVTP,
		decode.InsVRINTA, decode.InsVRINTM, decode.InsVRINTN, decode.InsVRINTP, decode.InsVRINTR, decode.InsVRINTX, decode.InsVRINTZ,
		decode.InsVMAXNM, decode.InsVMINNM}},
	{famFPCmp, []uint32{decode.InsVCMP, decode.InsVCMPE}},
	{famFPSel, []uint32{decode.InsVSELEQ, decode.InsVSELGE, decode.InsVSELGT, decode.InsVSELVS}},
	{famFPFMA, []uint32{decode.InsVFMA, decode.InsVFMS, decode.InsVFNMA, decode.InsVFNMS}},
	{famFPMla, []uint32{decode.InsVMLA, decode.InsVMLS, decode.InsVNMLA, decode.InsVNMLS}},
	{famFPDiv, []uint32{decode.InsVDIV}},
	{famFPSqrt, []uint32{decode.InsVSQRT}},
	{ClassFPOther, []uint32{decode.InsFLDMDBX, decode.InsFLDMIAX, decode.InsFSTMDBX, decode.InsFSTMIAX}},
}

// classByID is classGroups by instruction ID.
var classByID = map[uint32]Class{}

func init() {
	for _, g := range classGroups {
		for _, id := range g.ids {
			if _, dup := classByID[id]; dup {
				panic("models: instruction " + decode.InsName(id) + " in two class groups")
			}
			classByID[id] = g.class
		}
	}
}

// Classify returns the class of a decoded instruction and whether it
// writes the PC as its destination (Rd = pc for data processing and
// single loads, PC in the list of LDM/POP), which the cores time as a
// branch or refuse. raw is the instruction's bytes and thumb its state:
// a rotated Thumb-2 constant is read from the encoding.
func Classify(i decode.Inst, raw []byte, thumb bool) (Class, bool) {
	if i.ID == decode.InsINVALID {
		return ClassInvalid, false
	}
	if usesD32(i) {
		return ClassFPD32, false
	}
	pcDest := len(i.Ops) > 0 && i.Ops[0].Kind == decode.OpReg && i.Ops[0].Reg == decode.PC
	c, ok := classByID[i.ID]
	switch {
	case !ok:
		if name := decode.InsName(i.ID); len(name) > 0 && name[0] == 'v' {
			return ClassFPOther, false
		}
		return ClassOther, false
	case c == ClassLoadMultiple || c == ClassPop:
		return c, i.WritesPC()
	case c < NumClasses:
		return c, pcDest && destPCMatters(c)
	}
	switch c {
	case famDP, famCompare, famMov, famMvn:
		return dataProcessing(i, c, raw, thumb), pcDest && c != famCompare
	case famB:
		if i.CC != decode.CCAL {
			return ClassBranchCond, false
		}
		return ClassBranch, false
	case famBLX:
		if len(i.Ops) > 0 && i.Ops[0].Kind == decode.OpImm {
			return ClassBLXImm, false
		}
		return ClassBLXReg, false
	case famMul:
		if i.Size == 2 && i.UpdateFlags {
			return ClassMulsN, false
		}
		return ClassMul, false
	case famVMOV:
		return vmovClass(i), false
	}
	return fpClass(i, c), false
}

// destPCMatters lists the classes whose PC destination a core times or
// refuses (LDM and POP are asked by WritesPC: PC sits in the list).
func destPCMatters(c Class) bool {
	switch c {
	case ClassALUImmWide, ClassShift, ClassRRX, ClassBitInsert, ClassBitExtract, ClassRev, ClassSat, ClassCLZ,
		ClassExtend, ClassExtend16, ClassLoadWord, ClassLoadNarrow, ClassLoadExcl, ClassLoadAcq:
		return true
	}
	return false
}

// dataProcessing resolves the class of ADD..ORN, a compare, MOV or MVN
// from its operands.
func dataProcessing(i decode.Inst, fam Class, raw []byte, thumb bool) Class {
	shifted, byReg, rrx := false, false, false
	for k, op := range i.Ops {
		if k > 0 && op.Kind == decode.OpReg && op.Shift.Type != decode.ShiftINVALID {
			shifted = true
			byReg = byReg || op.Shift.Type >= decode.ShiftASRREG
			rrx = rrx || op.Shift.Type == decode.ShiftRRX
		}
	}
	rotated := thumb && thumbRotatedConst(raw)
	lastImm := len(i.Ops) == 0 || i.Ops[len(i.Ops)-1].Kind == decode.OpImm
	switch {
	case fam == famMov && shifted:
		return ClassMovShift
	case fam == famMov && rotated:
		return ClassMovRotImm
	case fam == famMov:
		return ClassMov
	case fam == famCompare && rrx:
		return ClassCmpRRX
	case fam == famCompare && shifted:
		return ClassCmpShift
	case rrx:
		return ClassALURRX
	case shifted && byReg:
		return ClassALUShiftReg
	case shifted:
		return ClassALUShiftImm
	case rotated && fam == famMvn:
		return ClassMVNRotImm
	case rotated && (i.UpdateFlags || fam == famCompare):
		return ClassALURotImmS
	case rotated:
		return ClassALURotImm
	case lastImm:
		return ClassALUImm
	}
	return ClassALUReg
}

// vmovClass resolves a VMOV by its core and D register operands.
func vmovClass(i decode.Inst) Class {
	nd, ncore := 0, 0
	for _, op := range i.Ops {
		if op.Kind != decode.OpReg {
			continue
		}
		if op.Reg >= decode.D0 && op.Reg <= decode.D31 {
			nd++
		}
		if op.Reg.GPR() >= 0 {
			ncore++
		}
	}
	switch {
	case ncore == 2 && nd > 0:
		return ClassFPMovRRD
	case ncore == 2:
		return ClassFPMovRR
	case fpDouble(i):
		return ClassFPMovD
	}
	return ClassFPMov
}

// fpClass resolves the FP families by precision.
func fpClass(i decode.Inst, fam Class) Class {
	single, double := map[Class][2]Class{
		famVLDR:    {ClassFPLoad, ClassFPLoadD},
		famVSTR:    {ClassFPStore, ClassFPStoreD},
		famFPALU:   {ClassFPALU, ClassFPALUD},
		famFPALUV8: {ClassFPALUV8, ClassFPALUD},
		famFPCmp:   {ClassFPCmp, ClassFPCmpD},
		famFPSel:   {ClassFPSel, ClassFPSelD},
		famFPFMA:   {ClassFPFMA, ClassFPFMAD},
		famFPMla:   {ClassFPMla, ClassFPMlaD},
		famFPDiv:   {ClassFPDiv, ClassFPDivD},
		famFPSqrt:  {ClassFPSqrt, ClassFPDivD},
	}[fam], fpDouble(i)
	if double {
		return single[1]
	}
	return single[0]
}

// fpDouble reports whether an FP instruction has a double-precision (or
// Advanced SIMD) register operand.
func fpDouble(i decode.Inst) bool {
	for _, op := range i.Ops {
		if op.Kind == decode.OpReg && (op.Reg >= decode.D0 && op.Reg <= decode.D31 || op.Reg >= decode.Q0 && op.Reg <= decode.Q15) {
			return true
		}
	}
	return false
}

// usesD32 reports whether i reads or writes d16-d31 or a q register,
// which no FPv4/FPv5-D16 core has.
func usesD32(i decode.Inst) bool {
	for _, rs := range [2][]decode.Reg{i.RegsRead, i.RegsWritten} {
		for _, r := range rs {
			if r >= decode.D16 && r <= decode.D31 || r >= decode.Q0 && r <= decode.Q15 {
				return true
			}
		}
	}
	return false
}

// thumbRotatedConst reports whether raw is a Thumb-2 data-processing
// (modified immediate) instruction whose constant is a rotated 8-bit
// value ("shifted constant"), not a plain or replicated-pattern one.
func thumbRotatedConst(raw []byte) bool {
	if len(raw) < 4 {
		return false
	}
	hw1 := uint16(raw[0]) | uint16(raw[1])<<8
	hw2 := uint16(raw[2]) | uint16(raw[3])<<8
	if hw1&0xfa00 != 0xf000 || hw2&0x8000 != 0 {
		return false
	}
	i := (hw1 >> 10) & 1
	imm3 := (hw2 >> 12) & 7
	return i<<3|imm3 >= 4
}

// classRow is one row of a core's class table: the core's timing row
// for the class, and what it does when the instruction writes the PC.
// A zero row refuses the class, with why (or the core's general reason).
type classRow[R ~uint8] struct {
	row   R      // the core's timing row (0: the core lacks the class)
	why   string // why the core lacks it, when row is 0
	pc    R      // the row when it writes the PC (0: row)
	pcWhy string // refused when it writes the PC
}

// classTable maps every shared class to a core's timing row.
type classTable[R ~uint8] [NumClasses]classRow[R]

// row returns the core's row for class c (writing the PC if pc), or 0
// and why the core lacks it (lacks: the core's general reason).
func (t *classTable[R]) row(c Class, pc bool, lacks string) (R, string) {
	r := &t[c]
	if pc && r.pcWhy != "" {
		return 0, r.pcWhy
	}
	if pc && r.pc != 0 {
		return r.pc, ""
	}
	if r.row == 0 {
		if r.why != "" {
			return 0, r.why
		}
		return 0, lacks
	}
	return r.row, ""
}
