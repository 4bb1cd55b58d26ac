// Package gate is boardless's performance regression gate for CI: it
// compares the figures of a run (cycles, stack and footprint of built-in
// kernels or of functions of a user's ELF) with a baseline file recorded
// earlier, and says which got worse beyond a tolerance.
//
// The baseline file (baseline.go) is JSON keyed by board, then entry
// name, with sorted keys and no timestamps, so that it diffs well in git;
// Merge unites the baselines that the shards of a run recorded. Compare
// gives a Report; Report.Err is its one-line verdict and Report.Annotate
// prints it as GitHub Actions annotations.
//
// The gate only compares: running the kernels or functions is the
// caller's business, so this package does not link the emulator.
package gate

import (
	"fmt"
	"strings"
)

// Metrics are the metrics compared, in the order reported. Larger is
// worse for each.
var Metrics = []string{"cycles", "stack_bytes", "code_bytes", "const_bytes", "global_bytes"}

func knownMetric(m string) bool {
	for _, k := range Metrics {
		if k == m {
			return true
		}
	}
	return false
}

// Entry is one kernel's or function's figures in this run.
type Entry struct {
	Name    string
	Kernel  bool              // a built-in kernel; otherwise a function of an ELF
	Metrics map[string]uint64 // by the names in Metrics
	Error   string            // why the run failed; a failed run has no metrics
}

// Change is one line of a Report: an entry's metric that changed, an
// entry or metric not in the baseline, or a failed run.
type Change struct {
	Name          string   `json:"name"`
	Metric        string   `json:"metric,omitempty"`
	Baseline      *uint64  `json:"baseline,omitempty"`
	Now           *uint64  `json:"now,omitempty"`
	ChangePercent *float64 `json:"change_percent,omitempty"` // absent when the baseline is 0
	Status        string   `json:"status"`                   // regression, worse, better, new, failed
	Error         string   `json:"error,omitempty"`
}

// Report is the result of a check. Compare fills in the counts, the
// changes and the tolerance; the caller says what was checked against
// what (Board, Baseline, Shard) and whether the baseline was updated.
type Report struct {
	Board            string  `json:"board"`
	Baseline         string  `json:"baseline"`
	TolerancePercent float64 `json:"tolerance_percent"`
	Shard            string  `json:"shard,omitempty"`
	Passed           bool    `json:"passed"`
	Updated          bool    `json:"updated"`
	Entries          int     `json:"entries"`     // kernels or functions run
	Metrics          int     `json:"metrics"`     // metrics compared with a baseline value
	Regressions      int     `json:"regressions"` // metrics worse beyond the tolerance
	Worse            int     `json:"worse"`       // metrics worse within the tolerance
	Better           int     `json:"better"`
	Unchanged        int     `json:"unchanged"`
	New              int     `json:"new"`    // entries or metrics not in the baseline
	Failed           int     `json:"failed"` // runs that failed (kernel output wrong, fault)
	// Unmatched counts the entries run that have no baseline entry (a
	// renamed ELF, a new kernel, other arguments): they fail the check
	// unless AllowNew, since a check that compared nothing must not pass.
	Unmatched int      `json:"unmatched"`
	AllowNew  bool     `json:"allow_new"`
	Changes   []Change `json:"changes"`
}

// Compare compares this run's entries with a board's baseline. A metric
// worse by more than tolerance percent is a regression; exactly the
// tolerance passes. An entry with no baseline entry fails the check
// unless allowNew (then it passes, reported as new).
func Compare(b *Board, entries []Entry, tolerance float64, allowNew bool) Report {
	rep := Report{TolerancePercent: tolerance, AllowNew: allowNew, Changes: []Change{}}
	for _, e := range entries {
		rep.Entries++
		if e.Error != "" {
			rep.Failed++
			rep.Changes = append(rep.Changes, Change{Name: e.Name, Status: "failed", Error: e.Error})
			continue
		}
		old, found := b.Kernels[e.Name]
		if !e.Kernel {
			old, found = b.Functions[e.Name]
		}
		if !found { // one line for the entry, not one per metric
			rep.New++
			rep.Unmatched++
			rep.Changes = append(rep.Changes, Change{Name: e.Name, Status: "new"})
			continue
		}
		for _, m := range Metrics {
			if now, ok := e.Metrics[m]; ok {
				rep.compareMetric(e.Name, m, old, now)
			}
		}
	}
	rep.Passed = rep.Regressions == 0 && rep.Failed == 0 && (allowNew || rep.Unmatched == 0)
	return rep
}

// compareMetric counts one metric of an entry that is in the baseline
// (old), and adds a line unless it is unchanged.
func (rep *Report) compareMetric(name, metric string, old map[string]uint64, now uint64) {
	c := Change{Name: name, Metric: metric, Now: ptr(now)}
	was, had := old[metric]
	switch {
	case !had:
		c.Status = "new"
		rep.New++
	case now == was:
		rep.Metrics++
		rep.Unchanged++
		return
	default:
		rep.Metrics++
		c.Baseline = ptr(was)
		if was != 0 {
			c.ChangePercent = ptr((float64(now) - float64(was)) / float64(was) * 100)
		}
		switch {
		case now < was:
			c.Status = "better"
			rep.Better++
		case (float64(now)-float64(was))*100 > rep.TolerancePercent*float64(was):
			c.Status = "regression"
			rep.Regressions++
		default:
			c.Status = "worse"
			rep.Worse++
		}
	}
	rep.Changes = append(rep.Changes, c)
}

func ptr[T any](v T) *T { return &v }

// Delta is the change as shown to people: "+5.00%", "+12" from a
// baseline of 0, or "-" for an entry without a baseline value.
func (c Change) Delta() string {
	switch {
	case c.ChangePercent != nil:
		return fmt.Sprintf("%+.2f%%", *c.ChangePercent)
	case c.Baseline != nil: // from 0
		return fmt.Sprintf("+%d", *c.Now)
	}
	return "-"
}

// Err is the check's verdict on one line, naming the first three
// regressions or failures: nil when it passed.
func (rep Report) Err() error {
	if rep.Passed {
		return nil
	}
	var names []string
	for _, c := range rep.Changes {
		switch c.Status {
		case "regression":
			names = append(names, fmt.Sprintf("%s %s %d -> %d (%s)", c.Name, c.Metric, *c.Baseline, *c.Now, c.Delta()))
		case "failed":
			names = append(names, fmt.Sprintf("%s failed (%s)", c.Name, c.Error))
		case "new":
			if c.Metric == "" && !rep.AllowNew {
				names = append(names, c.Name+" not in the baseline")
			}
		}
	}
	more := ""
	if len(names) > 3 {
		more = fmt.Sprintf(" and %d more", len(names)-3)
		names = names[:3]
	}
	var what []string
	if rep.Regressions > 0 {
		what = append(what, fmt.Sprintf("%d %s worse than the baseline by more than %g%%", rep.Regressions, plural(rep.Regressions, "metric", "metrics"), rep.TolerancePercent))
	}
	if rep.Failed > 0 {
		what = append(what, fmt.Sprintf("%d %s failed", rep.Failed, plural(rep.Failed, "run", "runs")))
	}
	if rep.Unmatched > 0 && !rep.AllowNew {
		what = append(what, fmt.Sprintf("%d of %d %s matched no baseline entry (record with --update, or pass them with --allow-new)",
			rep.Unmatched, rep.Entries, plural(rep.Entries, "run", "runs")))
	}
	return fmt.Errorf("%s: %s: %s%s", rep.Board, strings.Join(what, ", "), strings.Join(names, ", "), more)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
