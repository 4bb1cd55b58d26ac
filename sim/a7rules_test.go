package sim_test

import (
	"fmt"
	"testing"

	"boardless/kernels"
	"boardless/models"
	"boardless/sim"
)

// TestA7OpenRulesBlocksEqualInstructions: with the A7's open issue rules
// at their other readings (a scaled address index needed earlier, only
// MT-A4's pairing forms as the younger), whole-block timing still gives
// what the per-instruction path gives, and moves the figure (the rules
// reach the kernels' table lookups and immediate forms).
func TestA7OpenRulesBlocksEqualInstructions(t *testing.T) {
	const board = "stm32mp135f-dk"
	bd, err := models.LoadProfile(board)
	if err != nil {
		t.Fatal(err)
	}
	img := kernelImage(t, board, "sym")
	k, ok := kernelIn(kernels.Catalog(1024), "aes128-cbc-enc-fast-1024")
	if !ok {
		t.Fatal("no kernel aes128-cbc-enc-fast-1024")
	}
	run := func(params map[string]float64, profile bool) uint64 {
		t.Helper()
		s, err := sim.Open(bd, img, sim.Options{Params: params})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if profile {
			s.SetProfiler(&nopProfiler{})
		}
		out, err := kernels.Run(s, k, sim.NewRand(1))
		if err != nil {
			t.Fatal(err)
		}
		return out.Result.Cycles
	}
	base := run(nil, false)
	for _, p := range []map[string]float64{
		{"a7_scaled_index_cycles": 1},
		{"a7_scaled_index_cycles": 2, "a7_younger_c6_forms": 0},
		{"a7_younger_c6_forms": 0},
	} {
		t.Run(fmt.Sprint(p), func(t *testing.T) {
			blocks, insns := run(p, false), run(p, true)
			if blocks != insns {
				t.Errorf("per block %d cycles, per instruction %d", blocks, insns)
			}
			if blocks <= base {
				t.Errorf("%d cycles, not more than the defaults' %d", blocks, base)
			}
		})
	}
}
