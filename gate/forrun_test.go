package gate

import "testing"

// TestForRun: a board of no entries is empty; the same options give the
// recorded entries; other options are a mismatch, which with update
// replaces the board by an empty one.
func TestForRun(t *testing.T) {
	b := New()
	opts := map[string]string{"clock": "board", "seed": "1"}
	if bb, mm := b.ForRun("g0", opts, false); bb == nil || len(bb.Kernels) != 0 || mm != nil {
		t.Errorf("no board: %+v %+v", bb, mm)
	}
	entries := []Entry{{Name: "k", Kernel: true, Metrics: map[string]uint64{"cycles": 10}}}
	if _, err := b.Update("g0", &Board{}, opts, entries); err != nil {
		t.Fatal(err)
	}
	if bb, mm := b.ForRun("g0", opts, false); mm != nil || bb == nil || len(bb.Kernels) != 1 {
		t.Errorf("the same options: %+v %+v", bb, mm)
	}
	other := map[string]string{"clock": "16000000", "seed": "1"}
	if bb, mm := b.ForRun("g0", other, false); bb != nil || mm == nil || mm.Was == "" || mm.Now == "" {
		t.Errorf("other options: %+v %+v, want a mismatch", bb, mm)
	}
	if bb, mm := b.ForRun("g0", other, true); bb == nil || len(bb.Kernels) != 0 || mm == nil {
		t.Errorf("other options with update: %+v %+v, want an empty board and the mismatch", bb, mm)
	}
}
