package sim

// Exceptions and interrupts of an M-profile core in firmware mode.
//
// Unicorn 2.0.1 has the M-profile CPU state (IPSR, PRIMASK, BASEPRI,
// CONTROL) but no NVIC: it never takes an interrupt by itself. Entry and
// return are done here, between two translation blocks:
//
//   - Interrupt sources are SysTick (TICKINT; it pends when the count of
//     simulated cycles reaches its next expiry) and software (NVIC ISPR,
//     ICSR PENDSVSET/PENDSTSET/NMIPENDSET, STIR, SVC).
//   - While one is armed or pending, the emulator hands its events over
//     at every block start and asks whether to stop (emu stop requests):
//     an interrupt is taken at the first block boundary where the core
//     model's cycle count has reached the expiry. The error of the
//     interrupt's arrival is at most one block (the block during which
//     the expiry passes completes first).
//   - Entry pushes the 8-word frame (26 words with the FP context, whose
//     registers are written for correctness but cost nothing: lazy
//     stacking), sets LR to EXC_RETURN, IPSR, and continues at the vector;
//     the core model is charged the core's entry latency plus the memory
//     model's wait states on the stacking and the vector fetch.
//   - A branch to EXC_RETURN in Handler mode surfaces from Unicorn as its
//     internal exception-exit exception (number 8) at 0xffffffxx: it
//     unstacks, or tail-chains into the next pending exception that can
//     be taken. That needs the IPSR written at entry to reach Unicorn's
//     cached hflags (emu.WriteReg rebuilds them, MT-H3). In Thread mode
//     the M0, M3, M4 and M7 fault on the fetch, as the chip does (emu
//     names it); the M33 model takes it as a return, refused here.
//   - WFI skips ahead to the next SysTick expiry, charging the cycles as
//     "sleep". WFE is a no-op in Unicorn (emu resumes after it), so a WFE
//     loop runs as a polling loop.
//   - A branch to itself in Thread mode with nothing that can interrupt
//     it ends the run: "idle loop at SYMBOL".
//
// Costs and their sources: docs/exception-timing.md.

import (
	"encoding/binary"
	"fmt"
	"math"

	"boardless/devices"
	"boardless/emu"
	"boardless/models"
	"boardless/models/chip"
	"boardless/trace"
)

const never = math.MaxUint64

// excExit is the exception number QEMU raises for a branch to EXC_RETURN.
const excExit = 8

type excUnit struct {
	r   *runner
	m   *emu.Machine
	dev *devices.Peripherals
	nv  *devices.NVIC
	ec  models.ExceptionCore

	entryCycles, returnCycles, tailCycles uint64
	fpu                                   bool
	flashBase                             uint32

	deadline uint64 // SysTick's next expiry while it can pend, else never
	pendings bool   // an enabled exception is pending
	frames   []excFrame
	watch    *idleWatch
}

// excFrame is one stacked exception.
type excFrame struct {
	exc       int
	excReturn uint32
	sp        uint32 // the frame's address (SP after stacking)
	words     uint32 // 8, or 26 with the FP context
	ret       uint32 // stacked return address
}

// newExceptions returns the exception unit of a firmware run, or nil when
// the core has no exception model (A-profile) or its timing model cannot
// take exceptions.
func newExceptions(r *runner, params models.Values) *excUnit {
	t := r.spec.Exceptions
	ec, ok := r.core.(models.ExceptionCore)
	if !r.spec.MProfile {
		return nil
	}
	if t.EntryCycles == 0 || !ok {
		r.warn(fmt.Sprintf("the %s model takes no exceptions (CoreSpec.Exceptions, models.ExceptionCore): interrupts are not delivered", r.spec.Name))
		return nil
	}
	x := &excUnit{r: r, m: r.m, dev: r.dev, nv: devices.NewNVIC(t.PriorityBits, t.Mainline), ec: ec,
		entryCycles: uint64(t.EntryCycles), returnCycles: uint64(params.Int("exc_exit_cycles")),
		tailCycles: uint64(params.Int("exc_chain_cycles")), fpu: r.spec.FPU != "", deadline: never}
	if fl, ok := r.board.FlashRegion(); ok {
		x.flashBase = uint32(fl.Base)
	}
	x.watch = &idleWatch{core: r.feed, x: x, periods: r.opts.idlePeriods()}
	x.watch.bs, _ = r.feed.(trace.BlockSink)
	r.dev.Exc = x
	r.m.SetStopCheck(x.due)
	return x
}

// due is the emulator's stop check: an interrupt is to be taken now.
func (x *excUnit) due() bool {
	if x.r.cycles() >= x.deadline {
		return true
	}
	return x.pendings && x.takeable() != 0
}

// rearm recomputes the SysTick expiry and whether the emulator must
// check at every block.
func (x *excUnit) rearm() {
	x.deadline = never
	if d := x.dev; d.TickInt() {
		if c, ok := d.NextSysTickCrossing(x.r.cycles()); ok {
			x.deadline = c
		}
	}
	x.pendings = x.nv.AnyPending()
	x.m.SetEager(x.deadline != never || x.pendings)
}

// tick pends SysTick when its expiry has passed.
func (x *excUnit) tick() {
	if x.deadline == never || x.r.cycles() < x.deadline {
		return
	}
	if x.dev.TickInt() {
		x.nv.SetPending(devices.ExcSysTick, true)
	}
	x.rearm()
}

// maskPriority is the execution priority the mask registers give.
func (x *excUnit) maskPriority() int {
	if x.m.ReadReg(emu.PRIMASK)&1 != 0 {
		return 0
	}
	if !x.nv.Mainline() {
		return devices.NoPriority
	}
	if x.m.ReadReg(emu.FAULTMASK)&1 != 0 {
		return -1
	}
	if b := x.m.ReadReg(emu.BASEPRI) & uint32(x.nv.Mask()); b != 0 {
		return x.nv.Group(int(b))
	}
	return devices.NoPriority
}

// takeable is the pending exception that preempts now, or 0.
func (x *excUnit) takeable() int {
	e := x.nv.Best()
	if e == 0 {
		return 0
	}
	if x.nv.Group(x.nv.Priority(e)) < min(x.nv.ActivePriority(), x.maskPriority()) {
		return e
	}
	return 0
}

// service takes the exception that is due at pc (the next instruction),
// returning where execution continues.
func (x *excUnit) service(pc uint32) (uint32, error) {
	x.tick()
	e := x.takeable()
	if e == 0 {
		x.rearm()
		return pc, nil
	}
	return x.enter(e, pc)
}

// vector reads the handler address of exception e from the vector table
// (VTOR, or the flash base that address 0 aliases at boot).
func (x *excUnit) vector(e int) (addr, handler uint32, err error) {
	base := x.nv.VTOR()
	if base == 0 {
		base = x.flashBase
	}
	addr = base + uint32(4*e)
	b, err := x.m.ReadMem(addr, 4)
	if err != nil {
		return addr, 0, fmt.Errorf("exception %d (%s): its vector at 0x%08x is outside the board's memory (VTOR 0x%08x)", e, excName(e), addr, x.nv.VTOR())
	}
	handler = binary.LittleEndian.Uint32(b)
	if handler&1 == 0 || !x.m.Mapped(handler&^1, 2) {
		return addr, 0, fmt.Errorf("exception %d (%s): vector at 0x%08x holds 0x%08x, not a Thumb address of code (is the vector table complete?)", e, excName(e), addr, handler)
	}
	return addr, handler, nil
}

func excName(e int) string {
	switch e {
	case devices.ExcNMI:
		return "NMI"
	case devices.ExcHardFault:
		return "HardFault"
	case devices.ExcSVCall:
		return "SVCall"
	case devices.ExcPendSV:
		return "PendSV"
	case devices.ExcSysTick:
		return "SysTick"
	}
	if e >= devices.ExcIRQ0 {
		return fmt.Sprintf("IRQ %d", e-devices.ExcIRQ0)
	}
	return fmt.Sprintf("exception %d", e)
}

// enter takes exception e with ret the next instruction of the
// interrupted code (ARMv7-M B1.5.6 PushStack, ExceptionTaken).
func (x *excUnit) enter(e int, ret uint32) (uint32, error) {
	m := x.m
	ctrl := m.ReadReg(emu.CONTROL)
	if x.nv.Depth() == 0 && ctrl&2 != 0 {
		return 0, fmt.Errorf("exception %d (%s) taken while Thread mode runs on the process stack (CONTROL.SPSEL, as an RTOS does): not modelled", e, excName(e))
	}
	e = x.lateArrival(e)
	vecAddr, handler, err := x.vector(e)
	if err != nil {
		return 0, err
	}
	fp := x.fpu && ctrl&4 != 0 // FPCA: an FP context is active
	words := uint32(8)
	if fp {
		words = 26
	}
	sp := m.ReadReg(emu.SP)
	frame := (sp - 4*words) &^ 7 // 8-byte aligned (CCR.STKALIGN)
	xpsr := m.ReadReg(emu.XPSR)
	if frame+4*words != sp {
		xpsr |= 1 << 9 // the stacked xPSR records the alignment word
	}
	regs := []uint32{m.ReadReg(emu.R0), m.ReadReg(emu.R1), m.ReadReg(emu.R2), m.ReadReg(emu.R3),
		m.ReadReg(emu.R12), m.ReadReg(emu.LR), ret &^ 1, xpsr}
	if fp {
		for i := 0; i < 16; i++ {
			regs = append(regs, m.ReadS(i))
		}
		regs = append(regs, m.ReadReg(emu.FPSCR), 0)
	}
	buf := make([]byte, 4*len(regs))
	for i, v := range regs {
		binary.LittleEndian.PutUint32(buf[4*i:], v)
	}
	if err := m.WriteMem(frame, buf); err != nil {
		return 0, fmt.Errorf("exception %d (%s): stacking at 0x%08x (SP 0x%08x) failed: the stack is outside RAM", e, excName(e), frame, sp)
	}
	excReturn := uint32(0xfffffff9) // Thread mode, main stack
	if x.nv.Depth() > 0 {
		excReturn = 0xfffffff1 // back to Handler mode
	}
	if fp {
		excReturn &^= 1 << 4 // FType 0: extended frame
		m.WriteReg(emu.CONTROL, ctrl&^4)
	}
	m.WriteReg(emu.SP, frame)
	m.WriteReg(emu.LR, excReturn)
	// The cycles: the latency, plus wait states on the eight basic
	// stacking writes (lazy FP stacking writes nothing) and the vector.
	cycles := x.entryCycles + x.memStall(frame, 8, true) + uint64(x.r.mem.Data(vecAddr, 4, false))
	x.frames = append(x.frames, excFrame{exc: e, excReturn: excReturn, sp: frame, words: words, ret: ret &^ 1})
	x.watch.interruptTaken(x.nv.Depth() == 0)
	x.activate(e)
	x.ec.EnterException(ret, handler, cycles)
	x.rearm()
	return handler, nil
}

// lateArrival is the exception whose handler an entry to e starts:
// SysTick when it expires during the entry's stacking with a higher
// priority than e (late arrival: the stacking is shared, the vector
// fetched is the late one's, e stays pending and tail-chains after; the
// Cortex-M0/M0+ TRMs §3.6.1, ARMv7-M B1.5.x). The window is the whole
// entry latency.
func (x *excUnit) lateArrival(e int) int {
	if e == devices.ExcSysTick || !x.dev.TickInt() || x.deadline == never || x.deadline >= x.r.cycles()+x.entryCycles {
		return e
	}
	if x.nv.Group(x.nv.Priority(devices.ExcSysTick)) >= x.nv.Group(x.nv.Priority(e)) {
		return e
	}
	x.nv.SetPending(devices.ExcSysTick, true)
	x.deadline = never // rearm after the entry finds the next expiry
	return devices.ExcSysTick
}

// activate makes e the running exception.
func (x *excUnit) activate(e int) {
	x.nv.SetPending(e, false)
	x.nv.Activate(e)
	x.m.WriteReg(emu.IPSR, uint32(e))
}

// memStall is the memory model's stall for n word accesses from addr.
func (x *excUnit) memStall(addr, n uint32, write bool) uint64 {
	var s uint64
	for i := uint32(0); i < n; i++ {
		s += uint64(x.r.mem.Data(addr+4*i, 4, write))
	}
	return s
}

// exceptionReturn handles a branch to EXC_RETURN (at pc, bit 0 clear).
func (x *excUnit) exceptionReturn(pc uint32) (uint32, error) {
	n := len(x.frames)
	if n == 0 {
		return 0, fmt.Errorf("branch to 0x%08x (an EXC_RETURN value) with no exception active", pc)
	}
	fr := x.frames[n-1]
	if pc|1 != fr.excReturn {
		return 0, fmt.Errorf("exception return with EXC_RETURN 0x%08x where exception %d (%s) was entered with 0x%08x: a changed EXC_RETURN (stack switching, as an RTOS does) is not modelled", pc|1, fr.exc, excName(fr.exc), fr.excReturn)
	}
	x.frames = x.frames[:n-1]
	x.nv.Deactivate()
	x.tick()
	if e := x.takeable(); e != 0 {
		return x.tailChain(fr, e)
	}
	m := x.m
	b, err := m.ReadMem(fr.sp, int(4*fr.words))
	if err != nil {
		return 0, fmt.Errorf("exception return: unstacking at 0x%08x failed: the stack is outside RAM", fr.sp)
	}
	w := func(i int) uint32 { return binary.LittleEndian.Uint32(b[4*i:]) }
	for i, r := range []emu.Reg{emu.R0, emu.R1, emu.R2, emu.R3, emu.R12, emu.LR} {
		m.WriteReg(r, w(i))
	}
	ret, xpsr := w(6), w(7)
	sp := fr.sp + 4*fr.words
	if xpsr&(1<<9) != 0 {
		sp += 4
	}
	ctrl := m.ReadReg(emu.CONTROL) &^ 4
	if fr.words == 26 {
		for i := 0; i < 16; i++ {
			m.WriteS(i, w(8+i))
		}
		m.WriteReg(emu.FPSCR, w(24))
		ctrl |= 4 // FPCA back on: the interrupted code had an FP context
	}
	if x.fpu {
		m.WriteReg(emu.CONTROL, ctrl)
	}
	m.WriteReg(emu.SP, sp)
	m.WriteReg(emu.XPSR, xpsr&^(1<<9|0x1ff)|uint32(x.nv.Current()))
	cycles := x.returnCycles + x.memStall(fr.sp, 8, false)
	x.ec.ReturnException(ret, cycles)
	x.rearm()
	return ret | 1, nil
}

// tailChain goes from a handler's return straight to exception e's
// handler, the frame staying on the stack.
func (x *excUnit) tailChain(fr excFrame, e int) (uint32, error) {
	vecAddr, handler, err := x.vector(e)
	if err != nil {
		return 0, err
	}
	x.ec.ReturnException(fr.ret, 0) // leaves the handler's frame in a profile
	fr.exc = e
	x.frames = append(x.frames, fr)
	x.activate(e)
	x.ec.EnterException(fr.ret, handler, x.tailCycles+uint64(x.r.mem.Data(vecAddr, 4, false)))
	x.rearm()
	return handler, nil
}

type excAction int

const (
	excNotMine excAction = iota
	excResume
	excFinished
)

// handleStop deals with a stop of the emulator that belongs to the
// exception model: a stop request, an exception return, WFI, SVC.
func (x *excUnit) handleStop(f *emu.Fault) (uint32, excAction, error) {
	pc := x.m.ReadReg(emu.PC)
	switch {
	case f.Kind == emu.FaultRequested:
		if at := x.watch.at; at != 0 {
			return x.idleEnd(at)
		}
		if x.nv.ResetRequested() {
			// The run ends where the reset takes the core away (the
			// code after the request, usually a loop, never counts).
			x.r.sh.exited, x.r.sh.exitCode = true, 0
			x.r.sh.exitBy = fmt.Sprintf("system reset requested (AIRCR.SYSRESETREQ) before %s", x.r.img.Symbolize(pc))
			return pc | 1, excFinished, nil
		}
		next, err := x.service(pc | 1)
		return next, excResume, err
	case f.Kind == emu.FaultException && f.Intr == excExit && pc >= 0xffffff00:
		next, err := x.exceptionReturn(pc)
		return next, excResume, err
	case f.Kind == emu.FaultWait:
		return x.sleep(f.PC)
	case f.Kind == emu.FaultException && f.Intr == 2: // SVC: PC is past it
		x.nv.SetPending(devices.ExcSVCall, true)
		if x.takeable() != devices.ExcSVCall {
			return 0, excResume, fmt.Errorf("SVC at 0x%08x cannot be taken at the current priority (it would escalate to HardFault, which is not modelled)", f.PC)
		}
		next, err := x.enter(devices.ExcSVCall, pc|1)
		return next, excResume, err
	}
	return 0, excNotMine, nil
}

// sleep handles a WFI at pc: the core sleeps until an exception that
// would preempt, ignoring PRIMASK, becomes pending (ARMv7-M B1.5.19).
func (x *excUnit) sleep(pc uint32) (uint32, excAction, error) {
	next := (pc + 2) | 1
	x.tick()
	if x.wakes() {
		x.ec.Sleep(0)
		n, err := x.service(next)
		return n, excResume, err
	}
	if x.deadline == never || !x.sysTickWakes() {
		if x.nv.Depth() > 0 {
			return 0, excResume, x.stuck(pc, "WFI")
		}
		x.r.sh.exited, x.r.sh.exitCode = true, 0
		x.r.sh.exitBy = fmt.Sprintf("sleep at %s (WFI, no interrupt can wake the core)", x.r.img.Symbolize(pc))
		return next, excFinished, nil
	}
	if x.nv.Depth() == 0 && x.watch.sleepLoop(pc) {
		return x.idleEnd(pc) // the WFI idle loop's steady state
	}
	x.ec.Sleep(x.deadline - x.r.cycles())
	n, err := x.service(next)
	return n, excResume, err
}

// wakes reports whether a pending exception wakes WFI now.
func (x *excUnit) wakes() bool {
	e := x.nv.Best()
	return e != 0 && x.nv.Group(x.nv.Priority(e)) < x.wakePriority()
}

// sysTickWakes reports whether SysTick's next expiry will wake WFI.
func (x *excUnit) sysTickWakes() bool {
	return x.dev.TickInt() && x.nv.Group(x.nv.Priority(devices.ExcSysTick)) < x.wakePriority()
}

// wakePriority is the execution priority without PRIMASK's part.
func (x *excUnit) wakePriority() int {
	p := x.nv.ActivePriority()
	if x.nv.Mainline() {
		if b := x.m.ReadReg(emu.BASEPRI) & uint32(x.nv.Mask()); b != 0 {
			p = min(p, x.nv.Group(int(b)))
		}
	}
	return p
}

func (x *excUnit) stuck(pc uint32, what string) error {
	e := x.nv.Current()
	return fmt.Errorf("firmware stuck in exception %d (%s): %s at 0x%08x (%s) waits for an interrupt that cannot come", e, excName(e), what, pc, x.r.img.Symbolize(pc))
}

// The exception unit's hooks in the devices and the run loop; each is a
// no-op without an exception model (function mode, the A7).

func (x *excUnit) Read(addr uint32) (uint32, bool) {
	if x == nil {
		return 0, false
	}
	return x.nv.Read(addr)
}

// Write handles an NVIC or SCB register write; an exception it pends is
// taken at the next block boundary.
func (x *excUnit) Write(addr, v uint32) bool {
	if x == nil {
		return false
	}
	ok, pended := x.nv.Write(addr, v)
	if x.nv.ResetRequested() {
		x.m.RequestStop()
	}
	if ok {
		x.rearm() // enable, pending or priority changed
	}
	if pended && x.pendings {
		x.m.RequestStop()
	}
	return ok
}

func (x *excUnit) SysTickChanged() {
	if x != nil {
		x.r.sync() // the next expiry is counted from the writing instruction
		x.rearm()
	}
}

// before takes, before every run of the emulator, an exception that
// became due while it was stopped.
func (x *excUnit) before(start uint32) (uint32, error) {
	if x == nil {
		return start, nil
	}
	return x.service(start)
}

func (x *excUnit) handle(f *emu.Fault) (uint32, excAction, error) {
	if x == nil {
		return 0, excNotMine, nil
	}
	return x.handleStop(f)
}

// sink is what the emulator feeds: the core model, behind the idle-loop
// watch when there is an exception model.
func (r *runner) sink() trace.Sink {
	if r.exc == nil {
		return r.fpg.in(r.feed)
	}
	return r.fpg.in(r.exc.watch)
}

// unmodelledInterrupts names an access to an interrupt controller that
// firmware mode lacks (the chip's registers.unmodelled), for a fault
// that would otherwise read "unmapped".
func (r *runner) unmodelledInterrupts(f *emu.Fault) error {
	if f.Kind != emu.FaultUnmappedRead && f.Kind != emu.FaultUnmappedWrite {
		return nil
	}
	regs := chip.RegistersOf(r.board)
	if regs == nil {
		return nil
	}
	for _, u := range regs.Unmodelled {
		if f.Addr >= uint32(u.Base) && uint64(f.Addr-uint32(u.Base)) < uint64(u.Size) {
			return fmt.Errorf("%s at 0x%08x (PC 0x%08x, %s): interrupts are not modelled on %s", u.Name, f.Addr, f.PC, r.img.Symbolize(f.PC), r.spec.Name)
		}
	}
	return nil
}
