package sim_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"boardless/result"
	"boardless/sim"
)

// TestIdleSteadyState: a HAL-style firmware that leaves SysTick running
// and ends in `while (1) {}` (testdata/irq/main.c IDLE), or in
// `while (1) { __WFI(); }` (IDLE_WFI), ends by itself
// once only the tick's handler ran for the idle periods: complete, with
// the cycles to the idle loop's first entry (those of --until at the
// loop, idle_forever) and the idle stretch (periods ticks of 16000
// cycles, within one tick: the first tick after the entry comes up to a
// period later) reported apart. Before, the run went on to the
// instruction budget (minutes) and was partial.
func TestIdleSteadyState(t *testing.T) {
	for _, b := range irqBoards() {
		for _, tc := range []struct {
			variant string
			periods int
		}{{"IDLE", 0}, {"IDLE", 3}, {"IDLE_WFI", 0}} {
			want, periods := tc.periods, tc.periods
			if want == 0 {
				want = sim.DefaultIdlePeriods
			}
			t.Run(fmt.Sprintf("%s/%s/periods=%d", b.board, tc.variant, periods), func(t *testing.T) {
				elf := buildIRQ(t, b.cpu, tc.variant)
				start := time.Now()
				// zeroWait: the H743's uncached flash makes one pass of
				// the loop cost tens of cycles, the tolerance below.
				opts := sim.Options{WhatIf: sim.WhatIf{Params: zeroWait(b.board)}}
				r := mustRunFW(t, b.board, elf, sim.FirmwareOptions{Options: opts, IdlePeriods: periods})
				t.Logf("%d cycles in %v, stopped by %s, idle %+v", r.Cycles, time.Since(start), r.StoppedBy, r.Idle)
				if !strings.HasPrefix(r.StoppedBy, "idle steady state at idle_forever") || r.Partial || r.ExitCode != 0 {
					t.Fatalf("stopped by %q (partial %v, code %d); want the idle steady state at idle_forever", r.StoppedBy, r.Partial, r.ExitCode)
				}
				if r.Idle == nil || r.Idle.Interrupts != want {
					t.Fatalf("idle %+v; want %d interrupts", r.Idle, want)
				}
				at := mustRunFW(t, b.board, elf, sim.FirmwareOptions{Options: opts, Until: "idle_forever"})
				if d := int64(r.Idle.FromCycle) - int64(at.Cycles); d < 0 || d > 8 {
					t.Errorf("cycles to idle %d; --until idle_forever stops at %d (want the loop's first pass, within one instruction)", r.Idle.FromCycle, at.Cycles)
				}
				if r.Idle.FromCycle+r.Idle.Cycles != r.Cycles {
					t.Errorf("to idle %d + idle %d != %d cycles", r.Idle.FromCycle, r.Idle.Cycles, r.Cycles)
				}
				if lo, hi := uint64(want-1)*tickCycles, uint64(want+1)*tickCycles; r.Idle.Cycles < lo || r.Idle.Cycles > hi {
					t.Errorf("idle %d cycles; want %d ticks of %d within one tick", r.Idle.Cycles, want, tickCycles)
				}
				if r.Idle.TimeUS <= 0 || r.Idle.TimeToIdleUS <= 0 {
					t.Errorf("idle times %+v", r.Idle)
				}
			})
		}
	}
}

// TestIdleSteadyStateOff: IdlePeriods < 0 keeps the old behaviour, a
// run that goes on in the idle loop (here to --max-cycles).
func TestIdleSteadyStateOff(t *testing.T) {
	b := irqBoards()[0]
	r := mustRunFW(t, b.board, buildIRQ(t, b.cpu, "IDLE"), sim.FirmwareOptions{IdlePeriods: -1, MaxCycles: 30 * tickCycles})
	if r.StoppedBy != "max-cycles" || r.Idle != nil {
		t.Errorf("stopped by %q, idle %+v; want max-cycles, no idle split", r.StoppedBy, r.Idle)
	}
}

// TestUntilNeverReached: --until a symbol the run never executes says
// so in the warnings when the run ends another way.
func TestUntilNeverReached(t *testing.T) {
	b := irqBoards()[0]
	r := mustRunFW(t, b.board, buildIRQ(t, b.cpu, "DELAY"), sim.FirmwareOptions{Until: "Default_Handler"})
	want := "--until Default_Handler: never reached; the run ended by the firmware's exit (SYS_EXIT_EXTENDED"
	for _, w := range r.Warnings {
		if strings.HasPrefix(w, want) {
			return
		}
	}
	t.Errorf("warnings %q; want one starting %q", r.Warnings, want)
}

func mustRunFW(t *testing.T, board, path string, o sim.FirmwareOptions) *result.Firmware {
	t.Helper()
	r, err := runFW(t, board, path, o)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
