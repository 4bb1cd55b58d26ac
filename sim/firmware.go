package sim

// Firmware mode runs a whole firmware image on a board from reset: the Cortex-M vector table (initial SP, reset
// handler) at the flash base, or on the Cortex-A7 the ELF entry in ARM
// state with SP at the top of the data span. It emulates what ordinary
// benchmark firmware touches: SysTick and DWT CYCCNT (M-profile) and
// PMCCNTR (A7) counting simulated cycles, semihosting, the board's
// virtual COM port, and the RCC/PWR/FLASH status bits that clock set-up
// polls. Writes to FLASH_ACR (and the WBA's ICACHE_CR) change the live
// flash model; the core clock follows the RCC writes from the chip's
// reset clock (clock.go), and the time is summed over its segments.
// Every other peripheral register reads back what was last written and
// is counted. How a run ends, with or without a figure: fwstop.go; an
// image for another board is refused: fwcheck.go, clock.go.
//
// On M cores the NVIC, SysTick interrupts, exception entry and return,
// WFI and the idle loop are modelled (nvic.go, exception.go, idleloop.go,
// docs/exception-timing.md).
//
// Cycle counters read the core model's running count after draining the
// trace buffer (emu.Machine.Drain). Blocks are traced when they start, so
// a read counts the instructions up to the end of the reading
// instruction's translation block (all but the last, which the model
// retires when the next one arrives): the error of one reading is at most
// the cycles of the instructions that follow it in its block, and the
// difference of two readings made by the same code (the kit's
// read-and-return helpers) carries no error from this.

import (
	"context"
	"errors"
	"fmt"
	"io"

	"boardless/devices"
	"boardless/elfimg"
	"boardless/emu"
	"boardless/models"
	"boardless/models/chip"
	"boardless/result"
	"boardless/trace"
)

// FirmwareOptions control a firmware run: the what-ifs and parameters of
// a function call's Options (the clock and the flash settings as the
// profile and flags give them; the firmware's own FLASH_ACR writes then
// change what the flags did not pin), and where the output goes.
type FirmwareOptions struct {
	Options
	// Out receives the firmware's output (console U(S)ART and
	// semihosting writes) as it is produced; nil discards it (it is
	// still in the result's Output).
	Out io.Writer
	// Until ends the run when the PC reaches this symbol (fwstop.go);
	// MaxCycles after that many simulated cycles (0: no limit).
	Until     string
	MaxCycles uint64
	// IdlePeriods ends a run whose Thread mode sits in an idle loop
	// (`b .`) while interrupts keep coming, once that many were taken
	// with only their handlers running in between (idleloop.go): 0 is
	// DefaultIdlePeriods, a negative number never (the run goes on to
	// its budget).
	IdlePeriods int
	// Context cancelled (Ctrl-C) stops the run with its figures so far.
	Context context.Context
	// Profiler, when set, is called once with the run's code and returns
	// the profiler every cycle is charged to (prof.New).
	Profiler func(CodeReader) models.Profiler
}

type runner struct {
	board    *models.Profile
	img      *elfimg.Image
	opts     FirmwareOptions
	m        *emu.Machine
	spec     models.CoreSpec
	core     models.Core
	mem      *liveMemory
	dev      *devices.Peripherals
	sh       *semihosting
	output   []byte
	warnings []string
	warned   map[string]bool
	exc      *excUnit // M-profile exceptions (exception.go); nil on the A7
	fpg      *fpGate  // the FPU's CPACR check (fpgate.go); nil without an M FPU

	clock   *devices.Clock     // the core clock through the run (devices/clock.go)
	foreign []devices.RCCBlock // other chips' RCC blocks (devices/clock.go)
	stop    stopState          // an early end asked for by a callback (fwstop.go)
	// stopReason and partial: how the run ended (fwstop.go).
	stopReason string
	partial    bool
	feed       trace.Sink // the core behind the profiler and cycle limit (fwstop.go)
	finish     func(uint32)
	untilAddr  uint32
}

func (r *runner) emit(b []byte) {
	r.output = append(r.output, b...)
	if r.opts.Out != nil {
		r.opts.Out.Write(b)
	}
}

func (r *runner) cycles() uint64 { return r.core.Cycles() }

// sync brings the core model up to the emulator (see the package doc).
func (r *runner) sync() { r.m.Drain() }

func (r *runner) warn(s string) {
	if !r.warned[s] {
		r.warned[s] = true
		r.warnings = append(r.warnings, s)
	}
}

// RunFirmware runs img on board from reset until the firmware exits
// (semihosting SYS_EXIT or SYS_EXIT_EXTENDED; on A-profile also a return
// from the entry function) or a stop of the options ends it (Until,
// MaxCycles, the budget, the timeout, Context), and returns its cycles,
// time over the clock segments and output (Partial when the firmware
// did not finish).
func RunFirmware(board *models.Profile, img *elfimg.Image, opts FirmwareOptions) (*result.Firmware, error) {
	r, err := Resolve(board, opts.Options)
	if err != nil {
		return nil, err
	}
	return r.RunFirmware(img, opts)
}

// RunFirmware is RunFirmware on the resolved board: its what-ifs are
// the board's (opts' own are not read).
func (rv *Resolved) RunFirmware(img *elfimg.Image, opts FirmwareOptions) (*result.Firmware, error) {
	opts.WhatIf = rv.Opts.WhatIf
	rb, err := rv.forImage(img)
	if err != nil {
		return nil, err
	}
	board, params, spec, cpu := rb.board, rb.params, rb.spec, rb.cpu
	if cpu.RISCV() {
		return nil, &InputError{fmt.Errorf("%s: firmware mode runs Arm M-profile firmware (vector table, NVIC); %s's %s is RISC-V: call a function instead (boardless run --func)", img.Name, board.Name, spec.Name)}
	}
	if err := checkClockTree(board); err != nil {
		return nil, err
	}
	m, err := emu.New(cpu)
	if err != nil {
		return nil, err
	}
	var releases []func()
	defer func() {
		m.Close()
		for _, f := range releases {
			f()
		}
	}()
	m.SetTimeout(opts.Timeout)
	if err := MapBoard(m, board, img); err != nil {
		return nil, err
	}
	r := &runner{board: board, img: img, opts: opts, m: m, spec: spec, warned: map[string]bool{}}
	r.sh = &semihosting{m: m, mprof: spec.MProfile, img: img, h: r, clockHz: board.ClockHz, stdin: opts.Stdin}
	r.dev = devices.NewPeripherals(deviceHost{r}, spec, chip.RegistersOf(board))
	r.dev.Watch, r.dev.Caches = runDevices{r}, runDevices{r}
	for _, span := range peripheralSpans(spec.MProfile) {
		rel, err := m.MapMMIO(span[0], span[1], r.dev)
		if err != nil {
			return nil, fmt.Errorf("board %s: peripherals: %v", board.Name, err)
		}
		releases = append(releases, rel)
	}
	reset, _ := devices.ResetFlash(chip.RegistersOf(board))
	r.mem, err = newLiveMemory(board, models.ValuesOf(params), opts.pinned(board), reset)
	if err != nil {
		return nil, err
	}
	for _, rg := range r.mem.DataRanges() {
		if err := m.HookData(rg[0], rg[1]); err != nil {
			return nil, err
		}
	}
	core, err := models.NewCore(board, models.ValuesOf(params), r.mem, m)
	if err != nil {
		return nil, err
	}
	defer core.Close()
	r.core = core
	if err := r.prepareRun(); err != nil {
		return nil, err
	}
	r.exc = newExceptions(r, models.ValuesOf(params))
	r.fpg = newFPGate(r)
	sites, rels, err := watchOperands(m, img, spec, func() models.Core { return core })
	releases = append(releases, rels...)
	if err != nil {
		return nil, err
	}
	if obs, ok := core.(models.OperandObserver); ok && sites != nil {
		obs.ObserveOperands(sites)
	}
	if spec.CycleCounter == "pmccntr" {
		rels, err := hookPMCCNTR(m, img, r)
		releases = append(releases, rels...)
		if err != nil {
			return nil, err
		}
	}
	defer r.watchContext(opts.Context)()
	if err := r.run(); err != nil {
		return nil, err
	}
	res := core.Result()
	r.untilNeverReached()
	energy, energyNote := energyOver(board, energySegments(r.clock.Segments(), res.Cycles))
	fw := &result.Firmware{
		Board: board.Name, Core: board.Core, ClockHz: r.clock.Final(),
		Cycles: res.Cycles, Instructions: res.Instructions,
		TimeUS:   r.clock.TimeUS(res.Cycles),
		ExitCode: r.sh.exitCode, ExitedBy: r.sh.exitBy, Output: string(r.output),
		StoppedBy: r.stopReason, Partial: r.partial, ClockSegments: r.clock.Segments(),
		MemoryModel: r.mem.Name(), Stalls: res.Stalls, MemoryStats: res.Memory,
		Peripherals: r.dev.Accesses(), Warnings: r.warnings, EnergyUJ: energy, EnergyNote: energyNote,
	}
	r.splitIdle(fw)
	return fw, nil
}

// splitIdle reports a run that ended in the idle steady state as the
// cycles and time to the idle loop's first entry and the idle stretch
// after it (the figures of the whole run are their sum).
func (r *runner) splitIdle(fw *result.Firmware) {
	if r.exc == nil {
		return
	}
	toIdle, ok := r.exc.watch.idleSpan()
	if !ok || toIdle > fw.Cycles {
		return
	}
	toUS := r.clock.TimeUS(toIdle)
	fw.Idle = &result.IdleSpan{
		FromCycle: toIdle, TimeToIdleUS: toUS,
		Cycles: fw.Cycles - toIdle, TimeUS: fw.TimeUS - toUS,
		Interrupts: r.exc.watch.entries,
	}
}

// untilNeverReached warns, for a run given --until that ended another
// way, that the symbol never ran.
func (r *runner) untilNeverReached() {
	if r.opts.Until == "" || r.stopReason == "until "+r.opts.Until {
		return
	}
	how := r.stopReason
	if how == "exit" {
		how = "the firmware's exit (" + r.sh.exitBy + ")"
	}
	r.warn(fmt.Sprintf("--until %s: never reached; the run ended by %s", r.opts.Until, how))
}

// idlePeriods is IdlePeriods with its default (0: never).
func (o FirmwareOptions) idlePeriods() int {
	switch {
	case o.IdlePeriods < 0:
		return 0
	case o.IdlePeriods == 0:
		return DefaultIdlePeriods
	}
	return o.IdlePeriods
}

// pinned are the parameters the user set, which the firmware's register
// writes must not change.
func (o FirmwareOptions) pinned(board *models.Profile) map[string]bool {
	p := map[string]bool{}
	for k := range o.Params {
		p[k] = true
	}
	wi, _ := o.whatIfSettings(board) // Resolve has checked them
	for _, w := range wi {
		p[w.param] = true
	}
	return p
}

// peripheralSpans are the device regions mapped as MMIO: the peripheral
// space of STM32 and STM32MP1 parts, and the M-profile private
// peripheral bus (SysTick, DWT, SCB).
func peripheralSpans(mprofile bool) [][2]uint32 {
	spans := [][2]uint32{{0x40000000, 0x20000000}}
	if mprofile {
		spans = append(spans, [2]uint32{0xe0000000, 0x00100000})
	}
	return spans
}

// returnPage is where the A7 entry function returns to (its LR).
const returnPage = 0x1ff00000

// until is an address firmware never reaches on an M-profile core: the
// run ends through semihosting.
const until = 0xfffffffe

func (r *runner) run() error {
	m := r.m
	var start, stop uint32
	if r.spec.MProfile {
		fl, ok := r.board.FlashRegion()
		if !ok {
			return fmt.Errorf("board %s has no flash for a vector table", r.board.Name)
		}
		vec, err := m.ReadMem(uint32(fl.Base), 8)
		if err != nil {
			return err
		}
		sp := le32(vec)
		reset := le32(vec[4:])
		if err := checkVectors(r.board, r.img.Name, uint32(fl.Base), sp, reset); err != nil {
			return err
		}
		m.WriteReg(emu.SP, sp)
		m.WriteReg(emu.LR, 0xffffffff)
		start, stop = reset, until
	} else {
		ram, err := r.board.RAM()
		if err != nil {
			return err
		}
		if err := m.Map(returnPage, 4096, emu.PermRead|emu.PermExec); err != nil {
			return err
		}
		m.WriteMem(returnPage, []byte{0xfe, 0xff, 0xff, 0xea}) // b .
		m.WriteReg(emu.SP, uint32((uint64(ram.Base)+uint64(ram.Size))&^7))
		m.WriteReg(emu.LR, returnPage)
		start, stop = r.img.Entry, returnPage
	}
	if r.untilAddr != 0 {
		release, err := r.stopAtUntil(stop)
		if err != nil {
			return err
		} else if release != nil {
			defer release()
		}
		stop = r.untilAddr
	}
	budget := r.opts.Budget
	if budget == 0 {
		budget = DefaultBudget
	}
	var total uint64
	for {
		var err error
		if start, err = r.exc.before(start); err != nil {
			return err
		}
		n, err := m.Run(start, stop, budget-total, r.sink())
		total += n
		if ferr := r.fpg.err(r); ferr != nil {
			return ferr
		}
		if err == nil {
			r.finish(stop)
			if stop == r.untilAddr {
				r.stopReason = "until " + r.opts.Until
				return r.core.Err()
			}
			// Returned from the A7 entry function: r0 is the exit code.
			r.sh.exited, r.sh.exitCode, r.sh.exitBy = true, int(int32(m.ReadReg(emu.R0))), "return"
			r.stopReason = "exit"
			return r.core.Err()
		}
		if cerr := r.core.Err(); cerr != nil {
			return cerr
		}
		if ok, pc, serr := r.stopped(err, budget); ok {
			if serr != nil {
				return serr
			}
			r.finish(pc)
			return r.core.Err()
		}
		var f *emu.Fault
		if !errors.As(err, &f) {
			return err
		}
		next, act, herr := r.exc.handle(f)
		ok := act != excNotMine
		if act == excNotMine {
			next, ok, herr = r.sh.handle(f)
		}
		if herr != nil {
			return herr
		}
		if !ok {
			if err := r.unmodelledInterrupts(f); err != nil {
				return err
			}
			return fmt.Errorf("firmware stopped: %s at PC 0x%08x (%s) after %d instructions", f.What(), f.PC, r.img.Symbolize(f.PC), total)
		}
		if r.sh.exited || act == excFinished {
			r.finish(next)
			r.stopReason = "exit"
			if act == excFinished {
				// The core went idle for good: a complete run, named by
				// how (idle loop, WFI with nothing to wake it, reset).
				r.stopReason = r.sh.exitBy
			}
			return r.core.Err()
		}
		if total >= budget {
			r.finish(next)
			r.stopReason, r.partial = "budget", true
			r.warn(fmt.Sprintf("instruction budget of %d exhausted (firmware does not exit? --until SYMBOL or --max-cycles N end it where you want)", budget))
			return r.core.Err()
		}
		start = next
	}
}

func le32(b []byte) uint32 {
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}
