package bench

import (
	"context"
	"errors"
	"regexp"
	"testing"

	"boardless/elfimg"
	"boardless/kernels"
	"boardless/models"
	"boardless/sim"
)

// TestBoardRunKey: the placements are part of the key (they are in
// neither the profile nor the parameters), and the key is BoardKey's
// without them.
func TestBoardRunKey(t *testing.T) {
	b, err := models.LoadProfile("nucleo-g071rb")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := b.ResolveParams(nil)
	if err != nil {
		t.Fatal(err)
	}
	base := BoardRun{Board: b, Params: ps, Budget: 1000}
	plain, err := base.Key()
	want, _ := BoardKey(b, ps, 1000, nil)
	if err != nil || plain != want {
		t.Fatalf("key %q %v, want BoardKey's %q", plain, err, want)
	}
	seen := map[string]bool{plain: true}
	for _, r := range []BoardRun{
		{Board: b, Params: ps, Budget: 1000, CodeIn: "sram"},
		{Board: b, Params: ps, Budget: 1000, DataIn: "sram"},
		{Board: b, Params: ps, Budget: 2000},
		{Board: b, Params: ps, Budget: 1000, Init: []string{"setup"}},
	} {
		k, err := r.Key()
		if err != nil || seen[k] {
			t.Errorf("%+v: key %q %v is another run's", r, k, err)
		}
		seen[k] = true
	}
}

// TestNewRunnerOpenError: a failed open is a nil Session, not an
// interface holding a nil *sim.Session.
func TestNewRunnerOpenError(t *testing.T) {
	b, err := models.LoadProfile("nucleo-g071rb")
	if err != nil {
		t.Fatal(err)
	}
	fail := errors.New("no")
	r, err := NewRunner(BoardRun{Board: b, Budget: 1}, Images{}, func(*elfimg.Image) (*sim.Session, error) { return nil, fail })
	if err != nil {
		t.Fatal(err)
	}
	s, err := r.Open(nil)
	if err != fail || s != nil {
		t.Errorf("Open: %v, %v; want nil and the open's error", s, err)
	}
	if r.Board != b || r.BoardKey == "" {
		t.Errorf("runner %+v", r)
	}
}

// TestRunnerBench: the report of a board's bench has its rows with
// their footprints, the board's core and clock, the rows' memory model,
// the version and the shard; a cancelled run has no report.
func TestRunnerBench(t *testing.T) {
	ks := kernels.Filter(kernels.All(64), regexp.MustCompile(`^sha256-fast-64$`))
	if len(ks) != 1 {
		t.Fatalf("%d kernels", len(ks))
	}
	r := testRunner(t, ks, 1)
	sh := &Shard{Index: 1, Count: 1, Kernels: 1}
	rep, err := r.Bench(context.Background(), ks, sh.Seeds(1), "v-test", sh)
	if err != nil {
		t.Fatal(err)
	}
	row := rep.Results[0]
	if rep.Board != "nucleo-g071rb" || rep.Core != r.Board.Core || rep.ClockHz != r.Board.ClockHz || rep.Version != "v-test" || rep.Shard != sh ||
		rep.MemoryModel == "" || rep.MemoryModel != row.MemoryModel || !row.Verified || row.CodeBytes == 0 {
		t.Errorf("report %+v, row %+v", rep, row)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if rep, err := r.Bench(ctx, ks, sh.Seeds(1), "v-test", sh); rep != nil || err != nil {
		t.Errorf("cancelled: %+v %v, want neither", rep, err)
	}
}

// TestColumns: every runner runs every kernel, in order, the cache's
// count adding up; a cancelled run gives neither rows nor an error.
func TestColumns(t *testing.T) {
	ks := kernels.Filter(kernels.All(64), regexp.MustCompile(`^sha256-fast-64$`))
	runners := []Runner{*testRunner(t, ks, 1), *testRunner(t, ks, 1)}
	var pc PointCache
	res, err := pc.Columns(context.Background(), runners, ks, 1)
	if err != nil || len(res) != 2 || len(res[1]) != 1 || !res[1][0].Verified || res[0][0].Cycles != res[1][0].Cycles || pc.Simulated() != 2 {
		t.Errorf("columns %+v %v, %d simulated", res, err, pc.Simulated())
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if res, err := pc.Columns(ctx, runners, ks, 1); res != nil || err != nil {
		t.Errorf("cancelled: %+v %v", res, err)
	}
}
