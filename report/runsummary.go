package report

// The summary of one function run, as rows of (what, value): 'run''s
// table prints them and the page of the run ('run --html') shows them,
// both from the one result.Run the JSON is, so that the three forms
// cannot disagree (a hard-float return, say, is its s0/d0 value in all
// of them, never r0 in one).

import (
	"fmt"
	"strings"

	"boardless/result"
)

// SummaryRow is one line of a run's summary.
type SummaryRow struct{ What, Value string }

// RunSummary is the summary of a run, in the order 'run' prints it.
func RunSummary(r *result.Run) []SummaryRow {
	c := r.Call
	rows := []SummaryRow{
		{"board", fmt.Sprintf("%s (%s at %g MHz)", c.Board, c.Core, float64(c.ClockHz)/1e6)},
		{"function", c.Function},
	}
	if r.Init != nil && len(r.Init.Functions) > 0 {
		rows = append(rows, SummaryRow{"before the call", fmt.Sprintf("%d cycles, not counted below (%s)", r.Init.Cycles, strings.Join(r.Init.Functions, ", "))})
	}
	rows = append(rows, cycleRows(r)...)
	rows = append(rows,
		SummaryRow{"instructions", fmt.Sprintf("%d (CPI %.3f)", c.Instructions, float64(c.Cycles)/float64(max(c.Instructions, 1)))},
		SummaryRow{"time", fmt.Sprintf("%.3f us", c.TimeUS)},
		SummaryRow{"energy", EnergyText(c.EnergyUJ, c.EnergyNote)},
		SummaryRow{"stack", fmt.Sprintf("%d bytes", c.StackBytes)},
		SummaryRow{"return", ReturnText(c.Return, c.R0)},
		SummaryRow{"memory model", c.MemoryModel},
	)
	for _, k := range sortedNames(c.Stalls) {
		rows = append(rows, SummaryRow{"stall: " + k, fmt.Sprintf("%d cycles", c.Stalls[k])})
	}
	return rows
}

// cycleRows are the first call's cycles, saying whether it ran cold,
// and the steady state of repeated calls.
func cycleRows(r *result.Run) []SummaryRow {
	c, rep := r.Call, r.Repeat
	switch {
	case rep != nil && len(rep.Cycles) > 1 && rep.Steady != nil:
		what := "first call, cold"
		if rep.Warmup > 0 {
			what = "first call after " + warmupCalls(rep.Warmup)
		}
		st := rep.Steady
		return []SummaryRow{
			{"cycles", fmt.Sprintf("%d (%s)", c.Cycles, what)},
			{"steady state", fmt.Sprintf("%d min, %d median, %d max cycles over the %d calls after it", st.Min, st.Median, st.Max, st.Calls)},
		}
	case rep != nil && rep.Warmup > 0:
		return []SummaryRow{{"cycles", fmt.Sprintf("%d (after %s)", c.Cycles, warmupCalls(rep.Warmup))}}
	}
	return []SummaryRow{{"cycles", fmt.Sprint(c.Cycles)}}
}

// ReturnText is a return value with its type; a 32-bit integer also in
// hex, as r0 holds it. Without a type (nil) it is r0 as a signed word,
// named as the register it is.
func ReturnText(v *result.Value, r0 uint32) string {
	if v == nil {
		return fmt.Sprintf("%d (r0, 0x%08x)", int32(r0), r0)
	}
	switch v.Type {
	case "i32", "u32":
		return fmt.Sprintf("%v (%s, 0x%08x)", v.Value, v.Type, r0)
	case "i64":
		if x, ok := v.Value.(int64); ok {
			return fmt.Sprintf("%d (i64, 0x%016x)", x, uint64(x))
		}
	case "u64":
		return fmt.Sprintf("%v (u64, 0x%016x)", v.Value, v.Value)
	case "void":
		return "none (void)"
	}
	return fmt.Sprintf("%v (%s)", v.Value, v.Type)
}

// EnergyText is an energy figure for the run tables: µJ labelled as the
// estimate it is, or NoEnergy with the reason there is none.
func EnergyText(uj *float64, note string) string {
	if uj == nil {
		if note == "" {
			note = NoEnergyNote
		}
		return NoEnergy + " (" + note + ")"
	}
	return FormatUJ(uj) + " uJ (" + EnergyLabel + ")"
}

// warmupCalls is "1 warm-up call", "3 warm-up calls".
func warmupCalls(n int) string {
	if n == 1 {
		return "1 warm-up call"
	}
	return fmt.Sprintf("%d warm-up calls", n)
}
