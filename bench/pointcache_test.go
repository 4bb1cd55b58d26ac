package bench

import (
	"errors"
	"testing"

	"boardless/elfimg"
	"boardless/result"
)

// TestPointCacheFunction: without a cache every point is simulated and
// no key is asked for; with one, a second call under the same key is
// the first's figures without a call, and a failed call is not kept.
func TestPointCacheFunction(t *testing.T) {
	img := &elfimg.Image{}
	calls := 0
	call := func() (*result.Call, error) {
		calls++
		return &result.Call{Cycles: 1234, TimeUS: 19.3, MemoryModel: "stm32-flash", StackBytes: 40}, nil
	}
	noKey := func() (Key, error) { t.Error("a key asked for without a cache"); return Key{}, nil }
	var none PointCache
	if f, err := none.Function(noKey, call); err != nil || f.Cycles != 1234 || none.Simulated() != 1 {
		t.Errorf("no cache: %+v %v, %d simulated", f, err, none.Simulated())
	}
	c, err := OpenCache(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	pc := PointCache{Cache: c}
	key := func() (Key, error) { return FunctionKey("board", img, "crc32", []string{"rand:64"}, []int{1}, 1), nil }
	calls = 0
	first, err := pc.Function(key, call)
	if err != nil {
		t.Fatal(err)
	}
	second, err := pc.Function(key, call)
	if err != nil || second != first || calls != 1 || pc.Simulated() != 1 {
		t.Errorf("second call: %+v %v (first %+v); %d calls, %d simulated", second, err, first, calls, pc.Simulated())
	}
	if k, _ := key(); c.Get(k, new(PointFigures)) {
		t.Error("the point's entry is under check's key of the function (want point:NAME)")
	}
	fail := errors.New("fault")
	other := func() (Key, error) { return FunctionKey("board", img, "other", nil, nil, 1), nil }
	if _, err := pc.Function(other, func() (*result.Call, error) { return nil, fail }); err != fail {
		t.Errorf("a failed call: %v", err)
	}
	calls = 0
	if _, err := pc.Function(other, call); err != nil || calls != 1 {
		t.Errorf("after a failure: %v, %d calls (the failure must not be kept)", err, calls)
	}
}
