package cores

import (
	"errors"
	"fmt"

	"boardless/models"
	"boardless/rvdecode"
	"boardless/trace"
)

// Hazard3 timing: the RP2350's RISC-V core (Wren6991/Hazard3), in the
// configuration its documentation times (MULDIV_UNROLL=2, MUL_FAST,
// "perfect bus behaviour"): every row below is MT-G1 of
// ../shared/reference/measured-timing.md. Memory stalls come from the
// board's memory model (rp-xip on the RP2350), as on the M33 side.
//
// The model times an instruction when the next one is known (a branch is
// taken exactly when the next address is not pc+size; a load's result is
// used when the next instruction reads its rd), so each Exec event
// retires the one before it, and Finish the last.
type Hazard3 struct {
	rvCounters
	code models.CodeReader

	insts map[uint32]rvdecode.Inst // decoded once per address

	pending   rvdecode.Inst
	pendingPC uint32
	have      bool

	// lastBackward is the address of the last taken backward branch,
	// which the predictor predicts taken (MT-G1); predictorSet says
	// there is one.
	lastBackward uint32
	predictorSet bool

	div uint64 // div/rem cycles (div_cycles)
}

// The MT-G1 costs, in cycles.
// isaHazard3 is Hazard3 as the RP2350 configures it, the pico-sdk's
// rv32ima_zicsr_zifencei_zba_zbb_zbs_zbkb_zca_zcb_zcmp (MT-G4), its core
// JSON's "isa".
const isaHazard3 = rvdecode.ExtI | rvdecode.ExtM | rvdecode.ExtA | rvdecode.ExtC |
	rvdecode.ExtZicsr | rvdecode.ExtZifencei | rvdecode.ExtZba | rvdecode.ExtZbb |
	rvdecode.ExtZbs | rvdecode.ExtZbkb | rvdecode.ExtZcb | rvdecode.ExtZcmp

const (
	hz3ALU          = 1  // MT-G1: ALU 1; Zba/Zbb/Zbs/Zbkb 1
	hz3Jump         = 2  // MT-G1: jal/jalr 2
	hz3JumpUnalign  = 1  // MT-G1: +1 to a non-32-bit-aligned 32-bit target
	hz3BranchHit    = 1  // MT-G1: branch predicted correctly 1
	hz3BranchMiss   = 2  // MT-G1: branch mispredicted 2
	hz3Load         = 1  // MT-G1: loads 1
	hz3LoadUse      = 1  // MT-G1: 2 when the next instruction uses the result
	hz3Store        = 1  // MT-G1: stores 1
	hz3Mul          = 1  // MT-G1: mul/mulh* 1
	hz3PushPopBase  = 1  // MT-G1: cm.push/cm.pop 1+n
	hz3PopretBase   = 2  // MT-G1: cm.popret 2+n
	hz3DivDefault   = 18 // MT-G1: div/rem 18-19 (div_cycles, below)
	hz3DivParamName = "div_cycles"
)

// NewHazard3 returns the model; divCycles is 18 or 19 (MT-G1 gives
// both without saying which operands take which: a named parameter).
func NewHazard3(divCycles int, mem models.Memory, code models.CodeReader) *Hazard3 {
	c := &Hazard3{code: code, insts: map[uint32]rvdecode.Inst{}}
	c.div = uint64(divCycles)
	c.Reset(mem)
	return c
}

// Reset implements Core.
func (c *Hazard3) Reset(mem models.Memory) {
	div := c.div
	*c = Hazard3{rvCounters: newRVCounters(mem), code: c.code, insts: c.insts}
	c.div = div
}

// Events implements trace.Sink.
func (c *Hazard3) Events(batch []trace.Event) {
	for _, e := range batch {
		if c.err != nil {
			return
		}
		switch e.Kind() {
		case trace.Exec:
			c.exec(e.Addr(), e.Size())
		case trace.Read, trace.Write:
			c.addStall(models.StallData, uint64(c.mem.Data(e.Addr(), e.Size(), e.Kind() == trace.Write)))
		}
	}
}

func (c *Hazard3) exec(pc, size uint32) {
	inst, ok := c.decode(pc)
	if !ok {
		return
	}
	if c.have {
		c.retire(pc, &inst)
	}
	c.addStall(models.StallFetch, uint64(c.mem.Fetch(pc, size)))
	c.pending, c.pendingPC, c.have = inst, pc, true
}

// Finish implements Core: the last instruction went to returnAddr.
func (c *Hazard3) Finish(returnAddr uint32) {
	if c.have && c.err == nil {
		c.retire(returnAddr, nil)
	}
	c.have = false
}

func (c *Hazard3) decode(pc uint32) (rvdecode.Inst, bool) {
	if inst, ok := c.insts[pc]; ok {
		return inst, true
	}
	b, err := readRVInst(c.code, pc)
	var inst rvdecode.Inst
	if err == nil {
		inst, err = rvdecode.Decode(isaHazard3, b)
	}
	if err != nil {
		c.err = &models.UnsupportedError{Core: "hazard3", PC: pc, Text: fmt.Sprintf("% x", b), Why: err.Error()}
		return inst, false
	}
	if why := hz3Untimed(inst); why != "" {
		c.err = &models.UnsupportedError{Core: "hazard3", PC: pc, Text: inst.String(), Why: why}
		return inst, false
	}
	if hp, ok := c.code.(hostPatcher); ok && inst.Ext()&rvdecode.ISAUnicorn == 0 && !hp.HostPatched(pc) {
		c.err = &models.UnsupportedError{Core: "hazard3", PC: pc, Text: inst.String(),
			Why: "the emulator lacks this instruction and it was not patched at load (code written or copied at run time, or outside an executable segment): it may have run wrongly (MT-G4)"}
		return inst, false
	}
	c.insts[pc] = inst
	return inst, true
}

// hostPatcher is a code reader that knows which instructions the
// emulator runs in Go (emu.Machine): the others of an extension Unicorn
// lacks ran in Unicorn, wrongly.
type hostPatcher interface{ HostPatched(addr uint32) bool }

// hz3Untimed names why an instruction has no MT-G1 row: it is refused
// rather than given a guessed cost.
func hz3Untimed(inst rvdecode.Inst) string {
	if hz3Trap(inst) {
		return ""
	}
	switch inst.Class {
	case rvdecode.ClassCSR, rvdecode.ClassSystem, rvdecode.ClassAtomic:
		return "no cycle count for " + inst.Class.String() + " instructions in MT-G1"
	}
	return ""
}

// hz3Trap reports an ebreak: it enters the debugger (semihosting, which
// the host answers) and so ends the run where the core would stop; it
// is given no cycles, as BKPT on the Arm cores (armv8m.go's m33Trap).
func hz3Trap(inst rvdecode.Inst) bool {
	return inst.Op == rvdecode.OpEBREAK || inst.Op == rvdecode.OpCEBREAK
}

// retire times the pending instruction, now that the next one (at next,
// decoded as nextInst, nil at the end of the run) is known.
func (c *Hazard3) retire(next uint32, nextInst *rvdecode.Inst) {
	in, pc := c.pending, c.pendingPC
	c.insns++
	switch in.Class {
	case rvdecode.ClassALU:
		c.cycles += hz3ALU
	case rvdecode.ClassSystem: // only hz3Trap's ebreak gets here: 0
	case rvdecode.ClassMul:
		c.cycles += hz3Mul
	case rvdecode.ClassDiv:
		c.cycles += c.div
	case rvdecode.ClassStore:
		c.cycles += hz3Store
	case rvdecode.ClassLoad:
		c.cycles += hz3Load
		if nextInst != nil && in.Rd != rvdecode.NoReg && nextInst.Reads.Has(in.Rd) {
			c.addStall(models.StallLoadUse, hz3LoadUse)
		}
	case rvdecode.ClassJAL, rvdecode.ClassJALR:
		c.cycles += hz3Jump
		if next%4 != 0 && nextInst != nil && nextInst.Size == 4 {
			c.addStall(models.StallBranchTaken, hz3JumpUnalign)
		}
	case rvdecode.ClassBranch:
		c.branch(pc, next != pc+uint32(in.Size), in.Imm < 0)
	case rvdecode.ClassPush:
		c.cycles += hz3PushPopBase + uint64(in.Count)
	case rvdecode.ClassPop:
		if in.Returns() {
			c.cycles += hz3PopretBase + uint64(in.Count)
		} else {
			c.cycles += hz3PushPopBase + uint64(in.Count)
		}
	}
}

// branch times a conditional branch with MT-G1's predictor: the last
// taken backward branch is predicted taken, every other branch not
// taken. A taken backward branch becomes the remembered one; one that
// falls through is forgotten (the predictor's single entry holds a
// branch only while it keeps being taken: an assumption, MT-G1 says
// only "remembers the last taken backward branch").
func (c *Hazard3) branch(pc uint32, taken, backward bool) {
	predicted := c.predictorSet && c.lastBackward == pc
	if taken == predicted {
		c.cycles += hz3BranchHit
	} else {
		c.cycles += hz3BranchHit
		c.addStall(models.StallBranchMispredict, hz3BranchMiss-hz3BranchHit)
	}
	switch {
	case taken && backward:
		c.lastBackward, c.predictorSet = pc, true
	case !taken && predicted:
		c.predictorSet = false
	}
}

var errHazard3Div = errors.New("div_cycles: 18 or 19")

func init() { models.Register(Hazard3Spec()) }

// Hazard3Spec is the core's registry entry (the rpi-pico2-riscv board
// runs it; its suite is testdata/conformance/rv32-hazard3).
func Hazard3Spec() models.CoreSpec {
	return models.CoreSpec{
		Name: "hazard3", Arch: "RV32IMAC+Zba/Zbb/Zbs/Zbkb/Zcb/Zcmp",
		Description: "Hazard3 (RP2350's RISC-V core), 3-stage pipeline; MT-G1 timings",
		Emulator:    "rv32imac", RISCVISA: isaHazard3,
		Params: []models.ParamDef{{
			Name: hz3DivParamName, Default: hz3DivDefault, Unit: "cycles", Choices: []float64{18, 19},
			Integer: true, Source: "MT-G1: div/rem 18-19; which operands take 19 is not stated",
		}},
		New: func(cfg models.CoreConfig) (models.Core, error) {
			d := cfg.Params.Int(hz3DivParamName)
			if d != 18 && d != 19 {
				return nil, errHazard3Div
			}
			return NewHazard3(d, cfg.Mem, cfg.Code), nil
		},
	}
}
