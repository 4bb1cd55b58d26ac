package cores

import (
	"fmt"

	"boardless/models"
	"boardless/rvdecode"
	"boardless/trace"
)

// isaQingKeV2 is the CH32V003's QingKe V2: RV32EC with CSRs (MT-G3), its
// core JSON's "isa" rv32ec_zicsr. Its WCH "xw" compressed loads and
// stores are custom encodings rvdecode reports as illegal.
const isaQingKeV2 = rvdecode.ExtI | rvdecode.ExtE | rvdecode.ExtC | rvdecode.ExtZicsr

// QingKeV2 timing: WCH's QingKe V2 (V2A), the RV32EC core of the
// CH32V003, a 2-stage pipeline (QingKe V2 processor manual, Table 1-1).
// The costs are qingkev2_table.go's (MT-G3); flash waits come from the
// board's memory model.
//
// As the Hazard3 model, it times an instruction when the next one is
// known: a branch is taken exactly when the next address is not
// pc+size, and a taken branch's refill depends on its target (its
// alignment and whether its fetch waited on the flash).
//
// What the core does not have is refused, never given a guessed cost:
// x16-x31 and the M, A, Zb* and Zc* instructions (rvdecode refuses them
// for isaQingKeV2), WCH's "xw" compressed loads and stores
// (named, rvdecode.DecodeXW), and misaligned loads and stores, which
// trap on the chip (MT-G3) but complete in the emulator.
type QingKeV2 struct {
	rvCounters
	code models.CodeReader
	cfg  qkv2Config

	insts map[uint32]rvdecode.Inst // decoded once per address

	pending   rvdecode.Inst
	pendingPC uint32
	have      bool
}

// qkv2Config holds the parameters' values (qkv2Params).
type qkv2Config struct {
	loadUse, notTaken, flashExtra uint64
}

// NewQingKeV2 returns the model with the parameters' defaults.
func NewQingKeV2(mem models.Memory, code models.CodeReader) *QingKeV2 {
	return newQingKeV2(qkv2Defaults(), mem, code)
}

func newQingKeV2(cfg qkv2Config, mem models.Memory, code models.CodeReader) *QingKeV2 {
	c := &QingKeV2{code: code, cfg: cfg, insts: map[uint32]rvdecode.Inst{}}
	c.Reset(mem)
	return c
}

func qkv2Defaults() qkv2Config {
	v := models.Values{}
	for _, p := range qkv2Params() {
		v[p.Name] = p.Default
	}
	return qkv2ConfigOf(v)
}

func qkv2ConfigOf(v models.Values) qkv2Config {
	return qkv2Config{
		loadUse:    uint64(v.Int(qkv2LoadUseParam)),
		notTaken:   uint64(v.Int(qkv2NotTakenParam)),
		flashExtra: uint64(v.Int(qkv2FlashExtra)),
	}
}

// Reset implements Core.
func (c *QingKeV2) Reset(mem models.Memory) {
	*c = QingKeV2{rvCounters: newRVCounters(mem), code: c.code, cfg: c.cfg, insts: c.insts}
}

// Events implements trace.Sink.
func (c *QingKeV2) Events(batch []trace.Event) {
	for _, e := range batch {
		if c.err != nil {
			return
		}
		switch e.Kind() {
		case trace.Exec:
			c.exec(e.Addr(), e.Size())
		case trace.Read, trace.Write:
			c.data(e.Addr(), e.Size(), e.Kind() == trace.Write)
		}
	}
}

// data charges a data access's memory wait, and refuses a misaligned
// one: the chip traps on it (MT-G3, "unaligned (word/half)
// loads/stores trigger an unaligned load/store exception"), while the
// emulator completed it.
func (c *QingKeV2) data(addr, size uint32, write bool) {
	if size > 1 && addr%size != 0 {
		what := "load from"
		if write {
			what = "store to"
		}
		// The trace gives data accesses after their block's instructions
		// (the stream contract), so the instruction is not known here.
		c.err = fmt.Errorf("qingke-v2: misaligned %d-byte %s 0x%08x: the CH32V003 raises a misaligned-access exception there (MT-G3), which the emulator does not, so the run is refused",
			size, what, addr)
		return
	}
	c.addStall(models.StallData, uint64(c.mem.Data(addr, size, write)))
}

func (c *QingKeV2) exec(pc, size uint32) {
	inst, ok := c.decode(pc)
	if !ok {
		return
	}
	stall := uint64(c.mem.Fetch(pc, size))
	if c.have {
		c.retire(pc, &inst, stall > 0)
	}
	c.addStall(models.StallFetch, stall)
	c.pending, c.pendingPC, c.have = inst, pc, true
}

// Finish implements Core: the last instruction went to returnAddr.
func (c *QingKeV2) Finish(returnAddr uint32) {
	if c.have && c.err == nil {
		c.retire(returnAddr, nil, false)
	}
	c.have = false
}

func (c *QingKeV2) decode(pc uint32) (rvdecode.Inst, bool) {
	if inst, ok := c.insts[pc]; ok {
		return inst, true
	}
	b, err := readRVInst(c.code, pc)
	var inst rvdecode.Inst
	if err == nil {
		inst, err = rvdecode.Decode(isaQingKeV2, b)
	}
	if err != nil {
		c.err = qkv2Refusal(pc, b, err)
		return inst, false
	}
	if why := qkv2Untimed(inst); why != "" {
		c.err = &models.UnsupportedError{Core: "qingke-v2", PC: pc, Text: inst.String(), Why: why}
		return inst, false
	}
	c.insts[pc] = inst
	return inst, true
}

// qkv2Refusal says why the bytes at pc are no QingKe V2 instruction the
// model times: a WCH "xw" one, an instruction of an extension RV32EC
// lacks (code built for another core), or none at all.
func qkv2Refusal(pc uint32, b []byte, err error) error {
	text := fmt.Sprintf("% x", b)
	if len(b) == 2 {
		if xw, ok := rvdecode.DecodeXW(uint16(b[0]) | uint16(b[1])<<8); ok {
			return &models.UnsupportedError{Core: "qingke-v2", PC: pc, Text: xw,
				Why: `a WCH "xw" custom compressed load/store (MT-G3), which boardless does not emulate: build without xw (-march=rv32ec_zicsr, not rv32ecxw)`}
		}
	}
	why := err.Error()
	if other, e := rvdecode.Decode(rvdecode.ISAAll, b); e == nil {
		text = other.String()
		why = "RV32EC (-march=rv32ec_zicsr -mabi=ilp32e) has no such instruction: the code is built for another RISC-V core"
	}
	return &models.UnsupportedError{Core: "qingke-v2", PC: pc, Text: text, Why: why}
}

// qkv2Untimed names why an instruction has no MT-G3 row: CSR and system
// instructions other than ebreak (semihosting's, given no cycles as on
// the Hazard3).
func qkv2Untimed(inst rvdecode.Inst) string {
	if hz3Trap(inst) {
		return ""
	}
	switch inst.Class {
	case rvdecode.ClassCSR, rvdecode.ClassSystem:
		return "no cycle count for " + inst.Class.String() + " instructions in MT-G3"
	}
	return ""
}

// retire times the pending instruction, now that the next one (at next,
// decoded as nextInst, nil at the end of the run) is known; waited says
// that next's fetch waited on the memory.
func (c *QingKeV2) retire(next uint32, nextInst *rvdecode.Inst, waited bool) {
	in, pc := c.pending, c.pendingPC
	c.insns++
	t := &qkv2Costs
	switch in.Class {
	case rvdecode.ClassSystem: // only ebreak gets here (qkv2Untimed): 0
	case rvdecode.ClassLoad:
		c.cycles += t.load
		if nextInst != nil && in.Rd != rvdecode.NoReg && nextInst.Reads.Has(in.Rd) {
			c.addStall(models.StallLoadUse, c.cfg.loadUse)
		}
	case rvdecode.ClassStore:
		c.cycles += t.store
	case rvdecode.ClassJAL, rvdecode.ClassJALR:
		c.taken(next, nextInst, waited)
	case rvdecode.ClassBranch:
		if next != pc+uint32(in.Size) {
			c.taken(next, nextInst, waited)
		} else {
			c.cycles += c.cfg.notTaken
		}
	default: // ClassALU: the decoder gives the QingKe V2 no other class
		c.cycles += t.alu
	}
}

// taken charges a taken branch or jump: 3 cycles (MT-G3, 1 of them the
// instruction's, 2 the refill); +1 to a target at a halfword address
// that is a 32-bit instruction, or any instruction when its fetch
// waited on the flash (MT-G3's source: "+1 cycle when jumping to
// unaligned 32bit instruction" at 0 WS, "+1 cycle when jumping to
// unaligned location" at 1 WS); and at a flash wait the parameter's
// extra cycle.
func (c *QingKeV2) taken(next uint32, nextInst *rvdecode.Inst, waited bool) {
	t := &qkv2Costs
	c.cycles += t.alu
	refill := t.taken - t.alu
	if next%4 != 0 && nextInst != nil && (nextInst.Size == 4 || waited) {
		refill += t.unalignTarget
	}
	if waited {
		refill += c.cfg.flashExtra
	}
	c.addStall(models.StallBranchTaken, refill)
}

func init() { models.Register(QingKeV2Spec()) }

// QingKeV2Spec is the core's registry entry (the ch32v003-evt board runs
// it; its suite is testdata/conformance/rv32-qingkev2).
func QingKeV2Spec() models.CoreSpec {
	return models.CoreSpec{
		Name: "qingke-v2", Arch: "RV32EC",
		Description: "WCH QingKe V2 (CH32V003's RISC-V core), RV32EC, 2-stage pipeline; MT-G3 timings",
		Emulator:    "rv32imac", RISCVISA: isaQingKeV2, TraceAllData: true,
		Params: qkv2Params(),
		New: func(cfg models.CoreConfig) (models.Core, error) {
			return newQingKeV2(qkv2ConfigOf(cfg.Params), cfg.Mem, cfg.Code), nil
		},
	}
}
