package cores

import (
	"fmt"
	"math/bits"

	"boardless/decode"
	"boardless/models"
	"boardless/models/memory"
	"boardless/trace"
)

// Cortex-M7 timing: ARMv7E-M with the DSP extension and FPv5 (single and
// double precision, 16 double registers), as on the STM32H743 and
// STM32F767. The memory system (TCMs, caches, AXI, flash) is the memory
// model's (m7mem.go); this model times the pipeline at zero wait states.
//
// The M7 is an in-order superscalar core: up to two instructions issue
// per cycle, in program order. The model follows Arm's own scheduling
// description of it in LLVM (lib/Target/ARM/ARMScheduleM7.td, written by
// Arm; IDs M7-Lxx in docs/timing-facts-m7.md) and public measurements
// (M7-Qxx):
//
//   - Issue groups. An instruction issues when its sources are ready and
//     the previous group is done; it joins the group of the instruction
//     before it (dual issue) when that one issued alone in the same
//     cycle, neither is single-issue (LDM/STM, LDRD/STRD, divisions,
//     TBB/TBH, system instructions, VMRS/VMSR, 64-bit FP loads and
//     stores and core-double moves), the younger is not a slot-0-only
//     instruction (DSP/SIMD, BFI/BFC, CLZ, REV, LDREX, 64-bit FP
//     arithmetic, VSEL), the pair fits the execution units (2 ALUs, one
//     EX1 shifter, 2 load pipes, 1 store pipe, 1 MAC, 1 branch, 1 VFP, 2
//     FP register ports, 1 SIMD) and the older was not a taken branch.
//   - Timing. Results are timed from EX2 (M7-L1): a result of latency L
//     issued at t is read at EX2 from t+L on; a source read at EX1 (an
//     address, a shifted operand) needs it one cycle earlier, one read at
//     EX3 or EX4 (store data, MAC and FP accumulators) later. So a word
//     load feeds an ALU instruction issued the next cycle but an address
//     two cycles later, and an ALU result can be stored by the store
//     issued beside it.
//   - Branches. A branch target address cache (BTAC) predicts taken
//     branches by address; a taken branch it predicted costs its slot
//     (plus taken_extra), any other taken branch and a predicted branch
//     that falls through cost mispredict_penalty cycles after it (M7-L9,
//     M7-U3). A not-taken branch the BTAC did not predict pairs freely.
//   - Condition-failed instructions in IT blocks are timed as executed,
//     as in the M33 model (the stream does not say which failed).
//
// Stalls are counted, and reported to a Profiler, under m7StallNames.

// m7Class is an instruction's timing class.
type m7Class uint8

const (
	m7Invalid    m7Class = iota
	m7ALU                // data processing, MOVW/MOVT, ADR
	m7Shift              // plain shifts and rotations (LSL..., MOV with a shift)
	m7ALUImm             // data processing with a rotated (not 8-bit) constant: uses the EX1 shifter
	m7ALUShift           // data processing with a shifted-register operand
	m7CmpShift           // compare/test with a shifted-register operand (flags latency 2)
	m7BitField           // BFI, BFC
	m7CLZ                // CLZ
	m7Extend             // SXTB/SXTH/UXTB/UXTH/SXTB16/UXTB16
	m7BitExtract         // UBFX, SBFX
	m7Rev                // REV, REV16, REVSH, RBIT
	m7Sat                // SSAT, USAT, SSAT16, USAT16
	m7SIMD1              // parallel add/sub, SEL
	m7SIMD2              // saturating arithmetic, USAD8
	m7QDAdd              // QDADD, QDSUB
	m7PKH                // PKHBT/PKHTB, SXTA*/UXTA*
	m7USADA8             // USADA8
	m7MUL                // multiplies without accumulate, long multiplies
	m7MAC                // multiply-accumulates (accumulator read late)
	m7Div                // SDIV, UDIV
	m7Load               // LDR word
	m7LoadSlow           // LDRB/LDRH/LDRSB/LDRSH
	m7LoadEx             // LDREX*
	m7LoadD              // LDRD
	m7LoadM              // LDM, POP
	m7Store              // STR*
	m7StoreEx            // STREX*
	m7StoreD             // STRD
	m7StoreM             // STM, PUSH
	m7LoadPC             // LDR pc, LDM/POP with pc
	m7TB                 // TBB, TBH
	m7B                  // B, B<cc>, BL
	m7BX                 // BX, BLX (register)
	m7CBZ                // CBZ, CBNZ
	m7PCWrite            // MOV/ADD pc
	m7IT                 // IT
	m7Sys                // MRS, MSR, DMB, DSB, NOP and hints, CLREX
	m7ISB                // ISB
	m7FPALU              // single-precision FP arithmetic, conversions
	m7FPALUD             // double-precision FP arithmetic
	m7FPMov              // VMOV s/r, FCONST single
	m7FPMovD             // VMOV.F64, FCONST double
	m7FPMovRR            // VMOV between two core registers and a double (or two singles)
	m7FPCmp              // VCMP(E) single
	m7FPCmpD             // VCMP(E) double
	m7VMRS               // VMRS, VMSR
	m7FMA                // VFMA/VFMS/VFNMA/VFNMS single
	m7FMLA               // VMLA/VMLS/VNMLA/VNMLS single
	m7FMAD               // VFMA... double
	m7FMLAD              // VMLA... double
	m7FDiv               // VDIV single
	m7FSqrt              // VSQRT single
	m7FDivD              // VDIV/VSQRT double
	m7VLDR               // VLDR single
	m7VLDRD              // VLDR double
	m7VSTR               // VSTR single
	m7VSTRD              // VSTR double
	m7VLDM               // VLDM, VPOP
	m7VSTM               // VSTM, VPUSH
	m7VSEL               // VSEL single/double
	m7Trap               // SVC, BKPT, UDF
	m7NumClasses
)

// Execution units (M7-L2: LLVM's ProcResources).
const (
	m7uALU = iota
	m7uShift1
	m7uLoad
	m7uStore
	m7uMAC
	m7uBranch
	m7uVFP
	m7uVPort
	m7uSIMD
	m7NumUnits
)

// m7Capacity is how many of each unit one issue group may use.
var m7Capacity = [m7NumUnits]uint8{m7uALU: 2, m7uShift1: 1, m7uLoad: 2, m7uStore: 1, m7uMAC: 1, m7uBranch: 1, m7uVFP: 1, m7uVPort: 2, m7uSIMD: 1}

type m7Units [m7NumUnits]uint8

// m7Packed is a set of unit counts, one 4-bit field per unit, so that a
// pair's fit is one addition and one mask test (m7Fits). A field holds at
// most 4: one instruction uses at most 2 of a unit.
type m7Packed uint64

// pack returns u as packed fields.
func (u m7Units) pack() m7Packed {
	var p m7Packed
	for i, n := range u {
		p |= m7Packed(n) << (4 * i)
	}
	return p
}

// m7Overflow adds to each field of a sum 7 minus the unit's capacity: the
// field's bit 3 is then set exactly when the sum exceeds the capacity
// (a sum is at most 4 and a capacity at least 1, so no field carries).
var m7Overflow = func() m7Packed {
	var p m7Packed
	for i, n := range m7Capacity {
		p |= m7Packed(7-n) << (4 * i)
	}
	return p
}()

const m7FieldTops = m7Packed(0x888888888) // bit 3 of each of the m7NumUnits fields

// m7Fits reports whether units a and b together fit one issue group.
func m7Fits(a, b m7Packed) bool { return (a+b+m7Overflow)&m7FieldTops == 0 }

func units(kv ...int) m7Units {
	var u m7Units
	for i := 0; i+1 < len(kv); i += 2 {
		u[kv[i]] += uint8(kv[i+1])
	}
	return u
}

// m7Row is one row of the timing table.
type m7Row struct {
	name   string
	units  m7Units
	lat    int8 // result latency (issue to EX2 read)
	occ    uint8
	single bool // issues alone
	slot0  bool // only as the older of a pair
	adv    int8 // how much later the late sources (rLate) are read
	issAll bool // every register source is read at EX1
	source string
}

var (
	uALU     = units(m7uALU, 1)
	uALUSh   = units(m7uALU, 1, m7uShift1, 1)
	uSIMD    = units(m7uSIMD, 1, m7uALU, 1)
	uSIMDSh  = units(m7uSIMD, 1, m7uALU, 1, m7uShift1, 1)
	uLoad    = units(m7uLoad, 1)
	uLoad2   = units(m7uLoad, 2)
	uStore   = units(m7uStore, 1)
	uMAC     = units(m7uMAC, 1)
	uBranch  = units(m7uBranch, 1)
	uFP      = units(m7uVFP, 1, m7uVPort, 1)
	uFPD     = units(m7uVFP, 1, m7uVPort, 2)
	uVPort   = units(m7uVPort, 1)
	uVPort2  = units(m7uVPort, 2)
	uVLoad   = units(m7uLoad, 1, m7uVPort, 1)
	uVLoadD  = units(m7uLoad, 2, m7uVPort, 2)
	uVStore  = units(m7uStore, 1, m7uVPort, 1)
	uVStoreD = units(m7uStore, 1, m7uVPort, 2)
	uNone    = m7Units{}
)

// m7Table is the Cortex-M7 timing table; rows marked "param" take their
// value from m7Params at construction.
var m7Table = [m7NumClasses]m7Row{
	m7ALU:        {"alu", uALU, 1, 1, false, false, 0, false, "M7-L3 WriteALU: ALU, latency 1; ADD/SUB/MOV as the older of a group: early ALU, latency 0 (MT-E2)"},
	m7Shift:      {"shift", uALU, 1, 1, false, false, 0, false, "M7-L4: pure shifts timed as ALU, early ALU (latency 0, MT-E2); as the older, no pair with a younger shifted operand (MT-E3)"},
	m7ALUImm:     {"alu-imm", uALUSh, 1, 1, false, false, 0, false, "M7-Q1: a constant that does not fit the bottom 8 bits uses the shifter (one per cycle)"},
	m7ALUShift:   {"alu-shift", uALUSh, 1, 1, false, false, 0, false, "M7-L4 WriteALUsi: ALU + EX1 shifter, latency 1; shifted source at EX1 (M7-L5, M7-Q1), the other at EX1 when a load made it (M7-L6)"},
	m7CmpShift:   {"cmp-shift", uALUSh, 2, 1, false, false, 0, false, "M7-L4 WriteCMPsi: latency 2"},
	m7BitField:   {"bfi", uALUSh, 1, 1, false, true, 0, false, "M7-L7: BFI/BFC WriteALUsi, slot 0 only; M7-Q1: bitfield operations use the shifter"},
	m7CLZ:        {"clz", uALU, 1, 1, false, true, 0, false, "M7-L7: CLZ slot 0 only"},
	m7Extend:     {"extend", uSIMD, 1, 1, false, true, 0, false, "M7-L8 M7WriteSIMD1: SIMD+ALU, latency 1, slot 0 only; MT-E4: UXTB/SXTB... are not among the ops that exclude a shifted operand 2 (the measurement over M7-Q1)"},
	m7BitExtract: {"bfx", uSIMDSh, 1, 1, false, true, 0, true, "M7-L8 M7WriteShSIMD1, sources at EX1"},
	m7Rev:        {"rev", uSIMDSh, 0, 1, false, true, 0, true, "M7-L8 M7WriteShSIMD0: latency 0 (bypass out of EX1), sources at EX1; M7-Q1 REV is slot 0 only"},
	m7Sat:        {"sat", uSIMDSh, 2, 1, false, true, 0, true, "M7-L8 M7WriteShSIMD2 (SSAT/USAT), sources at EX1"},
	m7SIMD1:      {"simd1", uSIMD, 1, 1, false, true, 0, false, "M7-L8 M7WriteSIMD1: parallel add/sub, SEL latency 1"},
	m7SIMD2:      {"simd2", uSIMD, 2, 1, false, true, 0, false, "M7-L8 M7WriteSIMD2: Q/UQ arithmetic, USAD8 latency 2"},
	m7QDAdd:      {"qdadd", uSIMDSh, 2, 1, false, true, 0, true, "M7-L8 M7WriteShSIMD2, sources at EX1"},
	m7PKH:        {"pkh-xta", uSIMDSh, 1, 1, false, true, 0, false, "M7-L8 M7WriteShSIMD1, second source at EX1"},
	m7USADA8:     {"usada8", uSIMD, 2, 1, false, true, 1, false, "M7-L8 M7WriteSIMD2, accumulator at EX3"},
	m7MUL:        {"mul", uMAC, 2, 1, false, false, 0, false, "M7-L10 WriteMUL16/32/64: MAC unit, latency 2"},
	m7MAC:        {"mac", uMAC, 2, 1, false, false, 1, false, "M7-L10 WriteMAC*: latency 2, accumulator ReadMAC advance 1"},
	m7Div:        {"div", uALU, 7, 7, true, false, 0, false, "param div_cycles: M7-L11 WriteDIV latency 7, single issue, stalls for its latency"},
	m7Load:       {"load", uLoad, 1, 1, false, false, 0, false, "M7-L12 WriteLd latency 1, address at EX1 (M7Read_ISS)"},
	m7LoadSlow:   {"load-bh", uLoad, 2, 1, false, false, 0, false, "M7-L12 M7SlowLoad: byte/halfword latency 2"},
	m7LoadEx:     {"ldrex", uLoad, 1, 1, false, true, 0, false, "M7-L13 LDREX slot 0 only (B/H: latency 2)"},
	m7LoadD:      {"ldrd", uLoad, 1, 1, true, false, 0, false, "M7-L13 LDRD single issue, both registers latency 1"},
	m7LoadM:      {"ldm", uLoad, 1, 1, true, false, 0, false, "M7-L13 LDM/POP single issue; param ldm_regs_per_cycle (M7-U2)"},
	m7Store:      {"store", uStore, 1, 1, false, false, 1, false, "M7-L14 WriteST: store pipe, data at EX3 (M7Read_EX2 advance 1), address at EX1"},
	m7StoreEx:    {"strex", uStore, 1, 1, true, false, 1, false, "M7-L13 STREX single issue"},
	m7StoreD:     {"strd", uStore, 1, 1, true, false, 1, false, "M7-L13 STRD single issue, data at EX3"},
	m7StoreM:     {"stm", uStore, 1, 1, true, false, 0, false, "M7-L13 STM/PUSH single issue; param ldm_regs_per_cycle (M7-U2)"},
	m7LoadPC:     {"load-pc", uLoad, 1, 1, true, false, 0, false, "M7-L13 load; the PC written by a load is an indirect branch through the BTAC (M7-U3)"},
	m7TB:         {"tbb", uLoad, 1, 2, true, false, 0, true, "M7-L15 M7TableLoad: single issue, two issue cycles, sources at EX1; then an indirect branch (M7-U3)"},
	m7B:          {"b", uBranch, 1, 1, false, false, 0, false, "M7-L9 WriteBr: branch unit; BTAC (M7-U3)"},
	m7BX:         {"bx", uBranch, 1, 1, false, false, 0, false, "M7-L9 WriteBr; BTAC (M7-U3)"},
	m7CBZ:        {"cbz", uBranch, 1, 1, false, false, 0, false, "M7-L9 WriteBr; BTAC (M7-U3)"},
	m7PCWrite:    {"mov-pc", units(m7uALU, 1, m7uBranch, 1), 1, 1, false, false, 0, false, "M7-L9: a data-processing write to the PC as a branch"},
	m7IT:         {"it", uNone, 1, 1, false, false, 0, false, "M7-U4: IT takes an issue slot and no unit (LLVM gives it no resources)"},
	m7Sys:        {"sys", uNone, 3, 1, true, false, 0, false, "M7-L16 M7NonGeneralPurpose: MRS/MSR/DMB/DSB/hints (NOP is tHINT)/CLREX latency 3, single issue"},
	m7ISB:        {"isb", uNone, 3, 1, true, false, 0, false, "M7-L16 single issue; refetches as a mispredicted branch (M7-U3, choice)"},
	m7FPALU:      {"fp", uFP, 3, 1, false, false, 0, false, "M7-L17 WriteFPALU32/FPMUL32/FPCVT latency 3"},
	m7FPALUD:     {"fp-d", uFPD, 3, 1, false, true, 0, false, "M7-L18 FP64 arithmetic: both FP ports, slot 0 only; MT-E10 latency 3, VADD.F64 1/2/3 and VMUL.F64 5/4 cycles of the FP unit by operands (m7F64Cycles)"},
	m7FPMov:      {"vmov", uVPort, 3, 1, false, false, 0, false, "M7-L19 WriteFPMOV latency 3"},
	m7FPMovD:     {"vmov-d", uVPort2, 3, 1, false, true, 0, false, "M7-L19 VMOVD/FCONSTD: two ports, slot 0 only"},
	m7FPMovRR:    {"vmov-rr", uVPort2, 3, 1, true, false, 0, false, "M7-L19 VMOV DRR/RRD/RRS/SRR: single issue, latency 3"},
	m7FPCmp:      {"vcmp", uFP, 0, 1, false, false, 0, false, "M7-L20 M7WriteVCMPS latency 0"},
	m7FPCmpD:     {"vcmp-d", uFPD, 0, 1, false, true, 0, false, "M7-L20 M7WriteVCMPD latency 0, slot 0 only"},
	m7VMRS:       {"vmrs", uFP, 1, 1, true, false, 0, false, "M7-L20 VMRS/VMSR single issue"},
	m7FMA:        {"vfma", uFP, 5, 1, false, false, 2, false, "M7-L21 VFMA.F32: latency 5, accumulator advance 2 (chain 3)"},
	m7FMLA:       {"vmla", uFP, 6, 1, false, false, 3, false, "M7-L21 VMLA.F32 WriteFPMAC32 latency 6, ReadFPMAC advance 3 (chain 3)"},
	m7FMAD:       {"vfma-d", uFPD, 3, 1, false, true, 0, false, "MT-E10: VFMA.F64 holds the FP unit 7 cycles, 6 chained (m7F64Cycles), latency 3; slot 0"},
	m7FMLAD:      {"vmla-d", uFPD, 3, 1, false, true, 0, false, "MT-E10: VMLA.F64 holds the FP unit 8 cycles, 5 chained (m7F64Cycles), latency 3; slot 0"},
	m7FDiv:       {"vdiv", uFP, 16, 16, false, false, 0, false, "MT-E9: VDIV.F32 16 cycles, pairs with one younger instruction and locks the pipeline for the rest"},
	m7FSqrt:      {"vsqrt", uFP, 14, 14, false, false, 0, false, "MT-E9: VSQRT.F32 14 cycles, pairs with one younger instruction and locks the pipeline for the rest"},
	m7FDivD:      {"vdiv-d", uFPD, 30, 1, false, true, 0, false, "MT-E10: VDIV.F64 holds the FP unit 30 cycles, 2 with a zero operand (m7F64Cycles); VSQRT.F64 30 (M7-L23); latency as long"},
	m7VLDR:       {"vldr", uVLoad, 1, 1, false, false, 0, false, "M7-L24 M7LoadSP latency 1, address at EX1"},
	m7VLDRD:      {"vldr-d", uVLoadD, 2, 1, true, false, 0, false, "M7-L24 M7LoadDP latency 2, single issue"},
	m7VSTR:       {"vstr", uVStore, 1, 1, false, false, 2, false, "M7-L24 M7StoreSP, data at EX4 (M7Read_EX3 advance 2)"},
	m7VSTRD:      {"vstr-d", uVStoreD, 1, 1, true, false, 2, false, "M7-L24 M7StoreDP single issue"},
	m7VLDM:       {"vldm", uLoad, 1, 1, true, false, 0, false, "M7-L13 VLDM single issue; param ldm_regs_per_cycle words per cycle (M7-U2)"},
	m7VSTM:       {"vstm", uStore, 1, 1, true, false, 0, false, "M7-L13 VSTM single issue; param ldm_regs_per_cycle (M7-U2)"},
	m7VSEL:       {"vsel", uFP, 3, 1, false, true, 0, false, "M7-L20 VSEL slot 0 only, flags at EX1"},
	m7Trap:       {"trap", uNone, 0, 0, true, false, 0, false, "exception entry (the run stops there)"},
}

// m7Params are the Cortex-M7 model's parameters.
var m7Params = []models.ParamDef{
	{Name: "mispredict_penalty", Default: 8, Min: 1, Max: 12, Integer: true, Fittable: true, Unit: "cycles",
		Source: "MT-E1 (M7-E1): cycles lost after a taken branch the BTAC did not predict, or a predicted one that fell through: 8 measured on an STM32H743 (jnk0le/random cortex_m7.md, 'branching/cmp'); LLVM's MispredictPenalty 4 is a scheduling heuristic the measurement overrides."},
	{Name: "flag_forward_saving", Default: 2, Min: 0, Max: 4, Integer: true, Unit: "cycles",
		Source: "MT-E1 (M7-E1): flag forwarding cuts the penalty of a mispredicted conditional branch from 8 to 6 when the instruction that set its flags issued at least 3 cycles before it (subs + bne)."},
	{Name: "taken_target_pair", Default: 1, Choices: []float64{0, 1}, Unit: "on/off",
		Source: "MT-E1 (M7-E1): a predicted taken branch can dual-issue with one instruction at its target; measured to need at least 2 16-bit instructions executed before the branch (modelled: since the last taken branch), otherwise alignment-sensitive ('slippery', not modelled). 0 turns the pairing off."},
	{Name: "unaligned_load_extra", Default: 3, Min: 0, Max: 4, Integer: true, Unit: "cycles",
		Source: "MT-E6 (M7-E6): an unaligned load costs +3 cycles as the older of a pair, +4 as the younger; the data access does not say which slot its load had, so one figure for both: the older's 3."},
	{Name: "taken_extra", Default: 0, Min: 0, Max: 3, Integer: true, Fittable: true, Unit: "cycles",
		Source: "U (M7-U3): cycles a correctly predicted taken branch costs beyond its issue slot; nothing pairs after it. Default 0: the BTAC redirects fetch before the branch issues. Calibrate."},
	{Name: "btac_entries", Default: 64, Min: 1, Max: 1024, Integer: true, Unit: "entries",
		Source: "U (M7-U3): the branch target address cache, direct-mapped by the branch address; an entry is written when a branch is taken and dropped when it falls through (a one-bit predictor). Size not published; 64 assumed."},
	{Name: "div_cycles", Default: 7, Min: 2, Max: 12, Integer: true, Fittable: true, Unit: "cycles",
		Source: "M7-L11: LLVM WriteDIV latency 7, single issue, the pipeline stalls for it. The hardware terminates early on small quotients, which the stream does not carry. Calibrate."},
	{Name: "ldm_regs_per_cycle", Default: 2, Choices: []float64{1, 2}, Unit: "registers/cycle",
		Source: "U (M7-U2): LDM/STM/PUSH/POP/VLDM/VSTM move this many words per cycle; 2 from the 64-bit load/store path to the D-cache and the two 32-bit DTCM ports (DDI0489 §1), not measured."},
}

func init() {
	models.Register(models.CoreSpec{
		Name: "cortex-m7", Arch: "ARMv7E-M", Description: "ARMv7E-M, 6-stage dual-issue, FPv5-D16",
		Emulator: "cortex-m7", MProfile: true, CPUID: 0x411fc271, CycleCounter: "dwt", FPU: "fpv5-d16",
		Params:       append(append([]models.ParamDef(nil), m7Params...), models.ExceptionParams(m7Exceptions.EntryCycles)...),
		Exceptions:   m7Exceptions,
		DefaultFit:   []string{"mispredict_penalty", "axi_latency"},
		OperandSites: m7F64Sites,
		New: func(cfg models.CoreConfig) (models.Core, error) {
			return NewCortexM7(cfg.Mem, cfg.Code, cfg.Params)
		},
	})
}

// m7Stall is why cycles were lost.
type m7Stall uint8

const (
	m7StallLoadUse m7Stall = iota
	m7StallALU             // an ALU or shift result needed earlier (EX1 reads)
	m7StallMAC
	m7StallSIMD
	m7StallDiv
	m7StallFP
	m7StallSys
	m7StallMispredict
	m7StallTaken
	m7StallFetch
	m7StallData
	m7StallUnaligned // MT-E6
	m7NumStalls
)

var m7StallNames = [m7NumStalls]string{
	models.StallLoadUse, models.StallALULatency, models.StallMACLatency, models.StallSIMDLatency, models.StallDiv, models.StallFPLatency, models.StallSysLatency,
	models.StallBranchMispredict, models.StallBranchTaken, models.StallFetch, models.StallData, models.StallUnalignedLoad,
}

// m7StallOf is the stall kind of waiting for a class's results.
func m7StallOf(c m7Class) m7Stall {
	switch c {
	case m7Load, m7LoadSlow, m7LoadEx, m7LoadD, m7LoadM, m7LoadPC, m7VLDR, m7VLDRD, m7VLDM:
		return m7StallLoadUse
	case m7MUL, m7MAC:
		return m7StallMAC
	case m7Extend, m7BitExtract, m7Rev, m7Sat, m7SIMD1, m7SIMD2, m7QDAdd, m7PKH, m7USADA8:
		return m7StallSIMD
	case m7Div:
		return m7StallDiv
	case m7Sys, m7ISB, m7VMRS:
		return m7StallSys
	}
	if c >= m7FPALU && c <= m7VSEL {
		return m7StallFP
	}
	return m7StallALU
}

// m7Inst is one decoded instruction, cached per address.
type m7Inst struct {
	rEarly uint64 // read at EX2
	rISS   uint64 // read at EX1
	rLate  uint64 // read row.adv cycles after EX2
	rLoadX uint64 // read at EX1 when a load produced it (M7-L6)
	rAddr  uint64 // address registers (in rISS): a DSP result there costs one more cycle (MT-E4)
	wMain  uint64
	w2     uint64   // LDRD's second register
	wBase  uint64   // base writeback, latency 0 (M7-L13 M7BaseUpdate)
	wList  uint64   // LDM/POP/VLDM: register i one beat after i-1 per ldm_regs_per_cycle
	units  m7Packed // the row's units
	class  m7Class
	kind   m7Stall // m7StallOf(class): what waiting for its results is counted as
	size   uint8
	occ    uint8
	cc     uint8
	itBits uint8
	branch bool // writes the PC
	cond   bool // conditional branch: taken shows in the next PC
	flagBr bool // a conditional branch on the APSR flags (MT-E1 flag forwarding)
	early  bool // ADD/SUB/MOV/plain shift: the early ALU (MT-E2)
	vfp    bool // uses the FP unit: waits while a double-precision op holds it (MT-E10)
	f64    m7F64Op
	roles  uint8 // pairing roles (m7Role*)
	sig    m7Sig // m7SigOf: as the older of a group
	// A load's bank, when the encoding gives it (MT-E6): the base
	// register (m7PCBase for a literal, whose address is known) and
	// address bit 2 of base + offset; memBank -1 when unknown.
	memBase, memBank int8
	// btacSlot is a branch's BTAC entry, (pc/2) mod btac_entries: fixed
	// by its address, so found once at decode instead of a division at
	// every retire.
	btacSlot uint16
}

// m7PCBase is memBase of a literal load: its bank is absolute.
const m7PCBase = 15

// NewCortexM7 returns a Cortex-M7 model.
func NewCortexM7(mem models.Memory, code models.CodeReader, params models.Values) (*CortexM7, error) {
	c := &CortexM7{mem: mem, code: code, params: map[string]float64{}, row: m7Table}
	_, c.zeroWS = mem.(models.StallFree)
	c.axi, _ = mem.(memory.LineRunFetcher)
	for _, p := range m7Params {
		v, ok := params[p.Name]
		if !ok {
			v = p.Default
		}
		if err := p.Check(v); err != nil {
			return nil, fmt.Errorf("cortex-m7: %v", err)
		}
		c.params[p.Name] = v
	}
	d := uint8(c.params["div_cycles"])
	c.row[m7Div].lat, c.row[m7Div].occ = int8(d), d
	c.penalty = uint64(c.params["mispredict_penalty"])
	c.takenExtra = uint64(c.params["taken_extra"])
	c.fwdSaving = uint64(c.params["flag_forward_saving"])
	c.unalignedExtra = uint64(c.params["unaligned_load_extra"])
	c.takenPair = c.params["taken_target_pair"] != 0
	c.f64Override = -1
	c.perCycle = int(c.params["ldm_regs_per_cycle"])
	c.btac = make([]uint64, int(c.params["btac_entries"]))
	dec, err := decode.New(decode.ModeThumbM)
	if err != nil {
		return nil, err
	}
	c.dec = dec
	return c, nil
}

// CortexM7 times Cortex-M7 code.
type CortexM7 struct {
	mem models.Memory
	axi memory.LineRunFetcher // mem's line-run block fetches, if it has them (memory/contracts.go)
	// lineShift is axi's ILineShift, read once per batch of events (Events):
	// nothing but this core calls the memory model while it times a batch,
	// so its I-cache cannot change within one.
	lineShift uint
	zeroWS    bool
	code      models.CodeReader
	dec       *decode.Decoder
	params    map[string]float64
	cache     decodeCache[m7Inst]
	row       [m7NumClasses]m7Row

	penalty, takenExtra uint64
	fwdSaving           uint64 // MT-E1 flag forwarding
	unalignedExtra      uint64 // MT-E6
	takenPair           bool   // MT-E1: a predicted taken branch pairs with its target
	perCycle            int
	btac                []uint64 // per entry: branch pc+1 << 32 | target (0: empty)

	pending   *m7Inst
	thumbCore // the pending instruction's place, IT, the error, the profiler, the exception hooks (thumbcore.go)

	// Issue state: the current group started at gStart with gN members
	// using gUnits; the next group can start at busy.
	gStart, busy uint64
	gN           int
	gOpen        bool // a younger instruction may still join
	gUnits       m7Packed
	gSig         m7Sig  // the group's older instruction, for the pairing rules
	gLost        m7Lost // why a closed group took no younger
	rdy          [64]uint64
	why          [64]m7Stall
	byLoad       uint64 // registers whose last producer was a load
	byDSP        uint64 // registers whose last producer was a bitfield/DSP instruction (MT-E4)
	written      uint64 // registers written in this run: the others were ready long before it
	flagsAt      uint64 // issue cycle of the last instruction that set the APSR flags (MT-E1)
	flagsSet     bool
	narrow       int    // 16-bit instructions but branches since the last taken branch (MT-E1)
	fpFree       uint64 // the FP unit takes a new instruction from here on (MT-E10)
	lastFMA      bool   // the last double-precision op was a VFMA/VMLA.F64: the next one chains

	// Double-precision operands (OperandObserver, cortexm7_f64.go).
	watched     map[uint32]bool
	owed        map[uint32]m7Owed // retired before their operands came
	f64Override int               // cycles from the pending instruction's operands, -1 none

	held m7Held // the profiler's record of an older instruction whose pair is undecided

	insns, pairs, mispredicts uint64
	stalls                    [m7NumStalls]uint64

	blocks blockCache[m7Block] // whole blocks (cortexm7_blocks.go)
}

// Reset starts a new run on mem, keeping the decoded instructions; the
// BTAC starts empty (a cold predictor, as after reset).
func (c *CortexM7) Reset(mem models.Memory) {
	c.mem, c.err = mem, nil
	_, c.zeroWS = mem.(models.StallFree)
	c.axi, _ = mem.(memory.LineRunFetcher)
	c.have, c.it = false, 0
	c.gStart, c.busy, c.gN, c.gOpen, c.gUnits = 0, 0, 0, false, 0
	c.rdy, c.why, c.byLoad, c.byDSP, c.written = [64]uint64{}, [64]m7Stall{}, 0, 0, 0
	c.flagsAt, c.flagsSet, c.narrow, c.fpFree, c.lastFMA = 0, false, 0, 0, false
	c.gSig, c.gLost, c.held, c.f64Override = 0, m7LostNone, m7Held{}, -1
	clear(c.owed)
	c.memCycles, c.insns, c.pairs, c.mispredicts = 0, 0, 0, 0
	c.stalls = [m7NumStalls]uint64{}
	for i := range c.btac {
		c.btac[i] = 0
	}
	c.exc = models.ExcState{}
}

func (c *CortexM7) Close()         { c.dec.Close() }
func (c *CortexM7) Cycles() uint64 { return c.busy + c.memCycles }

// DualIssued returns how many instructions issued as the younger of a pair.
func (c *CortexM7) DualIssued() uint64 { return c.pairs }

// Mispredicts returns how many branches the BTAC mispredicted.
func (c *CortexM7) Mispredicts() uint64 { return c.mispredicts }

// StallNames and StallCounts let a profiler attribute stall cycles.
func (c *CortexM7) StallNames() []string { return m7StallNames[:] }

// StallCounts appends the stall counters to dst.
func (c *CortexM7) StallCounts(dst []uint64) []uint64 { return append(dst, c.stalls[:]...) }

func (c *CortexM7) Result() models.Result {
	st := map[string]uint64{}
	for k, n := range c.stalls {
		models.AddStall(st, m7StallNames[k], n)
	}
	c.exc.AddStalls(st)
	return models.Result{Cycles: c.busy + c.memCycles, Instructions: c.insns, Stalls: st, Memory: c.mem.Stats()}
}

// Events times a batch of the stream.
func (c *CortexM7) Events(batch []trace.Event) {
	if c.err != nil {
		return
	}
	if c.axi != nil {
		c.lineShift = c.axi.ILineShift()
	}
	for _, e := range batch {
		if k := e.Kind(); k != trace.Exec {
			if k == trace.Block {
				if c.blockEvent(e); c.err != nil {
					return
				}
				continue
			}
			// A data access, charged to the pending instruction (data
			// events follow their block's code events). The memory call
			// is made here and chargeData called only for a stall or an
			// unaligned access: most are neither, and on table-driven
			// code (AES) a call per access shows.
			if s := c.mem.Data(e.Addr(), e.Size(), e.Kind() == trace.Write); s != 0 || e.Addr()&(e.Size()-1) != 0 {
				c.chargeData(e, uint64(s))
			}
			continue
		}
		pc := e.Addr()
		if c.have {
			c.retire(pc)
		}
		cc := c.it.CC()
		in := c.cache.get(pc)
		if in.class == m7Invalid || in.cc != cc {
			in = c.decodeAt(pc, cc)
			if c.err != nil {
				return
			}
		}
		if sz := e.Size(); (sz == 2 || sz == 4) && sz != uint32(in.size) {
			c.err = sizeMismatch("cortex-m7", pc, c.text(pc), sz, in.size)
			return
		}
		c.start(in, pc)
	}
}

// chargeData charges data access e's memory stall s to the pending
// instruction, through the skeleton's pendingStall, and MT-E6's extra
// cycles of an unaligned load.
func (c *CortexM7) chargeData(e trace.Event, s uint64) {
	if s != 0 {
		c.pendingStall(s, &c.stalls[m7StallData], m7StallNames[m7StallData])
	}
	if sz := e.Size(); e.Kind() != trace.Write && sz > 1 && e.Addr()&(sz-1) != 0 && c.unalignedExtra != 0 {
		// MT-E6: an unaligned load costs the pipeline extra cycles.
		c.pendingStall(c.unalignedExtra, &c.stalls[m7StallUnaligned], m7StallNames[m7StallUnaligned])
	}
}

func (c *CortexM7) start(in *m7Inst, pc uint32) {
	c.pending, c.pendingPC, c.have = in, pc, true
	if !c.zeroWS {
		c.fetchStall(c.mem, pc, uint32(in.size), &c.stalls[m7StallFetch], m7StallNames[m7StallFetch])
	}
	c.it = itAfter(c.it, in.class == m7IT, in.itBits)
}

// ready returns when in's sources allow it to issue, and why it waited
// for the last of them. Sources are looked at in a fixed order (EX2 reads not made by a load,
// those made by one, EX1 reads, late reads; registers in ascending order
// in each), the first of equally late ones giving the reason.
func (c *CortexM7) ready(in *m7Inst, row *m7Row) (uint64, m7Stall) {
	t, why := int64(0), m7Stall(0)
	if (in.rEarly|in.rISS|in.rLate)&c.written == 0 {
		// No source written in this run (rAddr and rLoadX are parts of
		// these), as for most unconditional branches, a block's usual
		// last instruction: only the FP unit can hold it.
		if in.vfp && int64(c.fpFree) > t {
			t, why = int64(c.fpFree), m7StallFP
		}
		return uint64(t), why
	}
	early := in.rEarly & c.written
	loaded := early & c.byLoad
	t, why = c.latest(early&^c.byLoad, 0, t, why)
	t, why = c.latest(loaded&^in.rLoadX, 0, t, why)
	t, why = c.latest(loaded&in.rLoadX, 1, t, why)
	t, why = c.latest(in.rISS&c.written, 1, t, why)
	t, why = c.latest(in.rLate&c.written, -int64(row.adv), t, why)
	t, why = c.latest(in.rAddr&c.byDSP&c.written, 2, t, why) // MT-E4: one more than an EX1 read
	if in.vfp && int64(c.fpFree) > t {
		t, why = int64(c.fpFree), m7StallFP
	}
	return uint64(t), why
}

// latest returns the later of t and the ready times of m's registers
// plus shift, with the reason of the first register that set it.
func (c *CortexM7) latest(m uint64, shift, t int64, why m7Stall) (int64, m7Stall) {
	for ; m != 0; m &= m - 1 {
		r := bits.TrailingZeros64(m)
		if v := int64(c.rdy[r]) + shift; v > t {
			t, why = v, c.why[r]
		}
	}
	return t, why
}

// retire times the pending instruction, given the address that followed.
func (c *CortexM7) retire(nextPC uint32) {
	in, pc := c.pending, c.pendingPC
	row := &c.row[in.class]
	c.insns++
	oldBusy := c.busy
	t, why := c.ready(in, row)
	lost := m7LostFull
	if c.gN == 1 {
		if c.gOpen && !row.single && !row.slot0 && m7Fits(c.gUnits, in.units) && t <= c.gStart &&
			(uint8(c.gSig)&m7RoleRules == 0 || in.roles&m7RoleRules == 0) {
			lost = m7LostNone // the common pair, without the rules' walk
		} else {
			lost = c.joinRefusal(in, row, t)
		}
	}
	joined := lost == m7LostNone
	var start, wait uint64
	olderUnits := c.gUnits
	if joined {
		start = c.gStart
		c.gN = 2
		c.gOpen = false
		c.pairs++
		c.gUnits += in.units
	} else {
		start = max(c.busy, t)
		wait = start - c.busy
		c.gStart, c.gN, c.gUnits, c.gSig = start, 1, in.units, in.sig
		c.gOpen, c.gLost = !row.single, m7LostSingle
	}
	occ := uint64(in.occ)
	c.busy = max(c.busy, start+occ)
	penalty, penaltyWhy := uint64(0), m7StallMispredict
	if in.branch {
		// The BTAC's prediction against what happened (M7-U3, MT-E1).
		taken := !in.cond || nextPC != pc+uint32(in.size)
		slot := uint32(in.btacSlot)
		predicted, target := c.predict(slot, pc)
		hit := taken && predicted && target == nextPC
		switch {
		case hit:
			penalty, penaltyWhy = c.takenExtra, m7StallTaken
		case taken || predicted:
			penalty = c.mispredictPenalty(in, start)
		}
		c.train(slot, pc, nextPC, taken)
		if taken || predicted { // else MT-E1: a not-taken branch pairs with the next instruction
			c.busy = max(c.busy, start+1+penalty)
			c.closeAfterBranch(hit && penalty == 0)
		}
	} else if in.size == 2 {
		c.narrow++
	}
	if in.class == m7ISB {
		penalty = c.penalty
		c.busy = max(c.busy, start+1+penalty)
		c.gOpen, c.gLost = false, m7LostBranch
	}
	extra, extraWhy := uint64(0), m7StallDiv
	switch in.class {
	case m7Div:
		extra = occ - 1
	case m7FDiv, m7FSqrt:
		extra, extraWhy = occ-1, m7StallFP // MT-E9: the pipeline is locked
	}
	if wait|penalty|extra != 0 { // most instructions stall for nothing
		c.stalls[why] += wait
		c.stalls[penaltyWhy] += penalty
		c.stalls[extraWhy] += extra
	}
	if c.prof != nil {
		c.profileRetire(pc, nextPC, c.busy-oldBusy-wait-penalty-extra, lost,
			[3]m7StallCount{{why, wait}, {penaltyWhy, penalty}, {extraWhy, extra}})
	}
	lat := -1
	if in.f64 != m7F64None {
		lat = c.issueF64(in, pc, start)
	}
	c.results(in, row, start, joined, olderUnits, lat)
}

// profileRetire gives the profiler the instruction just retired at pc
// (its successor next): issue cycles, the reason its group's second slot
// stayed empty (lost), its stalls. Apart from retire, whose frame it
// would otherwise widen on every instruction.
//
//go:noinline
func (c *CortexM7) profileRetire(pc, next uint32, issue uint64, lost m7Lost, stalls [3]m7StallCount) {
	c.profile(m7Held{ok: true, pc: pc, next: next, issue: issue, stalls: stalls}, lost)
}

// joinRefusal says why in, ready at t, cannot issue beside the group's
// older instruction, or m7LostNone when it can (the pairing rules).
func (c *CortexM7) joinRefusal(in *m7Inst, row *m7Row, t uint64) m7Lost {
	switch {
	case c.gN != 1:
		return m7LostFull
	case !c.gOpen:
		if c.gLost > m7LostFull {
			return c.gLost
		}
		return m7LostEnd // closed from outside (an exception, a stall)
	case row.single:
		return m7LostYoungerSingle
	case row.slot0:
		return m7LostSlot0
	}
	if u := m7Overflowing(c.gUnits, in.units); u >= 0 {
		return m7LostUnit + m7Lost(u)
	}
	if r := c.gSig.refuses(in); r != m7LostNone {
		return r
	}
	if t > c.gStart {
		return m7LostDependency
	}
	return m7LostNone
}

// mispredictPenalty is a mispredicted branch's penalty issued at start:
// mispredict_penalty, less flag_forward_saving for a conditional branch
// whose flags were set at least 3 cycles before (MT-E1).
func (c *CortexM7) mispredictPenalty(in *m7Inst, start uint64) uint64 {
	c.mispredicts++
	penalty := c.penalty
	if in.flagBr && c.flagsSet && c.flagsAt+m7FlagForwardCycles <= start {
		penalty -= min(c.fwdSaving, penalty)
	}
	return penalty
}

// closeAfterBranch closes the group after a taken or mispredicted
// branch. MT-E1: a predicted taken branch (hit, no extra cycle) that
// issued as the older of its group can take one instruction at its
// target beside it, measured only after at least two 16-bit
// instructions.
func (c *CortexM7) closeAfterBranch(hit bool) {
	c.gOpen = hit && c.takenPair && c.gN == 1 && c.narrow >= m7TakenPairNarrow
	c.gLost = m7LostBranch
	c.narrow = 0
}

// m7FlagForwardCycles: flags set this many cycles or more before a
// conditional branch are forwarded to it (MT-E1: "at least 3 cycles").
const m7FlagForwardCycles = 3

// m7TakenPairNarrow: the 16-bit instructions a predicted taken branch
// needs before it to pair with its target (MT-E1: "at least 2 .n").
const m7TakenPairNarrow = 2

// results marks when in's destinations are ready.
// joined says it issued as the younger of its group, beside an older
// using olderUnits; latOverride, when not -1, is its result latency.
func (c *CortexM7) results(in *m7Inst, row *m7Row, start uint64, joined bool, olderUnits m7Packed, latOverride int) {
	if in.wMain|in.w2|in.wBase|in.wList == 0 {
		return // most branches: no result, no flags
	}
	kind := in.kind
	isLoad := kind == m7StallLoadUse
	rl := int(row.lat)
	if latOverride >= 0 {
		rl = latOverride
	}
	lat := start + uint64(max(rl, 0))
	main := in.wMain
	if main&m33Flags != 0 {
		c.flagsAt, c.flagsSet = start, true
	}
	if in.early && (!joined || in.class == m7Shift && m7UnitCount(olderUnits, m7uShift1) == 0) {
		// MT-E2: the early ALU forwards to the late ALU of the same
		// cycle: ADD/SUB/MOV as the older of a group, a plain shift in
		// either slot unless the older uses the shifter. Its flags are
		// not forwarded in 0 cycles.
		c.set(main&^m33Flags, start, kind, false)
		c.set(main&m33Flags, lat, kind, false)
		main = 0
	}
	c.set(main, lat, kind, isLoad)
	c.set(in.w2, lat, kind, isLoad)
	if in.roles&m7RoleDSP != 0 {
		c.byDSP |= in.wMain
	}
	if in.wBase != 0 {
		c.set(in.wBase, start, kind, false)
	}
	if in.wList != 0 {
		i := 0
		for m := in.wList; m != 0; m &= m - 1 {
			c.set(m&-m, lat+uint64(i/c.perCycle), kind, isLoad)
			i++
		}
	}
}

// set makes the registers of m ready at t, made by an instruction of
// stall kind kind, by a load or not.
func (c *CortexM7) set(m, t uint64, kind m7Stall, isLoad bool) {
	if m == 0 {
		return
	}
	for r := m; r != 0; r &= r - 1 {
		i := bits.TrailingZeros64(r)
		c.rdy[i], c.why[i] = t, kind
	}
	c.written |= m
	c.byDSP &^= m
	if isLoad {
		c.byLoad |= m
	} else {
		c.byLoad &^= m
	}
}

// predict looks pc up in its BTAC slot.
func (c *CortexM7) predict(slot, pc uint32) (bool, uint32) {
	e := c.btac[slot]
	if e == 0 || uint32(e>>32) != pc+1 {
		return false, 0
	}
	return true, uint32(e)
}

// train writes a taken branch's target into its slot and drops one
// that fell through.
func (c *CortexM7) train(slot, pc, target uint32, taken bool) {
	i := slot
	switch {
	case taken:
		c.btac[i] = uint64(pc+1)<<32 | uint64(target)
	case uint32(c.btac[i]>>32) == pc+1:
		c.btac[i] = 0
	}
}

// Finish retires the last instruction given where it returned to.
func (c *CortexM7) Finish(returnAddr uint32) {
	if !c.have || c.err != nil {
		return
	}
	c.retire(returnAddr &^ 1)
	c.have = false
	c.flushHeld(m7LostEnd)
}

func (c *CortexM7) text(pc uint32) string {
	b, err := c.code.ReadMem(pc, 4)
	if err != nil {
		return "?"
	}
	return fmt.Sprintf("% x", b)
}

func (c *CortexM7) decodeAt(pc uint32, cc uint8) *m7Inst {
	b, err := c.code.ReadMem(pc, 4)
	if err != nil {
		b, err = c.code.ReadMem(pc, 2)
	}
	if err != nil {
		c.err = fmt.Errorf("cortex-m7: cannot read the instruction at 0x%08x: %v", pc, err)
		return nil
	}
	inst, err := c.dec.DecodeIT(b, pc, cc)
	if err != nil {
		c.err = &models.UnsupportedError{Core: "cortex-m7", PC: pc, Text: fmt.Sprintf("% x", b[:min(len(b), 4)]), Why: "undefined Thumb encoding"}
		return nil
	}
	v, why := c.classify(inst, b)
	if why != "" {
		c.err = &models.UnsupportedError{Core: "cortex-m7", PC: pc, Text: inst.String(), Why: why}
		return nil
	}
	v.cc = cc
	v.btacSlot = uint16((pc >> 1) % uint32(len(c.btac)))
	return c.cache.put(pc, v)
}
