package bench

import (
	"boardless/kernels"
	"boardless/result"
)

// FunctionCall is one point's call of a function: its cache key (asked
// for only with a cache) and the call itself (PointCache.Function).
type FunctionCall struct {
	Key  func() (Key, error)
	Call func() (*result.Call, error)
}

// FunctionPoints runs the calls of the points idx of a sweep or compare
// (call(i) is point i's) through the cache on up to jobs workers: each
// point's figures, or its error, in idx's order. An error that stop
// says ends the run starts no more points and is returned, the first in
// idx's order (Parallel); a compare keeps the others as failed cells.
func (pc *PointCache) FunctionPoints(jobs int, idx []int, call func(i int) FunctionCall, stop func(error) bool) ([]PointFigures, []error, error) {
	return pc.points(jobs, idx, func(i int) (PointFigures, error) {
		c := call(i)
		return pc.Function(c.Key, c.Call)
	}, stop)
}

// KernelPoints runs kernel k at the points idx of a sweep, point i
// through runner(i) (its resolved board's), through the cache on up to
// jobs workers (Kernel): the figures in idx's order. Any error ends the
// run and is returned, the first in idx's order.
func (pc *PointCache) KernelPoints(jobs int, idx []int, runner func(i int) (Runner, error), k kernels.Kernel, seed uint64) ([]PointFigures, error) {
	figs, _, err := pc.points(jobs, idx, func(i int) (PointFigures, error) {
		r, err := runner(i)
		if err != nil {
			return PointFigures{}, err
		}
		return pc.Kernel(r, k, seed)
	}, StopOnAny)
	return figs, err
}

// StopOnAny is the stop of a run that any point's error ends (a sweep).
func StopOnAny(error) bool { return true }

// points runs point(i) for every i of idx on up to jobs workers: the
// figures and the errors that do not stop the run, in idx's order, or
// the first error that stops it.
func (pc *PointCache) points(jobs int, idx []int, point func(i int) (PointFigures, error), stop func(error) bool) ([]PointFigures, []error, error) {
	type outcome struct {
		f   PointFigures
		err error
	}
	outs, err := Parallel(jobs, idx, func(i int) (outcome, error) {
		f, err := point(i)
		if err != nil && stop(err) {
			return outcome{}, err
		}
		return outcome{f, err}, nil
	})
	if err != nil {
		return nil, nil, err
	}
	figs, errs := make([]PointFigures, len(outs)), make([]error, len(outs))
	for j, o := range outs {
		figs[j], errs[j] = o.f, o.err
	}
	return figs, errs, nil
}
