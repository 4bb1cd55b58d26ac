package memory

import (
	"fmt"
	"slices"
	"testing"
)

// TestInsertMissedEqualsInsert: the flash port's I-cache path (lookup,
// then on a miss insertMissed) keeps the same lines, hits and misses as
// lookup then insert, on a few-way set-associative cache (the NVMC's) and
// on the fully associative one on faLines (the F4 ART's 64 lines), over
// random line streams that loop over fewer lines than fit and more.
func TestInsertMissedEqualsInsert(t *testing.T) {
	for _, g := range []cacheGeom{{2048, 2, 16}, {1024, 4, 16}, {64 * 32, 64, 32}} {
		t.Run(fmt.Sprintf("%dB-%dway", g.Bytes, g.Ways), func(t *testing.T) {
			ref, err := newLineCache(g.Bytes, g.Ways, g.Line)
			if err != nil {
				t.Fatal(err)
			}
			got, _ := newLineCache(g.Bytes, g.Ways, g.Line)
			lines := g.Bytes / g.Line
			rng := uint32(7)
			next := func(n uint32) uint32 { rng = rng*1664525 + 1013904223; return (rng >> 8) % n }
			span := lines
			for i := 0; i < 100000; i++ {
				if i%3000 == 0 {
					span = lines/2 + next(lines*3)
				}
				addr := 0x08000000 + next(span)*g.Line + next(g.Line)&^3
				a := ref.lookup(addr)
				if !a {
					ref.insert(addr)
				}
				b := got.lookup(addr)
				if !b {
					got.insertMissed(addr)
				}
				if a != b || ref.misses != got.misses {
					t.Fatalf("step %d, 0x%08x: insert hit %v (%d misses), insertMissed %v (%d)", i, addr, a, ref.misses, b, got.misses)
				}
			}
			if !slices.Equal(ref.tags, got.tags) {
				t.Errorf("resident lines (sets) differ: %v, want %v", got.tags, ref.tags)
			}
			if ref.fa != nil && (!slices.Equal(ref.fa.tag, got.fa.tag) || ref.fa.head != got.fa.head || ref.fa.tail != got.fa.tail) {
				t.Errorf("resident lines (faLines) differ")
			}
		})
	}
}
