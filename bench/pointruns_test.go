package bench

import (
	"errors"
	"sync/atomic"
	"testing"

	"boardless/elfimg"
	"boardless/kernels"
	"boardless/result"
)

// TestFunctionPoints: every point of the shard runs, in idx's order; an
// error stop does not take is that point's, one it takes ends the run;
// with a cache a second run of the points calls nothing.
func TestFunctionPoints(t *testing.T) {
	img := &elfimg.Image{}
	failed, fatal := errors.New("fault"), errors.New("does not fit")
	var calls atomic.Int32
	call := func(i int) FunctionCall {
		return FunctionCall{
			Key: func() (Key, error) { return FunctionKey("board", img, "f", nil, i, 1), nil },
			Call: func() (*result.Call, error) {
				calls.Add(1)
				switch i {
				case 3:
					return nil, failed
				case 5:
					return nil, fatal
				}
				return &result.Call{Cycles: uint64(100 + i), MemoryModel: "m"}, nil
			},
		}
	}
	onFatal := func(err error) bool { return errors.Is(err, fatal) }
	c, err := OpenCache(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	pc := PointCache{Cache: c}
	idx := []int{0, 3, 4}
	for round := range 2 {
		calls.Store(0)
		figs, errs, err := pc.FunctionPoints(2, idx, call, onFatal)
		if err != nil || len(figs) != 3 || figs[0].Cycles != 100 || figs[2].Cycles != 104 || errs[1] != failed || errs[0] != nil {
			t.Errorf("round %d: %+v %v %v", round, figs, errs, err)
		}
		// The failed point is not kept: it is called again.
		if want := []int32{3, 1}[round]; calls.Load() != want {
			t.Errorf("round %d: %d calls, want %d", round, calls.Load(), want)
		}
	}
	if _, _, err := pc.FunctionPoints(1, []int{0, 5, 6}, call, onFatal); err != fatal {
		t.Errorf("a fatal point: %v", err)
	}
	if _, _, err := pc.FunctionPoints(1, []int{3}, call, StopOnAny); err != failed {
		t.Errorf("a failure with StopOnAny: %v", err)
	}
}

// TestKernelPoints: a point whose runner cannot be made ends the run.
func TestKernelPoints(t *testing.T) {
	var pc PointCache
	noRunner := errors.New("no runner")
	_, err := pc.KernelPoints(2, []int{0, 1}, func(int) (Runner, error) { return Runner{}, noRunner }, kernels.Kernel{}, 1)
	if err != noRunner {
		t.Errorf("%v, want %v", err, noRunner)
	}
}
