package sim

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"

	"boardless/devices"
	"boardless/elfimg"
	"boardless/emu"
	"boardless/models"
	"boardless/trace"
)

// How a firmware run ends, and the figures it gives when it does not end
// by itself. A run stops
//   - by the firmware's exit (semihosting, or the A7 entry returning):
//     StoppedBy "exit", a complete figure;
//   - at --until SYMBOL, before the instruction at the symbol runs:
//     "until SYMBOL", complete up to there;
//   - at --max-cycles N, at the first instruction boundary at or after N
//     simulated cycles: "max-cycles", partial;
//   - on the instruction budget, the wall-clock --timeout or Ctrl-C
//     (FirmwareOptions.Context cancelled): "budget", "timeout",
//     "interrupted", partial.
// Every one gives the figures so far. Faults and the chip-rule errors of
// the clock (clock.go) give none: the run's error says what happened.
// A device or hook that ends the run for a reason of its own (e.g. an
// idle loop with nothing pending) calls runner.halt with the reason.

// CodeReader reads the bytes of a run's code (for a profiler that
// follows calls, prof.Recorder).
type CodeReader interface {
	ReadMem(addr uint32, n int) ([]byte, error)
}

// stopState is why the run ended early, set from the run's callbacks or,
// for an interrupt, from another goroutine.
type stopState struct {
	mu      sync.Mutex
	reason  string
	partial bool
	fatal   error
}

func (s *stopState) set(reason string, partial bool, fatal error) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.reason != "" || s.fatal != nil {
		return false
	}
	s.reason, s.partial, s.fatal = reason, partial, fatal
	return true
}

func (s *stopState) get() (string, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.reason, s.partial, s.fatal
}

// halt ends the run for reason (partial: the figure covers part of the
// program); the emulator stops at the end of the current block.
func (r *runner) halt(reason string, partial bool) {
	if r.stop.set(reason, partial, nil) {
		r.m.Stop()
	}
}

// fail ends the run with an error (a setting the chip cannot run).
func (r *runner) fail(err error) {
	if r.stop.set("", false, err) {
		r.m.Stop()
	}
}

// untilAddress resolves --until: a symbol of the image (a function, a
// label or any defined symbol), Thumb bit cleared.
func untilAddress(img *elfimg.Image, name string) (uint32, error) {
	if s, err := img.Lookup(name); err == nil {
		return s.Addr &^ 1, nil
	}
	if v, ok := img.SymbolValue(name); ok {
		return v &^ 1, nil
	}
	_, err := img.Lookup(name)
	return 0, &InputError{fmt.Errorf("--until %s: %v", name, err)}
}

// watchContext stops the run when ctx is cancelled (Ctrl-C); the
// returned function ends the watch.
func (r *runner) watchContext(ctx context.Context) func() {
	if ctx == nil {
		return func() {}
	}
	done := make(chan struct{})
	go func() {
		select {
		case <-ctx.Done():
			r.halt("interrupted", true)
		case <-done:
		}
	}()
	return func() { close(done) }
}

// cycleLimit passes events on to the core until it has counted limit
// cycles, then stops the run and drops the rest: the figure ends at the
// first instruction boundary at or after the limit. Near the limit it
// feeds the events in shrinking slices, so that it overshoots by at most
// the last instruction (the model retires an instruction when the next
// arrives).
type cycleLimit struct {
	next  trace.Sink
	r     *runner
	limit uint64
	done  bool
}

func (c *cycleLimit) Events(batch []trace.Event) {
	for len(batch) > 0 && !c.done {
		now := c.r.core.Cycles()
		if now >= c.limit {
			c.done = true
			c.r.halt("max-cycles", true)
			return
		}
		n := min(len(batch), int(max((c.limit-now)/8, 1)))
		c.next.Events(batch[:n])
		batch = batch[n:]
	}
	if !c.done && c.r.core.Cycles() >= c.limit {
		c.done = true
		c.r.halt("max-cycles", true)
	}
}

// attachProfiler makes the core charge every cycle to the profiler the
// options ask for, and returns the sink the emulator feeds and how to
// retire the last instruction at the end.
func (r *runner) attachProfiler(newProf func(CodeReader) models.Profiler) (trace.Sink, func(uint32), error) {
	var sink trace.Sink = r.core
	finish := r.core.Finish
	if newProf != nil {
		p := newProf(r.m)
		if pc, ok := r.core.(models.Profiled); ok {
			pc.SetProfiler(p)
		} else {
			cc, ok := r.core.(cycleCounter)
			if !ok {
				return nil, nil, fmt.Errorf("the %s core model cannot attribute cycles", r.board.Core)
			}
			dp := &deltaProfiler{core: r.core, cc: cc, p: p}
			dp.sc, _ = r.core.(stallCounter)
			sink, finish = dp, dp.finish
		}
	}
	if r.opts.MaxCycles > 0 {
		sink = &cycleLimit{next: sink, r: r, limit: r.opts.MaxCycles}
	}
	return sink, finish, nil
}

// stopped turns the emulator's error of a run that ended early into the
// run's end: nil with r.stopReason set for a stop that gives a figure,
// the error otherwise. pc is where the run stopped.
func (r *runner) stopped(err error, budget uint64) (handled bool, pc uint32, _ error) {
	reason, partial, fatal := r.stop.get()
	if fatal != nil {
		return true, 0, fatal
	}
	var f *emu.Fault
	if !errors.As(err, &f) {
		return false, 0, nil
	}
	switch {
	case reason != "" && f.Kind == emu.FaultStopped:
	case f.Kind == emu.FaultBudget:
		reason, partial = "budget", true
		r.warn(fmt.Sprintf("instruction budget of %d exhausted (firmware does not exit? --until SYMBOL or --max-cycles N end it where you want)", budget))
	case f.Kind == emu.FaultTimeout:
		reason, partial = "timeout", true
	default:
		return false, 0, nil
	}
	r.stopReason, r.partial = reason, partial
	return true, f.PC, nil
}

// prepareRun sets up what the run's end and its time need: the clock,
// the wrong-chip check, the sink (profiler, cycle limit), --until.
func (r *runner) prepareRun() error {
	var ws *int
	if r.opts.FlashWS != nil {
		ws = r.opts.FlashWS
	} else if v, ok := r.opts.Params["flash_wait_states"]; ok {
		n := int(v)
		ws = &n
	}
	var err error
	if r.clock, err = devices.NewClock(r.board, r.dev.Reg, ws); err != nil {
		return err
	}
	r.foreign = devices.ForeignRCC(r.board, r.spec.MProfile)
	if r.feed, r.finish, err = r.attachProfiler(r.opts.Profiler); err != nil {
		return err
	}
	if r.opts.Until != "" {
		if r.untilAddr, err = untilAddress(r.img, r.opts.Until); err != nil {
			return err
		}
	}
	return nil
}

// stopAtUntil keeps the A7's return from its entry function an exit when
// the run's stop address is --until's: a hook on the return page ends
// the run there.
func (r *runner) stopAtUntil(stop uint32) (func(), error) {
	if stop != returnPage {
		return nil, nil
	}
	return r.m.HookExec(returnPage, func(uint32) {
		r.sh.exited, r.sh.exitCode, r.sh.exitBy = true, int(int32(r.m.ReadReg(emu.R0))), "return"
		r.halt("exit", false)
	})
}

// registerWritten is called by the devices after every peripheral
// write: the clock follows the registers it reads.
func (r *runner) registerWritten(addr uint32) {
	if r.clock == nil || !r.clock.Watches(addr) {
		return
	}
	r.sync()
	if err := r.clock.Written(r.cycles()); err != nil {
		r.fail(fmt.Errorf("%s on %s %w", r.img.Name, r.board.Name, err))
	}
}

// registerAccessed is called by the devices on every peripheral access:
// another chip's RCC means the image is built for that chip.
func (r *runner) registerAccessed(addr uint32) {
	if err := r.notOnChip(addr); err != nil {
		r.fail(err)
		return
	}
	if len(r.foreign) == 0 {
		return
	}
	if err := wrongChip(r.foreign, r.board, r.img.Name, addr); err != nil {
		r.fail(err)
	}
}

// notOnChip refuses an access outside the chip's peripheral ranges
// (when its profile lists them): the F0 kit's GPIOA at 0x48000000 on a
// G0, whose GPIOs are at 0x50000000.
func (r *runner) notOnChip(addr uint32) error {
	rs := r.board.PeripheralRanges
	if len(rs) == 0 || addr >= 0xe0000000 {
		return nil
	}
	var where []string
	for _, s := range rs {
		if uint64(addr) >= uint64(s.Base) && uint64(addr) < uint64(s.Base)+uint64(s.Size) {
			return nil
		}
		where = append(where, fmt.Sprintf("0x%08x+0x%x", uint32(s.Base), uint64(s.Size)))
	}
	return &InputError{fmt.Errorf("%s accesses 0x%08x, where %s has no peripheral (its peripherals: %s): the firmware is built for another chip", r.img.Name, addr, r.board.Chip, strings.Join(where, ", "))}
}
