package prof

import (
	"sort"
	"strings"
)

// NoPairPrefix starts the reasons under which a dual-issue core model
// (the Cortex-M7's) charges an issue cycle whose second slot stayed
// empty: "no-pair:dependency", "no-pair:shifter", ...
const NoPairPrefix = "no-pair:"

// NoPairStat is one function's issue cycles with an empty second slot,
// by reason (without the prefix), most first.
type NoPairStat struct {
	Name    string
	Cycles  uint64
	Reasons []ReasonCycles
}

// ReasonCycles is one reason's cycles.
type ReasonCycles struct {
	Reason string
	Cycles uint64
}

// NoPair returns the functions' no-pair cycles by name; empty when the
// core reported none (a single-issue core).
func (r *Recorder) NoPair() map[string]NoPairStat {
	byFunc := map[string]map[string]uint64{}
	for _, s := range r.Samples() {
		for i, n := range s.Values.Stalls {
			if n == 0 || !strings.HasPrefix(r.names[i], NoPairPrefix) {
				continue
			}
			f := r.FuncName(s.PC)
			if byFunc[f] == nil {
				byFunc[f] = map[string]uint64{}
			}
			byFunc[f][strings.TrimPrefix(r.names[i], NoPairPrefix)] += n
		}
	}
	out := map[string]NoPairStat{}
	for f, reasons := range byFunc {
		st := NoPairStat{Name: f}
		for reason, n := range reasons {
			st.Cycles += n
			st.Reasons = append(st.Reasons, ReasonCycles{reason, n})
		}
		sort.Slice(st.Reasons, func(i, j int) bool {
			if st.Reasons[i].Cycles != st.Reasons[j].Cycles {
				return st.Reasons[i].Cycles > st.Reasons[j].Cycles
			}
			return st.Reasons[i].Reason < st.Reasons[j].Reason
		})
		out[f] = st
	}
	return out
}

// Paired implements cores.PairProfiler: the instruction at pc issued as
// the younger of a dual-issued pair (the Cortex-A7), in the cycle of the
// instruction before it. Counted per instruction over all call paths.
func (r *Recorder) Paired(pc uint32) {
	if r.pairs == nil {
		r.pairs = map[uint32]uint64{}
	}
	r.pairs[pc]++
}

// PairedRuns returns how many of pc's executions issued as the younger
// of a pair.
func (r *Recorder) PairedRuns(pc uint32) uint64 { return r.pairs[pc] }
