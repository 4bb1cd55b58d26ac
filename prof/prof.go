// Package prof attributes simulated cycles to instructions, functions and
// source lines. A Recorder is the models.Profiler of a run: the core model
// charges every cycle to the instruction it belongs to, and the Recorder
// keeps a shadow call stack so that cycles are also known per call path.
// From a Recorder come a pprof profile (pprof.go), folded stacks for
// flame graphs, a top-functions table and an annotated listing.
//
// The call stack is followed from the instruction stream alone: an
// instruction that leaves its function for the entry of another function,
// or a branch with link (BL, BLX) to its own entry (recursion), pushes a
// frame whose return address is the instruction after it; an
// instruction that continues at the return address of a frame pops down
// to it (this covers BX LR, POP {PC}, LDM with PC, and returns from tail
// calls, which skip a frame).
package prof

import (
	"boardless/elfimg"
	"sort"
)

// Recorder collects a run's cycles by call path and instruction.
type Recorder struct {
	img     *elfimg.Image
	code    CodeReader
	thumb   bool
	root    *node
	cur     *node
	samples map[sampleKey]*Values
	reasons map[string]int // stall reason -> index in Values.Stalls
	names   []string
	total   uint64
	pairs   map[uint32]uint64 // dual-issued younger instructions (pairs.go)
}

// Values are the counters of one instruction on one call path.
type Values struct {
	Cycles, Insns uint64
	Stalls        []uint64 // by reason index (Recorder.Reasons)
}

type sampleKey struct {
	node *node
	pc   uint32
}

// node is one call path: the call site that entered it and its parent.
type node struct {
	parent   *node
	callSite uint32 // address of the calling instruction
	ret      uint32 // address the call returns to
	depth    int
	children map[[2]uint32]*node
}

const maxDepth = 256

// CodeReader reads instruction bytes (emu.Machine implements it).
type CodeReader interface {
	ReadMem(addr uint32, n int) ([]byte, error)
}

// New returns a Recorder that names functions from img's symbols. thumb
// says the code is Thumb (all M-profile code); code gives its bytes.
func New(img *elfimg.Image, code CodeReader, thumb bool) *Recorder {
	root := &node{}
	return &Recorder{img: img, code: code, thumb: thumb, root: root, cur: root,
		samples: map[sampleKey]*Values{}, reasons: map[string]int{}}
}

func (r *Recorder) values(pc uint32) *Values {
	k := sampleKey{r.cur, pc}
	v := r.samples[k]
	if v == nil {
		v = &Values{Stalls: make([]uint64, len(r.names))}
		r.samples[k] = v
	}
	return v
}

// Retire implements models.Profiler.
func (r *Recorder) Retire(pc, next uint32, cycles uint64) {
	v := r.values(pc)
	v.Cycles += cycles
	v.Insns++
	r.total += cycles
	r.follow(pc, next)
}

// Stall implements models.Profiler.
func (r *Recorder) Stall(pc uint32, reason string, cycles uint64) {
	i, ok := r.reasons[reason]
	if !ok {
		i = len(r.names)
		r.reasons[reason] = i
		r.names = append(r.names, reason)
	}
	v := r.values(pc)
	for len(v.Stalls) <= i {
		v.Stalls = append(v.Stalls, 0)
	}
	v.Stalls[i] += cycles
	v.Cycles += cycles
	r.total += cycles
}

// follow updates the shadow call stack for control going from pc to next.
func (r *Recorder) follow(pc, next uint32) {
	next &^= 1
	for n := r.cur; n != r.root; n = n.parent {
		if n.ret == next {
			r.cur = n.parent
			return
		}
	}
	if next == pc+2 || next == pc+4 {
		return // straight on (a fall-through cannot enter another function)
	}
	callee, ok := r.entryAt(next)
	if !ok {
		return
	}
	if from, ok := r.funcAt(pc); ok && from == callee && !r.links(pc) {
		return // a branch without link back to its own entry: a loop
	}
	if r.cur.depth >= maxDepth {
		return
	}
	size := uint32(4)
	if b, ok := r.insnSize(pc); ok {
		size = b
	}
	key := [2]uint32{pc, pc + size}
	child := r.cur.children[key]
	if child == nil {
		child = &node{parent: r.cur, callSite: pc, ret: pc + size, depth: r.cur.depth + 1}
		if r.cur.children == nil {
			r.cur.children = map[[2]uint32]*node{}
		}
		r.cur.children[key] = child
	}
	r.cur = child
}

// links reports whether the instruction at pc is a branch with link
// (BL, BLX): it sets LR, so going to its own function's entry is a
// recursive call, not a loop. Encodings from the Arm ARM: T32 BL/BLX
// imm (first halfword 11110, second 11x1x / 11x0x), T16 BLX Rm
// (0100 0111 1xxx x000); A32 BL (cond 1011), BLX imm (1111 101H),
// BLX Rm (cond 0001 0010 1111 1111 1111 0011).
func (r *Recorder) links(pc uint32) bool {
	if r.code == nil {
		return false
	}
	b, err := r.code.ReadMem(pc, 4)
	if err != nil {
		if b, err = r.code.ReadMem(pc, 2); err != nil || !r.thumb {
			return false
		}
		b = append(b, 0, 0)
	}
	lo := uint32(b[0]) | uint32(b[1])<<8
	hi := uint32(b[2]) | uint32(b[3])<<8
	if r.thumb {
		return lo&0xff87 == 0x4780 || lo>>11 == 0x1e && hi&0xc000 == 0xc000
	}
	w := lo | hi<<16
	cond := w >> 28
	return cond != 0xf && w&0x0f000000 == 0x0b000000 ||
		cond == 0xf && w&0x0e000000 == 0x0a000000 ||
		cond != 0xf && w&0x0ffffff0 == 0x012fff30
}

// insnSize reads the size of the instruction at pc from its encoding:
// Thumb instructions whose first halfword starts 0b11101, 0b11110 or
// 0b11111 are 32-bit; A32 instructions are always 4 bytes.
func (r *Recorder) insnSize(pc uint32) (uint32, bool) {
	if !r.thumb || r.code == nil {
		return 4, true
	}
	b, err := r.code.ReadMem(pc, 2)
	if err != nil {
		return 0, false
	}
	if (uint16(b[0])|uint16(b[1])<<8)>>11 >= 0x1d {
		return 4, true
	}
	return 2, true
}

// entryAt reports the function whose entry is addr.
func (r *Recorder) entryAt(addr uint32) (int, bool) {
	syms := r.img.Symbols
	i := sort.Search(len(syms), func(i int) bool { return syms[i].Addr >= addr })
	for ; i < len(syms) && syms[i].Addr == addr; i++ {
		if syms[i].Func {
			return i, true
		}
	}
	return 0, false
}

// funcAt returns the function containing addr.
func (r *Recorder) funcAt(addr uint32) (int, bool) {
	syms := r.img.Symbols
	i := sort.Search(len(syms), func(i int) bool { return syms[i].Addr > addr }) - 1
	for ; i >= 0; i-- {
		s := syms[i]
		if s.Func && addr >= s.Addr && addr < s.Addr+max(s.Size, 1) {
			return i, true
		}
		if s.Func && s.Size != 0 && addr >= s.Addr+s.Size {
			break
		}
	}
	return 0, false
}

// Total returns all cycles recorded.
func (r *Recorder) Total() uint64 { return r.total }

// Reasons returns the stall reasons in index order.
func (r *Recorder) Reasons() []string { return r.names }

// FuncName names the function containing pc ("?" when unknown).
func (r *Recorder) FuncName(pc uint32) string {
	if i, ok := r.funcAt(pc); ok {
		return r.img.Symbols[i].Demangled
	}
	return "?"
}

// Sample is one instruction on one call path.
type Sample struct {
	PC     uint32
	Stack  []uint32 // call sites, innermost first
	Values *Values
}

// Samples returns every sample, in a deterministic order.
func (r *Recorder) Samples() []Sample {
	out := make([]Sample, 0, len(r.samples))
	for k, v := range r.samples {
		var st []uint32
		for n := k.node; n != r.root; n = n.parent {
			st = append(st, n.callSite)
		}
		out = append(out, Sample{PC: k.pc, Stack: st, Values: v})
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if len(a.Stack) != len(b.Stack) {
			return len(a.Stack) < len(b.Stack)
		}
		for k := range a.Stack {
			if a.Stack[k] != b.Stack[k] {
				return a.Stack[k] < b.Stack[k]
			}
		}
		return a.PC < b.PC
	})
	return out
}
