package cores

import (
	"fmt"
	"math/bits"
	"strings"

	"boardless/decode"
	"boardless/models"
	"boardless/models/memory"
	"boardless/trace"
)

// ARMv7-M timing: Cortex-M3 (ARMv7-M) and Cortex-M4 with FPv4-SP-D16
// (ARMv7E-M, "M4F") at zero wait states. One model serves both cores;
// v7mCore says where they differ.
//
// Both cores have a 3-stage pipeline (fetch, decode, execute) that does
// not issue around a busy execute stage: an instruction takes its cycle
// count from the Cortex-M3 TRM Table 3.1 / the Cortex-M4 TRM Table 3-1
// (v7mTable), and the interactions between neighbours are a few rules,
// each written beside its code with the row of docs/timing-facts-
// armv7m.md (IDs F1..F40) that sets it:
//
//   - a taken branch costs 1 + P, P the pipeline refill (branch_refill,
//     + branch_unaligned_extra when the target is a 32-bit instruction
//     that straddles a word);
//   - the address-generation unit reads its registers a cycle early, so
//     a load or store whose address needs the result of the instruction
//     just before it waits a cycle (not for a load's result);
//   - single loads and stores pipeline: each has an address phase and a
//     data phase, and the next load or store's address phase overlaps a
//     load's data phase unless its address needs the loaded value; a
//     store's data phase goes to the write buffer, but a load right
//     after a store waits for it;
//   - on the M4F, VDIV and VSQRT run 14 cycles in the FPU while integer
//     instructions go on; the next FP instruction waits.
//
// Values the stream does not carry (division and, on the M3, long
// multiply operands, which set their early termination) are named
// parameters (v7mParams). Instructions whose IT condition fails are
// timed as executed, as in the M33 model (armv8m.go): the stream does
// not say which failed.

// v7mClass is an instruction's timing class.
type v7mClass uint8

const (
	v7mInvalid  v7mClass = iota // not decoded yet
	v7mALU                      // data processing, shifts, bit fields, extends, MOVW/MOVT, CLZ, REV
	v7mPCWrite                  // MOV/ADD with Rd = PC
	v7mMul                      // MUL
	v7mMAC                      // MLA, MLS
	v7mLongMul                  // UMULL, SMULL
	v7mLongMAC                  // UMLAL, SMLAL (and on the M4 UMAAL)
	v7mDSP                      // M4: SIMD, saturating, DSP multiplies and MACs, packing, SXTA/UXTA
	v7mDiv                      // UDIV, SDIV
	v7mLoad                     // LDR* of one register
	v7mStore                    // STR* of one register
	v7mLoadD                    // LDRD
	v7mStoreD                   // STRD
	v7mLoadM                    // LDM, POP without PC
	v7mStoreM                   // STM, PUSH
	v7mLoadPC                   // LDR pc, LDM/POP with PC
	v7mTBB                      // TBB, TBH
	v7mB                        // B, B<cc>
	v7mBL                       // BL
	v7mBX                       // BX, BLX (register)
	v7mCBZ                      // CBZ, CBNZ
	v7mIT                       // IT
	v7mNop                      // NOP and hints that do nothing here
	v7mSys                      // MRS, MSR, DMB, DSB, CPS
	v7mISB                      // ISB
	v7mTrap                     // SVC, BKPT, UDF: exception entry, which ends the run
	v7mFP                       // M4F: single-precision data processing, VMOV, VMRS/VMSR
	v7mFPMov2                   // M4F: VMOV of two core registers to/from two S or one D register
	v7mFMA                      // M4F: VMLA/VMLS/VNMLA/VNMLS/VFMA/VFMS/VFNMA/VFNMS
	v7mFPDiv                    // M4F: VDIV, VSQRT
	v7mFPLoad                   // M4F: VLDR
	v7mFPStore                  // M4F: VSTR
	v7mFPLoadM                  // M4F: VLDM, VPOP
	v7mFPStoreM                 // M4F: VSTM, VPUSH
	v7mNumClasses
)

// v7mRow is one row of the timing table: the cycles on each core (per
// register or word for the multiple forms: base + perReg*N) and the
// source. 0 cycles for a core: it does not implement the class.
type v7mRow struct {
	name   string
	m3, m4 uint8 // base cycles (not counting P, N or the pipelining rules)
	perReg uint8 // cycles per register (N) of the multiple forms
	source string
}

// v7mTable is the ARMv7-M timing table; the IDs are the rows of
// docs/timing-facts-armv7m.md. Rows marked param take their value from
// v7mParams at construction.
var v7mTable = [v7mNumClasses]v7mRow{
	v7mALU:      {"alu", 1, 1, 0, "F5 data processing, shifts, bit fields, extends, MOVW/MOVT, CLZ, REV: 1"},
	v7mPCWrite:  {"mov-pc", 1, 1, 0, "F6 MOV/ADD pc: 1 + P"},
	v7mMul:      {"mul", 1, 1, 0, "F10 MUL 1 (both)"},
	v7mMAC:      {"mac", 2, 1, 0, "F11 MLA/MLS: M3 2, M4 1"},
	v7mLongMul:  {"long-mul", 5, 1, 0, "F12 UMULL/SMULL: M3 3-5 by early termination (param m3_long_mul_cycles), M4 1"},
	v7mLongMAC:  {"long-mac", 6, 1, 0, "F13 UMLAL/SMLAL: M3 4-7 (param m3_long_mac_cycles, signed +1), M4 1"},
	v7mDSP:      {"dsp", 0, 1, 0, "F30 M4 DSP: SIMD, saturating, SMLAD/SMUAD/SMLAxy/SMLAL*, PKH, SXTA/UXTA, SEL, USAD8: 1; not on the M3"},
	v7mDiv:      {"div", 7, 7, 0, "F14 UDIV/SDIV 2-12 by early termination: param div_cycles"},
	v7mLoad:     {"load", 2, 2, 0, "F15 LDR*: 2; F16-F19 pipelining with the load before"},
	v7mStore:    {"store", 1, 1, 0, "F20 STR* immediate offset: param store_cycles; register offset 2 (F21)"},
	v7mLoadD:    {"ldrd", 3, 3, 0, "F22 LDRD/STRD: 1 + N = 3, not pipelined"},
	v7mStoreD:   {"strd", 3, 3, 0, "F22 LDRD/STRD: 1 + N = 3, not pipelined"},
	v7mLoadM:    {"ldm", 1, 1, 1, "F23 LDM/POP: 1 + N"},
	v7mStoreM:   {"stm", 1, 1, 1, "F23 STM/PUSH: 1 + N"},
	v7mLoadPC:   {"load-pc", 1, 1, 1, "F24 LDR pc: 2 + P; POP/LDM with pc: 1 + N + P (N counts pc)"},
	v7mTBB:      {"tbb", 6, 6, 0, "F25 TBB/TBH: at least 6 (2 load, 1 add, 3 reload): param tbb_cycles"},
	v7mB:        {"b", 1, 1, 0, "F2 B, B<cc>: 1, + P when taken"},
	v7mBL:       {"bl", 1, 1, 0, "F2 BL: 1 + P"},
	v7mBX:       {"bx", 1, 1, 0, "F2 BX, BLX: 1 + P"},
	v7mCBZ:      {"cbz", 1, 1, 0, "F2 CBZ/CBNZ: 1, + P when taken"},
	v7mIT:       {"it", 1, 1, 0, "F7 IT: param it_cycles"},
	v7mNop:      {"nop", 1, 1, 0, "F8 NOP, YIELD, SEV, hints: 1"},
	v7mSys:      {"sys", 1, 1, 0, "F9 MRS, MSR, CPS: 1; DMB/DSB 1 + B, B 0 at zero wait states"},
	v7mISB:      {"isb", 1, 1, 0, "F9 ISB: 1 + B, B the pipeline refill P"},
	v7mTrap:     {"trap", 0, 0, 0, "exception entry (the run stops there)"},
	v7mFP:       {"fp", 0, 1, 0, "F32 VADD/VSUB/VMUL/VNMUL/VABS/VNEG/VCMP/VCVT/VMOV/VMRS/VMSR: 1 (M4F only)"},
	v7mFPMov2:   {"vmov2", 0, 2, 0, "F33 VMOV two core registers <-> two S or a D: 2"},
	v7mFMA:      {"fma", 0, 3, 0, "F34 VMLA/VMLS/VNMLA/VNMLS/VFMA/VFMS/VFNMA/VFNMS: 3"},
	v7mFPDiv:    {"fdiv", 0, 1, 0, "F35 VDIV/VSQRT: 14 in the FPU (v7mFPDivCycles), integer instructions go on (F36)"},
	v7mFPLoad:   {"vldr", 0, 1, 1, "F37 VLDR: 1 + words (2 for .32), pipelined as LDR (F16)"},
	v7mFPStore:  {"vstr", 0, 1, 1, "F37 VSTR: 1 + words (2 for .32)"},
	v7mFPLoadM:  {"vldm", 0, 1, 1, "F38 VLDM/VPOP: 1 + N words"},
	v7mFPStoreM: {"vstm", 0, 1, 1, "F38 VSTM/VPUSH: 1 + N words"},
}

// v7mCore is what differs between the two cores.
type v7mCore struct {
	name string
	m4   bool // ARMv7E-M: DSP instructions, single-cycle multiplies, FPv4-SP
}

// v7mFPDivCycles is VDIV.F32's and VSQRT.F32's time in the FPU (F35:
// M4 TRM Table 7-1; LLVM ARMScheduleM4.td FDIV/FSQRT latency 14).
const v7mFPDivCycles = 14

// v7mParams are the parameters of both cores; the m3_ ones exist on the
// Cortex-M3 only (v7mParamsOf: the M4 multiplies in one cycle).
var v7mParams = []models.ParamDef{
	{Name: "branch_refill", Default: 1, Min: 1, Max: 3, Integer: true, Fittable: true, Unit: "cycles",
		Source: "docs/timing-facts-armv7m.md F1-F3 (U): P, the refill after a taken branch, is 1-3 (M3 TRM Table 3.1, M4 TRM Table 3-1 'depending on the alignment and width of the target instruction, and whether the processor manages to speculate the address early'). Default 1: a subs/bne loop runs in 3 cycles (TI TivaWare SysCtlDelay, 'a simple 3 instruction cycle loop'; compendium.i-0.nl 'taken branches take two cycles'). DDI0337E §18.2 says 'two cycles are added'. Calibrate."},
	{Name: "branch_unaligned_extra", Default: 1, Min: 0, Max: 2, Integer: true, Fittable: true, Unit: "cycles",
		Source: "F3: branching to a 32-bit instruction at a halfword (not word) address needs a second fetch: +1 (compendium.i-0.nl 'branching to an unaligned wide instruction takes three cycles'; the TRM's P 'depending on the alignment and width of the target')."},
	{Name: "store_cycles", Default: 1, Min: 1, Max: 2, Integer: true, Fittable: true, Unit: "cycles",
		Source: "F20 (U): STR with an immediate offset, pre- or post-indexed: the TRM tables give 2 (address and data phase); the data phase goes to the write buffer, measured 1 on STM32F103/F407 (jnk0le/random pipeline cycle test, cortex_m3m4.md). Register-offset stores take 2 either way (F21)."},
	{Name: "div_cycles", Default: 7, Min: 2, Max: 12, Integer: true, Fittable: true, Unit: "cycles",
		Source: "F14 (U): UDIV/SDIV 2-12 (M3 TRM Table 3.1 note b, M4 TRM Table 3-1). The cost of a division whose operands the runner did not report (code outside the image's executable segments, synthetic streams); reported ones follow div_setup and div_bits_per_cycle. Default 7, the middle of 2-12."},
	{Name: "div_setup", Default: 1, Min: 0, Max: 2, Integer: true, Fittable: true, Unit: "cycles",
		Source: "F14a (U): division cycles = clamp(div_setup + ceil(q / div_bits_per_cycle), 2, 12), q = clz(|divisor|) - clz(|dividend|) + 1 quotient bits (0 when negative or the divisor is 0). 'Early termination ... based on the number of leading ones and zeroes in the input operands' (M3 TRM note b); the form is that of the Cortex-R4 TRM's published divide latency (DDI0363G §C.8, clz difference, 2 bits a cycle); setup 1 and 3 bits a cycle are the whole values that map 0..32 quotient bits onto the documented 2..12. Calibrate."},
	{Name: "div_bits_per_cycle", Default: 3, Min: 2, Max: 4, Integer: true, Fittable: true, Unit: "bits",
		Source: "F14a (U): quotient bits the divider retires a cycle; see div_setup. 3: 32 quotient bits take 1 + 11 = 12, the documented maximum."},
	{Name: "m3_long_mul_cycles", Default: 5, Min: 3, Max: 5, Integer: true, Fittable: true, Unit: "cycles",
		Source: "F12: Cortex-M3 UMULL/SMULL 3-5, early termination when the operands are small (DDI0337E §18.2: 'ABS(inputs) < 64K terminates early'); the stream carries no operand values. Default 5, the full-width case (crypto and bignum code). Cortex-M4: 1."},
	{Name: "m3_long_mac_cycles", Default: 6, Min: 4, Max: 7, Integer: true, Fittable: true, Unit: "cycles",
		Source: "F13: Cortex-M3 UMLAL 4-6 and SMLAL one cycle longer, 4-7 in all (DDI0337E §18.2 'MLAL versions take four to seven cycles ... the signed version is one cycle longer'). Default 6: UMLAL full width; SMLAL takes this + 1 (at most 7). Cortex-M4: 1."},
	{Name: "it_cycles", Default: 1, Min: 0, Max: 1, Integer: true, Fittable: true, Unit: "cycles",
		Source: "F7 (U): IT takes 1 (M3 TRM Table 3.1, M4 TRM Table 3-1); the DWT FOLDCNT counter shows that IT can be folded to 0 cycles, under conditions not published. Default 1."},
	{Name: "tbb_cycles", Default: 6, Min: 4, Max: 8, Integer: true, Fittable: true, Unit: "cycles",
		Source: "F25: TBB/TBH 'at least two cycles for the load, one cycle for the add, and three cycles for the pipeline reload. This means at least six cycles' (M3 TRM DDI0337I §3.3.1)."},
	{Name: "literal_load_extra", Default: 0, Min: 0, Max: 1, Integer: true, Fittable: true, Unit: "cycles",
		Source: "F26 (U): 'LDR Rx,[PC,#imm] might add a cycle because of contention with the fetch unit' (M3 TRM DDI0337I §3.3.1); default 0 at zero wait states."},
}

// v7mParamsOf is a core's parameter schema.
func v7mParamsOf(core v7mCore) []models.ParamDef {
	var out []models.ParamDef
	for _, p := range v7mParams {
		if core.m4 && strings.HasPrefix(p.Name, "m3_") {
			continue
		}
		out = append(out, p)
	}
	return out
}

func init() {
	for _, c := range []struct {
		core                v7mCore
		arch, desc, fpu, em string
		cpuid               uint32
	}{
		{v7mCore{"cortex-m3", false}, "ARMv7-M", "ARMv7-M, 3-stage pipeline, no FPU", "", "cortex-m3", 0x412fc231},
		{v7mCore{"cortex-m4f", true}, "ARMv7E-M", "ARMv7E-M with DSP and FPv4-SP-D16, 3-stage pipeline", "fpv4-sp", "cortex-m4", 0x410fc241},
	} {
		core := c.core
		models.Register(models.CoreSpec{
			Name: core.name, Arch: c.arch, Description: c.desc,
			Emulator: c.em, MProfile: true, CPUID: c.cpuid, CycleCounter: "dwt", FPU: c.fpu,
			Params:       append(v7mParamsOf(core), v7mExceptionParams(core)...),
			Exceptions:   v7mExceptions(core),
			DefaultFit:   []string{"branch_refill", "div_bits_per_cycle"},
			OperandSites: v7mDivSites,
			New: func(cfg models.CoreConfig) (models.Core, error) {
				return NewARMv7M(core, cfg.Mem, cfg.Code, cfg.Params)
			},
		})
	}
}

// v7mStall is why cycles were lost, one of a small fixed set
// (v7mStallNames) so that a profile says what holds a loop up.
type v7mStall uint8

const (
	v7mStallBranch    v7mStall = iota // a taken branch's refill P (and TBB's cycles beyond the load)
	v7mStallAGU                       // an address waiting for the instruction just before (F4)
	v7mStallStoreLoad                 // a load waiting for the store before it (F19)
	v7mStallMul                       // M3 multiplies beyond 1 cycle
	v7mStallDiv                       // a division's cycles beyond 1
	v7mStallFP                        // an FP instruction waiting for VDIV/VSQRT, FMA cycles beyond 1
	v7mStallFetch                     // instruction fetch stalls from the memory model
	v7mStallData                      // data access stalls from the memory model
	v7mNumStalls
)

// v7mStallNames are the kinds' names in the stall vocabulary (stalls.go).
var v7mStallNames = [v7mNumStalls]string{
	models.StallBranchTaken, models.StallAddressOperand, models.StallStoreLoad, models.StallMultiply, models.StallDiv, models.StallFPLatency, models.StallFetch, models.StallData,
}

// v7mInst flags.
const (
	v7fCond      uint16 = 1 << iota // conditional branch: taken shows in the next PC
	v7fBranch                       // writes the PC
	v7fLoad1                        // a single load (LDR*, VLDR): its data phase can overlap the next access (F16)
	v7fStore1                       // a single store (STR*): a load right after it waits (F19)
	v7fAnyLoad                      // any load (single, double, multiple, to PC, VLDR/VLDM)
	v7fWriteback                    // pre- or post-indexed, or "!"
	v7fMemAccess                    // a single load or store: pipelines (F16)
	v7fFP                           // an FP instruction: waits for the FPU (F36)
	v7fLiteral                      // a PC-relative load (F26)
	v7fSigned                       // SDIV: the early-termination rule counts magnitudes
)

// v7mInst is one decoded instruction, cached per address.
type v7mInst struct {
	class  v7mClass
	size   uint8
	cost   uint8 // cycles without P, pipelining and stalls
	cc     uint8 // the IT condition it was decoded under
	itBits uint8 // IT: the ITSTATE the block starts with
	base   int8  // the base register of a writeback access, -1 none
	fl     uint16
	addr   uint16 // GPRs the address is formed from (base, index)
	writes uint16 // GPRs written (the loaded registers for a load)
}

// ARMv7M times Cortex-M3 or Cortex-M4F code.
type ARMv7M struct {
	core   v7mCore
	mem    models.Memory
	zeroWS bool
	code   models.CodeReader
	dec    *decode.Decoder
	params map[string]float64
	cache  decodeCache[v7mInst]
	blocks blockCache[v7mBlock] // whole-block timing (armv7m_blocks.go)
	// mem's block-fetch contract, if it has one (memory/contracts.go): one call
	// per block (BlockFetcher), or by the block's plan (FetchPlanner).
	blockFetch memory.BlockFetcher
	planner    memory.FetchPlanner

	refill, unalignedExtra uint64
	literalExtra           int // literal_load_extra (F26)

	pending   *v7mInst
	thumbCore // the pending instruction's place, IT, the error, the profiler, the exception hooks (thumbcore.go)

	now    uint64     // cycle the next instruction starts at
	agu    [16]uint64 // cycle from which each GPR can feed the address unit
	fpFree uint64     // FP instructions start from here on (VDIV/VSQRT)

	// The access before, for the pipelining rules.
	prevLoad1   bool   // the instruction before was a single load
	prevStore1  bool   // ... a single store
	prevLoaded  uint16 // the registers it loaded
	prevWBBase  int8   // its writeback base, -1 none
	prevStoreWB int8   // the writeback base of a store before, -1 none

	// Division operands (OperandObserver): the watched sites, the
	// divisions charged v7mDivMin that await their operands, and the
	// cost reported for the pending instruction (-1: none).
	watched     map[uint32]bool
	owed        map[uint32]bool
	divOverride int

	insns  uint64
	stalls [v7mNumStalls]uint64

	clocked models.ClockedFetcher // mem's fetches on the core's clock (the planner, or a memory wrapping one)
	// The block being fetched: its entry on the zero-wait clock and its
	// instructions' starts after it (a summary's, or startBuf's), for
	// clocked (startsFor).
	entry    uint64
	starts   []uint32
	startBuf []uint32
}

// v7mDivMin is the fewest cycles a division takes (F14): a watched
// division is charged this when it retires and the rest when its
// operands arrive, so that the correction is never negative.
const v7mDivMin = 2

// NewARMv7M returns a Cortex-M3 or Cortex-M4F model; params gives the
// values of v7mParams (a name it lacks keeps its default).
func NewARMv7M(core v7mCore, mem models.Memory, code models.CodeReader, params models.Values) (*ARMv7M, error) {
	c := &ARMv7M{core: core, code: code, params: map[string]float64{}}
	c.setMemory(mem)
	for _, p := range v7mParamsOf(core) {
		v, ok := params[p.Name]
		if !ok {
			v = p.Default
		}
		if err := p.Check(v); err != nil {
			return nil, fmt.Errorf("%s: %v", core.name, err)
		}
		c.params[p.Name] = v
	}
	c.refill = uint64(c.params["branch_refill"])
	c.unalignedExtra = uint64(c.params["branch_unaligned_extra"])
	c.literalExtra = int(c.params["literal_load_extra"])
	d, err := decode.New(decode.ModeThumbM)
	if err != nil {
		return nil, err
	}
	c.dec = d
	c.resetPipeline()
	return c, nil
}

func (c *ARMv7M) resetPipeline() {
	c.have, c.it = false, 0
	c.now, c.fpFree = 0, 0
	c.agu = [16]uint64{}
	c.prevLoad1, c.prevStore1, c.prevLoaded, c.prevWBBase, c.prevStoreWB = false, false, 0, -1, -1
	c.memCycles, c.insns = 0, 0
	c.stalls = [v7mNumStalls]uint64{}
	c.owed, c.divOverride = map[uint32]bool{}, -1
	c.exc = models.ExcState{}
}

// Reset starts a new run with the given memory, keeping the decoded
// instructions and the parameters.
func (c *ARMv7M) Reset(mem models.Memory) {
	c.err = nil
	c.setMemory(mem)
	c.resetPipeline()
}

func (c *ARMv7M) setMemory(mem models.Memory) {
	c.mem = mem
	_, c.zeroWS = mem.(models.StallFree)
	c.blockFetch, _ = mem.(memory.BlockFetcher)
	c.planner, _ = mem.(memory.FetchPlanner)
	c.clocked, _ = mem.(models.ClockedFetcher)
}

// Close frees the decoder.
func (c *ARMv7M) Close() { c.dec.Close() }

// Cycles returns the cycles of the instructions retired so far.
func (c *ARMv7M) Cycles() uint64 { return c.now + c.memCycles }

// StallNames lists the stall kinds, in StallCounts order.
func (c *ARMv7M) StallNames() []string { return v7mStallNames[:] }

// StallCounts appends the stall counters to dst.
func (c *ARMv7M) StallCounts(dst []uint64) []uint64 { return append(dst, c.stalls[:]...) }

// Result gives the totals of the run.
func (c *ARMv7M) Result() models.Result {
	st := map[string]uint64{}
	for k, n := range c.stalls {
		models.AddStall(st, v7mStallNames[k], n)
	}
	c.exc.AddStalls(st)
	return models.Result{Cycles: c.now + c.memCycles, Instructions: c.insns, Stalls: st, Memory: c.mem.Stats()}
}

// Events times a batch of the stream. An instruction is retired when the
// next one has been decoded: whether a branch was taken shows in the
// next PC, and its refill in the next instruction's width (F3). Block
// events (WantsBlocks) are timed by blockEvent, to the same result.
func (c *ARMv7M) Events(batch []trace.Event) {
	if c.err != nil {
		return
	}
	for _, e := range batch {
		if k := e.Kind(); k != trace.Exec {
			if k == trace.Block {
				if c.blockEvent(e); c.err != nil {
					return
				}
				continue
			}
			c.dataStall(c.mem, e, &c.stalls[v7mStallData], v7mStallNames[v7mStallData])
			continue
		}
		pc := e.Addr()
		cc := c.it.CC()
		in := c.cache.get(pc)
		if in.class == v7mInvalid || in.cc != cc {
			if in = c.decodeAt(pc, cc); c.err != nil {
				return
			}
		}
		if sz := e.Size(); (sz == 2 || sz == 4) && sz != uint32(in.size) {
			c.err = sizeMismatch(c.core.name, pc, c.text(pc), sz, in.size)
			return
		}
		if c.have {
			c.retire(pc, in.size)
		}
		c.start(in, pc)
	}
}

// start makes in the pending instruction, charges its fetch and advances
// the IT state past it.
func (c *ARMv7M) start(in *v7mInst, pc uint32) {
	c.pending, c.pendingPC, c.have = in, pc, true
	switch {
	case c.zeroWS:
	case c.clocked != nil: // its prefetcher runs on the core's clock
		c.clockedFetchStall(pc, uint32(in.size))
	default:
		c.fetchStall(c.mem, pc, uint32(in.size), &c.stalls[v7mStallFetch], v7mStallNames[v7mStallFetch])
	}
	c.it = itAfter(c.it, in.class == v7mIT, in.itBits)
}

// clockedFetchStall is fetchStall on a ClockedFetcher, which is told
// when the instruction starts: c.now, the predecessor retired.
func (c *ARMv7M) clockedFetchStall(pc, size uint32) {
	if s := uint64(c.clocked.FetchAt(pc, size, c.now)); s != 0 {
		c.memCycles += s
		c.stalls[v7mStallFetch] += s
		if c.prof != nil {
			c.prof.Stall(pc, v7mStallNames[v7mStallFetch], s)
		}
	}
}

// Finish retires the last instruction given where it returned to. The
// return target's width is not known; it counts as aligned (a caller's
// return address after a BL is usually a 16-bit instruction or aligned).
func (c *ARMv7M) Finish(returnAddr uint32) {
	if !c.have || c.err != nil {
		return
	}
	c.retire(returnAddr&^1, 2)
	c.have = false
}

// retire times the pending instruction, given the address and width of
// the instruction that followed it.
func (c *ARMv7M) retire(next uint32, nextSize uint8) {
	in, pc := c.pending, c.pendingPC
	c.insns++
	taken := in.fl&v7fBranch != 0 && (in.fl&v7fCond == 0 || next != pc+uint32(in.size))

	var st [v7mNumStalls]uint64
	start := c.now
	// F4: the address unit reads its registers a cycle early.
	if in.addr != 0 {
		for m := uint32(in.addr); m != 0; m &= m - 1 {
			if r := bits.TrailingZeros32(m); c.agu[r] > start {
				start = c.agu[r]
			}
		}
		st[v7mStallAGU] = start - c.now
	}
	// F36: FP instructions wait for the FPU (VDIV/VSQRT in flight).
	var fpWait uint64
	if in.fl&v7fFP != 0 && c.fpFree > start {
		fpWait = c.fpFree - start
		start = c.fpFree
	}
	cost := uint64(int(in.cost) + c.pipelining(in, &st))
	if taken && in.class != v7mTBB { // TBB's count holds its reload (F25)
		p := c.refill
		if nextSize == 4 && next&2 != 0 {
			p += c.unalignedExtra // F3: the target straddles a word
		}
		st[v7mStallBranch] += p
	}
	// The part of the base cost that is a stall of its own kind.
	switch in.class {
	case v7mMAC, v7mLongMul, v7mLongMAC:
		st[v7mStallMul] += cost - 1
		cost = 1
	case v7mDiv:
		switch {
		case c.divOverride >= 0: // its operands came while it was pending
			cost = uint64(c.divOverride)
		case c.watched[pc]: // they come after it retired (Operands)
			cost = v7mDivMin
			c.owed[pc] = true
		}
		c.divOverride = -1
		st[v7mStallDiv] += cost - 1
		cost = 1
	case v7mFMA:
		st[v7mStallFP] += cost - 1
		cost = 1
	case v7mTBB:
		st[v7mStallBranch] += cost - 2 // the load is the work (F25)
		cost = 2
	}
	// The waits (AGU, FPU) come before start, the rest after it.
	end := start + cost
	for k, n := range st {
		if v7mStall(k) != v7mStallAGU {
			end += n
		}
	}
	st[v7mStallFP] += fpWait
	c.now = end
	c.account(pc, next, cost, &st)

	// Results: the address unit sees a data-processing result a cycle
	// after the instruction ends, a load's as it ends (F4, F17).
	// A memory instruction's base update comes from the address unit
	// itself (the F18 chaining rules cover it), PUSH/POP's SP too.
	late := uint64(1)
	if in.addr != 0 {
		late = 0
	}
	for m := uint32(in.writes); m != 0; m &= m - 1 {
		c.agu[bits.TrailingZeros32(m)] = end + late
	}
	if in.base >= 0 {
		c.agu[in.base] = end
	}
	if in.class == v7mFPDiv {
		c.fpFree = start + v7mFPDivCycles // F35, F36
	}
	c.prevLoad1 = in.fl&v7fLoad1 != 0
	c.prevStore1 = in.fl&v7fStore1 != 0
	c.prevLoaded = in.writes
	c.prevWBBase = in.base
	if c.prevStore1 {
		c.prevStoreWB = in.base
	} else {
		c.prevStoreWB = -1
	}
}

// ObserveOperands makes the model time the divisions at these sites
// from the operands Operands reports (models.OperandObserver).
func (c *ARMv7M) ObserveOperands(sites []models.OperandSite) {
	c.watched = map[uint32]bool{}
	for _, s := range sites {
		c.watched[s.PC] = true
	}
}

// Operands receives a watched division's dividend and divisor before it
// executes; the runner has brought the model up to date, so the
// division is pending or was the last one retired at pc.
func (c *ARMv7M) Operands(pc uint32, vals [2]uint32) {
	in := c.cache.get(pc)
	if in.class != v7mDiv {
		return
	}
	n := c.divCycles(vals[0], vals[1], in.fl&v7fSigned != 0)
	if c.have && c.pendingPC == pc && c.pending.class == v7mDiv {
		c.divOverride = int(n)
		return
	}
	if !c.owed[pc] {
		return
	}
	delete(c.owed, pc)
	extra := n - v7mDivMin
	c.now += extra
	c.stalls[v7mStallDiv] += extra
	if c.prof != nil && extra != 0 {
		c.prof.Stall(pc, v7mStallNames[v7mStallDiv], extra)
	}
}

// divCycles is F14a: clamp(div_setup + ceil(q / div_bits_per_cycle), 2,
// 12), q = clz(|divisor|) - clz(|dividend|) + 1 quotient bits, 0 when
// that is negative or the divisor is 0.
func (c *ARMv7M) divCycles(dividend, divisor uint32, signed bool) uint64 {
	if signed {
		dividend, divisor = v7mAbs(dividend), v7mAbs(divisor)
	}
	q := 0
	if divisor != 0 {
		q = max(bits.LeadingZeros32(divisor)-bits.LeadingZeros32(dividend)+1, 0)
	}
	k := int(c.params["div_bits_per_cycle"])
	n := int(c.params["div_setup"]) + (q+k-1)/k
	return uint64(min(max(n, v7mDivMin), 12))
}

func v7mAbs(v uint32) uint32 {
	if int32(v) < 0 {
		return -v
	}
	return v
}

// v7mDivSites finds the Thumb-2 UDIV and SDIV instructions (T1:
// 1111 1011 1001/1011 Rn, 1111 Rd 1111 Rm) at every halfword of code.
// A match inside data or in the middle of another instruction is
// harmless: the runner's hook there never fires.
func v7mDivSites(code []byte, base uint32) []models.OperandSite {
	var out []models.OperandSite
	for off := 0; off+4 <= len(code); off += 2 {
		hw1 := uint16(code[off]) | uint16(code[off+1])<<8
		hw2 := uint16(code[off+2]) | uint16(code[off+3])<<8
		if hw1&0xffd0 != 0xfb90 || hw2&0xf0f0 != 0xf0f0 {
			continue
		}
		rn, rm := uint8(hw1&0xf), uint8(hw2&0xf)
		if rn == 13 || rn == 15 || rm == 13 || rm == 15 {
			continue // unpredictable
		}
		out = append(out, models.OperandSite{PC: base + uint32(off), Regs: [2]uint8{rn, rm}})
	}
	return out
}

// pipelining returns the cycles the neighbouring-access rules add to an
// access's cost (-1: its address phase overlapped the load before),
// counting a wait for a store before it in st.
func (c *ARMv7M) pipelining(in *v7mInst, st *[v7mNumStalls]uint64) int {
	if in.fl&v7fAnyLoad != 0 && c.prevStore1 {
		st[v7mStallStoreLoad]++ // F19: a load cannot pipeline after a store
	}
	if in.fl&v7fStore1 != 0 && in.base >= 0 && c.prevStoreWB == in.base {
		st[v7mStallStoreLoad]++ // F21: writeback stores on one base do not chain
	}
	add := 0
	if in.fl&v7fLiteral != 0 {
		add += c.literalExtra // F26
	}
	if in.fl&v7fMemAccess == 0 || !c.prevLoad1 || in.addr&c.prevLoaded != 0 {
		return add // F16: not after a load, or the address needs the loaded value
	}
	if in.fl&v7fWriteback != 0 {
		if !c.core.m4 {
			return add // F18: M3: an indexed access does not pipeline after a load
		}
		if in.fl&v7fLoad1 != 0 && c.prevWBBase == in.base {
			return add // F18: M4: not two indexed loads on one base
		}
	}
	if int(in.cost)+add == 0 {
		return add
	}
	return add - 1 // F16: its address phase overlaps the load's data phase
}

// account counts the stalls and reports the instruction to a profiler.
func (c *ARMv7M) account(pc, next uint32, cost uint64, st *[v7mNumStalls]uint64) {
	for k, n := range st {
		c.stalls[k] += n
	}
	if c.prof == nil {
		return
	}
	for k, n := range st {
		if n != 0 {
			c.prof.Stall(pc, v7mStallNames[k], n)
		}
	}
	c.prof.Retire(pc, next, cost)
}

func (c *ARMv7M) text(pc uint32) string {
	b, err := c.code.ReadMem(pc, 4)
	if err != nil {
		return "?"
	}
	return fmt.Sprintf("% x", b)
}

// decodeAt decodes and classifies the instruction at pc under IT
// condition cc, caching it.
func (c *ARMv7M) decodeAt(pc uint32, cc uint8) *v7mInst {
	b, err := c.code.ReadMem(pc, 4)
	if err != nil {
		b, err = c.code.ReadMem(pc, 2)
	}
	if err != nil {
		c.err = fmt.Errorf("%s: cannot read the instruction at 0x%08x: %v", c.core.name, pc, err)
		return nil
	}
	inst, err := c.dec.DecodeIT(b, pc, cc)
	if err != nil {
		c.err = &models.UnsupportedError{Core: c.core.name, PC: pc, Text: fmt.Sprintf("% x", b[:min(len(b), 4)]), Why: "undefined Thumb encoding"}
		return nil
	}
	v, why := c.classify(inst, b)
	if why != "" {
		c.err = &models.UnsupportedError{Core: c.core.name, PC: pc, Text: inst.String(), Why: why}
		return nil
	}
	v.cc = cc
	return c.cache.put(pc, v)
}

// classify builds the cached entry of an instruction, or says why the
// core does not implement it.
func (c *ARMv7M) classify(i decode.Inst, raw []byte) (v7mInst, string) {
	class, why := v7mClassOf(i, raw, c.core.m4)
	if class == v7mInvalid {
		return v7mInst{}, why
	}
	row := v7mTable[class]
	v := v7mInst{class: class, size: uint8(i.Size), base: -1}
	cost := row.m3
	if c.core.m4 {
		cost = row.m4
	}
	if cost == 0 && class != v7mTrap {
		return v7mInst{}, fmt.Sprintf("a %s instruction; the %s does not implement it", row.name, c.core.name)
	}
	for _, r := range i.RegsWritten {
		if g := r.GPR(); g >= 0 && g != 15 {
			v.writes |= 1 << g
		}
	}
	for _, op := range i.Ops {
		if op.Kind == decode.OpMem {
			if g := op.Mem.Base.GPR(); g >= 0 {
				v.addr |= 1 << g
				if g == 15 {
					v.fl |= v7fLiteral
				}
			}
			if g := op.Mem.Index.GPR(); g >= 0 {
				v.addr |= 1 << g
			}
		}
	}
	words := 0 // FP words moved
	for _, op := range i.Ops {
		if op.Kind == decode.OpReg {
			switch {
			case op.Reg >= decode.S0 && op.Reg <= decode.S31:
				words++
			case op.Reg >= decode.D0 && op.Reg <= decode.D15:
				words += 2
			}
		}
	}
	switch class {
	case v7mLoadM, v7mStoreM, v7mLoadPC:
		if i.ID == decode.InsLDM || i.ID == decode.InsLDMDB || i.ID == decode.InsSTM || i.ID == decode.InsSTMDB {
			if g := i.Ops[0].Reg.GPR(); g >= 0 {
				v.addr |= 1 << g
			}
		} else if i.ID == decode.InsPUSH || i.ID == decode.InsPOP {
			v.addr |= 1 << 13
		}
		if class == v7mLoadPC && i.ID == decode.InsLDR {
			cost = v7mTable[v7mLoad].m3 // LDR pc: 2 + P (F24)
		} else {
			cost += row.perReg * uint8(i.RegListLen())
		}
	case v7mFPLoad, v7mFPStore:
		cost += row.perReg * uint8(words)
	case v7mFPLoadM, v7mFPStoreM:
		if i.ID == decode.InsVPUSH || i.ID == decode.InsVPOP {
			v.addr |= 1 << 13
		} else if g := i.Ops[0].Reg.GPR(); g >= 0 {
			v.addr |= 1 << g
		}
		cost += row.perReg * uint8(words)
	case v7mLongMul:
		if !c.core.m4 {
			cost = uint8(c.params["m3_long_mul_cycles"])
		}
	case v7mLongMAC:
		if !c.core.m4 {
			cost = uint8(c.params["m3_long_mac_cycles"])
			if i.ID == decode.InsSMLAL {
				cost = min(cost+1, 7) // F13: signed one cycle longer
			}
		}
	case v7mDiv:
		cost = uint8(c.params["div_cycles"])
	case v7mISB:
		cost += uint8(c.refill) // F9: 1 + B, B the refill
	case v7mIT:
		cost = uint8(c.params["it_cycles"])
		var st decode.ITState
		st.Advance(i)
		v.itBits = uint8(st)
	case v7mTBB:
		cost = uint8(c.params["tbb_cycles"])
		v.addr = 0 // the table address is the base and index of the operand (kept below)
		for _, op := range i.Ops {
			if op.Kind == decode.OpMem {
				if g := op.Mem.Base.GPR(); g >= 0 && g != 15 {
					v.addr |= 1 << g
				}
				if g := op.Mem.Index.GPR(); g >= 0 {
					v.addr |= 1 << g
				}
			}
		}
	case v7mStore:
		cost = uint8(c.params["store_cycles"])
		for _, op := range i.Ops {
			if op.Kind == decode.OpMem && op.Mem.Index != decode.RegInvalid {
				cost = 2 // F21: register-offset store
			}
		}
	}
	v.cost = cost

	if i.WritesPC() {
		v.fl |= v7fBranch
		v.writes &^= 1 << 15
	}
	switch class {
	case v7mB, v7mCBZ:
		if class == v7mCBZ || i.CC != decode.CCAL {
			v.fl |= v7fCond
		}
	}
	switch class {
	case v7mLoad, v7mFPLoad:
		v.fl |= v7fLoad1 | v7fMemAccess | v7fAnyLoad
	case v7mStore:
		v.fl |= v7fStore1 | v7fMemAccess
	case v7mFPStore:
		v.fl |= v7fMemAccess
	case v7mLoadD, v7mLoadM, v7mLoadPC, v7mFPLoadM, v7mTBB:
		v.fl |= v7fAnyLoad
	}
	if class >= v7mFP {
		v.fl |= v7fFP
	}
	if i.ID == decode.InsSDIV {
		v.fl |= v7fSigned
	}
	if i.Writeback {
		v.fl |= v7fWriteback
		for _, op := range i.Ops {
			if op.Kind == decode.OpMem {
				v.base = int8(op.Mem.Base.GPR())
			}
		}
		if v.base < 0 && len(i.Ops) > 0 && i.Ops[0].Kind == decode.OpReg {
			v.base = int8(i.Ops[0].Reg.GPR()) // LDM/STM Rn!
		}
	}
	if class == v7mLoad || class == v7mLoadPC && i.ID == decode.InsLDR {
		// The loaded register, not a written-back base, is what a
		// following access may depend on (F16).
		if v.base >= 0 {
			v.writes &^= 1 << uint(v.base)
		}
	}
	return v, ""
}

// v7mRows maps the shared classes (class.go) to the ARMv7-M rows (the
// Cortex-M4F's set; the M3 lacks the DSP and FP rows, v7mClassOf). A
// data-processing instruction writing the PC is a branch (F6); the other
// ALU forms cannot name it (unpredictable).
var v7mRows = func() classTable[v7mClass] {
	const pcUnpredictable = "writes the PC (unpredictable)"
	t := classTable[v7mClass]{
		ClassBLXImm: {why: "BLX to an immediate switches to ARM state, which an M-profile core lacks"},
		ClassMul:    {row: v7mMul}, ClassMulsN: {row: v7mMul}, ClassMla: {row: v7mMAC},
		ClassMull: {row: v7mLongMul}, ClassUmlal: {row: v7mLongMAC}, ClassSmlal: {row: v7mLongMAC},
		ClassDiv:      {row: v7mDiv},
		ClassLoadWord: {row: v7mLoad, pc: v7mLoadPC}, ClassLoadNarrow: {row: v7mLoad, pc: v7mLoadPC},
		ClassLoadExcl: {row: v7mLoad, pc: v7mLoadPC}, ClassLoadDual: {row: v7mLoadD},
		ClassLoadMultiple: {row: v7mLoadM, pc: v7mLoadPC}, ClassPop: {row: v7mLoadM, pc: v7mLoadPC},
		ClassTableBranch: {row: v7mTBB},
		ClassStore:       {row: v7mStore}, ClassStoreExcl: {row: v7mStore}, ClassStoreDual: {row: v7mStoreD},
		ClassStoreMultiple: {row: v7mStoreM}, ClassPush: {row: v7mStoreM},
		ClassBranch: {row: v7mB}, ClassBranchCond: {row: v7mB}, ClassBranchLink: {row: v7mBL},
		ClassBX: {row: v7mBX}, ClassBLXReg: {row: v7mBX}, ClassCBZ: {row: v7mCBZ}, ClassIT: {row: v7mIT},
		ClassNop: {row: v7mNop}, ClassHint: {row: v7mNop}, ClassHintV7: {row: v7mNop}, ClassWait: {row: v7mNop},
		ClassPreload: {row: v7mNop},
		ClassCPS:     {row: v7mSys}, ClassSys: {row: v7mSys}, ClassISB: {row: v7mISB}, ClassTrap: {row: v7mTrap},

		ClassFPLoad: {row: v7mFPLoad}, ClassFPLoadD: {row: v7mFPLoad},
		ClassFPStore: {row: v7mFPStore}, ClassFPStoreD: {row: v7mFPStore},
		ClassFPLoadMultiple: {row: v7mFPLoadM}, ClassFPStoreMultiple: {row: v7mFPStoreM},
		ClassFPMov: {row: v7mFP}, ClassFPSys: {row: v7mFP}, ClassFPALU: {row: v7mFP}, ClassFPCmp: {row: v7mFP},
		ClassFPMovRR: {row: v7mFPMov2}, ClassFPMovRRD: {row: v7mFPMov2},
		ClassFPMovD: {why: "a double-precision VMOV; FPv4-SP is single precision"},
		ClassFPFMA:  {row: v7mFMA}, ClassFPMla: {row: v7mFMA}, ClassFPDiv: {row: v7mFPDiv}, ClassFPSqrt: {row: v7mFPDiv},
		ClassFPD32: {why: "uses a register FPv4-SP-D16 lacks (d16-d31, Advanced SIMD q registers)"},
	}
	for _, c := range []Class{ClassALUImm, ClassALURotImm, ClassALURotImmS, ClassMVNRotImm, ClassALUReg,
		ClassALUShiftImm, ClassALUShiftReg, ClassALURRX, ClassCmpShift, ClassCmpRRX, ClassMov, ClassMovRotImm, ClassMovShift} {
		t[c] = classRow[v7mClass]{row: v7mALU, pc: v7mPCWrite}
	}
	for _, c := range []Class{ClassALUImmWide, ClassShift, ClassRRX, ClassBitInsert, ClassBitExtract, ClassRev, ClassSat, ClassCLZ, ClassExtend} {
		t[c] = classRow[v7mClass]{row: v7mALU, pcWhy: pcUnpredictable}
	}
	for _, c := range []Class{ClassExtend16, ClassExtendAdd, ClassPack, ClassSat16, ClassSatArith, ClassSatDouble, ClassSIMD,
		ClassDSPMul, ClassDSPMac, ClassUmaal, ClassDSPMlal, ClassUsad8, ClassUsada8} {
		t[c] = classRow[v7mClass]{row: v7mDSP}
	}
	for _, c := range []Class{ClassFPALUD, ClassFPCmpD, ClassFPFMAD, ClassFPMlaD, ClassFPDivD} {
		t[c] = classRow[v7mClass]{why: "double precision; the FPv4-SP FPU is single precision"}
	}
	return t
}()

// v7mClassOf maps a decoded instruction to its class, or v7mInvalid with
// the reason an ARMv7-M core lacks it. m4 admits the DSP extension and
// FPv4-SP.
func v7mClassOf(i decode.Inst, raw []byte, m4 bool) (v7mClass, string) {
	class, pc := Classify(i, raw, true)
	row, why := v7mRows.row(class, pc, "not an ARMv7-M instruction (ARMv7E-M DSP and FPv4-SP included on the Cortex-M4F)")
	switch {
	case m4 || row == v7mInvalid:
		return row, why
	case row == v7mDSP:
		return v7mInvalid, "a DSP-extension instruction (ARMv7E-M); the Cortex-M3 (ARMv7-M) lacks it"
	case row >= v7mFP:
		return v7mInvalid, "a floating-point instruction; the Cortex-M3 has no FPU"
	}
	return row, ""
}

// V7MTable describes the timing table, for reports: class name, M3 and
// M4 cycles and source, in class order.
func V7MTable() []string {
	var out []string
	for k := v7mALU; k < v7mNumClasses; k++ {
		r := v7mTable[k]
		out = append(out, fmt.Sprintf("%s\tm3 %d\tm4 %d\tper-reg %d\t%s", r.name, r.m3, r.m4, r.perReg, r.source))
	}
	return out
}
