package prof

import (
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"

	"github.com/google/pprof/profile"
)

// FuncStat is one function's share of a run.
type FuncStat struct {
	Name                 string
	Exclusive, Inclusive uint64 // cycles in the function / in it and its callees
	Insns                uint64
}

// Top returns the functions by exclusive cycles, most first. Inclusive
// cycles count each sample once per function on its path (recursion is
// not double-counted).
func (r *Recorder) Top() []FuncStat {
	stats := map[string]*FuncStat{}
	get := func(name string) *FuncStat {
		s := stats[name]
		if s == nil {
			s = &FuncStat{Name: name}
			stats[name] = s
		}
		return s
	}
	for _, s := range r.Samples() {
		leaf := r.FuncName(s.PC)
		f := get(leaf)
		f.Exclusive += s.Values.Cycles
		f.Insns += s.Values.Insns
		seen := map[string]bool{leaf: true}
		f.Inclusive += s.Values.Cycles
		for _, cs := range s.Stack {
			n := r.FuncName(cs)
			if !seen[n] {
				seen[n] = true
				get(n).Inclusive += s.Values.Cycles
			}
		}
	}
	out := make([]FuncStat, 0, len(stats))
	for _, s := range stats {
		out = append(out, *s)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Exclusive != out[j].Exclusive {
			return out[i].Exclusive > out[j].Exclusive
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// WriteFolded writes folded stacks ("outer;inner;leaf cycles" per line),
// the input format of flame-graph tools (inferno, speedscope, flamegraph.pl).
func (r *Recorder) WriteFolded(w io.Writer) error {
	agg := map[string]uint64{}
	for _, s := range r.Samples() {
		frames := []string{r.FuncName(s.PC)}
		for _, cs := range s.Stack {
			frames = append(frames, r.FuncName(cs))
		}
		for i, j := 0, len(frames)-1; i < j; i, j = i+1, j-1 {
			frames[i], frames[j] = frames[j], frames[i]
		}
		agg[strings.Join(frames, ";")] += s.Values.Cycles
	}
	keys := make([]string, 0, len(agg))
	for k := range agg {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if agg[k] == 0 {
			continue
		}
		if _, err := fmt.Fprintf(w, "%s %d\n", k, agg[k]); err != nil {
			return err
		}
	}
	return nil
}

// Profile builds a pprof profile: sample types cycles, instructions and
// one per stall reason; one location per instruction address, with its
// function and, when the ELF has DWARF, its source line.
func (r *Recorder) Profile(clockHz uint64) *profile.Profile {
	p := &profile.Profile{
		SampleType: []*profile.ValueType{{Type: "cycles", Unit: "count"}, {Type: "instructions", Unit: "count"}},
		PeriodType: &profile.ValueType{Type: "cycles", Unit: "count"},
		Period:     1,
		Comments:   []string{fmt.Sprintf("boardless: simulated cycles at %d Hz", clockHz)},
		// pprof shows the last sample type unless told otherwise.
		DefaultSampleType: "cycles",
	}
	// The mapping names the ELF and says symbols are already resolved, so
	// pprof does not look for the binary to symbolize it.
	mapping := &profile.Mapping{ID: 1, Start: 0, Limit: 1 << 32, File: r.img.Name,
		HasFunctions: true, HasFilenames: true, HasLineNumbers: true, HasInlineFrames: true}
	p.Mapping = []*profile.Mapping{mapping}
	for _, reason := range r.names {
		p.SampleType = append(p.SampleType, &profile.ValueType{Type: "stall-" + reason, Unit: "cycles"})
	}
	lines := r.img.Lines()
	funcs := map[string]*profile.Function{}
	locs := map[uint32]*profile.Location{}
	loc := func(pc uint32) *profile.Location {
		if l := locs[pc]; l != nil {
			return l
		}
		name := r.FuncName(pc)
		fn := funcs[name]
		if fn == nil {
			fn = &profile.Function{ID: uint64(len(funcs) + 1), Name: name, SystemName: name}
			funcs[name] = fn
			p.Function = append(p.Function, fn)
		}
		l := &profile.Location{ID: uint64(len(locs) + 1), Address: uint64(pc), Mapping: mapping}
		line := profile.Line{Function: fn}
		if e, ok := lines.Lookup(pc); ok {
			line.Line = int64(e.Line)
			if fn.Filename == "" {
				fn.Filename = e.File
			}
		}
		l.Line = []profile.Line{line}
		locs[pc] = l
		p.Location = append(p.Location, l)
		return l
	}
	for _, s := range r.Samples() {
		vals := []int64{int64(s.Values.Cycles), int64(s.Values.Insns)}
		for i := range r.names {
			var v uint64
			if i < len(s.Values.Stalls) {
				v = s.Values.Stalls[i]
			}
			vals = append(vals, int64(v))
		}
		sample := &profile.Sample{Value: vals, Location: []*profile.Location{loc(s.PC)}}
		for _, cs := range s.Stack {
			sample.Location = append(sample.Location, loc(cs))
		}
		p.Sample = append(p.Sample, sample)
	}
	return p
}

// PCStat is one instruction's totals over all call paths.
type PCStat struct {
	PC     uint32
	Cycles uint64
	Insns  uint64
	File   string
	Line   int
	// Stalls are the instruction's stall cycles by kind (the core
	// model's reasons: load-use, mac-latency, fetch, ...); they are
	// part of Cycles.
	Stalls map[string]uint64
}

// ByPC returns the instructions of [lo, hi) that ran, in address order,
// with their cycles summed over call paths.
func (r *Recorder) ByPC(lo, hi uint32) []PCStat {
	lines := r.img.Lines()
	agg := map[uint32]*PCStat{}
	for _, s := range r.Samples() {
		if s.PC < lo || s.PC >= hi {
			continue
		}
		a := agg[s.PC]
		if a == nil {
			a = &PCStat{PC: s.PC}
			if e, ok := lines.Lookup(s.PC); ok {
				a.File, a.Line = filepath.Base(e.File), e.Line
			}
			agg[s.PC] = a
		}
		a.Cycles += s.Values.Cycles
		a.Insns += s.Values.Insns
		for i, n := range s.Values.Stalls {
			if n == 0 {
				continue
			}
			if a.Stalls == nil {
				a.Stalls = map[string]uint64{}
			}
			a.Stalls[r.names[i]] += n
		}
	}
	out := make([]PCStat, 0, len(agg))
	for _, a := range agg {
		out = append(out, *a)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].PC < out[j].PC })
	return out
}

// ExecutedExtent is how far, from addr, the instructions that ran go
// without a gap of more than 64 bytes: the body of a function that has
// no symbol, for its listing.
func (r *Recorder) ExecutedExtent(addr uint32) uint32 {
	end := addr + 4
	pcs := r.ByPC(addr, addr+1<<16)
	sort.Slice(pcs, func(i, j int) bool { return pcs[i].PC < pcs[j].PC })
	for _, p := range pcs {
		if p.PC > end+64 {
			break
		}
		end = max(end, p.PC+4)
	}
	return end - addr
}
