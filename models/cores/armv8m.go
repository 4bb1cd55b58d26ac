package cores

import (
	"fmt"
	"math/bits"

	"boardless/decode"
	"boardless/models"
	"boardless/models/memory"
	"boardless/trace"
)

// ARMv8-M Mainline timing: Cortex-M33 (with the DSP extension and the
// single-precision FPU, as on the STM32WBA52) at zero wait states.
//
// The model is an in-order issue machine. Each instruction has an issue
// cost (the cycles it occupies the pipeline), a result latency per
// register it writes, and reads its source registers either early (at
// issue, the usual case) or late (one cycle after issue: a MAC's
// accumulator, a store's data). An instruction issues when the pipeline
// is free and its sources are ready; the wait is the "interlock" stall.
// Two 16-bit instructions may dual-issue under the measured pairing
// rules. Every row cites ../shared/reference/core-timing-facts.md §2 (by
// source ID); rows the facts leave open are named parameters (m33Params)
// or choices written beside their rows and in
// testdata/conformance/armv8m/README.md.
//
// Rows from /work/shared/reference/measured-timing.md are cited by ID
// (MT-B1..MT-B6) beside the rule they set.
//
// Events arrive in execution order; an instruction is retired when the
// next one arrives, because whether a branch was taken shows in the next
// PC. The model follows the IT mask itself and decodes each instruction
// of an IT block under its condition, so a 16-bit data-processing
// instruction there sets no flags (MT-B5): it is not MULS.N's 2 cycles
// (MT-B3) and a taken 16-bit B<cc> after it pairs at 1 (MT-B4).
//
// Condition-failed instructions are timed as executed. On the core an
// instruction whose IT condition fails executes as a NOP (MT-B2: no
// operand waits, no extra cycles, no result latency; `addseq.w r0, r1,
// #0x1fc0` takes 2 cycles when EQ, 1 when NE). The stream reports such an
// instruction like any other and does not say whether its condition
// passed (package trace), and nothing else in it says so soundly: a
// missing data event is no evidence, because data events are traced only
// in the memory model's ranges. So a failing instruction costs what it
// would cost passing: exact for the single-cycle instructions with ready
// operands that compiled IT blocks mostly hold (MOV, ADD, CMP), and an
// over-count otherwise, by its cycles beyond 1 plus the stalls it or its
// result cause.
//
// Stalls are counted, and reported to a Profiler (SetProfiler), under a
// fixed set of kinds that say why (m33StallNames): which producer an
// instruction waited for, a division's or a flag-setting 2-stage
// instruction's extra cycles, a taken branch's refill, and the memory
// model's fetch and data stalls.

// m33Class is an instruction's timing class.
type m33Class uint8

const (
	m33Invalid   m33Class = iota // not decoded yet
	m33ALU                       // basic data processing, BFI, extends, shifts
	m33Op2                       // data processing with a shifted-register or shifted-constant operand2
	m33Op2ConstS                 // the same with a shifted constant, setting flags
	m33MAC                       // MUL, MLA/MLS, SMUL*/SMLA*, SMLAD..., USAD8/USADA8
	m33MulsN                     // 16-bit MULS (sets flags)
	m33XTA                       // SXTA*/UXTA*
	m33LongMul                   // UMULL/SMULL/UMLAL/SMLAL/UMAAL/SMLAL*/SMLALD/SMLSLD
	m33SIMD                      // parallel add/sub, saturating arithmetic, SEL, SSAT16/USAT16
	m33Div                       // UDIV/SDIV
	m33Load                      // LDR* (one register)
	m33LoadD                     // LDRD
	m33LoadM                     // LDM/POP
	m33Store                     // STR* (one register)
	m33StoreD                    // STRD
	m33StoreM                    // STM/PUSH
	m33LoadPC                    // LDR pc, LDM/POP with pc, TBB/TBH: load, then branch
	m33B                         // B, B<cc> (16 or 32 bit)
	m33BL                        // BL
	m33BX                        // BX, BLX (register)
	m33CBZ                       // CBZ/CBNZ
	m33PCWrite                   // MOV/ADD with Rd = PC
	m33IT                        // IT
	m33Nop                       // NOP
	m33Hint                      // YIELD, WFE, WFI, SEV, CPS, CLREX, PLD/PLI, DBG
	m33Sys                       // MRS, MSR, DMB, DSB
	m33ISB                       // ISB
	m33FP                        // single-precision FP data processing and moves
	m33FPMovD                    // VMOV between two core registers and a double register
	m33FMA                       // VFMA/VFMS/VFNMA/VFNMS/VMLA/VMLS/VNMLA/VNMLS
	m33FPDiv                     // VDIV/VSQRT
	m33FPLoad                    // VLDR
	m33FPStore                   // VSTR
	m33FPLoadM                   // VLDM/VPOP
	m33FPStoreM                  // VSTM/VPUSH
	m33Trap                      // SVC, BKPT, UDF: exception entry, which ends the run
	m33NumClasses
)

// m33Stall is why cycles were lost, one of a small fixed set so that a
// profile (--top, annotate) says what holds a loop up. The Result's
// Stalls map and a Profiler's Stall calls use m33StallNames.
type m33Stall uint8

const (
	m33StallLoadUse m33Stall = iota // waiting for a load's result (§2.2 load-to-use 2)
	m33StallOp2                     // waiting for a shifted-operand2 or SXTA/UXTA result, or their late flags (§2.2: latency 2)
	m33StallMAC                     // waiting for a multiply or MAC result (§2.2 MAC latency 2; long multiplies)
	m33StallSIMD                    // waiting for a SIMD, saturating or pack result (MT-B1: latency 2)
	m33StallDiv                     // a division's cycles beyond the first (div_cycles)
	m33StallFP                      // waiting for an FP result or for the FMA's 2-cycle FP issue shadow (§2.2)
	m33StallFlags                   // the extra cycle of a 2-stage instruction that sets flags (MT-B3)
	m33StallBranch                  // a taken branch's refill; for a PC load, pc_load_extra
	m33StallFetch                   // instruction fetch stalls from the memory model (flash wait states)
	m33StallData                    // data access stalls from the memory model (flash wait states)
	m33NumStalls
)

// m33StallNames are the kinds' names in the stall vocabulary (stalls.go):
// a shifted-operand2 or SXTA/UXTA result is an ALU result of latency 2.
var m33StallNames = [m33NumStalls]string{
	models.StallLoadUse, models.StallALULatency, models.StallMACLatency, models.StallSIMDLatency, models.StallDiv, models.StallFPLatency,
	models.StallFlagSetting, models.StallBranchTaken, models.StallFetch, models.StallData,
}

// m33StallOf is the stall kind of waiting for a class's results.
// Classes with result latency 1 never hold up the next instruction; they
// get load-use only because every class needs an entry.
var m33StallOf = [m33NumClasses]m33Stall{
	m33Op2: m33StallOp2, m33Op2ConstS: m33StallOp2, m33XTA: m33StallOp2,
	m33MAC: m33StallMAC, m33MulsN: m33StallMAC, m33LongMul: m33StallMAC,
	m33SIMD: m33StallSIMD, m33Div: m33StallDiv,
	m33FP: m33StallFP, m33FPMovD: m33StallFP, m33FMA: m33StallFP, m33FPDiv: m33StallFP,
	// The loads, and everything else: load-use (the zero value).
}

// m33Row is one row of the timing table: issue cycles (per register or
// word for the multiple forms), result latency, the cycles a taken branch
// costs, and the latency shift for late consumers (store data, MAC
// accumulators) and for XTA accumulators.
type m33Row struct {
	name   string
	issue  uint8 // cycles in the pipeline; per word for the multiple forms
	lat    uint8 // result latency: a dependent instruction issues lat cycles later
	taken  uint8 // a taken branch (0: not a branch)
	dLate  int8  // late consumers see the result dLate cycles after lat
	dXTA   int8  // XTA accumulators see it dXTA cycles after lat
	source string
}

// m33Table is the Cortex-M33 timing table. Entries marked "param" take
// their value from m33Params at construction.
var m33Table = [m33NumClasses]m33Row{
	m33ALU:       {"alu", 1, 1, 0, -1, -1, "§2.2 basic ALU (add, mov, logic), BFI: 1/1 (M1); shifts, extends, MOVW/MOVT, CLZ, REV, UBFX: same (choice, README)"},
	m33Op2:       {"op2-shift", 1, 2, 0, -1, -1, "§2.2 operand2 shifted register or shifted constant: issue 1, latency 2, flags a cycle later (M1)"},
	m33Op2ConstS: {"op2-shift-const-s", 2, 2, 0, -1, -1, "§2.2 shifted constant with flag setting: 2/2 (M1); the extra cycle only when it sets flags (MT-B3), which a 32-bit instruction does by its S bit, in an IT block too"},
	m33MAC:       {"mac", 1, 2, 0, -1, -1, "§2.2 MUL/MLA/SMLA* 1/2, accumulator fed from MAC/XTA/op2/load in 1 (M1)"},
	m33MulsN:     {"muls.n", 2, 2, 0, -1, -1, "§2.2 MULS.N 2/2 (M1; KA001260): the extra cycle because it sets flags (MT-B3); a 16-bit MUL in an IT block sets none (MT-B5) and is a MAC"},
	m33XTA:       {"xta", 1, 2, 0, -1, -1, "§2.2 SXTA*/UXTA* 1/2, accumulator chains as MAC (M1); not from a load (M1)"},
	m33LongMul:   {"long-mul", 1, 2, 0, -1, -1, "param long_mul_cycles / long_mul_latency: §2.2 U row, modelled as MAC"},
	m33SIMD:      {"simd", 1, 2, 0, -1, -1, "param simd_latency: QSUB, UADD8, PKHBT/PKHTB latency 2, no accumulator chaining (MT-B1); §2.1 stage 3 executes SIMD (S1)"},
	m33Div:       {"div", 7, 7, 0, -1, -1, "param div_cycles: §2.2 U row (M3/M4 2-12)"},
	m33Load:      {"load", 1, 2, 0, -1, 0, "§2.2 LDR 1, load-to-use 2, load to MAC accumulator 1, load to store data 1 (M1)"},
	m33LoadD:     {"ldrd", 2, 2, 0, -1, 0, "§2.2 LDRD/STRD 2 (M1); second register one beat later (choice)"},
	m33LoadM:     {"ldm", 1, 2, 0, -1, 0, "§2.2 LDM/POP of x registers: x (M1, MT-B6); register i ready at beat i + load-to-use 2 (choice)"},
	m33Store:     {"store", 1, 1, 0, -1, -1, "§2.2 STR 1 (LDR row, M1; §5)"},
	m33StoreD:    {"strd", 2, 1, 0, -1, -1, "§2.2 LDRD/STRD 2 (M1)"},
	m33StoreM:    {"stm", 1, 1, 0, -1, -1, "§2.2 STM/PUSH of x registers: x (M1, MT-B6)"},
	m33LoadPC:    {"load-pc", 1, 2, 0, -1, 0, "load cost + param pc_load_extra (3: the PC consumed as BX consumes a loaded LR, MT-B6; README)"},
	m33B:         {"b", 1, 1, 2, -1, -1, "§2.1 branches: taken 2, 1 paired after a 16-bit instruction that does not set flags or after LDMIA.N (M1, MT-B4; in an IT block only CMP/CMN/TST set flags, MT-B5), not taken 16-bit 0 (paired) (M1)"},
	m33BL:        {"bl", 2, 1, 2, -1, -1, "§2.1 taken branch 2 (M1)"},
	m33BX:        {"bx", 2, 1, 2, -1, -1, "§2.1 taken branch 2 (M1); register branches do not pair (choice)"},
	m33CBZ:       {"cbz", 1, 1, 2, -1, -1, "§2.1 taken branch 2, not taken 1 (M1); CBZ does not pair (choice)"},
	m33PCWrite:   {"mov-pc", 2, 1, 2, -1, -1, "§2.1 taken branch 2 (M1)"},
	m33IT:        {"it", 1, 1, 0, -1, -1, "§2.1 IT pairs with the instruction before it (M1)"},
	m33Nop:       {"nop", 1, 1, 0, -1, -1, "§2.1 NOP pairs after arithmetic or load/store (M1)"},
	m33Hint:      {"hint", 1, 1, 0, -1, -1, "facts silent: 1 (choice)"},
	m33Sys:       {"sys", 1, 1, 0, -1, -1, "facts silent: MRS/MSR/DMB/DSB 1 at zero wait states (choice)"},
	m33ISB:       {"isb", 2, 1, 0, -1, -1, "facts silent: ISB refetches, as a taken branch, 2 (choice)"},
	m33FP:        {"fp", 1, 1, 0, -1, -1, "§2.3 most FP operations 1 (C4)"},
	m33FPMovD:    {"vmov-d", 1, 2, 0, -1, -1, "§2.3 VMOVD 2 (C4)"},
	m33FMA:       {"fma", 1, 3, 0, 1, 0, "§2.2 VFMA/VMLA 1/3, no FP instruction in the next 2 cycles, VSTR of the result +1 (M1)"},
	m33FPDiv:     {"fdiv", 1, 14, 0, -1, -1, "§2.3 FDIV/FSQRT 14 (C4)"},
	m33FPLoad:    {"vldr", 1, 1, 0, 0, 0, "§2.2 VLDR.32 1, load-to-use 1; 64-bit: 2 as LDRD (M1)"},
	m33FPStore:   {"vstr", 1, 1, 0, -1, -1, "§2.2 VSTR 1; 64-bit 2 (M1)"},
	m33FPLoadM:   {"vldm", 1, 1, 0, 0, 0, "§2.2 VLDM of x words: x (M1)"},
	m33FPStoreM:  {"vstm", 1, 1, 0, -1, -1, "§2.2 VSTM of x words: x (M1)"},
	m33Trap:      {"trap", 0, 0, 0, 0, 0, "exception entry (the run stops there)"},
}

// m33Params are the Cortex-M33 model's parameters and their defaults.
var m33Params = []models.ParamDef{
	{Name: "div_cycles", Default: 7, Min: 2, Max: 12, Integer: true, Fittable: true, Unit: "cycles",
		Source: "§2.2 UDIV/SDIV row U: not found for the M33; M3/M4 document 2-12 with early termination on the operands, which the event stream does not carry. Default 7, the middle of 2-12: it bounds the error of any single division at 5 cycles. Calibrate."},
	{Name: "long_mul_cycles", Default: 1, Min: 1, Max: 5, Integer: true, Fittable: true, Unit: "cycles",
		Source: "§2.2 UMULL/SMULL/UMLAL/SMLAL row U/S: not found; 'single-cycle MAC' (Nordic nRF5340 docs); modelled as MAC: issue 1. Applies to UMAAL, SMLAL<x><y>, SMLALD, SMLSLD. Calibrate."},
	{Name: "long_mul_latency", Default: 2, Min: 1, Max: 6, Integer: true, Fittable: true, Unit: "cycles",
		Source: "§2.2 UMULL... row U/S: modelled as MAC, result latency 2 (M1 MAC row; §2.3 C4 MUL64/MAC64). Calibrate."},
	{Name: "simd_latency", Default: 2, Min: 1, Max: 3, Integer: true, Fittable: true, Unit: "cycles",
		Source: "MT-B1: QSUB, UADD8, PKHBT/PKHTB measured at latency 2, no accumulator chaining (RP2350); S1: stage 3 executes SIMD. Issue 1. The class's other forms (parallel add/sub, QADD, SEL, SSAT16/USAT16) are taken to be the same: one parameter for the class."},
	{Name: "pc_load_extra", Default: 3, Min: 1, Max: 4, Integer: true, Fittable: true, Unit: "cycles",
		Source: "LDR pc, POP {..., pc}, LDM with pc, TBB/TBH: load cost + this. MT-B6: POP {..., lr} + BX LR is 1-2 cycles faster than POP {pc} once instructions fill the load-to-use gap, so this is 3 or 4; 3 is the PC consumed as BX consumes a loaded LR (load-to-use 2 after the last beat, then a taken branch 2: last beat + 1 + 2). Bounds stay 1-4 so that a board's calibration can contradict the one RP2350 measurement. Calibrate."},
}

func init() {
	models.Register(models.CoreSpec{
		Name: "cortex-m33", Arch: "ARMv8-M Mainline", Description: "ARMv8-M Mainline",
		Emulator: "cortex-m33", MProfile: true, CPUID: 0x411fd210, CycleCounter: "dwt", FPU: "fpv5-sp",
		Params:     append(append([]models.ParamDef(nil), m33Params...), models.ExceptionParams(m33Exceptions.EntryCycles)...),
		Exceptions: m33Exceptions,
		DefaultFit: []string{"div_cycles", "pc_load_extra"},
		New: func(cfg models.CoreConfig) (models.Core, error) {
			return NewARMv8M(cfg.Mem, cfg.Code, cfg.Params)
		},
	})
}

// Pairing categories of 16-bit instructions (§2.1 dual issue).
const (
	m33CatNone   uint8 = iota // 32-bit, or a 16-bit instruction that never pairs
	m33CatArith               // 16-bit data processing
	m33CatLdSt                // 16-bit load/store, LDM/STM, PUSH/POP
	m33CatNop                 // NOP
	m33CatIT                  // IT
	m33CatBranch              // 16-bit B, B<cc>
	m33CatOther               // any other 16-bit instruction
)

// m33Inst flags.
const (
	m33fCond   uint8 = 1 << iota // conditional (B<cc>, CBZ): taken shows in the next PC
	m33fBranch                   // writes the PC
	m33fFlags                    // writes the condition flags
	m33fFP                       // an FP instruction (FMA blocks these)
	m33fFMA                      // blocks FP instructions for 2 cycles
)

// m33Inst is one decoded instruction, cached per address, packed in 32
// bytes (the cache holds one per halfword of code). Register sets are
// bitmasks: bits 0-15 r0-pc, 16 the APSR flags, 17 the FPSCR flags,
// 32-63 s0-s31 (d<n> is s<2n>, s<2n+1>). The sets only some instructions
// have live in an m33Extra.
type m33Inst struct {
	rEarly uint64 // read at issue
	wMain  uint64 // written with latency lat
	class  m33Class
	size   uint8
	cat    uint8
	fl     uint8
	issue  uint8 // cycles when not taken (or not a branch)
	taken  uint8 // cycles when taken
	lat    uint8 // latency of wMain
	cc     uint8 // condition the instruction was decoded under (IT)
	dLate  int8
	dXTA   int8
	itBits uint8  // IT: the ITSTATE the block starts with
	extra  uint32 // index in ARMv8M.extras; 0: none
}

// m33Extra holds the rarer register sets of an instruction.
type m33Extra struct {
	rLate uint64 // read a cycle after issue: store data, MAC accumulators
	rXTA  uint64 // XTA accumulators
	w2    uint64 // LDRD's second register: lat + 1
	wBase uint64 // base writeback: latency 1
	wList uint64 // LDM/POP/VLDM: register i at lat + i
}

const (
	m33Flags   = 1 << 16
	m33FPFlags = 1 << 17
	m33PCBit   = 1 << 15
)

// m33RegBits maps a Capstone register to its mask bits (0 for registers
// the model does not track). ok is false for registers the M33 lacks.
func m33RegBits(r decode.Reg) (m uint64, ok bool) {
	switch {
	case r.GPR() >= 0:
		return 1 << uint(r.GPR()), true
	case r == decode.CPSR || r == decode.APSR || r == decode.APSR_NZCV:
		return m33Flags, true
	case r == decode.FPSCR || r == decode.FPSCR_NZCV:
		return m33FPFlags, true
	case r >= decode.S0 && r <= decode.S31:
		return 1 << (32 + uint(r-decode.S0)), true
	case r >= decode.D0 && r <= decode.D15:
		return 3 << (32 + 2*uint(r-decode.D0)), true
	case r >= decode.D16 && r <= decode.D31, r >= decode.Q0 && r <= decode.Q15:
		return 0, false
	}
	return 0, true
}

// ARMv8M times Cortex-M33 code.
type ARMv8M struct {
	mem    models.Memory
	zeroWS bool // mem is ZeroWait: its Fetch and Data are 0, skip the calls
	code   models.CodeReader
	dec    *decode.Decoder
	params map[string]float64
	cache  decodeCache[m33Inst]
	extras []m33Extra // [0] is unused
	row    [m33NumClasses]m33Row

	pending   *m33Inst // in the decode cache (entries never move)
	thumbCore          // the pending instruction's place, IT, the error, the profiler, the exception hooks (thumbcore.go)

	// Issue machine.
	now     uint64 // cycle the next instruction can issue at
	rdy     [64]uint64
	rdyLate [64]uint64
	rdyXTA  [64]uint64
	why     [64]m33Stall // the stall kind of waiting for each register's producer
	fpFree  uint64       // FP instructions issue from here on (FMA structural hazard)
	pcExtra uint64       // pc_load_extra: the branch part of a PC load

	// Previous retired instruction, for dual issue.
	prevPC       uint32
	prevCat      uint8
	prevFlags    bool // it wrote the flags
	prevPairable bool // 16-bit, sequential, not already the younger of a pair

	insns, pairs uint64
	stalls       [m33NumStalls]uint64

	// Whole blocks (armv8m_blocks.go).
	blockFetch memory.BlockFetcher // mem's block-fetch contract, if it has one (memory/contracts.go)
	blocks     blockCache[m33Block]
}

// NewARMv8M returns a Cortex-M33 model. params gives the values of
// m33Params (checked against the schema); a name it lacks keeps its
// default.
func NewARMv8M(mem models.Memory, code models.CodeReader, params models.Values) (*ARMv8M, error) {
	c := &ARMv8M{code: code, params: map[string]float64{}, row: m33Table}
	c.setMemory(mem)
	for _, p := range m33Params {
		v, ok := params[p.Name]
		if !ok {
			v = p.Default
		}
		if err := p.Check(v); err != nil {
			return nil, fmt.Errorf("cortex-m33: %v", err)
		}
		c.params[p.Name] = v
	}
	pv := func(n string) uint8 { return uint8(c.params[n]) }
	c.row[m33Div].issue, c.row[m33Div].lat = pv("div_cycles"), pv("div_cycles")
	c.row[m33LongMul].issue, c.row[m33LongMul].lat = pv("long_mul_cycles"), pv("long_mul_latency")
	c.row[m33SIMD].lat = pv("simd_latency")
	c.pcExtra = uint64(pv("pc_load_extra"))
	d, err := decode.New(decode.ModeThumbM)
	if err != nil {
		return nil, err
	}
	c.dec = d
	return c, nil
}

// Reset starts a new run with the given memory, keeping the decoded
// instructions (and the parameters).
func (c *ARMv8M) Reset(mem models.Memory) {
	c.err = nil
	c.setMemory(mem)
	c.have, c.it = false, 0
	c.now, c.fpFree = 0, 0
	c.rdy, c.rdyLate, c.rdyXTA, c.why = [64]uint64{}, [64]uint64{}, [64]uint64{}, [64]m33Stall{}
	c.prevPC, c.prevCat, c.prevFlags, c.prevPairable = 0, 0, false, false
	c.memCycles, c.insns, c.pairs = 0, 0, 0
	c.stalls = [m33NumStalls]uint64{}
	c.exc = models.ExcState{}
}

// setMemory makes mem the memory model and picks the calls that reach it.
func (c *ARMv8M) setMemory(mem models.Memory) {
	c.mem = mem
	_, c.zeroWS = mem.(models.StallFree)
	c.blockFetch, _ = mem.(memory.BlockFetcher)
}

// Close frees the decoder.
func (c *ARMv8M) Close() { c.dec.Close() }

// Params returns the parameter values in use, by name.
func (c *ARMv8M) Params() map[string]float64 {
	out := map[string]float64{}
	for k, v := range c.params {
		out[k] = v
	}
	return out
}

// Events times a batch of the stream.
func (c *ARMv8M) Events(batch []trace.Event) {
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
			c.dataStall(c.mem, e, &c.stalls[m33StallData], m33StallNames[m33StallData])
			continue
		}
		pc := e.Addr()
		if c.have {
			c.retire(pc)
		}
		cc := c.it.CC()
		in := c.cache.get(pc)
		if in.class == m33Invalid || in.cc != cc {
			in = c.decodeAt(pc, cc)
			if c.err != nil {
				return
			}
		}
		if sz := e.Size(); (sz == 2 || sz == 4) && sz != uint32(in.size) {
			c.err = sizeMismatch("cortex-m33", pc, c.text(pc), sz, in.size)
			return
		}
		c.start(in, pc)
	}
}

// start makes in (at pc) the pending instruction, charges its fetch and
// advances the IT state past it.
func (c *ARMv8M) start(in *m33Inst, pc uint32) {
	c.pending, c.pendingPC, c.have = in, pc, true
	if !c.zeroWS {
		c.fetchStall(c.mem, pc, uint32(in.size), &c.stalls[m33StallFetch], m33StallNames[m33StallFetch])
	}
	c.it = itAfter(c.it, in.class == m33IT, in.itBits)
}

// retire times the pending instruction, given the address that followed it.
func (c *ARMv8M) retire(nextPC uint32) {
	in := c.pending
	pc := c.pendingPC
	c.insns++

	taken := false
	if in.fl&m33fBranch != 0 {
		taken = in.fl&m33fCond == 0 || nextPC != pc+uint32(in.size)
	}
	// Dual issue (§2.1, M1): only two 16-bit instructions; the younger is
	// a NOP (after arithmetic or load/store), an IT (after anything) or a
	// 16-bit B/B<cc> (not taken: free; taken: 1 cycle when the older does
	// not set flags).
	if in.size == 2 && c.prevPairable && pc == c.prevPC+2 {
		paired, cost := false, uint64(0)
		switch in.cat {
		case m33CatNop:
			paired = c.prevCat == m33CatArith || c.prevCat == m33CatLdSt
		case m33CatIT:
			paired = true
		case m33CatBranch:
			if !taken {
				paired = true
			} else if !c.prevFlags {
				paired, cost = true, 1
			}
		}
		if paired {
			c.now += cost
			c.pairs++
			c.prevPairable = false
			if c.prof != nil {
				c.prof.Retire(pc, nextPC, cost)
			}
			return
		}
	}
	// Issue when the pipeline is free and the sources are ready; the
	// source that holds it up last says why it waited.
	start, why := c.now, m33Stall(0)
	for m := in.rEarly; m != 0; m &= m - 1 {
		if r := bits.TrailingZeros64(m); c.rdy[r] > start {
			start, why = c.rdy[r], c.why[r]
		}
	}
	var x *m33Extra
	if in.extra != 0 {
		x = &c.extras[in.extra]
		for m := x.rLate; m != 0; m &= m - 1 {
			if r := bits.TrailingZeros64(m); c.rdyLate[r] > start {
				start, why = c.rdyLate[r], c.why[r]
			}
		}
		for m := x.rXTA; m != 0; m &= m - 1 {
			if r := bits.TrailingZeros64(m); c.rdyXTA[r] > start {
				start, why = c.rdyXTA[r], c.why[r]
			}
		}
	}
	if in.fl&m33fFP != 0 && c.fpFree > start {
		start, why = c.fpFree, m33StallFP // the FMA's FP issue shadow
	}
	wait := start - c.now
	cost := uint64(in.issue)
	if taken {
		cost = uint64(in.taken)
	}
	// The part of the cost that is a stall of its own kind.
	var extra uint64
	extraWhy := m33Stall(0)
	switch {
	case taken && in.class == m33LoadPC:
		extra, extraWhy = c.pcExtra, m33StallBranch // the loads are the work
	case taken:
		extra, extraWhy = cost-1, m33StallBranch
	case in.class == m33Div:
		extra, extraWhy = cost-1, m33StallDiv
	case in.class == m33MulsN || in.class == m33Op2ConstS:
		extra, extraWhy = cost-1, m33StallFlags
	}
	c.stalls[why] += wait
	c.stalls[extraWhy] += extra
	if c.prof != nil {
		// Stalls first: Retire follows the branch into the next frame.
		if wait != 0 {
			c.prof.Stall(pc, m33StallNames[why], wait)
		}
		if extra != 0 {
			c.prof.Stall(pc, m33StallNames[extraWhy], extra)
		}
		c.prof.Retire(pc, nextPC, cost-extra)
	}
	c.now = start + cost
	if in.fl&m33fFMA != 0 {
		c.fpFree = start + 3
	}
	// Results.
	lat := start + uint64(in.lat)
	for m := in.wMain; m != 0; m &= m - 1 {
		c.setReady(bits.TrailingZeros64(m), lat, in)
	}
	if x != nil {
		for m := x.w2; m != 0; m &= m - 1 {
			c.setReady(bits.TrailingZeros64(m), lat+1, in)
		}
		for m := x.wBase; m != 0; m &= m - 1 {
			r := bits.TrailingZeros64(m)
			c.rdy[r], c.rdyLate[r], c.rdyXTA[r] = start+1, start, start
			c.why[r] = m33StallOf[in.class]
		}
		t := lat
		for m := x.wList; m != 0; m &= m - 1 {
			c.setReady(bits.TrailingZeros64(m), t, in)
			t++
		}
	}
	c.prevPC, c.prevCat = pc, in.cat
	c.prevFlags = in.fl&m33fFlags != 0
	c.prevPairable = in.size == 2 && !taken
}

func (c *ARMv8M) setReady(r int, t uint64, in *m33Inst) {
	c.rdy[r] = t
	c.why[r] = m33StallOf[in.class]
	c.rdyLate[r] = uint64(int64(t) + int64(in.dLate))
	c.rdyXTA[r] = uint64(int64(t) + int64(in.dXTA))
}

// Finish retires the last instruction (the return) given where it went.
func (c *ARMv8M) Finish(returnAddr uint32) {
	if !c.have || c.err != nil {
		return
	}
	c.retire(returnAddr &^ 1)
	c.have = false
}

func (c *ARMv8M) Result() models.Result {
	st := map[string]uint64{}
	for k, n := range c.stalls {
		models.AddStall(st, m33StallNames[k], n)
	}
	c.exc.AddStalls(st)
	return models.Result{Cycles: c.now + c.memCycles, Instructions: c.insns, Stalls: st, Memory: c.mem.Stats()}
}

// DualIssued returns how many instructions issued as the younger of a pair.
func (c *ARMv8M) DualIssued() uint64 { return c.pairs }

func (c *ARMv8M) text(pc uint32) string {
	b, err := c.code.ReadMem(pc, 4)
	if err != nil {
		return "?"
	}
	return fmt.Sprintf("% x", b)
}

// decodeAt decodes and classifies the instruction at pc under IT
// condition cc, caching it.
func (c *ARMv8M) decodeAt(pc uint32, cc uint8) *m33Inst {
	b, err := c.code.ReadMem(pc, 4)
	if err != nil {
		b, err = c.code.ReadMem(pc, 2)
	}
	if err != nil {
		c.err = fmt.Errorf("cortex-m33: cannot read the instruction at 0x%08x: %v", pc, err)
		return nil
	}
	inst, err := c.dec.DecodeIT(b, pc, cc)
	if err != nil {
		c.err = &models.UnsupportedError{Core: "cortex-m33", PC: pc, Text: fmt.Sprintf("% x", b[:min(len(b), 4)]), Why: "undefined Thumb encoding"}
		return nil
	}
	v, why := c.classify(inst, b)
	if why != "" {
		c.err = &models.UnsupportedError{Core: "cortex-m33", PC: pc, Text: inst.String(), Why: why}
		return nil
	}
	v.cc = cc
	return c.cache.put(pc, v)
}

// classify builds the cached entry of an instruction, or returns why the
// Cortex-M33 does not implement it.
func (c *ARMv8M) classify(i decode.Inst, raw []byte) (m33Inst, string) {
	class, why := m33ClassOf(i, raw)
	if class == m33Invalid {
		return m33Inst{}, why
	}
	var v m33Inst
	var x m33Extra
	row := c.row[class]
	v.class, v.size = class, uint8(i.Size)
	v.issue, v.taken, v.lat, v.dLate, v.dXTA = row.issue, row.taken, row.lat, row.dLate, row.dXTA

	// Register sets (Capstone regs_access), then the roles the timing
	// needs: late data/accumulator reads, writeback, load lists.
	var readAll, writeAll uint64
	for _, r := range i.RegsRead {
		m, ok := m33RegBits(r)
		if !ok {
			return m33Inst{}, "uses a register the M33 lacks (its FPU is FPv5-SP-D16: no d16-d31, no Advanced SIMD q registers)"
		}
		readAll |= m
	}
	for _, r := range i.RegsWritten {
		m, ok := m33RegBits(r)
		if !ok {
			return m33Inst{}, "uses a register the M33 lacks (its FPU is FPv5-SP-D16: no d16-d31, no Advanced SIMD q registers)"
		}
		writeAll |= m
	}
	opMask := func(k int) uint64 {
		if k >= len(i.Ops) || i.Ops[k].Kind != decode.OpReg {
			return 0
		}
		m, _ := m33RegBits(i.Ops[k].Reg)
		return m
	}
	useMask := func(skip func(k int) bool) uint64 {
		var m uint64
		for k, op := range i.Ops {
			if skip(k) {
				continue
			}
			switch op.Kind {
			case decode.OpReg:
				b, _ := m33RegBits(op.Reg)
				m |= b
			case decode.OpMem:
				b1, _ := m33RegBits(op.Mem.Base)
				b2, _ := m33RegBits(op.Mem.Index)
				m |= b1 | b2
			}
			if op.Shift.Type >= decode.ShiftASRREG {
				b, _ := m33RegBits(decode.Reg(op.Shift.Value))
				m |= b
			}
		}
		return m
	}
	if i.CC != decode.CCAL {
		readAll |= m33Flags
	}
	for _, op := range i.Ops {
		if op.Kind == decode.OpReg {
			if m, _ := m33RegBits(op.Reg); m&^0xffff != 0 {
				v.fl |= m33fFP // any FP register operand
			}
		}
	}
	listRegs := func(from int) uint64 {
		var m uint64
		for k := from; k < len(i.Ops); k++ {
			m |= opMask(k)
		}
		return m
	}
	var late, xta uint64
	switch class {
	case m33Store, m33StoreD, m33FPStore:
		// The data register(s) are read late (§2.2: load to store 1, MAC
		// result to store 1), unless also used for the address.
		first, n := 0, 1
		switch i.ID {
		case decode.InsSTRD:
			n = 2
		case decode.InsSTREX, decode.InsSTREXB, decode.InsSTREXH, decode.InsSTLEX, decode.InsSTLEXB, decode.InsSTLEXH:
			first = 1 // the status register comes first
		}
		data := func(k int) bool { return k >= first && k < first+n }
		for k := first; k < first+n; k++ {
			late |= opMask(k)
		}
		late &^= useMask(data)
	case m33StoreM, m33FPStoreM:
		from := 1
		if i.ID == decode.InsPUSH || i.ID == decode.InsVPUSH {
			from = 0
		}
		late = listRegs(from) &^ useMask(func(k int) bool { return k >= from })
	case m33MAC, m33LongMul:
		// The accumulator is read late (§2.2 MAC row).
		var acc uint64
		accPos := func(k int) bool { return false }
		switch i.ID {
		case decode.InsMLA, decode.InsMLS, decode.InsSMLABB, decode.InsSMLABT, decode.InsSMLATB, decode.InsSMLATT,
			decode.InsSMLAWB, decode.InsSMLAWT, decode.InsSMLAD, decode.InsSMLADX, decode.InsSMLSD, decode.InsSMLSDX,
			decode.InsSMMLA, decode.InsSMMLAR, decode.InsSMMLS, decode.InsSMMLSR, decode.InsUSADA8:
			acc = opMask(3)
			accPos = func(k int) bool { return k == 0 || k == 3 } // destination, accumulator
		case decode.InsUMLAL, decode.InsSMLAL, decode.InsUMAAL, decode.InsSMLALBB, decode.InsSMLALBT, decode.InsSMLALTB,
			decode.InsSMLALTT, decode.InsSMLALD, decode.InsSMLALDX, decode.InsSMLSLD, decode.InsSMLSLDX:
			acc = opMask(0) | opMask(1)
			accPos = func(k int) bool { return k <= 1 }
		}
		late = acc &^ useMask(accPos)
	case m33XTA:
		// SXTA*/UXTA*: the accumulator (first source) chains as a MAC's.
		xta = opMask(1) &^ useMask(func(k int) bool { return k <= 1 })
	}
	x.rLate, x.rXTA = late, xta
	v.rEarly = readAll &^ late &^ xta &^ m33PCBit

	// Writes.
	writes := writeAll
	if i.WritesPC() {
		v.fl |= m33fBranch
	}
	writes &^= m33PCBit
	if i.Writeback || isStackOp(i) {
		multiple := class == m33LoadM || class == m33StoreM || class == m33FPLoadM || class == m33FPStoreM || class == m33LoadPC && i.ID == decode.InsLDM
		x.wBase = writebackBase(i, multiple, opMask(0)) & writes &^ m33PCBit
		writes &^= x.wBase
	}
	switch class {
	case m33LoadM, m33FPLoadM, m33LoadPC:
		from := 1
		if i.ID == decode.InsPOP || i.ID == decode.InsVPOP || i.ID == decode.InsLDR || i.ID == decode.InsTBB || i.ID == decode.InsTBH {
			from = 0
		}
		if i.ID == decode.InsLDR || i.ID == decode.InsTBB || i.ID == decode.InsTBH {
			v.wMain = writes
		} else {
			x.wList = listRegs(from) &^ m33PCBit
			v.wMain = writes &^ x.wList
		}
	case m33LoadD:
		v.wMain = opMask(0)
		x.w2 = opMask(1) &^ v.wMain
		v.wMain |= writes &^ x.w2 &^ v.wMain
	case m33FPLoad:
		v.wMain = writes
		if bits.OnesCount64(writes>>32) == 2 { // VLDR.64: two beats
			v.issue = 2
		}
	default:
		v.wMain = writes
	}
	if v.wMain&m33Flags != 0 {
		v.fl |= m33fFlags
	}
	if class == m33FPStore && bits.OnesCount64(opMask(0)) == 2 {
		v.issue = 2 // VSTR.64: two beats, as STRD
	}

	// Issue cycles of the multiple forms and PC loads.
	switch class {
	case m33LoadM:
		v.issue = uint8(i.RegListLen())
	case m33StoreM:
		v.issue = uint8(i.RegListLen())
	case m33FPLoadM:
		v.issue = uint8(bits.OnesCount64(listRegs(0) >> 32))
	case m33FPStoreM:
		v.issue = uint8(bits.OnesCount64(listRegs(0) >> 32))
	case m33LoadPC:
		if i.ID == decode.InsLDM || i.ID == decode.InsPOP {
			v.issue = uint8(i.RegListLen())
		} else {
			v.issue = 1
		}
		v.issue += uint8(c.params["pc_load_extra"])
		v.taken = v.issue
	}
	if v.issue == 0 && class != m33Trap {
		v.issue = 1
	}
	switch class {
	case m33B, m33CBZ:
		if class == m33CBZ || i.CC != decode.CCAL {
			v.fl |= m33fCond
		}
	case m33FMA:
		v.fl |= m33fFMA | m33fFP
	case m33FP, m33FPMovD, m33FPDiv, m33FPLoad, m33FPStore, m33FPLoadM, m33FPStoreM:
		v.fl |= m33fFP
	}
	if class == m33IT {
		var st decode.ITState
		st.Advance(i)
		v.itBits = uint8(st)
	}
	v.cat = m33CatNone
	if i.Size == 2 {
		v.cat = m33CatOf(class)
	}
	if x != (m33Extra{}) {
		if len(c.extras) == 0 {
			c.extras = append(c.extras, m33Extra{})
		}
		v.extra = uint32(len(c.extras))
		c.extras = append(c.extras, x)
	}
	return v, ""
}

// m33CatOf is the pairing category of a 16-bit instruction.
func m33CatOf(class m33Class) uint8 {
	switch class {
	case m33ALU, m33Op2, m33MulsN, m33MAC:
		return m33CatArith
	case m33Load, m33Store, m33LoadM, m33StoreM:
		return m33CatLdSt
	case m33Nop:
		return m33CatNop
	case m33IT:
		return m33CatIT
	case m33B:
		return m33CatBranch
	}
	return m33CatOther
}

// m33Rows maps the shared classes (class.go) to the Cortex-M33 rows. The
// operand2 forms are the §2.2 rows: a shifted register or a rotated
// constant has latency 2 (m33Op2), and a rotated constant that sets flags
// one more cycle (m33Op2ConstS, MT-B3); MOV and MVN of a rotated constant
// are basic ALU (choice, README). Data processing writing the PC is a
// branch; the other ALU forms cannot name it (unpredictable).
var m33Rows = func() classTable[m33Class] {
	const (
		pcUnpredictable = "writes the PC (unpredictable)"
		singleOnly      = "double-precision or Advanced SIMD; the M33 FPU is single precision (FPv5-SP)"
	)
	t := classTable[m33Class]{
		ClassBranch: {row: m33B}, ClassBranchCond: {row: m33B}, ClassBranchLink: {row: m33BL},
		ClassBX: {row: m33BX}, ClassBLXReg: {row: m33BX},
		ClassBLXImm: {why: "BLX to an immediate switches to ARM state, which an M-profile core lacks"},
		ClassCBZ:    {row: m33CBZ}, ClassTableBranch: {row: m33LoadPC}, ClassIT: {row: m33IT}, ClassNop: {row: m33Nop},
		ClassHint: {row: m33Hint}, ClassHintV7: {row: m33Hint}, ClassSevl: {row: m33Hint}, ClassWait: {row: m33Hint},
		ClassCPS: {row: m33Hint}, ClassPreload: {row: m33Hint},
		ClassSys: {row: m33Sys}, ClassISB: {row: m33ISB}, ClassTrap: {row: m33Trap},

		ClassLoadWord: {row: m33Load, pc: m33LoadPC}, ClassLoadNarrow: {row: m33Load, pc: m33LoadPC},
		ClassLoadExcl: {row: m33Load, pc: m33LoadPC}, ClassLoadAcq: {row: m33Load, pc: m33LoadPC},
		ClassLoadDual: {row: m33LoadD}, ClassLoadMultiple: {row: m33LoadM, pc: m33LoadPC}, ClassPop: {row: m33LoadM, pc: m33LoadPC},
		ClassStore: {row: m33Store}, ClassStoreExcl: {row: m33Store}, ClassStoreRel: {row: m33Store},
		ClassStoreDual: {row: m33StoreD}, ClassStoreMultiple: {row: m33StoreM}, ClassPush: {row: m33StoreM},

		ClassALURotImmS: {row: m33Op2ConstS, pc: m33PCWrite},
		ClassExtendAdd:  {row: m33XTA},
		ClassMul:        {row: m33MAC}, ClassMulsN: {row: m33MulsN}, ClassDiv: {row: m33Div},

		ClassFPLoad: {row: m33FPLoad}, ClassFPLoadD: {row: m33FPLoad},
		ClassFPStore: {row: m33FPStore}, ClassFPStoreD: {row: m33FPStore},
		ClassFPLoadMultiple: {row: m33FPLoadM}, ClassFPStoreMultiple: {row: m33FPStoreM},
		ClassFPMovRRD: {row: m33FPMovD},
		ClassFPMovD:   {why: "double-precision or Advanced SIMD VMOV; the M33 FPU is single precision (FPv5-SP)"},
		ClassFPFMA:    {row: m33FMA}, ClassFPMla: {row: m33FMA}, ClassFPDiv: {row: m33FPDiv}, ClassFPSqrt: {row: m33FPDiv},
		ClassFPD32: {why: "uses a register the M33 lacks (its FPU is FPv5-SP-D16: no d16-d31, no Advanced SIMD q registers)"},
	}
	set := func(row classRow[m33Class], cs ...Class) {
		for _, c := range cs {
			t[c] = row
		}
	}
	set(classRow[m33Class]{row: m33ALU, pc: m33PCWrite}, ClassALUImm, ClassALUReg, ClassMVNRotImm, ClassMov, ClassMovRotImm, ClassMovShift)
	set(classRow[m33Class]{row: m33Op2, pc: m33PCWrite}, ClassALURotImm, ClassALUShiftImm, ClassALUShiftReg, ClassALURRX,
		ClassCmpShift, ClassCmpRRX)
	set(classRow[m33Class]{row: m33ALU, pcWhy: pcUnpredictable}, ClassALUImmWide, ClassShift, ClassRRX, ClassBitInsert, ClassBitExtract,
		ClassRev, ClassSat, ClassCLZ, ClassExtend, ClassExtend16)
	set(classRow[m33Class]{row: m33MAC}, ClassMla, ClassDSPMul, ClassDSPMac, ClassUsad8, ClassUsada8)
	set(classRow[m33Class]{row: m33LongMul}, ClassMull, ClassUmlal, ClassSmlal, ClassUmaal, ClassDSPMlal)
	set(classRow[m33Class]{row: m33SIMD}, ClassSatArith, ClassSatDouble, ClassSat16, ClassSIMD, ClassPack) // MT-B1: PKH latency 2, shifted or not
	set(classRow[m33Class]{row: m33FP}, ClassFPMov, ClassFPMovRR, ClassFPSys, ClassFPALU, ClassFPALUV8, ClassFPCmp, ClassFPSel)
	set(classRow[m33Class]{why: singleOnly}, ClassFPALUD, ClassFPCmpD, ClassFPSelD, ClassFPFMAD, ClassFPMlaD, ClassFPDivD)
	return t
}()

// m33ClassOf maps a decoded instruction to its class, or m33Invalid with
// the reason the Cortex-M33 (ARMv8-M Mainline, DSP, FPv5-SP) lacks it.
func m33ClassOf(i decode.Inst, raw []byte) (m33Class, string) {
	class, pc := Classify(i, raw, true)
	return m33Rows.row(class, pc, "not an ARMv8-M Mainline instruction (DSP and FPv5-SP included)")
}

// M33Table describes the timing table, for reports: class name, issue,
// latency, taken-branch cost and source, in class order.
func M33Table() []string {
	var out []string
	for k := m33ALU; k < m33NumClasses; k++ {
		r := m33Table[k]
		out = append(out, fmt.Sprintf("%s\tissue %d\tlatency %d\ttaken %d\t%s", r.name, r.issue, r.lat, r.taken, r.source))
	}
	return out
}

// Cycles returns the cycles of the instructions retired so far (firmware
// mode reads it for DWT CYCCNT and SysTick).
func (c *ARMv8M) Cycles() uint64 { return c.now + c.memCycles }

// StallNames and StallCounts let a profiler attribute stall cycles by
// reason: the counters so far, in m33StallNames order.
func (c *ARMv8M) StallNames() []string { return m33StallNames[:] }

// StallCounts appends the stall counters to dst.
func (c *ARMv8M) StallCounts(dst []uint64) []uint64 { return append(dst, c.stalls[:]...) }

// isStackOp reports PUSH, POP, VPUSH and VPOP, which write SP back.
func isStackOp(i decode.Inst) bool {
	return i.ID == decode.InsPUSH || i.ID == decode.InsPOP || i.ID == decode.InsVPUSH || i.ID == decode.InsVPOP
}

// writebackBase is the register bit of the base an instruction with
// writeback updates: SP for the stack operations, the first operand for
// a load or store multiple (multiple; first is its first operand's
// bits), else the memory operand's base. The M33 and M7 models share it.
func writebackBase(i decode.Inst, multiple bool, first uint64) uint64 {
	switch {
	case isStackOp(i):
		return 1 << 13
	case multiple:
		return first
	}
	var base uint64
	for _, op := range i.Ops {
		if op.Kind == decode.OpMem {
			base, _ = m33RegBits(op.Mem.Base)
		}
	}
	return base
}
