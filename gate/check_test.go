package gate

import (
	"strings"
	"testing"
)

// TestCheckRun: without Update a regression fails and nothing is
// recorded; with Update the run is recorded and passes, unless a run
// failed, which is never recorded.
func TestCheckRun(t *testing.T) {
	opts := map[string]string{"seed": "1"}
	base := New()
	if _, err := base.Update("g0", &Board{}, opts, []Entry{{Name: "k", Kernel: true, Metrics: map[string]uint64{"cycles": 100}}}); err != nil {
		t.Fatal(err)
	}
	worse := []Entry{{Name: "k", Kernel: true, Metrics: map[string]uint64{"cycles": 200}}}
	c := Check{Board: "g0", Baseline: "b.json", Shard: "1/2", Options: opts, Tolerance: 2}
	bb, _ := base.ForRun("g0", opts, false)
	rep, data, err := c.Run(base, bb, worse)
	if err != nil || data != nil || rep.Passed || rep.Updated || rep.Regressions != 1 || rep.Board != "g0" || rep.Baseline != "b.json" || rep.Shard != "1/2" {
		t.Errorf("a regression: %+v, %d bytes, %v", rep, len(data), err)
	}
	c.Update = true
	rep, data, err = c.Run(base, bb, worse)
	if err != nil || !rep.Passed || !rep.Updated || !strings.Contains(string(data), `"cycles": 200`) {
		t.Errorf("recorded: %+v, %s, %v", rep, data, err)
	}
	failed := []Entry{{Name: "k", Kernel: true, Error: "wrong output"}}
	bb, _ = base.ForRun("g0", opts, true)
	rep, data, err = c.Run(base, bb, failed)
	if err != nil || data != nil || rep.Passed || rep.Updated || rep.Failed != 1 {
		t.Errorf("a failed run with Update: %+v, %d bytes, %v", rep, len(data), err)
	}
}
