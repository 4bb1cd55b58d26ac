package memory

import "math/bits"

// faLines is the tag store of a fully associative line cache with many
// ways (the F4 ART's 64-line instruction cache): the LRU order kept in a
// doubly linked list of the ways, a line found through a hash index,
// where lineCache's few-way sets keep the order in the order of their
// tags. With 64 ways that order cost a search
// and a move of up to 63 tags on every lookup that was not the most
// recent line: a fifth of an F401 instruction's time. The hits, misses
// and evictions are those of lineCache's order (TestFALinesEqualSets):
// an empty way is filled before anything is evicted, then the least
// recently used line goes.
type faLines struct {
	tag        []uint32 // per way: line number + 1, 0 empty
	prev, next []uint8  // per way: the recency list, most recent at head
	head, tail uint8
	used       int // ways filled so far (filled in order)

	index []uint8 // open addressing, linear probing: way + 1, 0 empty
	shift uint    // 32 - log2(len(index))
}

// faMinWays and faMaxWays bound the associativity with which lineCache
// uses faLines (ways are numbered in a byte).
const faMinWays, faMaxWays = 16, 255

func newFALines(ways int) *faLines {
	n := 1 << bits.Len(uint(2*ways-1)) // at least twice the ways: short probes
	return &faLines{tag: make([]uint32, ways), prev: make([]uint8, ways), next: make([]uint8, ways),
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

// touch makes way w (filled) the most recently used.
func (f *faLines) touch(w int) {
	x := uint8(w)
	if f.used == 1 || f.head == x {
		return
	}
	f.unlink(x)
	f.pushFront(x)
}

func (f *faLines) unlink(x uint8) {
	if x == f.tail {
		f.tail = f.prev[x]
	} else {
		f.prev[f.next[x]] = f.prev[x]
	}
	if x != f.head {
		f.next[f.prev[x]] = f.next[x]
	}
}

func (f *faLines) pushFront(x uint8) {
	f.prev[f.head] = x
	f.next[x], f.head = f.head, x
}

// fill puts tag t in an empty way, else in the least recently used one,
// and makes it the most recently used.
func (f *faLines) fill(t uint32) {
	var x uint8
	if f.used < len(f.tag) {
		x = uint8(f.used)
		f.used++
		if f.used == 1 {
			f.head, f.tail = x, x
		} else {
			f.pushFront(x)
		}
	} else {
		x = f.tail
		f.unindex(f.tag[x])
		f.touch(int(x))
	}
	f.tag[x] = t
	mask := uint32(len(f.index) - 1)
	i := f.home(t)
	for f.index[i] != 0 {
		i = (i + 1) & mask
	}
	f.index[i] = x + 1
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
