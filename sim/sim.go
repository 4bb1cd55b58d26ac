// Package sim runs one function of an ELF on a board: it maps the board's
// memory into an emulator, loads the image, places argument buffers in
// RAM, paints the stack, calls the function with the board's core model
// listening to the event stream, and returns cycles, time and stack use.
//
// It is the only package that knows both the emulator and the models.
package sim

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"time"

	"boardless/devices"
	"boardless/elfimg"
	"boardless/emu"
	"boardless/models"
	_ "boardless/models/all"
	"boardless/models/chip"
	"boardless/result"
	"boardless/trace"
)

// Options are the settings of a run: its what-ifs (WhatIf, whatif.go)
// and how it is bounded, initialised and connected.
type Options struct {
	WhatIf
	Budget  uint64        // instruction budget; 0 means DefaultBudget
	Timeout time.Duration // wall-clock bound of each call; 0 for none
	// Init names functions to run once, after the image's constructors
	// and before the first call (--init).
	Init []string
	// Stdout receives what the program writes through semihosting (and,
	// in firmware mode, the console UART is FirmwareOptions.Out); Stdin
	// is what its semihosting reads get (nil: end of file at once).
	Stdout io.Writer
	Stdin  io.Reader
}

// DefaultBudget stops runaway code. The largest built-in kernel runs a
// few million instructions; this leaves room for users' code.
const DefaultBudget = 2_000_000_000

// Session is a loaded image on a board, ready for calls.
type Session struct {
	Board    *models.Profile
	Image    *elfimg.Image
	Opts     Options
	stackBuf []byte // scratch for reading the stack window back (stackUsed)

	m        *emu.Machine
	ram      models.Span
	ramEnd   uint64
	heapBase uint32 // first RAM byte after the image's data
	heapNext uint32 // bump allocator for argument buffers
	stackTop uint32
	hooked   map[[2]uint32]bool

	// An image with a C heap (runtime.go): the heap runs from heapLo
	// up to the break; buffers grow down from the top of RAM to bufLow.
	heap          bool
	heapLo        uint32
	brk, brkHigh  uint32
	bufLow        uint32
	init          *InitResult
	placement     *codePlacement // Opts.CodeIn resolved
	dataPlacement *dataPlacement // Opts.DataIn resolved
	spec          models.CoreSpec
	params        []models.ParamValue
	core          models.Core // reused across calls: its decode cache persists
	profiler      models.Profiler
	opSites       []models.OperandSite // watched for the core model (operands.go)

	sh        *semihosting
	dev       *devices.Peripherals // SysTick, DWT, SCB on M-profile cores
	releases  []func()             // device handles, freed after the machine
	cycleBase uint64               // cycles of the session's earlier calls (free-running counters)
	output    []byte               // what the program wrote (semihosting)
	warnings  []string
}

// Params returns every parameter of the session's models with its value.
func (s *Session) Params() []models.ParamValue { return s.params }

// SetProfiler makes later calls charge every cycle to p (nil: none).
func (s *Session) SetProfiler(p models.Profiler) { s.profiler = p }

// CPUFor returns the emulator CPU that runs a core's code.
func CPUFor(core string) (emu.CPU, error) {
	spec, err := models.LookupCore(core)
	if err != nil {
		return "", err
	}
	return emuCPU(spec)
}

func emuCPU(spec models.CoreSpec) (emu.CPU, error) {
	cpu := emu.CPU(spec.Emulator)
	if !cpu.Known() || cpu.MProfile() != spec.MProfile {
		return "", fmt.Errorf("core %s: the emulator has no %s CPU of that profile", spec.Name, spec.Emulator)
	}
	return cpu, nil
}

// Resolved is a board as a run under its options sees it: the what-ifs
// applied and every parameter of its models resolved, once (Resolve).
// Commands print its Board and open it (Resolved.Open, CallOnce,
// Resolved.RunFirmware) without resolving it again.
type Resolved struct {
	Board  *models.Profile
	Params []models.ParamValue
	Opts   Options
}

// Resolve applies opts' what-ifs to board and resolves its parameters.
func Resolve(board *models.Profile, opts Options) (*Resolved, error) {
	b, params, err := opts.Resolve(board)
	if err != nil {
		return nil, err
	}
	return &Resolved{Board: b, Params: params, Opts: opts}, nil
}

// resolvedRun is a resolved board with its core and the emulator CPU
// for it, checked against the image's architecture. Function and
// firmware mode share it.
type resolvedRun struct {
	board  *models.Profile
	params []models.ParamValue
	spec   models.CoreSpec
	cpu    emu.CPU
}

func (r *Resolved) forImage(img *elfimg.Image) (resolvedRun, error) {
	spec, err := models.LookupCore(r.Board.Core)
	if err != nil {
		return resolvedRun{}, err
	}
	cpu, err := emuCPU(spec)
	if err != nil {
		return resolvedRun{}, err
	}
	if err := checkArch(img, r.Board, spec); err != nil {
		return resolvedRun{}, err
	}
	return resolvedRun{r.Board, r.Params, spec, cpu}, nil
}

// Open maps the board, loads the image and prepares RAM.
func Open(board *models.Profile, img *elfimg.Image, opts Options) (*Session, error) {
	r, err := Resolve(board, opts)
	if err != nil {
		return nil, err
	}
	return r.Open(img)
}

// Open is Open on the resolved board.
func (r *Resolved) Open(img *elfimg.Image) (*Session, error) {
	rb, err := r.forImage(img)
	if err != nil {
		return nil, err
	}
	opts := r.Opts
	board, params, spec, cpu := rb.board, rb.params, rb.spec, rb.cpu
	ram, err := board.RAM()
	if err != nil {
		return nil, err
	}
	m, err := emu.New(cpu)
	if err != nil {
		return nil, err
	}
	m.SetTimeout(opts.Timeout) // resumes after a semihosting call are bounded too
	m.SetISA(spec.RISCVISA)    // a RISC-V core's instructions Unicorn lacks run in Go (emu/riscv.go)
	s := &Session{Board: board, Image: img, Opts: opts, m: m, ram: ram, spec: spec, params: params}
	if err := s.setup(); err != nil {
		m.Close()
		return nil, err
	}
	if s.riscv() {
		if err := s.rvStartRegs(); err != nil {
			s.Close()
			return nil, err
		}
	}
	if opts.CodeIn != "" {
		if s.placement, err = resolvePlacement(board, img, opts.CodeIn); err != nil {
			s.Close()
			return nil, &InputError{err}
		}
	}
	if opts.DataIn != "" {
		if s.dataPlacement, err = resolveDataPlacement(board, opts.DataIn); err != nil {
			s.Close()
			return nil, &InputError{err}
		}
	}
	return s, nil
}

// MapBoard maps a board's memory into a machine and loads the image.
func MapBoard(m *emu.Machine, board *models.Profile, img *elfimg.Image) error {
	for _, r := range board.Memory {
		perm := emu.PermAll
		if r.Kind == "flash" || r.Kind == "rom" {
			perm = emu.PermRead | emu.PermExec
		}
		if err := m.Map(uint32(r.Base), uint32(r.Size), perm); err != nil {
			return fmt.Errorf("board %s: memory %s: %v", board.Name, r.Name, err)
		}
	}
	if err := m.Load(img); err != nil {
		return &InputError{err} // an image linked for another board, or a malformed one
	}
	return nil
}

func (s *Session) setup() error {
	if err := MapBoard(s.m, s.Board, s.Image); err != nil {
		return err
	}
	// ARMv6-M's unaligned-access fault is the emulator's own: Unicorn's
	// Cortex-M0 takes it (CoreSpec.AlignFaults, docs/faults.md).
	if err := s.enableFPU(); err != nil {
		return err
	}
	if err := s.mapDevices(); err != nil {
		return err
	}
	sites, rels, err := watchOperands(s.m, s.Image, s.spec, func() models.Core { return s.core })
	s.releases = append(s.releases, rels...)
	if err != nil {
		return err
	}
	s.opSites = sites
	// Argument buffers go after the image's RAM contents (or, with a C
	// heap, at the top: runtime.go); the stack grows down from the top
	// of RAM.
	base := uint32(s.ram.Base)
	end := uint64(s.ram.Base) + uint64(s.ram.Size)
	for _, seg := range s.Image.Segments {
		segEnd := uint64(seg.Vaddr) + uint64(seg.Memsz)
		if uint64(seg.Vaddr) >= uint64(s.ram.Base) && segEnd <= end && segEnd > uint64(base) {
			base = uint32(segEnd)
		}
	}
	s.ramEnd = end
	s.heapLo, s.heap = heapStart(s.Image, s.ram)
	if s.heap {
		base = max(base, s.heapLo)
		s.brk, s.brkHigh, s.bufLow = s.heapLo, s.heapLo, uint32(end&^7)
		if err := s.watchSbrk(); err != nil {
			return err
		}
	}
	s.heapBase = (base + 7) &^ 7
	s.heapNext = s.heapBase
	if end < uint64(s.heapBase)+s.minStack()+8 {
		// Else stackTop falls below heapBase and painting the "stack"
		// would try to allocate 4 GiB.
		return &InputError{fmt.Errorf("%s: the image's data leaves %d bytes of %s's RAM (0x%08x+0x%x) for the stack; at least %d are needed",
			s.Image.Name, int64(end)-int64(s.heapBase), s.Board.Name, uint32(s.ram.Base), uint64(s.ram.Size), s.minStack()+8)}
	}
	s.stackTop = uint32((end - 8) &^ 7)
	return nil
}

// Close releases the emulator and the core model.
func (s *Session) Close() {
	if s.core != nil {
		s.core.Close()
	}
	s.m.Close()
	for _, f := range s.releases {
		f()
	}
}

// Machine exposes the emulator, for reading buffers back.
func (s *Session) Machine() *emu.Machine { return s.m }

// minStack is the least stack a call is given (the board's
// link.min_stack, 2048 bytes unless it says less); Alloc refuses
// buffers that would leave less.
func (s *Session) minStack() uint64 { return s.Board.MinStack() }

// Alloc places a buffer in RAM and returns its address (8-byte aligned).
// Buffers live until ResetBuffers.
func (s *Session) Alloc(data []byte) (uint32, error) {
	if s.heap {
		return s.allocTop(data)
	}
	addr := s.heapNext
	next := (uint64(addr) + uint64(len(data)) + 7) &^ 7
	if next+s.minStack() > uint64(s.stackTop) {
		return 0, &InputError{fmt.Errorf("buffers of %d bytes do not fit in %s's RAM (%d bytes free, %d kept for the stack)",
			next-uint64(s.heapBase), s.Board.Name, uint64(s.stackTop)-uint64(s.heapBase), s.minStack())}
	}
	if err := s.m.WriteMem(addr, data); err != nil {
		return 0, err
	}
	s.heapNext = uint32(next)
	return addr, nil
}

// ResetBuffers frees every buffer.
func (s *Session) ResetBuffers() {
	s.heapNext = s.heapBase
	s.bufLow = uint32(s.ramEnd &^ 7)
}

// stackPaint fills the free stack before a call; the deepest byte that no
// longer holds it marks the stack's high-water mark.
const stackPaint = 0xA5

// CallError is a call that did not complete: a fault in the emulated
// code, an exhausted budget, an instruction the core lacks, a stack
// overflow.
type CallError struct {
	Func  string
	Err   error
	Where string // symbol+offset of the PC
	Fault *emu.Fault
	// Stack is set when the stack overflowed (with or without a fault
	// that followed from it).
	Stack *StackOverflowError
	// Partial are the figures up to the stop of a call stopped from
	// outside (Session.Interrupt, the timeout): not a complete call's.
	Partial *result.Call
}

func (e *CallError) Error() string {
	at := ""
	if e.Fault != nil && (e.Fault.PC != 0 || e.Where != "?") {
		// A run stopped before its first instruction has no PC to name.
		at = fmt.Sprintf(" at PC 0x%08x (%s)", e.Fault.PC, e.Where)
	}
	switch {
	case e.Stack != nil:
		return fmt.Sprintf("%s: stack overflow%s: %v", e.Func, at, e.Stack)
	case e.Fault != nil:
		return fmt.Sprintf("%s: %s%s", e.Func, e.Fault.What(), at)
	}
	return fmt.Sprintf("%s: %v", e.Func, e.Err)
}

func (e *CallError) Unwrap() error { return e.Err }

// entrySymbol finds the function to call: by name, or by address
// (0x... for a stripped image; bit 0 set for Thumb on an A-profile
// core).
func (s *Session) entrySymbol(fn string) (elfimg.Symbol, error) {
	if addr, ok := parseAddress(fn); ok {
		if sym, ok := s.Image.At(addr); ok {
			return sym, nil
		}
		if !s.m.Mapped(addr&^1, 2) {
			return elfimg.Symbol{}, fmt.Errorf("function address 0x%08x is outside %s's memory", addr, s.Board.Name)
		}
		return elfimg.Symbol{Name: fn, Demangled: fn, Addr: addr &^ 1, Func: true, Thumb: addr&1 == 1 || s.spec.MProfile}, nil
	}
	sym, err := s.Image.Lookup(fn)
	if err != nil {
		if len(s.Image.Symbols) == 0 {
			return sym, fmt.Errorf("%v: call the function by its address (--func 0x...)", err)
		}
		return sym, err
	}
	if !sym.Func {
		return sym, fmt.Errorf("symbol %q is a data object, not a function", fn)
	}
	return sym, nil
}

// Call runs the named function with the given argument words and times
// it with the board's core model. The image's constructors (and
// Options.Init) run before the session's first call.
func (s *Session) Call(fn string, args []uint32) (*result.Call, error) {
	sym, err := s.entrySymbol(fn)
	if err != nil {
		return nil, &InputError{err} // a name or address the image or board lacks
	}
	if err := s.checkEntry(sym); err != nil {
		return nil, &InputError{err}
	}
	if err := s.initialise(); err != nil {
		return nil, err
	}
	run, err := s.execute(fn, entryOf(sym), frame{core: args}, nil, callHow{profile: true})
	if err != nil {
		return nil, err
	}
	return s.result(fn, run), nil
}

func (s *Session) result(fn string, run *callRun) *result.Call {
	r := run.res
	energy, energyNote := energyOver(s.Board, []chip.ClockSegment{{Hz: s.Board.ClockHz, Cycles: r.Cycles}})
	c := &result.Call{
		Board: s.Board.Name, Core: s.Board.Core, ClockHz: s.Board.ClockHz, Function: fn,
		Cycles: r.Cycles, Instructions: r.Instructions,
		TimeUS:     float64(r.Cycles) / float64(s.Board.ClockHz) * 1e6,
		StackBytes: run.stack, MemoryModel: run.mem.Name(),
		Stalls: r.Stalls, MemoryStats: r.Memory,
		EnergyUJ: energy, EnergyNote: energyNote,
	}
	c.SetR0(run.cr.R0, s.riscv())
	return c
}

// frame is a call's arguments as the procedure-call standard places
// them: core registers r0-r3 then the stacked words, and the VFP
// registers s0-s15 (a hard-float call's floating-point arguments).
type frame struct {
	core []uint32
	vfp  []uint32
}

// callRun is what one executed call measured.
type callRun struct {
	res   models.Result
	cr    emu.CallResult
	s0    uint32 // s0 and d0 at the return (hard-float results)
	d0    uint64
	stack uint32
	mem   models.Memory
}

// callHow says what one call measures: profile, whether the session's
// profiler sees it; cyclesOnly, that only its cycles are reported (a
// warm-up or a repeat after the first, Invoke), so that its stack depth,
// stalls and memory counts need not be gathered: the stack is checked
// only for an overflow (stackGuard).
type callHow struct {
	profile, cyclesOnly bool
}

// execute runs one call from entry with the core model timing it, on
// mem (nil: a fresh, cold memory model), measuring as how says.
func (s *Session) execute(fn string, entry uint32, fr frame, mem models.Memory, how callHow) (*callRun, error) {
	top := s.stackTopNow()
	guard := how.cyclesOnly && s.guardOnly()
	if err := s.prepareStack(guard); err != nil {
		return nil, err
	}
	if mem == nil {
		var err error
		if mem, err = s.newMemory(); err != nil {
			return nil, err
		}
	}
	if err := s.traceData(mem); err != nil {
		return nil, err
	}
	if s.core == nil {
		core, err := models.NewCore(s.Board, models.ValuesOf(s.params), mem, s.m)
		if err != nil {
			return nil, err
		}
		if obs, ok := core.(models.OperandObserver); ok && s.opSites != nil {
			obs.ObserveOperands(s.opSites)
		}
		s.core = core
	}
	core := s.core
	core.Reset(mem)
	var sink trace.Sink = core
	var dp *deltaProfiler
	var prof models.Profiler
	if how.profile {
		prof = s.profiler
	}
	if pc, ok := core.(models.Profiled); ok {
		pc.SetProfiler(prof)
	} else if prof != nil {
		cc, ok := core.(cycleCounter)
		if !ok {
			return nil, fmt.Errorf("the %s core model cannot attribute cycles", s.Board.Core)
		}
		dp = &deltaProfiler{core: core, cc: cc, p: prof}
		dp.sc, _ = core.(stallCounter)
		sink = dp
	}
	budget := s.Opts.Budget
	if budget == 0 {
		budget = DefaultBudget
	}
	for i, v := range fr.vfp {
		if err := s.m.WriteS(i, v); err != nil {
			return nil, err
		}
	}
	var memBefore models.MemoryStats
	if !how.cyclesOnly {
		memBefore = copyStats(mem.Stats())
	}
	cr, err := s.m.Call(emu.Call{Entry: entry, Args: fr.core, SP: top, Budget: budget, Timeout: s.Opts.Timeout}, sink)
	defer func() { s.cycleBase += core.Cycles() }()
	if err != nil {
		cr, err = s.serve(fn, cr, err, budget, sink)
	}
	if err != nil {
		ce := s.callError(fn, top, budget, err)
		s.partialFigures(ce, fn, cr, top, dp, mem, memBefore)
		return nil, ce
	}
	run := &callRun{cr: cr, mem: mem}
	if s.spec.FPU != "" {
		run.s0, run.d0 = s.m.ReadS(0), s.m.ReadD(0)
	}
	if dp != nil {
		dp.finish(cr.ReturnAddr)
	} else {
		core.Finish(cr.ReturnAddr)
	}
	if err := core.Err(); err != nil {
		var ue *models.UnsupportedError
		if errors.As(err, &ue) {
			if fe := s.noFPUError(fn, ue.PC, s.spec.MProfile, ue.Text); fe != nil {
				return nil, fe
			}
		}
		return nil, &CallError{Func: fn, Err: err}
	}
	if guard {
		if err := s.stackGuard(top); err != nil {
			return nil, &CallError{Func: fn, Err: err, Stack: asOverflow(err)}
		}
		run.res = models.Result{Cycles: core.Cycles()} // as Result's, after Finish
		return run, nil
	}
	if run.stack, err = s.stackUsed(cr.EntrySP, top); err != nil {
		return nil, &CallError{Func: fn, Err: err, Stack: asOverflow(err)}
	}
	run.res = core.Result()
	// A memory model kept across calls (Invoke's repeats) counts from
	// its first: this call's counts are the growth.
	run.res.Memory = subStats(run.res.Memory, memBefore)
	return run, nil
}

// Interrupt stops the session's running call from another goroutine
// (Ctrl-C): the call ends with a CallError whose Partial holds the
// figures up to the stop. Later calls on the session stop at once.
func (s *Session) Interrupt() { s.m.Stop() }

// partialFigures gives a call that was stopped from outside (Interrupt,
// the wall-clock timeout) the figures up to the stop, as CallError's
// Partial: the core retires the instruction it was on, the stack is
// what was written so far. A fault of the code itself gets none.
func (s *Session) partialFigures(err error, fn string, cr emu.CallResult, top uint32, dp *deltaProfiler, mem models.Memory, memBefore models.MemoryStats) {
	var ce *CallError
	if !errors.As(err, &ce) || ce.Fault == nil || (ce.Fault.Kind != emu.FaultStopped && ce.Fault.Kind != emu.FaultTimeout) {
		return
	}
	if dp != nil {
		dp.finish(ce.Fault.PC)
	} else {
		s.core.Finish(ce.Fault.PC)
	}
	run := &callRun{cr: cr, mem: mem, res: s.core.Result()}
	run.res.Memory = subStats(run.res.Memory, memBefore)
	if cr.EntrySP != 0 {
		run.stack, _ = s.stackUsed(cr.EntrySP, top)
	}
	ce.Partial = s.result(fn, run)
}

func copyStats(m models.MemoryStats) models.MemoryStats {
	out := models.MemoryStats{}
	for k, v := range m {
		out[k] = v
	}
	return out
}

func subStats(now, before models.MemoryStats) models.MemoryStats {
	out := models.MemoryStats{}
	for k, v := range now {
		out[k] = v - before[k]
	}
	return out
}

func asOverflow(err error) *StackOverflowError {
	var so *StackOverflowError
	errors.As(err, &so)
	return so
}

func (s *Session) callError(fn string, top uint32, budget uint64, err error) error {
	var f *emu.Fault
	if errors.As(err, &f) {
		if f.Kind == emu.FaultBudget {
			f.Budget = budget // not what was left of it at the last semihosting call
		}
		ce := &CallError{Func: fn, Err: err, Fault: f, Where: s.Image.Symbolize(f.PC)}
		ce.Stack = s.overflowAtFault(top, f)
		if s.riscv() {
			return ce // the Arm exception numbers below mean other causes on RISC-V
		}
		if f.Kind == emu.FaultException && (f.Intr == 1 || f.Intr == 17) && ce.Stack == nil {
			if fe := s.noFPUError(fn, f.PC, s.Registers().Thumb, ""); fe != nil {
				return fe
			}
		}
		if f.Kind == emu.FaultException && f.Intr == 1 && ce.Stack == nil {
			if ue := s.undefinedError(fn, f.PC); ue != nil {
				return ue
			}
		}
		return ce
	}
	return &CallError{Func: fn, Err: err}
}

// maxStackWindow bounds the painted stack: on a board with megabytes of
// RAM (the A7's DDR) painting all of it would cost more than the call.
const maxStackWindow = 256 << 10

// stackWindow returns the painted range: from the stack's floor (the
// end of the buffers, or the top of the heap), or maxStackWindow below
// the top of the stack, whichever is higher.
func (s *Session) stackWindow() (uint32, int) {
	top := s.stackTopNow()
	lo := min(s.stackFloor(), top)
	if top-lo > maxStackWindow {
		lo = top - maxStackWindow
	}
	return lo, int(top - lo)
}

// paintStack fills the stack window with the paint byte.
func (s *Session) paintStack() error {
	lo, n := s.stackWindow()
	return s.m.WriteMem(lo, paint[:n])
}

// prepareStack paints the stack window before a call, or with guard
// only its lowest byte: a call whose depth is not reported needs only
// stackUsed's overflow test, whether the call wrote that byte, and
// painting and reading back the whole window (up to 256 KiB) was most of
// the host time of a short call repeated (run --repeat).
func (s *Session) prepareStack(guard bool) error {
	if !guard {
		return s.paintStack()
	}
	lo, n := s.stackWindow()
	return s.m.WriteMem(lo, paint[:min(n, 1)])
}

// guardOnly reports whether the window stays where it is through a
// call, so that its lowest byte before the call is its lowest after:
// without a C heap (with one, _sbrk moves the window's floor up during
// the call, onto bytes not painted for it).
func (s *Session) guardOnly() bool { return !s.heap }

// stackGuard is stackUsed's overflow test alone: an error when the call
// wrote the window's lowest byte.
func (s *Session) stackGuard(top uint32) error {
	lo, n := s.stackWindow()
	if n == 0 {
		return nil
	}
	var b [1]byte
	if err := s.m.ReadMemInto(lo, b[:]); err != nil {
		return err
	}
	if b[0] == stackPaint {
		return nil
	}
	return s.windowOverrun(lo, top)
}

// paint is the largest stack window of paint, made once: painting and
// checking the window around every call was a few percent of a short
// kernel's host time when each call made and filled its own buffers.
var paint = bytes.Repeat([]byte{stackPaint}, maxStackWindow)

// paintedUpTo returns the length of buf's prefix that is still paint:
// compared a KiB at a time (memcmp), then byte by byte in the first KiB
// that differs.
func paintedUpTo(buf []byte) int {
	const chunk = 1 << 10
	i := 0
	for i+chunk <= len(buf) && bytes.Equal(buf[i:i+chunk], paint[:chunk]) {
		i += chunk
	}
	for i < len(buf) && buf[i] == stackPaint {
		i++
	}
	return i
}

// windowOverrun is the error of a call that wrote the lowest byte of the
// painted window [lo, top): an overflow into what lies below, or more
// stack than the window holds.
func (s *Session) windowOverrun(lo, top uint32) error {
	if lo > s.stackFloor() {
		return fmt.Errorf("the call used more than the %d KiB of stack boardless measures (below that, RAM is not painted)", maxStackWindow>>10)
	}
	return &StackOverflowError{Top: top, Floor: lo, Reached: lo, Below: s.floorName()}
}

// stackUsed returns how far below entrySP the call wrote.
func (s *Session) stackUsed(entrySP, top uint32) (uint32, error) {
	lo, n := s.stackWindow()
	if cap(s.stackBuf) < n {
		s.stackBuf = make([]byte, n)
	}
	buf := s.stackBuf[:n]
	if err := s.m.ReadMemInto(lo, buf); err != nil {
		return 0, err
	}
	i := paintedUpTo(buf)
	if i == len(buf) {
		return 0, nil
	}
	if i == 0 {
		return 0, s.windowOverrun(lo, top)
	}
	low := lo + uint32(i)
	if low >= entrySP {
		return 0, nil
	}
	// Stack writes are word-sized; round the deepest byte down to its
	// word, as a byte of the paint value may have been written.
	return entrySP - low&^3, nil
}

// traceData hooks the data accesses the memory model asks for, once per
// range per session (Unicorn hooks cannot be removed cheaply).
func (s *Session) traceData(mem models.Memory) error {
	ranges := mem.DataRanges()
	if s.spec.TraceAllData {
		ranges = append(ranges, s.boardRanges()...)
	}
	for _, r := range ranges {
		if s.hooked[r] {
			continue
		}
		if err := s.m.HookData(r[0], r[1]); err != nil {
			return err
		}
		if s.hooked == nil {
			s.hooked = map[[2]uint32]bool{}
		}
		s.hooked[r] = true
	}
	return nil
}

// boardRanges are the board's memory regions as [lo, hi] ranges.
func (s *Session) boardRanges() [][2]uint32 {
	var out [][2]uint32
	for _, r := range s.Board.Memory {
		out = append(out, [2]uint32{uint32(r.Base), uint32(uint64(r.Base) + uint64(r.Size) - 1)})
	}
	return out
}
