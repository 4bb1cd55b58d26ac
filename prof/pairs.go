package prof

// Paired implements models.PairProfiler: the instruction at pc issued as
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
