package models

import "math/bits"

// faLines is the tag store of a fully associative line cache with many
// ways (the F4 ART's 64-line instruction cache): the LRU order kept in
// stamps, found through a hash index, where lineCache's few-way sets keep
// it in the order of their tags. With 64 ways that order cost a search
// and a move of up to 63 tags on every lookup that was not the most
// recent line: a fifth of an F401 instruction's time. The hits, misses
// and evictions are those of lineCache's order (TestFALinesEqualSets):
// an empty way is filled before anything is evicted, then the least
// recently used line goes.
type faLines struct {
	tag   []uint32 // per way: line number + 1, 0 empty
	stamp []uint64 // per way: last use
	clock uint64
	used  int // ways filled so far (filled in order)

	index []uint8 // open addressing, linear probing: way + 1, 0 empty
	shift uint    // 32 - log2(len(index))
}

// faMinWays is the associativity from which lineCache uses faLines.
const faMinWays = 16

func newFALines(ways int) *faLines {
	n := 1 << bits.Len(uint(2*ways-1)) // at least twice the ways: short probes
	return &faLines{tag: make([]uint32, ways), stamp: make([]uint64, ways),
		index: make([]uint8, n), shift: uint(32 - bits.TrailingZeros(uint(n)))}
}

func (f *faLines) home(t uint32) uint32 { return (t * 0x9e3779b1) >> f.shift }

// find returns the way holding tag t, or -1.
func (f *faLines) find(t uint32) int {
	mask := uint32(len(f.index) - 1)
	for i := f.home(t); ; i = (i + 1) & mask {
		w := f.index[i]
		if w == 0 {
			return -1
		}
		if f.tag[w-1] == t {
			return int(w - 1)
		}
	}
}

func (f *faLines) touch(w int) {
	f.clock++
	f.stamp[w] = f.clock
}

// fill puts tag t in an empty way, else in the least recently used one,
// and makes it the most recently used.
func (f *faLines) fill(t uint32) {
	w := f.used
	if w < len(f.tag) {
		f.used++
	} else {
		w = 0
		for i, s := range f.stamp {
			if s < f.stamp[w] {
				w = i
			}
		}
		f.unindex(f.tag[w])
	}
	f.tag[w] = t
	f.touch(w)
	mask := uint32(len(f.index) - 1)
	i := f.home(t)
	for f.index[i] != 0 {
		i = (i + 1) & mask
	}
	f.index[i] = uint8(w + 1)
}

// unindex removes tag t (present) from the index, moving back the
// entries after it that its slot kept from their home (backward-shift
// deletion).
func (f *faLines) unindex(t uint32) {
	mask := uint32(len(f.index) - 1)
	i := f.home(t)
	for f.tag[f.index[i]-1] != t {
		i = (i + 1) & mask
	}
	for j := (i + 1) & mask; f.index[j] != 0; j = (j + 1) & mask {
		h := f.home(f.tag[f.index[j]-1])
		// j's entry may move to i unless its home lies cyclically in (i, j].
		if (j-h)&mask >= (j-i)&mask {
			f.index[i] = f.index[j]
			i = j
		}
	}
	f.index[i] = 0
}
