package bench

import (
	"testing"

	"boardless/gate"
	"boardless/kernels"
)

func TestShardSplit(t *testing.T) {
	all := kernels.All(64)
	for total := 0; total <= 12; total++ {
		ks := all[:total]
		for n := 1; n <= 5; n++ {
			seen := map[string]int{}
			for k := 1; k <= n; k++ {
				sh := &Shard{Index: k, Count: n, Kernels: total}
				part := sh.Select(ks)
				if len(part) != shardLen(total, k, n) {
					t.Errorf("%d kernels, shard %d/%d: %d, shardLen says %d", total, k, n, len(part), shardLen(total, k, n))
				}
				seeds := sh.Seeds(1)
				for i, kr := range part {
					seen[kr.Name]++
					if want := 1 + uint64(k-1+i*n); seeds(i) != want { // round-robin
						t.Errorf("shard %d/%d: kernel %d seed %d, want %d", k, n, i, seeds(i), want)
					}
					if all[seeds(i)-1].Name != kr.Name {
						t.Errorf("shard %d/%d: %s is not at position %d", k, n, kr.Name, seeds(i)-1)
					}
				}
			}
			for _, kr := range ks {
				if seen[kr.Name] != 1 {
					t.Errorf("%d kernels, %d shards: %s in %d shards", total, n, kr.Name, seen[kr.Name])
				}
			}
		}
	}
	var none *Shard
	if got := none.Select(all); len(got) != len(all) {
		t.Errorf("nil shard: %d kernels", len(got))
	}
	if seeds := none.Seeds(7); seeds(0) != 7 || seeds(3) != 10 {
		t.Errorf("nil shard: seeds %d, %d; want 7, 10", seeds(0), seeds(3))
	}
}

// TestNameSeeds: a kernel's seed depends on its name and the seed, not
// on the kernels beside it.
func TestNameSeeds(t *testing.T) {
	all := kernels.All(64)
	whole := NameSeeds(1, all)
	part := NameSeeds(1, all[3:5])
	if whole(3) != part(0) || whole(4) != part(1) {
		t.Errorf("the seed of a kernel changed with the selection")
	}
	if whole(3) == whole(4) {
		t.Errorf("two kernels share a seed")
	}
	if NameSeeds(2, all)(3) != whole(3)+1 {
		t.Errorf("the seed does not follow the base seed")
	}
}

func TestDiffOptions(t *testing.T) {
	for _, tc := range []struct {
		a, b     map[string]string
		inA, inB string
	}{
		{nil, nil, "", ""},
		{map[string]string{"mul": "fast"}, map[string]string{"mul": "fast"}, "", ""},
		{map[string]string{"mul": "fast", "seed": "1"}, map[string]string{"mul": "small", "seed": "2"}, `mul="fast"`, `mul="small"`},
		{map[string]string{"seed": "1"}, map[string]string{"bytes": "64", "seed": "1"}, `bytes=""`, `bytes="64"`},
		{map[string]string{"kernels": ""}, map[string]string{}, `kernels=""`, `kernels=""`}, // present against absent
	} {
		if inA, inB := gate.DiffOptions(tc.a, tc.b); inA != tc.inA || inB != tc.inB {
			t.Errorf("gate.DiffOptions(%v, %v) = %q, %q; want %q, %q", tc.a, tc.b, inA, inB, tc.inA, tc.inB)
		}
	}
}
