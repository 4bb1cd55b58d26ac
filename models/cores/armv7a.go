package cores

import (
	"fmt"
	"math/bits"

	"boardless/decode"
	"boardless/models"
	"boardless/models/memory"
	"boardless/trace"
)

// Cortex-A7 timing: in-order, up to two instructions issued per cycle.
//
// The issue rules follow GCC's Arm-contributed cortex-a7.md (facts §3.2,
// C6; MT-A6): two issue slots, ex1 (the older instruction) and ex2 (the
// younger, usable only when the older took ex1 alone). Each instruction
// class says whether it may be the younger, whether it takes both slots
// when it issues first, how many cycles it issues for, and its result
// latencies (cycles until a dependent instruction may issue) into normal
// operands, early operands (load/store addresses, shifted operands and
// shift amounts, which are needed a cycle before the others) and multiply
// accumulators. Where a hardware measurement exists (measured-timing.md
// MT-A1..MT-A5, M. Rullgård's Cortex-A7 timings) it overrides C6, which
// is a scheduling heuristic: multiplies have latency 3, REV/RBIT/bitfield
// and saturating instructions latency 2, the divide follows MT-A5. What
// no public source settles (MT-A8) is a named parameter (a7ParamDefs).
// Register dependencies come from decode.Inst.RegsRead/RegsWritten, as
// bitmasks cached per address.
//
// Branches are predicted (so they do not wait for their operands): a
// global-history predictor (gshare) gives the direction of conditional
// branches, a return stack the target of returns, and the BTIC (a small
// cache of taken branches) removes the fetch bubble of predicted-taken
// branches and predicts indirect targets. Cache misses (Memory.Fetch and
// Memory.Data) freeze the pipeline for their stall.
//
// Cycles of a call run from the first issue to the cycle in which the
// instruction after the final return could issue. Every cycle in which
// the next instruction cannot issue is counted as a stall of one reason
// (a7StallNames), so that a profile can say why a loop costs what it
// costs.
//
// Choices where the facts are silent (also beside their code):
//   - Instruction set (the Exec events do not carry the Thumb bit): an
//     event of 2 bytes or at an address with bit 1 set is Thumb; a
//     4-byte event whose first halfword is not a 32-bit Thumb prefix
//     (0b11101/0b11110/0b11111) is A32. Otherwise the current state
//     decides, which starts in A32 (the emulator's), follows every
//     decoded instruction, switches on BLX <imm>, and on a return takes
//     the caller's state from the return stack (entries remember it).
//     If the decode fails or its size disagrees with the event, the
//     other state is tried. Decided once per address (cached).
//   - Thumb IT blocks: the emulator reports every instruction of a block,
//     those whose IT condition failed included (emu expands translation
//     blocks); the model tracks the IT state to decode them with their
//     condition, and counts them as issued.
//   - Data accesses arrive after the Exec events of their translation
//     block, not right after their instruction; a miss freezes the
//     pipeline where it is reported, which gives the same total.
//   - Branches do not wait for their operands (they are predicted and
//     checked later); a mispredicted branch costs the penalty from its
//     issue cycle. Only conditional branches update the global history.
//   - A return whose return stack is empty at the end of the call is
//     taken as predicted: the harness's call stands for a BL.
//   - The base register written back by a load or store is ready for
//     every consumer one cycle after issue (address-generation forwarding).
//   - LDM/STM/PUSH/POP of N > 4 registers issue for ceil(N/2) cycles
//     (two registers a cycle, as LDM of 2 and 4), with latency
//     ceil(N/2)+1; an odd count leaves ex2 free in the last cycle (as
//     LDM of 3).
//   - Shift instructions (LSL, LSR, ASR, ROR, RRX) are MOV with a
//     shifted register operand (Arm ARM): their register sources are
//     shifted operands and shift amounts, needed a cycle early, and their
//     result has the ALU latency 1. MT-A3 measured LSL feeding LSL at 2,
//     which is that early operand; reading it as a result latency of 2
//     instead would make LSL feeding LSL 3 with MT-A3's own note.
//   - A shifted address index ([Rn, Rm, LSL #n]) is an address register
//     like any other unless a7_scaled_index_cycles says it is needed
//     earlier still (MT-A8: not measured).
//   - MT-A3's early-operand rule is applied to every producer but loads
//     (a multiply into a shifted operand or an address waits 4); a load
//     result is ready for every operand at a7_load_use_cycles, as C6
//     models it (no public measurement: MT-A8), unless
//     a7_load_early_cycles says an early operand needs it later.
//   - Instructions outside the facts (barriers, MRS/MSR, coprocessor,
//     hints) issue alone in one cycle; other integer instructions not in
//     §3.2 or MT-A3 (non-saturating SIMD-in-GPR, PKH, extend-and-add)
//     are register-form ALU; VFP/NEON issue alone with latency 4 (§3.2).
type a7Class uint8

const (
	a7Invalid a7Class = iota
	a7ALUImm
	a7ALUReg
	a7ALUShift
	a7ALULate
	a7Mul
	a7Div
	a7Load
	a7LoadMulti
	a7Store
	a7StoreMulti
	a7Branch
	a7Call
	a7Sys
	a7FP
	a7Trap
	a7NumClasses
)

// a7Row is one class of the timing table.
type a7Row struct {
	name       string
	younger    bool  // may issue as the younger instruction (ex2)
	both       bool  // takes both slots when it issues first
	latN       uint8 // latency into normal operands
	latE       uint8 // into early operands (address, shifted operand)
	latA       uint8 // into a multiply accumulator
	branchUnit bool  // never pairs with another branch
	source     string
}

// a7Table is the Cortex-A7 timing table (facts §3.2 = C6, GCC's
// cortex-a7.md; MT-* rows of measured-timing.md, which win over C6).
// The load and divide rows' latencies are parameters, set in classifyA7
// and issue (a7_load_use_cycles, a7_div_cycles).
var a7Table = [a7NumClasses]a7Row{
	a7ALUImm:     {"alu-imm", true, false, 1, 2, 1, false, "MOV Rd,Rm / MOV #imm / ALU with immediate / extend: either slot (MT-A4 measured two a cycle for MOV Rd,Rm and ADD #imm; C6 for the rest, which a7_younger_c6_forms 0 makes ex1-only); latency 1 (MT-A3), 2 into an early operand (MT-A3 note; C6)"},
	a7ALUReg:     {"alu-reg", false, false, 1, 2, 1, false, "ALU with register operands, CLZ: ex1 only, one a cycle (MT-A4; C6); latency 1 (MT-A3), 2 into an early operand (MT-A3 note; C6)"},
	a7ALUShift:   {"alu-shift", false, false, 1, 2, 1, false, "ALU with a shifted operand, and LSL/LSR/ASR/ROR/RRX (MOV with a shifted operand): ex1 only (MT-A4; C6); the shifted operand and shift amount are early (MT-A3 note); latency 1 (MT-A3: ADD with shift 1; LSL->LSL 2 is the early operand)"},
	a7ALULate:    {"alu-late", false, false, 2, 3, 2, false, "REV/REV16/REVSH, RBIT, SBFX/UBFX, BFC/BFI, saturating Q*/UQ*/SSAT/USAT: ex1 only, latency 2 (MT-A3 measured REV, RBIT, SBFX, BFC, BFI, QADD, QADD8, QADD16; the rest of each family assumed alike), 3 into an early operand (MT-A3 note)"},
	a7Mul:        {"mul", false, true, 3, 4, 1, false, "MUL/MLA/SMULL/SMLAL/SMUL*/SMLA*/SMMUL/SMUAD: issue 1 (MT-A1) taking both slots (C6), latency 3 (MT-A1, MT-A2; C6's 2 overridden), 4 into an early operand (MT-A3 note), 1 into the next MAC's accumulator (MT-A2; C6); UMLAL/UMAAL accumulator: a7_umlal_acc_cycles (MT-A8)"},
	a7Div:        {"div", false, true, 0, 0, 0, false, "SDIV/UDIV: blocks both slots (C6) for a7_div_cycles (UDIV) or one more (SDIV), result latency issue + 2 (MT-A5)"},
	a7Load:       {"load", false, false, 0, 0, 0, false, "LDR/LDRB: ex1, address at issue (C6); latency a7_load_use_cycles (default 2, C6; MT-A8) into every operand, a7_load_early_cycles (default 0) more into an early one"},
	a7LoadMulti:  {"load-multi", false, true, 0, 0, 0, false, "LDRD/LDM of 2: both slots, latency a7_load_use_cycles; LDM of 3/4: 2 issue cycles, latency one more (C6: 2 and 3)"},
	a7Store:      {"store", false, false, 0, 0, 0, false, "§3.2 stores: ex1, no result: C6"},
	a7StoreMulti: {"store-multi", false, true, 0, 0, 0, false, "§3.2 STRD/STM: both slots (2 issue cycles for 3/4 registers): C6"},
	a7Branch:     {"branch", true, false, 0, 0, 0, true, "§3.2 B/Bcc: either slot, never with another branch: C6"},
	a7Call:       {"call", true, true, 1, 1, 1, true, "§3.2 BL: not as the older instruction, LR ready next cycle: C6"},
	a7Sys:        {"sys", false, true, 1, 1, 1, false, "not in the facts: barriers, MRS/MSR, CP15, hints issue alone in 1 cycle (assumed)"},
	a7FP:         {"fp", false, true, 4, 4, 4, false, "§3.2 VFP/NEON: latency 4; NEON never dual-issues: C6 (VFP modelled single issue too)"},
	a7Trap:       {"trap", false, true, 0, 0, 0, false, "SVC/BKPT/UDF: exception entry ends the run"},
}

// Branch kinds.
const (
	a7BrNone uint8 = iota
	a7BrDirect
	a7BrCall    // direct call: pushes the return address
	a7BrCallInd // BLX <reg>
	a7BrReturn  // BX LR, POP {..pc}, LDM sp!, {..pc}, LDR pc, [sp], MOV pc, lr
	a7BrIndirect
)

// Register bitmask bits: r0..r15, and the flags.
const a7Flags = 16

// a7Inst is one decoded instruction, cached per address.
type a7Inst struct {
	class      a7Class
	size       uint8
	thumb      bool
	issue      uint8 // issue cycles
	lastOpen   bool  // ex2 is free in the last issue cycle
	younger    bool
	branchUnit bool
	latN       uint8
	latE       uint8
	latA       uint8
	br         uint8
	cond       bool // conditional (A32 condition, Thumb Bcc/CBZ or IT)
	toggles    bool // BLX <imm>: switches instruction set
	signedDiv  bool // SDIV: one issue cycle more than UDIV (MT-A5)
	it         decode.ITState
	readN      uint32
	readE      uint32
	readA      uint32
	readS      uint32 // shifted address index registers (also in readE): a7_scaled_index_cycles
	writes     uint32
	wb         uint32 // written-back base
	memSize    uint8  // data accesses as reported (a32MemShape), for attribution
	memCount   uint8
}

// A7Params are the core model's parameters.
type A7Params struct {
	MispredictPenalty float64
	TakenBubble       float64
	BTICEntries       float64
	GHBEntries        float64
	ReturnStack       float64
	DivCycles         float64
	LoadUseCycles     float64
	UMLALAccCycles    float64
	ScaledIndexCycles float64
	YoungerC6Forms    float64
	LoadEarlyCycles   float64
	ReadAllocLines    float64
}

type a7Def struct {
	models.ParamDef
	field func(*A7Params) *float64
}

var a7ParamDefs = []a7Def{
	{models.ParamDef{Name: "a7_mispredict_penalty", Default: 8, Unit: "cycles", Min: 0, Max: 30, Integer: true, Fittable: true,
		Source: "U (MT-A8: not in public sources): §3.1 'about 7-8 cycles', unverified; the A8's 13 does not apply; 8 by the issue's default; kit a7_bcond_random"}, func(p *A7Params) *float64 { return &p.MispredictPenalty }},
	{models.ParamDef{Name: "a7_taken_bubble", Default: 1, Unit: "cycles", Min: 0, Max: 4, Integer: true, Fittable: true,
		Source: "U: §3.1 A4 says the BTIC removes the branch shadow of predicted-taken B/BL; the shadow's length without a BTIC hit (also returns) is not given; 1 assumed"}, func(p *A7Params) *float64 { return &p.TakenBubble }},
	{models.ParamDef{Name: "a7_btic_entries", Default: 4, Unit: "entries", Min: 0, Max: 64, Integer: true,
		Source: "§3.1 A4 (4 entries)"}, func(p *A7Params) *float64 { return &p.BTICEntries }},
	{models.ParamDef{Name: "a7_ghb_entries", Default: 256, Unit: "2-bit counters", Min: 2, Max: 65536, Integer: true,
		Source: "U: §3.1 unverified 256-entry GHB; history length log2(entries); counters start weakly not-taken"}, func(p *A7Params) *float64 { return &p.GHBEntries }},
	{models.ParamDef{Name: "a7_return_stack", Default: 8, Unit: "entries", Min: 0, Max: 64, Integer: true,
		Source: "U: §3.1 unverified 8-entry return stack"}, func(p *A7Params) *float64 { return &p.ReturnStack }},
	// The divide time depends on the operands (MT-A5), which the event
	// stream does not carry: one figure stands for every divide. Its
	// default is the middle of MT-A5's UDIV range, so no divide is off
	// by more than 8 cycles; the range spans 16 cycles for 32 quotient
	// bits, so 11 is a divide with a 16-bit quotient if the divider
	// retires two bits a cycle (an inference from the span).
	{models.ParamDef{Name: "a7_div_cycles", Default: 11, Unit: "cycles", Min: 3, Max: 19, Integer: true, Fittable: true,
		Source: "MT-A5: UDIV issues 3-19 cycles (operand dependent), SDIV one more (4-20), result latency issue + 2 (SDIV 6-22); 11 = the middle of the UDIV range (C6's 5 is a scheduling estimate); kit div"}, func(p *A7Params) *float64 { return &p.DivCycles }},
	{models.ParamDef{Name: "a7_load_use_cycles", Default: 2, Unit: "cycles", Min: 1, Max: 4, Integer: true, Fittable: true,
		Source: "U (MT-A8: no public measurement): C6 (MT-A6) gives load latency 2 (a 1-cycle load-use bubble) into every operand, the address of a dependent load included; LDM of 3/4 one more; kit a7_load_use (into an ALU operand; a7_l1_chase, into an address, adds a7_load_early_cycles)"}, func(p *A7Params) *float64 { return &p.LoadUseCycles }},
	{models.ParamDef{Name: "a7_umlal_acc_cycles", Default: 1, Unit: "cycles", Min: 1, Max: 3, Integer: true, Fittable: true,
		Source: "U (MT-A8: UMLAL/UMAAL chains not measured): latency of a multiply result into the accumulators of a following UMLAL/UMAAL; 1 as the measured SMLAL forwarding (MT-A2) and C6's bypass; 3 = no forwarding (MT-A1 latency); kit a7_umlal_chain, a7_umaal_chain"}, func(p *A7Params) *float64 { return &p.UMLALAccCycles }},
	// Table-driven code indexes with scaled registers (ldr r3, [r7, r3,
	// lsl #2]): MT-A3 measured that ALU instructions need a shifted
	// operand a cycle early; C6 generates every address at issue with one
	// latency for all address registers. Whether the address unit's
	// shifter makes a scaled index earlier still is measured nowhere
	// (MT-A8), so it is a parameter, 0 being C6's reading.
	{models.ParamDef{Name: "a7_scaled_index_cycles", Default: 0, Unit: "cycles", Min: 0, Max: 2, Integer: true, Fittable: true,
		Source: "U (MT-A8: not measured): cycles a shifted index register of a load/store address ([Rn, Rm, LSL #n]) is needed before an unshifted address register; 0 = C6 (one address latency), 1 = MT-A3's shifted-operand rule applied once more in address generation; kit a7_scaled_chase against a7_index_chase"}, func(p *A7Params) *float64 { return &p.ScaledIndexCycles }},
	// MT-A4 measured two a cycle only for MOV Rd,Rm and ADD Rd,Rn,#imm;
	// C6 lets every immediate-form ALU instruction, extend and MOV
	// issue as the younger. The other forms (MOVW/MOVT, MOV #imm,
	// logical and flag-setting immediates, UXTB/SXTH...) are unmeasured.
	{models.ParamDef{Name: "a7_younger_c6_forms", Default: 1, Unit: "0/1", Min: 0, Max: 1, Integer: true, Choices: []float64{0, 1},
		Source: "U (MT-A4 measured only MOV Rd,Rm and ADD Rd,Rn,#imm pairing): 1 = C6, every immediate-form ALU instruction, extend and MOV may issue as the younger of a pair; 0 = only MOV Rd,Rm and ADD/SUB Rd,Rn,#imm (MT-A4; SUB is ADD of the negated immediate); kit a7_pair_uxtb, a7_pair_movw against a7_pair_add"}, func(p *A7Params) *float64 { return &p.YoungerC6Forms }},
	// MT-A3's rule is about the consumer ("shifted operands and shift
	// amounts needed one cycle early"), measured with ALU producers; the
	// model applies it to ALU and multiply results. C6 gives a load one
	// latency (2) into every operand, an address or a shifted operand
	// included. Which holds for a load result is measured nowhere (MT-A8):
	// T-table code rotating each looked-up word (eor r0, r0, r1, ror #24
	// right after ldr r1) or indexing with loaded bytes pays it on every
	// lookup.
	{models.ParamDef{Name: "a7_load_early_cycles", Default: 0, Unit: "cycles", Min: 0, Max: 2, Integer: true, Fittable: true,
		Source: "U (MT-A8: not measured): cycles a load result is needed before a7_load_use_cycles when it is an early operand (a shifted operand, a shift amount, a load/store address); 0 = C6 (one load latency into every operand), 1 = MT-A3's consumer rule (early operands one cycle earlier) applied to loads as to ALU and multiply results; kit a7_load_shift and a7_l1_chase against a7_load_use"}, func(p *A7Params) *float64 { return &p.LoadEarlyCycles }},
	// The L1 D's read-allocate mode (armv7a_readalloc.go): on at reset,
	// entered after 3 consecutive lines written whole before their fills
	// complete; stores that miss then write around L1.
	{models.ParamDef{Name: "a7_read_alloc_lines", Default: 3, Unit: "lines", Min: 0, Max: 64, Integer: true,
		Source: "Arm FAQ ka16133 (Cortex-A7, DDI0464 §2.1.1 DCU): after a complete line is written before its linefill completes on 3 consecutive lines, L1 D stops allocating on writes (read-allocate mode; ACTLR.L1RADIS=0 at reset); 0 = L1RADIS=1 (always write-allocate); the timing window, the written-around store's cost (posted, no stall) and the mode's exit (A53/M7 rule) are the model's choices; kit a7_write_lines"}, func(p *A7Params) *float64 { return &p.ReadAllocLines }},
}

// a7Params are the core model's parameter definitions.
func a7Params() []models.ParamDef {
	out := make([]models.ParamDef, len(a7ParamDefs))
	for i, d := range a7ParamDefs {
		out[i] = d.ParamDef
	}
	return out
}

// DefaultA7Params returns every core parameter at its default.
func DefaultA7Params() A7Params {
	var p A7Params
	for _, d := range a7ParamDefs {
		*d.field(&p) = d.Default
	}
	return p
}

// A7ParamsFrom returns the parameters with the given values; names not
// given keep their defaults.
func A7ParamsFrom(v models.Values) A7Params {
	p := DefaultA7Params()
	for _, d := range a7ParamDefs {
		if x, ok := v[d.Name]; ok {
			*d.field(&p) = x
		}
	}
	return p
}

func init() {
	models.Register(models.CoreSpec{
		Name: "cortex-a7", Arch: "ARMv7-A", Description: "ARMv7-A, in-order dual issue",
		Emulator: "cortex-a7", CPUID: 0x410fc075, CycleCounter: "pmccntr", FPU: "vfpv4-d16",
		Params:     a7Params(),
		DefaultFit: []string{"l2_hit_cycles", "ddr_overhead_ns"},
		New: func(cfg models.CoreConfig) (models.Core, error) {
			return NewARMv7A(A7ParamsFrom(cfg.Params), cfg.Mem, cfg.Code)
		},
	})
}

// Stall reasons: a small fixed set, so that per-reason sums over a
// profile mean something. A dependency stall is named after the
// instruction that produced the awaited register (load, multiply,
// divide, VFP/NEON) or, for an ALU result, after the operand that waits:
// an unshifted one (the ALU latency: MT-A3's latency-2 instructions), a
// shifted operand or shift amount, or a load/store address (both needed
// a cycle early). A data-cache miss is split by level: the L2 lookup of
// each L1 miss ("data-l1-miss") and the DDR or SRAM latency beyond it
// ("data-l2-miss"); "data" is a memory model other than the hierarchy.
// "div" also counts the cycles a divide keeps both slots after its first.
// "device" is an access to a device register window of the hierarchy
// (the accelerators: models/chip/accel.go), a bus transaction the pipeline
// waits for.
const (
	a7StFetch = iota
	a7StData
	a7StDataL1
	a7StDataL2
	a7StTaken
	a7StMispredict
	a7StLoadUse
	a7StMul
	a7StALU
	a7StShiftOp
	a7StAddrOp
	a7StFP
	a7StDiv
	a7StDevice
	a7NumStalls
)

// a7StallNames are the kinds' names in the stall vocabulary (stalls.go).
var a7StallNames = [a7NumStalls]string{models.StallFetch, models.StallData, models.StallDataL1Miss, models.StallDataL2Miss, models.StallBranchTaken,
	models.StallBranchMispredict, models.StallLoadUse, models.StallMACLatency, models.StallALULatency, models.StallShiftOperand, models.StallAddressOperand,
	models.StallFPLatency, models.StallDiv, models.StallDevice}

const (
	a7SlotFull = iota
	a7SlotOpen // ex1 taken by an instruction that admits a younger one
)

type bticEntry struct {
	pc, target uint32
	stamp      uint32
	valid      bool
}

// ARMv7A times Cortex-A7 code (A32 and Thumb-2).
type ARMv7A struct {
	P A7Params

	mem                        models.Memory
	lines                      memory.LineFetcher     // mem's line-at-a-time block fetches, if it has them (memory/contracts.go)
	lineShift                  uint                   // lines.ILineShift(), asked once
	levels                     memory.LevelledData    // mem's data stalls by level, if it has them
	l1d                        *memory.CacheLevel     // levels' hit path (DataHitPath)
	raw                        memory.WriteAroundData // mem's write-around path, if it has one (read-allocate mode)
	ra                         a7ReadAlloc
	code                       models.CodeReader
	decARM                     *decode.Decoder
	decT                       *decode.Decoder
	cache                      decodeCache[a7Inst]
	lat                        a7Lat
	penalty, bubble, divCycles int64
	scaled                     int64 // a7_scaled_index_cycles

	thumb bool
	it    decode.ITState

	prev   *a7Inst
	prevPC uint32
	have   bool

	cur        int64 // cycle of the latest issue
	slot       int
	slotBranch bool  // the open slot's older instruction uses the branch unit
	minNext    int64 // earliest issue of the next instruction (branch redirect)
	minReason  int
	rdyN       [17]int64
	rdyE       [17]int64
	rdyA       [17]int64
	rdyS       [17]int64   // into a scaled address index (a7_scaled_index_cycles)
	producer   [17]a7Class // class of each register's last writer (stall reasons)

	ghb      []uint8
	ghbMask  uint32
	hist     uint32
	btic     []bticEntry
	bticTime uint32
	rs       []uint32
	rsTop    int
	rsCount  int

	insns    uint64
	end      int64
	finished bool
	stalls   [a7NumStalls]uint64
	err      error

	// Whole blocks (armv7a_blocks.go).
	blocks *blockCache[a7Block] // kept by Reset

	// Attribution (armv7a_prof.go); prof nil: none.
	prof      models.Profiler
	pairProf  PairProfiler
	pend, now a7Charge
	memOps    []a7MemOp
	sawData   bool
}

// NewARMv7A returns a Cortex-A7 model with the given parameters.
func NewARMv7A(p A7Params, mem models.Memory, code models.CodeReader) (*ARMv7A, error) {
	if p.MispredictPenalty < 0 || p.TakenBubble < 0 || p.DivCycles < 1 || p.BTICEntries < 0 || p.ReturnStack < 0 ||
		p.LoadUseCycles < 1 || p.UMLALAccCycles < 1 || p.ScaledIndexCycles < 0 || p.YoungerC6Forms < 0 || p.LoadEarlyCycles < 0 || p.ReadAllocLines < 0 {
		return nil, fmt.Errorf("cortex-a7: negative or zero parameter in %+v", p)
	}
	g := uint32(p.GHBEntries)
	if g == 0 || g&(g-1) != 0 {
		return nil, fmt.Errorf("cortex-a7: a7_ghb_entries %v is not a power of two", p.GHBEntries)
	}
	da, err := decode.New(decode.ModeARM)
	if err != nil {
		return nil, err
	}
	dt, err := decode.New(decode.ModeThumbA)
	if err != nil {
		da.Close()
		return nil, err
	}
	c := &ARMv7A{P: p, mem: mem, code: code, decARM: da, decT: dt,
		lat: a7Lat{loadUse: uint8(p.LoadUseCycles), umlalAcc: uint8(p.UMLALAccCycles),
			measuredPairsOnly: p.YoungerC6Forms == 0, scaledIndex: p.ScaledIndexCycles != 0,
			loadEarly: uint8(p.LoadEarlyCycles)},
		scaled:  int64(p.ScaledIndexCycles),
		penalty: int64(p.MispredictPenalty), bubble: int64(p.TakenBubble), divCycles: int64(p.DivCycles),
		cur: -1, ghb: make([]uint8, g), ghbMask: g - 1,
		btic: make([]bticEntry, int(p.BTICEntries)), rs: make([]uint32, int(p.ReturnStack))}
	for i := range c.ghb {
		c.ghb[i] = 1 // weakly not taken
	}
	if c.lines, _ = mem.(memory.LineFetcher); c.lines != nil {
		c.lineShift = c.lines.ILineShift()
	}
	if c.levels, _ = mem.(memory.LevelledData); c.levels != nil {
		c.l1d = c.levels.DataHitPath()
	}
	if c.raw, _ = mem.(memory.WriteAroundData); c.raw != nil && p.ReadAllocLines > 0 && c.raw.DataLineShift() != 0 {
		c.ra = a7ReadAlloc{lines: int(p.ReadAllocLines), shift: c.raw.DataLineShift()}
	}
	c.blocks = &blockCache[a7Block]{}
	return c, nil
}

// Reset starts a new run with a cold predictor and the given memory,
// keeping the decoded instructions.
func (c *ARMv7A) Reset(mem models.Memory) {
	cache, decARM, decT, code := c.cache, c.decARM, c.decT, c.code
	n, err := NewARMv7A(c.P, mem, code)
	if err == nil { // cannot fail: the parameters were accepted before
		n.decARM.Close()
		n.decT.Close()
		n.decARM, n.decT, n.cache = decARM, decT, cache
		n.blocks = c.blocks // their decode-cache entries stay valid
		prof := c.prof
		*c = *n
		c.SetProfiler(prof)
	}
}

// Close frees the decoders.
func (c *ARMv7A) Close() {
	c.decARM.Close()
	c.decT.Close()
}

func (c *ARMv7A) Err() error { return c.err }

// Events times a batch of the stream. A branch is resolved when the next
// instruction arrives (its address says whether it was taken).
func (c *ARMv7A) Events(batch []trace.Event) {
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
			c.data(e)
			continue
		}
		pc := e.Addr()
		if c.have {
			if c.prev.thumb {
				c.itAdvance(c.prev)
			}
			if c.prev.br != a7BrNone {
				c.resolve(pc)
			}
		}
		in := c.cache.get(pc)
		if in.class == a7Invalid {
			in = c.decodeAt(pc, e.Size())
			if c.err != nil {
				return
			}
		}
		if c.prof != nil {
			c.startCharge(pc, in)
		}
		if s := c.mem.Fetch(pc, uint32(in.size)); s != 0 {
			c.stall(s, a7StFetch)
			c.chargeStall(a7StFetch, uint64(s))
		}
		c.issue(in)
		if c.prof != nil {
			c.retireCharge(pc)
		}
		c.thumb = in.thumb
		c.prev, c.prevPC, c.have = in, pc, true
	}
}

// data looks a data access up and freezes the pipeline for its miss,
// split by level when the memory is the hierarchy: each L1 miss costs
// the L2 lookup, anything beyond is DDR or SRAM.
func (c *ARMv7A) data(e trace.Event) {
	write := e.Kind() == trace.Write
	if c.levels == nil {
		c.dataGeneric(e, write)
		return
	}
	// Most accesses hit the line accessed last, most others another L1
	// line (table lookups): no call into the memory model for either.
	if c.l1d.HitLast(e.Addr(), e.Size(), write) || c.l1d.HitLine(e.Addr(), e.Size(), write) {
		if write && c.ra.pending {
			c.ra.storeHit(e.Addr(), e.Size(), c.cur)
		}
		c.attributeData(e, [2]uint64{}, [2]int{})
		return
	}
	if c.ra.streaming {
		if write && c.readAllocStore(e) {
			return
		}
		if !write {
			c.ra.loadMiss(e.Addr())
		}
	}
	s, l1s, device := c.levels.DataLevels(e.Addr(), e.Size(), write)
	if write && s != 0 && !device && c.ra.lines > 0 {
		c.ra.startFill(e.Addr(), e.Size(), c.cur, s)
	}
	if s == 0 {
		c.attributeData(e, [2]uint64{}, [2]int{})
		return
	}
	if device {
		c.stall(s, a7StDevice)
		c.attributeData(e, [2]uint64{uint64(s)}, [2]int{a7StDevice})
		return
	}
	l1 := uint64(l1s)
	c.freeze(s)
	c.stalls[a7StDataL1] += l1
	c.stalls[a7StDataL2] += uint64(s) - l1
	c.attributeData(e, [2]uint64{l1, uint64(s) - l1}, [2]int{a7StDataL1, a7StDataL2})
}

// attributeData hands a data access's stall to the profiler, if any.
func (c *ARMv7A) attributeData(e trace.Event, split [2]uint64, reasons [2]int) {
	if c.prof != nil && c.have {
		c.chargeData(e.Size(), split, reasons)
	}
}

// stall freezes the pipeline for s cycles of one reason.
func (c *ARMv7A) stall(s uint32, reason int) {
	c.freeze(s)
	c.stalls[reason] += uint64(s)
}

// freeze stops the pipeline for s cycles: everything not yet issued or
// not yet ready moves s cycles later.
func (c *ARMv7A) freeze(s uint32) {
	old, d := c.cur, int64(s)
	c.cur += d
	for r := range c.rdyN {
		if c.rdyN[r] > old {
			c.rdyN[r] += d
		}
		if c.rdyE[r] > old {
			c.rdyE[r] += d
		}
		if c.rdyA[r] > old {
			c.rdyA[r] += d
		}
	}
	if c.scaled != 0 { // rdyS is kept only then (trackScaled)
		for r := range c.rdyS {
			if c.rdyS[r] > old {
				c.rdyS[r] += d
			}
		}
	}
	if c.minNext > old {
		c.minNext += d
	}
	c.slot = a7SlotFull
}

// issue places in in the issue schedule and records when its results
// are ready.
func (c *ARMv7A) issue(in *a7Inst) {
	c.insns++
	// t: when the last operand is ready; r its register, early whether
	// it is needed early (for the stall's reason only).
	t, wr, early := int64(0), 0, false
	for m := in.readN; m != 0; m &= m - 1 {
		r := bits.TrailingZeros32(m)
		if c.rdyN[r] > t {
			t, wr, early = c.rdyN[r], r, false
		}
	}
	for m := in.readE; m != 0; m &= m - 1 {
		r := bits.TrailingZeros32(m)
		if c.rdyE[r] > t {
			t, wr, early = c.rdyE[r], r, true
		}
	}
	for m := in.readA; m != 0; m &= m - 1 {
		r := bits.TrailingZeros32(m)
		if c.rdyA[r] > t {
			t, wr, early = c.rdyA[r], r, false
		}
	}
	for m := in.readS; m != 0; m &= m - 1 {
		r := bits.TrailingZeros32(m)
		if c.rdyS[r] > t {
			t, wr, early = c.rdyS[r], r, true
		}
	}
	var at int64
	if c.slot == a7SlotOpen && in.younger && t <= c.cur && c.minNext <= c.cur && !(c.slotBranch && in.branchUnit) {
		at = c.cur
		c.slot = a7SlotFull
		if c.prof != nil {
			c.now.paired = true
		}
	} else {
		at = c.cur + 1
		if c.minNext > at {
			c.stalls[c.minReason] += uint64(c.minNext - at)
			c.chargeRedirect(uint64(c.minNext - at))
			at = c.minNext
		}
		if t > at {
			why := c.waitReason(in, wr, early)
			c.stalls[why] += uint64(t - at)
			c.chargeStall(why, uint64(t-at))
			at = t
		}
		k := int64(in.issue)
		if in.class == a7Div {
			k = c.divIssue(in)
			c.stalls[a7StDiv] += uint64(k - 1) // both slots stay taken (C6)
			c.chargeStall(a7StDiv, uint64(k-1))
			c.chargeIssue(1)
		} else {
			c.chargeIssue(uint64(k))
		}
		c.cur = at + k - 1
		c.slot = a7SlotFull
		if in.lastOpen {
			c.slot = a7SlotOpen
		}
		c.slotBranch = in.branchUnit
	}
	if in.writes|in.wb != 0 {
		latN, latE, latA := int64(in.latN), int64(in.latE), int64(in.latA)
		if in.class == a7Div {
			l := c.divIssue(in) + 2 // MT-A5: SDIV latency 6-22 for issue 4-20
			latN, latE, latA = l, l, l
		}
		for m := in.writes; m != 0; m &= m - 1 {
			r := bits.TrailingZeros32(m)
			c.rdyN[r], c.rdyE[r], c.rdyA[r] = at+latN, at+latE, at+latA
			c.producer[r] = in.class
		}
		for m := in.wb; m != 0; m &= m - 1 {
			r := bits.TrailingZeros32(m)
			c.rdyN[r], c.rdyE[r], c.rdyA[r] = at+1, at+1, at+1
			c.producer[r] = a7ALUImm // address-generation forwarding
		}
		if c.scaled != 0 {
			c.trackScaled(in, at+latE, at+1)
		}
	}
}

// trackScaled records when in's results are ready as a scaled address
// index: a7_scaled_index_cycles after the early-operand time (written
// back bases: after address-generation forwarding). With the parameter
// 0 the track is not kept at all: it would equal rdyE, and classifyA7
// leaves readS empty, so nothing reads it.
func (c *ARMv7A) trackScaled(in *a7Inst, early, wb int64) {
	for m := in.writes; m != 0; m &= m - 1 {
		c.rdyS[bits.TrailingZeros32(m)] = early + c.scaled
	}
	for m := in.wb; m != 0; m &= m - 1 {
		c.rdyS[bits.TrailingZeros32(m)] = wb + c.scaled
	}
}

// divIssue is a divide's issue cycles: a7_div_cycles for UDIV, one more
// for SDIV (MT-A5: 3-19 and 4-20).
func (c *ARMv7A) divIssue(in *a7Inst) int64 {
	if in.signedDiv {
		return c.divCycles + 1
	}
	return c.divCycles
}

// waitReason names the stall of in waiting for register r (early: as a
// shifted operand, shift amount or address): after the class of the
// instruction that wrote r, or for an ALU result after the operand. Of
// operands ready in the same cycle, issue passes the first it met
// (normal before early before accumulator, then the lowest register).
func (c *ARMv7A) waitReason(in *a7Inst, r int, early bool) int {
	switch c.producer[r] {
	case a7Load, a7LoadMulti:
		return a7StLoadUse
	case a7Mul:
		return a7StMul
	case a7Div:
		return a7StDiv
	case a7FP:
		return a7StFP
	}
	switch {
	case !early:
		return a7StALU
	case in.class == a7Load || in.class == a7LoadMulti || in.class == a7Store || in.class == a7StoreMulti:
		return a7StAddrOp
	}
	return a7StShiftOp
}

// resolve settles the previous instruction's branch, now that the next
// PC is known: predictor lookup and update, and the next issue's
// earliest cycle.
func (c *ARMv7A) resolve(next uint32) {
	p := c.prev
	if p.br == a7BrNone {
		return
	}
	pc := c.prevPC
	taken := next != pc+uint32(p.size)
	predTaken := true
	if p.cond {
		sh := 2
		if p.thumb {
			sh = 1
		}
		i := (pc>>sh ^ c.hist) & c.ghbMask
		predTaken = c.ghb[i] >= 2
		if taken {
			if c.ghb[i] < 3 {
				c.ghb[i]++
			}
			c.hist = (c.hist<<1 | 1) & c.ghbMask
		} else {
			if c.ghb[i] > 0 {
				c.ghb[i]--
			}
			c.hist = (c.hist << 1) & c.ghbMask
		}
	}
	correct := predTaken == taken
	var bubble int64
	if taken {
		switch p.br {
		case a7BrDirect, a7BrCall:
			if correct && !c.bticLookup(pc, next) {
				bubble = c.bubble
			}
			c.bticInsert(pc, next)
		case a7BrReturn:
			t, ok := c.rsPop()
			if ok && t&^1 == next {
				c.thumb = t&1 != 0 // back to the caller's instruction set
			} else {
				correct = false
			}
			if correct {
				bubble = c.bubble
			}
		default: // indirect
			if correct && !c.bticLookup(pc, next) {
				correct = false
			}
			c.bticInsert(pc, next)
		}
		if p.br == a7BrCall || p.br == a7BrCallInd {
			ret := pc + uint32(p.size)
			if p.thumb {
				ret |= 1 // the caller's state, for the return's decode
			}
			c.rsPush(ret)
		}
		if p.toggles {
			c.thumb = !p.thumb
		}
		c.it.Reset()
	}
	switch {
	case !correct:
		c.setMinNext(c.cur+1+c.penalty, a7StMispredict)
	case taken:
		c.setMinNext(c.cur+1+bubble, a7StTaken)
	}
}

func (c *ARMv7A) setMinNext(t int64, reason int) {
	c.slot = a7SlotFull // the next instruction comes from a new fetch
	if t > c.minNext {
		c.minNext, c.minReason = t, reason
	}
}

// itAdvance moves the IT state past an executed Thumb instruction.
func (c *ARMv7A) itAdvance(in *a7Inst) {
	if in.it != 0 {
		c.it = in.it
		return
	}
	c.it = c.it.Next()
}

func (c *ARMv7A) bticLookup(pc, target uint32) bool {
	for i := range c.btic {
		e := &c.btic[i]
		if e.valid && e.pc == pc {
			c.bticTime++
			e.stamp = c.bticTime
			return e.target == target
		}
	}
	return false
}

func (c *ARMv7A) bticInsert(pc, target uint32) {
	if len(c.btic) == 0 {
		return
	}
	v := 0
	for i := range c.btic {
		e := &c.btic[i]
		if e.valid && e.pc == pc {
			v = i
			break
		}
		if !e.valid {
			v = i
			break
		}
		if e.stamp < c.btic[v].stamp {
			v = i
		}
	}
	c.bticTime++
	c.btic[v] = bticEntry{pc: pc, target: target, stamp: c.bticTime, valid: true}
}

func (c *ARMv7A) rsPush(a uint32) {
	if len(c.rs) == 0 {
		return
	}
	c.rs[c.rsTop] = a
	c.rsTop = (c.rsTop + 1) % len(c.rs)
	if c.rsCount < len(c.rs) {
		c.rsCount++
	}
}

func (c *ARMv7A) rsPop() (uint32, bool) {
	if c.rsCount == 0 {
		return 0, false
	}
	c.rsTop = (c.rsTop - 1 + len(c.rs)) % len(c.rs)
	c.rsCount--
	return c.rs[c.rsTop], true
}

// Finish resolves the final instruction (the return) given where it went.
func (c *ARMv7A) Finish(returnAddr uint32) {
	if c.finished || c.err != nil {
		return
	}
	c.finished = true
	if c.have {
		if c.prev.br == a7BrReturn && c.rsCount == 0 {
			c.rsPush(returnAddr &^ 1) // the harness's call stands for a BL
		}
		c.resolve(returnAddr &^ 1)
	}
	c.end = max(c.cur+1, c.minNext)
	if c.minNext > c.cur+1 {
		c.stalls[c.minReason] += uint64(c.minNext - c.cur - 1)
		if c.prof != nil {
			c.pend.stalls[c.minReason] += uint64(c.minNext - c.cur - 1)
		}
	}
	if c.prof != nil {
		c.flush(returnAddr)
	}
}

func (c *ARMv7A) Result() models.Result {
	end := c.end
	if !c.finished {
		end = max(c.cur+1, c.minNext)
	}
	st := map[string]uint64{}
	for i, v := range c.stalls {
		if v != 0 {
			st[a7StallNames[i]] = v
		}
	}
	return models.Result{Cycles: uint64(max(end, 0)), Instructions: c.insns, Stalls: st, Memory: c.mem.Stats()}
}

// decodeAt decodes the instruction executed at pc (the event's size
// tells A32 from Thumb as described above) and caches it.
func (c *ARMv7A) decodeAt(pc, size uint32) *a7Inst {
	var (
		inst decode.Inst
		err  error
		b    []byte
	)
	b, err = c.code.ReadMem(pc, 4)
	if err != nil {
		b, err = c.code.ReadMem(pc, 2)
	}
	if err != nil {
		c.err = fmt.Errorf("cortex-a7: cannot read the instruction at 0x%08x: %v", pc, err)
		return nil
	}
	thumb := c.thumb
	switch {
	case size == 2 || pc&2 != 0:
		thumb = true
	case len(b) >= 2 && (uint16(b[0])|uint16(b[1])<<8)>>11 < 0x1d:
		thumb = false // a Thumb instruction with this first halfword is 2 bytes, not 4
	}
	dec := c.decARM
	if thumb {
		dec = c.decT
	}
	if thumb && c.it.InIT() {
		inst, err = c.decT.DecodeIT(b, pc, c.it.CC())
	} else {
		inst, err = dec.Decode(b, pc)
	}
	if err != nil || uint32(inst.Size) != size {
		// The state was guessed wrong: try the other one.
		other := c.decT
		if thumb {
			other = c.decARM
		}
		if i2, e2 := other.Decode(b, pc); e2 == nil && uint32(i2.Size) == size {
			inst, err, thumb = i2, nil, !thumb
		}
	}
	if err != nil {
		c.err = &models.UnsupportedError{Core: "cortex-a7", PC: pc, Text: fmt.Sprintf("% x", b), Why: "undefined encoding"}
		return nil
	}
	v, why := classifyA7(inst, b, thumb, c.lat)
	if v.class == a7Invalid {
		c.err = &models.UnsupportedError{Core: "cortex-a7", PC: pc, Text: inst.String(), Why: why}
		return nil
	}
	v.memSize, v.memCount = a32MemShape(inst)
	return c.cache.put(pc, v)
}

// regBit maps a register to its bit in the dependency masks (0 for
// registers the model does not track; PC is never waited for).
func regBit(r decode.Reg) uint32 {
	switch r {
	case decode.CPSR, decode.APSR, decode.APSR_NZCV:
		return 1 << a7Flags
	}
	if g := r.GPR(); g >= 0 && g < 15 {
		return 1 << g
	}
	return 0
}

func regMask(rs []decode.Reg) uint32 {
	var m uint32
	for _, r := range rs {
		m |= regBit(r)
	}
	return m
}

// a7Lat are the latencies and issue rules that are parameters (MT-A8).
type a7Lat struct {
	loadUse           uint8 // a7_load_use_cycles
	umlalAcc          uint8 // a7_umlal_acc_cycles
	measuredPairsOnly bool  // a7_younger_c6_forms 0
	scaledIndex       bool  // a7_scaled_index_cycles not 0: readS is kept
	loadEarly         uint8 // a7_load_early_cycles
}

// classifyA7 maps a decoded instruction to its class, operand roles,
// latencies and branch kind.
func classifyA7(i decode.Inst, raw []byte, thumb bool, lat a7Lat) (a7Inst, string) {
	v := a7Inst{size: uint8(i.Size), thumb: thumb, issue: 1, cond: i.CC != decode.CCAL && i.CC != 0}
	reads := regMask(i.RegsRead)
	v.writes = regMask(i.RegsWritten)
	v.readN = reads
	umlal := false
	writesPC := i.WritesPC()
	// addr collects address registers (early operands) of loads/stores.
	addrRegs := func() uint32 {
		var m uint32
		for _, op := range i.Ops {
			if op.Kind == decode.OpMem {
				m |= regBit(op.Mem.Base) | regBit(op.Mem.Index)
			}
		}
		return m
	}
	v.readS = scaledIndex(i)
	if i.Writeback {
		base := decode.RegInvalid
		switch i.ID {
		case decode.InsPUSH, decode.InsPOP, decode.InsVPUSH, decode.InsVPOP:
			base = decode.SP
		default:
			for _, op := range i.Ops {
				if op.Kind == decode.OpMem {
					base = op.Mem.Base
				}
			}
			if base == decode.RegInvalid && len(i.Ops) > 0 && i.Ops[0].Kind == decode.OpReg {
				base = i.Ops[0].Reg
			}
		}
		v.wb = regBit(base)
	}
	shared, _ := Classify(i, raw, thumb)
	if shared == ClassInvalid {
		return a7Inst{}, "unknown instruction"
	}
	class := a7Rows[shared]
	switch shared {
	case ClassBranch, ClassBranchCond, ClassCBZ:
		v.br = a7BrDirect
		if shared == ClassCBZ {
			v.cond = true
		}
	case ClassBranchLink:
		v.br = a7BrCall
	case ClassBLXImm:
		v.br, v.toggles = a7BrCall, true
	case ClassBLXReg:
		v.br = a7BrCallInd
	case ClassBX, ClassBXJ:
		v.br = a7BrIndirect
		if len(i.Ops) > 0 && i.Ops[0].Reg == decode.LR {
			v.br = a7BrReturn
		}
	case ClassTableBranch:
		v.br = a7BrIndirect
		v.readE, v.readN = addrRegs(), 0
	case ClassLoadWord, ClassLoadNarrow, ClassLoadExcl, ClassLoadAcq:
		v.readE = addrRegs()
		v.readN = reads &^ v.readE & (1 << a7Flags)
		if writesPC {
			v.br = a7BrIndirect
			if len(i.Ops) > 1 && i.Ops[1].Kind == decode.OpMem && i.Ops[1].Mem.Base == decode.SP {
				v.br = a7BrReturn
			}
		}
	case ClassLoadDual, ClassLoadDualExcl:
		v.readE = addrRegs()
		v.readN = reads &^ v.readE & (1 << a7Flags)
		multi(&v, 2)
	case ClassLoadMultiple, ClassPop:
		class = a7LoadMultiple(&v, i, reads, writesPC)
	case ClassStore, ClassStoreExcl, ClassStoreRel, ClassPreload, ClassPreloadW:
		storeOperands(&v, i, reads, addrRegs())
	case ClassStoreDual, ClassStoreDualExcl:
		storeOperands(&v, i, reads, addrRegs())
		multi(&v, 2)
	case ClassStoreMultiple, ClassPush:
		class = a7StoreMultiple(&v, i, reads)
	case ClassMla, ClassDSPMac:
		if len(i.Ops) > 3 && i.Ops[3].Kind == decode.OpReg {
			accumulator(&v, i, []int{3}, []int{1, 2})
		}
	case ClassUmlal, ClassUmaal:
		umlal = true // MT-A8: a7_umlal_acc_cycles
		accumulator(&v, i, []int{0, 1}, []int{2, 3})
	case ClassSmlal, ClassDSPMlal:
		accumulator(&v, i, []int{0, 1}, []int{2, 3})
	case ClassDiv:
		v.signedDiv = i.ID == decode.InsSDIV
	case ClassMovShift, ClassShift, ClassRRX:
		shiftSources(&v, reads) // MOV Rd, Rm, <shift> (Arm ARM): MT-A3's shifted operand
	case ClassALUShiftImm, ClassALUShiftReg, ClassCmpShift:
		shiftedOperand(&v, i, reads)
	case ClassSys, ClassISB, ClassCPS, ClassSysA, ClassWait, ClassHint, ClassHintV7, ClassSevl:
		if writesPC {
			v.br = a7BrIndirect
		}
	}
	if class != a7Branch && class != a7Call && class != a7Load && class != a7LoadMulti && class != a7Sys && writesPC {
		// MOV pc, lr / SUB pc, lr... / ADD pc, ...: a computed branch.
		v.br = a7BrIndirect
		if (i.ID == decode.InsMOV) && len(i.Ops) > 1 && i.Ops[1].Kind == decode.OpReg && i.Ops[1].Reg == decode.LR {
			v.br = a7BrReturn
		}
	}
	if class == a7Branch || class == a7Call {
		v.readN, v.readE, v.readA = 0, 0, 0 // predicted: no operand wait
	}
	if i.ID == decode.InsIT {
		v.it = itOf(i)
		v.readN, v.writes = 0, 0
	}
	v.writes &^= v.wb
	row := a7Table[class]
	v.class = class
	v.younger, v.branchUnit = row.younger, row.branchUnit
	if class == a7ALUImm && lat.measuredPairsOnly && !measuredPairForm(i) {
		v.younger = false // a7_younger_c6_forms 0: MT-A4's forms only
	}
	if !lat.scaledIndex || (class != a7Load && class != a7LoadMulti && class != a7Store && class != a7StoreMulti) {
		v.readS = 0 // with a7_scaled_index_cycles 0 a scaled index is an early operand like the base
	}
	v.readS &= v.readE
	v.latN, v.latE, v.latA = row.latN, row.latE, row.latA
	switch {
	case class == a7Load || class == a7LoadMulti:
		// MT-A8: one latency into every operand; LDM of 3/4 one more (C6);
		// a7_load_early_cycles more into an early operand.
		l := lat.loadUse + v.issue - 1
		v.latN, v.latE, v.latA = l, l+lat.loadEarly, l
	case umlal:
		v.latA = lat.umlalAcc
	}
	if class != a7LoadMulti && class != a7StoreMulti {
		v.lastOpen = !row.both // an ex1-only instruction leaves ex2 to a younger one
	}
	return v, ""
}

// a7Rows maps the shared classes (class.go) to the Cortex-A7 rows. The
// multiple transfers are narrowed to a single load or store for one
// register (a7LoadMultiple, a7StoreMultiple); integer instructions the
// facts do not name are register-form ALU, FP and NEON are a7FP (see the
// model's doc above).
var a7Rows = func() [NumClasses]a7Class {
	var t [NumClasses]a7Class
	set := func(row a7Class, cs ...Class) {
		for _, c := range cs {
			t[c] = row
		}
	}
	set(a7ALUImm, ClassALUImm, ClassALURotImm, ClassALURotImmS, ClassMVNRotImm, ClassMov, ClassMovRotImm,
		ClassALUImmWide, ClassExtend, ClassNop, ClassIT) // MT-A4: MOV Rd,Rm dual-issues
	set(a7ALUReg, ClassALUReg, ClassALURRX, ClassCmpRRX, ClassCLZ, ClassExtend16, ClassExtendAdd, ClassPack,
		ClassSIMD, ClassUsad8, ClassUsada8, ClassOther)
	set(a7ALUShift, ClassALUShiftImm, ClassALUShiftReg, ClassCmpShift, ClassMovShift, ClassShift, ClassRRX)
	set(a7ALULate, ClassBitInsert, ClassBitExtract, ClassRev, ClassSat, ClassSat16, ClassSatArith, ClassSatDouble) // MT-A3: latency 2
	set(a7Mul, ClassMul, ClassMulsN, ClassDSPMul, ClassMull, ClassMla, ClassDSPMac, ClassUmlal, ClassSmlal, ClassUmaal, ClassDSPMlal)
	set(a7Div, ClassDiv)
	set(a7Load, ClassLoadWord, ClassLoadNarrow, ClassLoadExcl, ClassLoadAcq, ClassTableBranch)
	set(a7LoadMulti, ClassLoadDual, ClassLoadDualExcl, ClassLoadMultiple, ClassPop)
	set(a7Store, ClassStore, ClassStoreExcl, ClassStoreRel, ClassPreload, ClassPreloadW)
	set(a7StoreMulti, ClassStoreDual, ClassStoreDualExcl, ClassStoreMultiple, ClassPush)
	set(a7Branch, ClassBranch, ClassBranchCond, ClassCBZ, ClassBX, ClassBXJ)
	set(a7Call, ClassBranchLink, ClassBLXImm, ClassBLXReg)
	set(a7Sys, ClassSys, ClassISB, ClassCPS, ClassSysA, ClassWait, ClassHint, ClassHintV7, ClassSevl)
	set(a7Trap, ClassTrap, ClassTrapA)
	for c := ClassFPLoad; c <= ClassFPOther; c++ {
		t[c] = a7FP
	}
	return t
}()

// a7LoadMultiple sets the operand roles and branch kind of LDM/POP and
// returns its class: a single load for one register.
func a7LoadMultiple(v *a7Inst, i decode.Inst, reads uint32, writesPC bool) a7Class {
	n := i.RegListLen()
	base := decode.SP
	if i.ID != decode.InsPOP && len(i.Ops) > 0 {
		base = i.Ops[0].Reg
	}
	v.readE = regBit(base)
	v.readN = reads & (1 << a7Flags)
	class := a7Load
	if n > 1 {
		class = a7LoadMulti
		multi(v, n)
	}
	if writesPC {
		v.br = a7BrIndirect
		if base == decode.SP {
			v.br = a7BrReturn
		}
	}
	return class
}

// a7StoreMultiple sets the operand roles of STM/PUSH and returns its
// class: a single store for one register.
func a7StoreMultiple(v *a7Inst, i decode.Inst, reads uint32) a7Class {
	n := i.RegListLen()
	base := decode.SP
	if i.ID != decode.InsPUSH && len(i.Ops) > 0 {
		base = i.Ops[0].Reg
	}
	v.readE = regBit(base)
	v.readN = reads &^ v.readE
	for k, op := range i.Ops {
		if op.Kind == decode.OpReg && (k > 0 || i.ID == decode.InsPUSH) {
			v.readN |= regBit(op.Reg)
		}
	}
	if n <= 1 {
		return a7Store
	}
	multi(v, n)
	return a7StoreMulti
}

// shiftedOperand: the shifted register and a register shift amount of a
// data-processing instruction are early operands (MT-A3 note), its other
// sources normal.
func shiftedOperand(v *a7Inst, i decode.Inst, reads uint32) {
	op := &i.Ops[len(i.Ops)-1]
	early := regBit(op.Reg)
	if op.Shift.Type >= decode.ShiftASRREG {
		early |= regBit(decode.Reg(op.Shift.Value))
	}
	v.readE = early
	v.readN = reads &^ early
	first := 1 // sources follow the destination...
	switch i.ID {
	case decode.InsCMP, decode.InsCMN, decode.InsTST, decode.InsTEQ:
		first = 0 // ...except for comparisons
	}
	for _, o := range i.Ops[min(first, len(i.Ops)-1) : len(i.Ops)-1] {
		if o.Kind == decode.OpReg {
			v.readN |= regBit(o.Reg)
		}
	}
}

// scaledIndex is the index register of a load/store address whose index
// is shifted ([Rn, Rm, LSL #2]), as a dependency mask.
func scaledIndex(i decode.Inst) uint32 {
	var m uint32
	for k := range i.Ops {
		op := &i.Ops[k]
		if op.Kind == decode.OpMem && op.Mem.Index != decode.RegInvalid && shifted(op) {
			m |= regBit(op.Mem.Index)
		}
	}
	return m
}

// measuredPairForm reports whether i is one of the forms MT-A4 measured
// issuing two a cycle: MOV Rd, Rm and ADD Rd, Rn, #imm (SUB with an
// immediate is the same addition), none setting flags.
func measuredPairForm(i decode.Inst) bool {
	if i.UpdateFlags || len(i.Ops) == 0 {
		return false
	}
	last := &i.Ops[len(i.Ops)-1]
	switch i.ID {
	case decode.InsMOV:
		return len(i.Ops) == 2 && last.Kind == decode.OpReg && !shifted(last)
	case decode.InsADD, decode.InsSUB:
		return len(i.Ops) == 3 && last.Kind == decode.OpImm
	}
	return false
}

// multi sets the issue shape of a transfer of n registers: two a cycle;
// an odd count leaves ex2 free in the last cycle.
func multi(v *a7Inst, n int) {
	if n < 2 {
		n = 2
	}
	v.issue = uint8((n + 1) / 2)
	v.lastOpen = n%2 == 1
}

// shifted reports whether a register operand is shifted (a shift by an
// immediate 0 is none).
func shifted(op *decode.Operand) bool {
	return op.Shift.Type != 0 && !(op.Shift.Type < decode.ShiftASRREG && op.Shift.Value == 0)
}

// shiftSources: every register source of a shift instruction is the
// shifted operand or the shift amount, needed early (MT-A3); the flags
// (RRX's carry) are not.
func shiftSources(v *a7Inst, reads uint32) {
	v.readE = reads &^ (1 << a7Flags)
	v.readN = reads & (1 << a7Flags)
}

// storeOperands: the address registers are early, the data normal.
func storeOperands(v *a7Inst, i decode.Inst, reads, addr uint32) {
	v.readE = addr
	v.readN = reads & (1 << a7Flags)
	for _, op := range i.Ops {
		if op.Kind == decode.OpReg {
			v.readN |= regBit(op.Reg)
		}
	}
}

// accumulator moves the accumulator operands (by operand index) from the
// normal to the accumulator mask, unless they are also multiplicands.
func accumulator(v *a7Inst, i decode.Inst, accIdx, srcIdx []int) {
	var acc, src uint32
	for _, k := range accIdx {
		if k < len(i.Ops) && i.Ops[k].Kind == decode.OpReg {
			acc |= regBit(i.Ops[k].Reg)
		}
	}
	for _, k := range srcIdx {
		if k < len(i.Ops) && i.Ops[k].Kind == decode.OpReg {
			src |= regBit(i.Ops[k].Reg)
		}
	}
	v.readA = acc &^ src
	v.readN &^= v.readA
}

// itOf returns the IT state an IT instruction starts.
func itOf(i decode.Inst) decode.ITState {
	var s decode.ITState
	s.Advance(i)
	return s
}

// Cycles returns the cycles of the instructions issued so far (firmware
// mode reads it for PMCCNTR).
func (c *ARMv7A) Cycles() uint64 { return uint64(max(c.cur+1, c.minNext, 0)) }

// StallNames and StallCounts give the stall counters so far, in name
// order (the model reports to a Profiler itself: armv7a_prof.go).
func (c *ARMv7A) StallNames() []string { return a7StallNames[:] }

// StallCounts appends the stall counters to dst.
func (c *ARMv7A) StallCounts(dst []uint64) []uint64 { return append(dst, c.stalls[:]...) }
