package main

// A function-mode run stopped from outside, by Ctrl-C (SIGINT, SIGTERM)
// or --timeout: it says where the call was (PC, symbol) and prints the
// figures up to there, labelled partial, as firmware mode does; Ctrl-C
// exits 130 (143 for SIGTERM), the timeout 1.

import (
	"context"
	"errors"
	"fmt"
	"io"

	"boardless/outfmt"
	"boardless/result"
	"boardless/sim"
)

// signalContext is interruptible; a test replaces it to cancel a run
// the way a signal does.
var signalContext = interruptible

// partialRun is run's JSON for a call stopped from outside.
type partialRun struct {
	*result.Call
	Partial   bool   `json:"partial"`
	StoppedBy string `json:"stopped_by"` // "interrupted" or "timeout"
	StoppedPC uint32 `json:"stopped_pc"`
	StoppedAt string `json:"stopped_at"` // symbol+offset of the PC
}

// stoppedCall is the end of a call that failed: for one stopped from
// outside, its partial figures in the format asked for and an error
// that says where it stopped; else the call's error.
func stoppedCall(ctx context.Context, w io.Writer, format string, err error) error {
	var ce *sim.CallError
	if !errors.As(err, &ce) || ce.Partial == nil {
		if ctx.Err() != nil {
			return interrupted(ctx, err.Error())
		}
		return callError(err)
	}
	by := "timeout"
	if ce.Interrupted() {
		by = "interrupted"
	}
	where := fmt.Sprintf("%s stopped at PC 0x%08x (%s)", ce.Func, ce.Fault.PC, ce.Where)
	if format == "json" {
		if werr := outfmt.WriteJSON(w, partialRun{ce.Partial, true, by, ce.Fault.PC, ce.Where}); werr != nil {
			return werr
		}
	} else {
		printPartial(w, ce.Partial, by, where)
	}
	if by == "interrupted" {
		return interrupted(ctx, where+"; the figures above are partial")
	}
	return fmt.Errorf("%v; the figures above are partial", err)
}

// printPartial prints the figures of a call that did not return.
func printPartial(w io.Writer, r *result.Call, by, where string) {
	t := outfmt.Table{Rows: [][]string{
		{"board", fmt.Sprintf("%s (%s at %s)", r.Board, r.Core, mhz(r.ClockHz))},
		{"function", r.Function},
		{"stopped by", by + ": " + where},
		{"PARTIAL", "the call did not return; the figures are up to the stop"},
		{"cycles", fmt.Sprintf("%d (partial)", r.Cycles)},
		{"instructions", fmt.Sprintf("%d (partial)", r.Instructions)},
		{"time", fmt.Sprintf("%.3f us (partial)", r.TimeUS)},
		{"stack", fmt.Sprintf("%d bytes so far", r.StackBytes)},
		{"memory model", r.MemoryModel},
	}}
	t.WriteText(w)
}
