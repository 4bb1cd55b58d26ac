package memory

import (
	"fmt"
	"slices"
	"testing"
)

// TestFALinesEqualSets: a fully associative lineCache on faLines gives,
// for random lookups, inserts and accesses over more lines than it holds
// (with runs that loop over fewer), the same hits, misses and resident
// lines as the same cache kept in lineCache's MRU-ordered tags.
func TestFALinesEqualSets(t *testing.T) {
	for _, ways := range []int{16, 64, 100} {
		t.Run(fmt.Sprint(ways), func(t *testing.T) {
			fa, err := newLineCache(uint32(ways)*16, ways, 16)
			if err != nil {
				t.Fatal(err)
			}
			if fa.fa == nil {
				t.Fatalf("%d ways: not on faLines", ways)
			}
			ordered := &lineCache{tags: make([]uint32, ways), ways: uint32(ways), lineBits: 4}
			ordered.sets = [][]uint32{ordered.tags}
			rng := uint32(99)
			next := func(n uint32) uint32 { rng = rng*1664525 + 1013904223; return (rng >> 8) % n }
			span := uint32(ways) * 3
			for i := 0; i < 200000; i++ {
				if i%5000 == 0 { // a loop over fewer lines than fit, or more
					span = uint32(ways)/2 + next(uint32(ways)*3)
				}
				addr := next(span) * 16
				var a, b bool
				switch next(3) {
				case 0:
					a, b = ordered.lookup(addr), fa.lookup(addr)
				case 1:
					ordered.insert(addr)
					fa.insert(addr)
				default:
					a, b = ordered.access(addr), fa.access(addr)
				}
				if a != b || ordered.misses != fa.misses {
					t.Fatalf("step %d, line %d: ordered hit %v (%d misses), faLines %v (%d)", i, addr/16, a, ordered.misses, b, fa.misses)
				}
			}
			var res []uint32
			for w, tg := range fa.fa.tag {
				if tg != 0 {
					res = append(res, tg)
				}
				if got := fa.fa.find(tg); tg != 0 && got != w {
					t.Errorf("tag %d in way %d found in way %d", tg, w, got)
				}
			}
			want := slices.DeleteFunc(slices.Clone(ordered.tags), func(x uint32) bool { return x == 0 })
			slices.Sort(res)
			slices.Sort(want)
			if !slices.Equal(res, want) {
				t.Errorf("resident lines %v, want %v", res, want)
			}
		})
	}
}
