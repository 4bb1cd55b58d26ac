package cores

import (
	"fmt"

	"boardless/decode"
	"boardless/models"
	"boardless/models/memory"
	"boardless/trace"
)

// ARMv6-M timing: Cortex-M0+ and Cortex-M0 at zero wait states.
//
// Each instruction falls into one class; a class's cycles are
// base + perReg*N (N = registers in the list, PC and LR included), and a
// conditional branch costs `taken` instead of base when it is taken. All
// rows come from ../shared/reference/core-timing-facts.md §1.2 (cited by
// source ID); the two choices where sources disagree (§1.3) are written
// beside their rows.
type v6mClass uint8

const (
	v6mInvalid v6mClass = iota // not decoded yet, or not ARMv6-M
	v6mALU
	v6mPCWrite // MOV/ADD with Rd = PC
	v6mMul
	v6mLoad
	v6mStore
	v6mLDM
	v6mSTM
	v6mPush
	v6mPop
	v6mPopPC
	v6mBcond
	v6mB
	v6mBL
	v6mBX
	v6mSys  // MRS, MSR, ISB, DSB, DMB
	v6mHint // NOP, CPSID/CPSIE, SEV, YIELD
	v6mWait // WFI, WFE: time to enter the wait
	v6mTrap // SVC, BKPT, UDF: exception entry, which ends the run
	v6mNumClasses
)

type v6mCost struct{ base, perReg, taken uint8 }

// v6mStall is a stall reason, counted in an array on the hot path.
type v6mStall uint8

const (
	v6mStallNone v6mStall = iota
	v6mStallBranch
	v6mStallMul
	v6mStallFlash
	v6mStallData
	v6mNumStalls
)

// v6mStallNames are the kinds' names in the stall vocabulary (stalls.go).
var v6mStallNames = [v6mNumStalls]string{"", models.StallBranchTaken, models.StallMultiply, models.StallFetch, models.StallData}

// v6mStallByName reads the timing table's stall column.
var v6mStallByName = map[string]v6mStall{"": v6mStallNone, "branch": v6mStallBranch, "multiply": v6mStallMul}

type v6mRow struct {
	name       string
	m0plus, m0 v6mCost
	stall      string // stall reason for cycles above 1 (branch refill...)
	source     string
}

// v6mTable is the ARMv6-M timing table. MULS's base is replaced by the
// multiplier option (1 fast, 32 small).
var v6mTable = [v6mNumClasses]v6mRow{
	v6mALU:     {"alu", v6mCost{1, 0, 0}, v6mCost{1, 0, 0}, "", "§1.2 ALU, extend/REV rows: A1, A3, C1, C2 / C2, S16"},
	v6mPCWrite: {"mov-pc", v6mCost{2, 0, 0}, v6mCost{3, 0, 0}, "branch", "§1.2 MOV/ADD Rd=PC: A1, A3, C2 / S16, C2"},
	v6mMul:     {"muls", v6mCost{1, 0, 0}, v6mCost{1, 0, 0}, "multiply", "§1.2 MULS 1 or 32: A1 / S16; §1.1 multiplier option"},
	v6mLoad:    {"load", v6mCost{2, 0, 0}, v6mCost{2, 0, 0}, "", "§1.2 LDR*: A1 via S5, C1, C2 / C2 (no I/O port on these boards)"},
	v6mStore:   {"store", v6mCost{2, 0, 0}, v6mCost{2, 0, 0}, "", "§1.2 STR*: S5, C1, C2 / C2"},
	v6mLDM:     {"ldm", v6mCost{1, 1, 0}, v6mCost{1, 1, 0}, "", "§1.2 LDM/STM 1+N: C1, C2 / C2"},
	v6mSTM:     {"stm", v6mCost{1, 1, 0}, v6mCost{1, 1, 0}, "", "§1.2 LDM/STM 1+N: C1, C2 / C2"},
	// §1.3: LR counts in N (symex, C2), as the TRM's "N = registers in the list".
	v6mPush: {"push", v6mCost{1, 1, 0}, v6mCost{1, 1, 0}, "", "§1.2 PUSH 1+N: C2 / C2; §1.3 LR counted"},
	v6mPop:  {"pop", v6mCost{1, 1, 0}, v6mCost{1, 1, 0}, "", "§1.2 POP 1+N: C1, C2 / C2"},
	// §1.3: PC counts in N (symex, C2): 1 address cycle + N beats + the
	// pipeline refill (2 on M0+, 3 on M0) = 3+N / 4+N with PC among the N.
	v6mPopPC: {"pop-pc", v6mCost{3, 1, 0}, v6mCost{4, 1, 0}, "branch", "§1.2 POP with PC 3+N / 4+N: C2 / C2, S4; §1.3 PC counted"},
	v6mBcond: {"bcond", v6mCost{1, 0, 2}, v6mCost{1, 0, 3}, "branch", "§1.2 B<cc> 2 taken, 1 not / 3, 1: C1, C2 / C2, M3"},
	v6mB:     {"b", v6mCost{2, 0, 0}, v6mCost{3, 0, 0}, "branch", "§1.2 B 2 / 3: C1 / M3, S4"},
	v6mBL:    {"bl", v6mCost{3, 0, 0}, v6mCost{4, 0, 0}, "branch", "§1.2 BL 3 / 4: C1, C2 / C2"},
	v6mBX:    {"bx", v6mCost{2, 0, 0}, v6mCost{3, 0, 0}, "branch", "§1.2 BX, BLX 2 / 3: C1, C2 / C2"},
	v6mSys:   {"sys", v6mCost{3, 0, 0}, v6mCost{4, 0, 0}, "", "§1.2 MRS, MSR, ISB, DSB, DMB 3 / 4: C1, C2 / C2"},
	v6mHint:  {"hint", v6mCost{1, 0, 0}, v6mCost{1, 0, 0}, "", "§1.2 CPSID, CPSIE, NOP, SEV, YIELD 1: C2 / C2"},
	v6mWait:  {"wfx", v6mCost{2, 0, 0}, v6mCost{2, 0, 0}, "", "§1.2 WFI, WFE 2: C1 / U (same assumed)"},
	v6mTrap:  {"trap", v6mCost{0, 0, 0}, v6mCost{0, 0, 0}, "", "§1.2 SVC, BKPT: exception entry (the run stops there)"},
}

// v6mInst is one decoded instruction, cached per address.
type v6mInst struct {
	class v6mClass
	n     uint8 // registers in the list
	size  uint8
}

// ARMv6M times Cortex-M0+ (Plus) or Cortex-M0 code.
type ARMv6M struct {
	Plus     bool
	MulSmall bool // 32-cycle iterative multiplier instead of the 1-cycle one

	mem   models.Memory
	code  models.CodeReader
	dec   *decode.Decoder
	cost  [v6mNumClasses]v6mCost
	cache decodeCache[v6mInst]

	pending   v6mInst
	thumbCore // the pending instruction's place, the error, the profiler, the exception hooks (thumbcore.go)

	cycles, insns uint64
	stalls        [v6mNumStalls]uint64 // by reason; an array: a map is too slow here
	stallOf       [v6mNumClasses]v6mStall

	blocks   blockCache[v6mBlock]
	zeroWait bool // mem is ZeroWait: fetches need no calls
	// mem's memoised block fetches, if it has them (memory/contracts.go), and the
	// same when its prefetch buffer needs each instruction's cycles
	// (Retired), nil otherwise: the Exec path calls it per instruction.
	memoFetch memory.MemoBlockFetcher
	retired   memory.MemoBlockFetcher
	headBytes uint32 // memoFetch's PrefetchHeadBytes, asked once per memory

}

// v6mBlock is a translation block's precomputed cost. Only its last
// instruction can be a branch (a block ends at any PC write), so every
// other instruction's cycles are static.
type v6mBlock struct {
	n        uint64
	static   uint64      // cycles of all instructions but the last
	mulStall uint64      // of which multiply stall (small multiplier)
	fetches  []fetchSpan // the block's bytes, word by word, in order
	last     v6mInst
	lastPC   uint32
	memo     memory.FetchMemo // the block's last flash fetch (FetchBlockMemo)
	// head: the zero-wait cycles of the instructions wholly in the
	// block's first F0 prefetch block of headFor bytes (0: not yet).
	head, headFor uint32
}

func (c *ARMv6M) buildBlock(addr, size uint32) *v6mBlock {
	b := &v6mBlock{}
	for pc := addr; pc < addr+size; {
		in := c.cache.get(pc)
		if in.class == v6mInvalid {
			in = c.decodeAt(pc)
			if c.err != nil {
				return nil
			}
		}
		b.n++
		next := pc + uint32(in.size)
		if next >= addr+size {
			b.last, b.lastPC = *in, pc
			break
		}
		k := c.cost[in.class]
		cy := uint64(k.base) + uint64(k.perReg)*uint64(in.n)
		b.static += cy
		if in.class == v6mMul && cy > 1 {
			b.mulStall += cy - 1
		}
		pc = next
	}
	b.fetches = wordSpans(addr, size)
	return b
}

// fetchSpan is the part of one instruction word a block executes.
type fetchSpan struct{ addr, size uint32 }

// wordSpans splits the bytes [addr, addr+size) at word boundaries: the
// fetches of a block as its instructions make them, with the exact first
// and last bytes, so that a memory model sees where a branch target and
// a branch sit in their word (as it does from Exec events).
func wordSpans(addr, size uint32) []fetchSpan {
	var out []fetchSpan
	for a, end := addr, addr+size; a < end; {
		next := min(a&^3+4, end)
		out = append(out, fetchSpan{a, next - a})
		a = next
	}
	return out
}

// blockEvent times one whole block (see WantsBlocks).
func (c *ARMv6M) blockEvent(e trace.Event) {
	addr := e.Addr()
	if c.have {
		c.retire(addr)
	}
	b := c.blocks.thumbBlock(c, addr, e.BlockSize(), c.it)
	if b == nil {
		return
	}
	c.cycles += b.static
	c.insns += b.n - 1
	if b.mulStall != 0 {
		c.stalls[v6mStallMul] += b.mulStall
	}
	if !c.zeroWait {
		var st uint64
		if c.memoFetch != nil {
			st = uint64(c.memoFetch.FetchBlockMemoHead(addr, e.BlockSize(), c.blockHead(b, addr, e.BlockSize()), &b.memo))
		} else {
			for _, w := range b.fetches {
				st += uint64(c.mem.Fetch(w.addr, w.size))
			}
		}
		if st != 0 {
			c.cycles += st
			c.stalls[v6mStallFlash] += st
		}
	}
	c.pending, c.pendingPC, c.have = b.last, b.lastPC, true
}

// blockHead returns the zero-wait cycles of the block's instructions that
// lie wholly in its first F0 prefetch block (FetchBlockMemoHead), the
// last one at its not-taken cost as Retired would see it unless it
// branches away (and then the head does not matter). 0 without a
// prefetch buffer.
func (c *ARMv6M) blockHead(b *v6mBlock, addr, size uint32) uint32 {
	B := c.headBytes
	if B == 0 {
		return 0
	}
	if b.headFor == B {
		return b.head
	}
	var head uint32
	for pc := addr; pc < addr+size; {
		in := c.cache.get(pc)
		next := pc + uint32(in.size)
		if in.class == v6mInvalid || (next-1)/B != addr/B {
			break
		}
		k := c.cost[in.class]
		head += uint32(k.base) + uint32(k.perReg)*uint32(in.n)
		pc = next
	}
	b.head, b.headFor = head, B
	return head
}

// NewARMv6M returns a model for a Cortex-M0+ (plus) or Cortex-M0.
func NewARMv6M(plus, mulSmall bool, mem models.Memory, code models.CodeReader) (*ARMv6M, error) {
	d, err := decode.New(decode.ModeThumbM)
	if err != nil {
		return nil, err
	}
	c := &ARMv6M{Plus: plus, MulSmall: mulSmall, mem: mem, code: code, dec: d}
	c.setMemory(mem)
	for i, row := range v6mTable {
		c.cost[i] = row.m0
		if plus {
			c.cost[i] = row.m0plus
		}
		c.stallOf[i] = v6mStallByName[row.stall]
	}
	if mulSmall {
		c.cost[v6mMul].base = 32
	}
	return c, nil
}

// Reset starts a new run, keeping the decoded instructions.
func (c *ARMv6M) Reset(mem models.Memory) {
	c.have, c.err = false, nil
	c.setMemory(mem)
	c.cycles, c.insns = 0, 0
	c.stalls = [v6mNumStalls]uint64{}
	c.exc = models.ExcState{}
}

// setMemory makes mem the memory model and picks the way blocks are
// fetched from it.
func (c *ARMv6M) setMemory(mem models.Memory) {
	c.mem = mem
	_, c.zeroWait = mem.(models.StallFree)
	c.memoFetch, _ = mem.(memory.MemoBlockFetcher)
	c.retired, c.headBytes = nil, 0
	if c.memoFetch != nil && c.memoFetch.PrefetchHeadBytes() != 0 {
		c.retired, c.headBytes = c.memoFetch, c.memoFetch.PrefetchHeadBytes()
	}
}

// Close frees the decoder.
func (c *ARMv6M) Close() { c.dec.Close() }

func (c *ARMv6M) coreName() string {
	if c.Plus {
		return "cortex-m0plus"
	}
	return "cortex-m0"
}

// Events times a batch of the stream. An instruction is retired when the
// next one arrives, because whether a conditional branch was taken shows
// in the next PC.
func (c *ARMv6M) Events(batch []trace.Event) {
	if c.err != nil {
		return
	}
	for _, e := range batch {
		if e.Kind() == trace.Block {
			c.blockEvent(e)
			if c.err != nil {
				return
			}
			continue
		}
		if e.Kind() != trace.Exec {
			st := uint64(c.mem.Data(e.Addr(), e.Size(), e.Kind() == trace.Write))
			c.cycles += st
			if st != 0 {
				c.stalls[v6mStallData] += st
				if c.prof != nil {
					c.prof.Stall(c.pendingPC, v6mStallNames[v6mStallData], st)
				}
			}
			continue
		}
		pc := e.Addr()
		if c.have {
			prevPC, prevSize := c.pendingPC, uint32(c.pending.size)
			cy := c.retire(pc)
			if c.retired != nil {
				c.retired.Retired(prevPC, prevSize, uint32(cy))
			}
		}
		in := c.cache.get(pc)
		if in.class == v6mInvalid {
			in = c.decodeAt(pc)
			if c.err != nil {
				return
			}
		}
		c.pending, c.pendingPC, c.have = *in, pc, true
		if st := uint64(c.mem.Fetch(pc, uint32(in.size))); st != 0 {
			c.cycles += st
			c.stalls[v6mStallFlash] += st
			if c.prof != nil {
				c.prof.Stall(pc, v6mStallNames[v6mStallFlash], st)
			}
		}
	}
}

// retire times the pending instruction, given where the next one is, and
// returns its cycles.
func (c *ARMv6M) retire(nextPC uint32) uint64 {
	in := c.pending
	k := c.cost[in.class]
	cy := uint64(k.base) + uint64(k.perReg)*uint64(in.n)
	if in.class == v6mBcond && nextPC != c.pendingPC+uint32(in.size) {
		cy = uint64(k.taken)
	}
	c.cycles += cy
	c.insns++
	stall := uint64(0)
	if cy > 1 && c.stallOf[in.class] != v6mStallNone {
		stall = cy - 1
		c.stalls[c.stallOf[in.class]] += stall
	}
	if c.prof != nil {
		// Stall first: Retire follows the branch into the next frame.
		if stall != 0 {
			c.prof.Stall(c.pendingPC, v6mStallNames[c.stallOf[in.class]], stall)
		}
		c.prof.Retire(c.pendingPC, nextPC, cy-stall)
	}
	return cy
}

// Finish retires the last instruction (the return) given where it went.
func (c *ARMv6M) Finish(returnAddr uint32) {
	if c.have && c.err == nil {
		c.retire(returnAddr &^ 1)
		c.have = false
	}
}

func (c *ARMv6M) Result() models.Result {
	st := map[string]uint64{}
	for i, v := range c.stalls {
		if v == 0 || i == int(v6mStallNone) {
			continue
		}
		k := v6mStallNames[i]
		st[k] = v
	}
	c.exc.AddStalls(st)
	return models.Result{Cycles: c.cycles, Instructions: c.insns, Stalls: st, Memory: c.mem.Stats()}
}

// decodeAt decodes and classifies the instruction at pc, caching it.
func (c *ARMv6M) decodeAt(pc uint32) *v6mInst {
	b, err := c.code.ReadMem(pc, 4)
	if err != nil {
		b, err = c.code.ReadMem(pc, 2)
	}
	if err != nil {
		c.err = fmt.Errorf("%s: cannot read the instruction at 0x%08x: %v", c.coreName(), pc, err)
		return nil
	}
	inst, err := c.dec.Decode(b, pc)
	if err != nil {
		c.err = &models.UnsupportedError{Core: c.coreName(), PC: pc, Text: fmt.Sprintf("% x", b[:2]), Why: "undefined encoding"}
		return nil
	}
	class, why := classifyV6M(inst, b)
	if class == v6mInvalid {
		c.err = &models.UnsupportedError{Core: c.coreName(), PC: pc, Text: inst.String(), Why: why}
		return nil
	}
	v := v6mInst{class: class, n: uint8(inst.RegListLen()), size: uint8(inst.Size)}
	return c.cache.put(pc, v)
}

// v6mRows maps the shared classes (class.go) to the ARMv6-M rows: a
// class not listed is not an ARMv6-M instruction. Only MOV and ADD can
// name the PC as destination in a 16-bit encoding (the high-register
// forms); that is a branch (§1.2 MOV/ADD Rd=PC).
var v6mRows = classTable[v6mClass]{
	ClassALUImm: {row: v6mALU, pc: v6mPCWrite}, ClassALUReg: {row: v6mALU, pc: v6mPCWrite},
	ClassMov: {row: v6mALU, pc: v6mPCWrite}, ClassALUImmWide: {row: v6mALU},
	ClassShift: {row: v6mALU}, ClassRev: {row: v6mALU}, ClassExtend: {row: v6mALU},
	ClassMul: {row: v6mMul}, ClassMulsN: {row: v6mMul},
	ClassLoadWord: {row: v6mLoad}, ClassLoadNarrow: {row: v6mLoad}, ClassStore: {row: v6mStore},
	ClassLoadMultiple: {row: v6mLDM}, ClassStoreMultiple: {row: v6mSTM},
	ClassPush: {row: v6mPush}, ClassPop: {row: v6mPop, pc: v6mPopPC},
	ClassBranch: {row: v6mB}, ClassBranchCond: {row: v6mBcond}, ClassBranchLink: {row: v6mBL},
	ClassBX: {row: v6mBX}, ClassBLXReg: {row: v6mBX},
	ClassSys: {row: v6mSys}, ClassISB: {row: v6mSys},
	ClassNop: {row: v6mHint}, ClassHint: {row: v6mHint}, ClassCPS: {row: v6mHint},
	ClassWait: {row: v6mWait}, ClassTrap: {row: v6mTrap},
}

// v6mWide are the classes ARMv6-M has 32-bit encodings of: BL, MRS, MSR,
// DMB, DSB, ISB; every other instruction is 16-bit.
var v6mWide = [NumClasses]bool{ClassBranchLink: true, ClassSys: true, ClassISB: true}

// classifyV6M maps a decoded instruction to its ARMv6-M timing class, or
// v6mInvalid with a reason when ARMv6-M does not have it.
func classifyV6M(i decode.Inst, raw []byte) (v6mClass, string) {
	class, pc := Classify(i, raw, true)
	if i.Size == 4 && !v6mWide[class] {
		return v6mInvalid, "32-bit Thumb-2 instruction; ARMv6-M has only BL, MRS, MSR, DMB, DSB, ISB"
	}
	return v6mRows.row(class, pc, "not an ARMv6-M instruction")
}

// Cycles returns the cycles of the instructions retired so far (firmware
// mode reads it for SysTick; the pending instruction is not included).
func (c *ARMv6M) Cycles() uint64 { return c.cycles }

// mulCycles is the ARMv6-M multiplier option, a parameter of both cores.
var mulCycles = models.ParamDef{
	Name: "mul_cycles", Default: 1, Unit: "cycles", Min: 1, Max: 32, Integer: true, Choices: []float64{1, 32},
	Source: "core-timing-facts §1.1 multiplier option (A1 footnote, S3, S16): 1 (fast) or 32 (small, iterative); the implementer chooses",
}

func init() {
	for _, c := range []struct {
		name, desc string
		plus       bool
		cpuid      uint32
	}{
		{"cortex-m0plus", "ARMv6-M, 2-stage pipeline", true, 0x410cc601},
		{"cortex-m0", "ARMv6-M, 3-stage pipeline", false, 0x410cc200},
	} {
		plus := c.plus
		models.Register(models.CoreSpec{
			Name: c.name, Arch: "ARMv6-M", Description: c.desc,
			Emulator: "cortex-m0", MProfile: true, AlignFaults: true, CPUID: c.cpuid,
			Params:     append([]models.ParamDef{mulCycles}, models.ExceptionParams(v6mExceptions(plus).EntryCycles)...),
			Exceptions: v6mExceptions(plus),
			DefaultFit: []string{"flash_wait_states"},
			New: func(cfg models.CoreConfig) (models.Core, error) {
				return NewARMv6M(plus, cfg.Params.Int("mul_cycles") == 32, cfg.Mem, cfg.Code)
			},
		})
	}
}
