package gate

// Check is one gate run of a board: what it compares, and whether it
// records.
type Check struct {
	Board, Baseline string // the board, and the baseline file (for the report)
	Shard           string // "K/N" of a sharded run
	Options         map[string]string
	Tolerance       float64 // percent
	AllowNew        bool    // entries without a baseline entry pass
	Update          bool    // record the run instead of failing on changes
}

// Run compares this run's entries with the board's part of the baseline
// (bb, from ForRun) and, with Update when no run failed, records them in
// base: the report, and the baseline's new bytes to write (nil when
// nothing is recorded). A recorded run passes; a failed run is never
// recorded, so that a baseline holds only figures of verified runs.
func (c Check) Run(base *Baseline, bb *Board, entries []Entry) (Report, []byte, error) {
	rep := Compare(bb, entries, c.Tolerance, c.AllowNew)
	rep.Board, rep.Baseline, rep.Shard = c.Board, c.Baseline, c.Shard
	if !c.Update || rep.Failed > 0 {
		return rep, nil, nil
	}
	data, err := base.Update(c.Board, bb, c.Options, entries)
	if err != nil {
		return Report{}, nil, err
	}
	rep.Updated, rep.Passed = true, true
	return rep, data, nil
}
