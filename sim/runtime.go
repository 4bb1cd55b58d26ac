package sim

// The C run-time a function finds on the board: a heap, a stack that
// overflows as one, and its constructors run.
//
// RAM in function mode. An image without a C heap (the built-in
// kernels, hand-written assembly) gets argument buffers right after its
// data and the stack from the top of RAM down, as it always has. An
// image with a heap, one that has an _sbrk (newlib's malloc calls it)
// and defines where the heap starts (end, _end, __end__, __HeapBase),
// keeps the RAM after its data for the heap that _sbrk grows from
// there; its argument buffers go at the top of RAM instead, and the
// stack grows down from below them:
//
//	| .data .bss | heap -> ...free... <- stack | buffers |
//
// The heap's extent is followed by watching _sbrk: each call that
// grows the heap moves the break by its increment, one it refuses
// (returning (void *)-1) leaves it where it was. The stack may use all
// the RAM down to the highest break; painting and the overflow check
// start there.

import (
	"debug/elf"
	"encoding/binary"
	"fmt"
	"strconv"

	"boardless/decode"
	"boardless/elfimg"
	"boardless/emu"
	"boardless/models"
	"boardless/result"
)

// heapSymbols name the first byte after .bss, where newlib's _sbrk
// starts the heap, in the spellings linker scripts use.
var heapSymbols = []string{"end", "_end", "__end__", "__HeapBase", "__heap_start", "__heap_start__"}

// heapStart returns where the image's C heap starts, if it has one
// inside RAM. The default GNU ld script defines end in every image: only
// an image with an _sbrk has a heap.
func heapStart(img *elfimg.Image, ram models.Span) (uint32, bool) {
	if sym, err := img.Lookup("_sbrk"); err != nil || !sym.Func {
		return 0, false
	}
	for _, n := range heapSymbols {
		v, ok := img.SymbolValue(n)
		if ok && uint64(v) >= uint64(ram.Base) && uint64(v) < uint64(ram.Base)+uint64(ram.Size) {
			return v, true
		}
	}
	return 0, false
}

// watchSbrk follows the heap's break through the image's _sbrk: its
// increment is read at the entry, and at each of its returns the break
// becomes what it returned plus the increment, or stays where it was
// when it returned (void *)-1: an _sbrk that refuses (CubeMX's sysmem.c
// past _Min_Stack_Size, rdimon's past the stack pointer) leaves the heap
// as it was. An _sbrk whose returns are not found (no symbol size) is
// followed from its entry alone, as newlib's libnosys one behaves.
func (s *Session) watchSbrk() error {
	sym, err := s.Image.Lookup("_sbrk")
	if err != nil || !sym.Func {
		return nil
	}
	returns, err := s.returnsOf(sym)
	if err != nil {
		return err
	}
	var incr int64
	pending := false
	_, err = s.m.HookExec(sym.Addr, func(uint32) {
		incr = int64(int32(s.m.ReadReg(s.firstArgReg())))
		pending = len(returns) > 0
		if !pending {
			s.moveBreak(int64(s.brk) + incr)
		}
	})
	if err != nil {
		return err
	}
	for _, at := range returns {
		_, err = s.m.HookExec(at, func(uint32) {
			if !pending {
				return
			}
			pending = false
			if prev := s.m.ReadReg(s.firstArgReg()); prev != sbrkRefused {
				s.moveBreak(int64(prev) + incr)
			}
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// sbrkRefused is what _sbrk returns when it does not grow the heap.
const sbrkRefused = 0xffffffff

// moveBreak sets the heap's break, kept inside the heap's RAM.
func (s *Session) moveBreak(b int64) {
	s.brk = uint32(min(max(b, int64(s.heapLo)), int64(s.ramEnd)))
	s.brkHigh = max(s.brkHigh, s.brk)
}

// returnsOf lists the addresses of fn's return instructions (BX, POP or
// LDM with the PC, a load or move to the PC), decoded from its bytes.
// A literal pool decoded as code can only add addresses that never run.
func (s *Session) returnsOf(fn elfimg.Symbol) ([]uint32, error) {
	if fn.Size == 0 {
		return nil, nil
	}
	code, err := s.m.ReadMem(fn.Addr, int(fn.Size))
	if err != nil {
		return nil, nil // not in mapped memory: followed from the entry
	}
	if s.riscv() {
		return s.rvReturnsOf(fn, code), nil
	}
	mode, step := decode.ModeARM, 4
	if fn.Thumb {
		mode, step = decode.ModeThumbA, 2
		if s.spec.MProfile {
			mode = decode.ModeThumbM
		}
	}
	d, err := decode.New(mode)
	if err != nil {
		return nil, err
	}
	defer d.Close()
	var out []uint32
	for off := 0; off+step <= len(code); {
		in, err := d.Decode(code[off:], fn.Addr+uint32(off))
		if err != nil {
			off += step
			continue
		}
		if isReturn(in) {
			out = append(out, in.Addr)
		}
		off += in.Size
	}
	return out, nil
}

// isReturn: an instruction that leaves the function to its caller (a
// branch with link is a call; B, CBZ and table branches stay inside).
func isReturn(in decode.Inst) bool {
	switch in.ID {
	case decode.InsBL, decode.InsBLX, decode.InsB, decode.InsCBZ, decode.InsCBNZ, decode.InsTBB, decode.InsTBH:
		return false
	}
	return in.WritesPC()
}

// stackTopNow is the stack pointer a call starts with.
func (s *Session) stackTopNow() uint32 {
	if !s.heap {
		return s.stackTop
	}
	return (s.bufLow - 8) &^ 7
}

// stackFloor is the lowest address the stack may reach: the top of the
// heap, or the end of the argument buffers.
func (s *Session) stackFloor() uint32 {
	if s.heap {
		return min(s.brkHigh, s.stackTopNow())
	}
	return s.heapNext
}

// floorName says what lies below the stack's floor, for messages.
func (s *Session) floorName() string {
	switch {
	case s.heap && s.brkHigh > s.heapLo:
		return "the top of the heap"
	case s.heap:
		return "the end of the image's data (where the heap starts)"
	case s.heapNext > s.heapBase:
		return "the argument buffers"
	}
	return "the end of the image's data"
}

// allocTop places a buffer of a heap image below the earlier ones, at
// the top of RAM.
func (s *Session) allocTop(data []byte) (uint32, error) {
	addr := uint64(s.bufLow)
	need := uint64(len(data))
	floor := uint64(s.brkHigh) + s.minStack() + 8
	if addr < need || (addr-need)&^7 < floor {
		return 0, &InputError{fmt.Errorf("buffers of %d bytes do not fit in %s's RAM (%d bytes free above the heap, %d kept for the stack)",
			s.ramEnd-uint64(s.bufLow)+need, s.Board.Name, int64(s.ramEnd)-int64(s.brkHigh), s.minStack())}
	}
	a := uint32((addr - need) &^ 7)
	if err := s.m.WriteMem(a, data); err != nil {
		return 0, err
	}
	s.bufLow = a
	return a, nil
}

// StackOverflowError is a call whose stack grew past the RAM it had.
type StackOverflowError struct {
	Top     uint32 // the stack pointer at the call
	Floor   uint32 // the lowest address the stack may use
	Reached uint32 // the lowest stack address seen (an upper bound of it)
	Below   string // what lies under the floor
}

func (e *StackOverflowError) Error() string {
	return fmt.Sprintf("the stack grew to 0x%08x, at least %d bytes below its top 0x%08x, past the %d bytes free above %s at 0x%08x (unbounded recursion, or a local array too big?)",
		e.Reached, int64(e.Top)-int64(e.Reached), e.Top, int64(e.Top)-int64(e.Floor), e.Below, e.Floor)
}

// overflowAtFault reports a fault that happened with the stack below
// its floor: whatever the emulator tripped on (an unmapped write below
// RAM, code overwritten by the stack), the cause is the overflow.
func (s *Session) overflowAtFault(top uint32, f *emu.Fault) *StackOverflowError {
	floor := s.stackFloor()
	reached := s.m.ReadReg(s.spReg())
	if f.Kind == emu.FaultUnmappedWrite && f.Addr < floor && f.Addr < reached && reached-f.Addr <= 64 {
		reached = f.Addr // a push that faulted before SP moved
	}
	if reached >= floor || reached > top {
		return nil
	}
	return &StackOverflowError{Top: top, Floor: floor, Reached: reached, Below: s.floorName()}
}

// InitResult is what ran before the first call of a session: the
// constructors of .preinit_array and .init_array, rdimon's
// initialise_monitor_handles, --init functions. Its cycles are not part
// of any call's.
type InitResult = result.Init

// initFunctions lists what runs before the first call, in the order a
// board's start-up code runs it: semihosting handles (rdimon's crt0),
// then __libc_init_array's .preinit_array and .init_array, then the
// user's set-up functions.
func (s *Session) initFunctions() ([]initFn, error) {
	var fns []initFn
	if sym, err := s.Image.Lookup("initialise_monitor_handles"); err == nil && sym.Func {
		fns = append(fns, initFn{sym.Demangled, entryOf(sym)})
	}
	for _, sec := range []string{".preinit_array", ".init_array"} {
		ptrs, err := s.pointerArray(sec)
		if err != nil {
			return nil, err
		}
		for i, p := range ptrs {
			name := s.Image.Symbolize(p)
			if name == "?" {
				name = fmt.Sprintf("%s[%d] (0x%08x)", sec, i, p)
			}
			fns = append(fns, initFn{name, p})
		}
	}
	for _, n := range s.Opts.Init {
		sym, err := s.entrySymbol(n)
		if err != nil {
			return nil, &InputError{fmt.Errorf("--init: %v", err)}
		}
		fns = append(fns, initFn{sym.Demangled, entryOf(sym)})
	}
	return fns, nil
}

type initFn struct {
	name  string
	entry uint32
}

// pointerArray reads a section of function pointers as loaded (0 and
// -1, which some toolchains use as terminators, are skipped).
func (s *Session) pointerArray(name string) ([]uint32, error) {
	if s.Image.File == nil {
		return nil, nil
	}
	sec := s.Image.File.Section(name)
	if sec == nil || sec.Type == elf.SHT_NOBITS || sec.Size == 0 || sec.Flags&elf.SHF_ALLOC == 0 {
		return nil, nil
	}
	if sec.Size%4 != 0 || sec.Size > 1<<20 {
		return nil, fmt.Errorf("%s: section %s of %d bytes is not an array of function pointers", s.Image.Name, name, sec.Size)
	}
	b, err := s.m.ReadMem(uint32(sec.Addr), int(sec.Size))
	if err != nil {
		return nil, fmt.Errorf("%s: section %s at 0x%08x is not in the board's memory", s.Image.Name, name, sec.Addr)
	}
	var out []uint32
	for i := 0; i < len(b); i += 4 {
		if p := binary.LittleEndian.Uint32(b[i:]); p != 0 && p != 0xffffffff {
			out = append(out, p)
		}
	}
	return out, nil
}

// initialise runs the init functions once per session, each timed by
// the core model on memory of its own, so that a single call stays as
// cold as it would be without them.
func (s *Session) initialise() error {
	if s.init != nil {
		return nil
	}
	fns, err := s.initFunctions()
	if err != nil {
		return err
	}
	ir := &InitResult{Functions: []string{}}
	for _, f := range fns {
		run, err := s.execute(f.name, f.entry, frame{}, nil, callHow{})
		if err != nil {
			return fmt.Errorf("before the call: %w", err)
		}
		ir.Functions = append(ir.Functions, f.name)
		ir.Cycles += run.res.Cycles
		ir.Instructions += run.res.Instructions
	}
	s.init = ir
	return nil
}

// Init returns what ran before the session's first call (nil before it).
func (s *Session) Init() *InitResult { return s.init }

func entryOf(sym elfimg.Symbol) uint32 {
	if sym.Thumb {
		return sym.Addr | 1
	}
	return sym.Addr
}

// parseAddress reads a --func given as an address (0x...).
func parseAddress(s string) (uint32, bool) {
	if len(s) < 3 || (s[:2] != "0x" && s[:2] != "0X") {
		return 0, false
	}
	v, err := strconv.ParseUint(s[2:], 16, 32)
	return uint32(v), err == nil
}

// checkEntry refuses an entry the core cannot execute: ARM-state code
// on an M-profile core, which runs Thumb only.
func (s *Session) checkEntry(sym elfimg.Symbol) error {
	if s.spec.MProfile && !sym.Thumb {
		return fmt.Errorf("%s at 0x%08x is ARM-state (A32) code, but the %s's %s (%s) runs Thumb code only: rebuild for it (-mcpu=%s -mthumb)",
			sym.Demangled, sym.Addr, s.Board.Name, s.spec.Name, s.spec.Arch, s.spec.Name)
	}
	return nil
}

// Symbol finds a function as Call does: by name, or 0xADDR.
func (s *Session) Symbol(fn string) (elfimg.Symbol, error) { return s.entrySymbol(fn) }
