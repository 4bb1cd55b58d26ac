package cores

import (
	"testing"

	"boardless/models"
	"boardless/models/memory"
	"boardless/trace"
)

const aStrR1R0 = 0xe5801000 // str r1, [r0]

// wholeLine is a 64-byte L1 D line written by four 16-byte stores
// (STM of four registers each).
func wholeLine(addr uint32) []trace.Event {
	return storesOf(addr, 4)
}

// storesOf is n 16-byte stores from addr up.
func storesOf(addr uint32, n int) []trace.Event {
	var ev []trace.Event
	for i := 0; i < n; i++ {
		ev = append(ev, trace.MakeEvent(trace.Write, addr+uint32(16*i), 16))
	}
	return ev
}

// TestA7ReadAllocMode: the L1 D stops allocating on store misses after
// a7_read_alloc_lines consecutive lines written whole within their fills
// (Arm FAQ ka16133), and leaves the mode on a partial line or a load from
// the line being written around (the A53/M7 rule the model takes).
func TestA7ReadAllocMode(t *testing.T) {
	const buf = 0xC0100000
	line := func(i uint32) uint32 { return buf + 64*i }
	load := func(addr uint32) []trace.Event { return []trace.Event{trace.MakeEvent(trace.Read, addr, 4)} }
	cat := func(parts ...[]trace.Event) []trace.Event {
		var ev []trace.Event
		for _, p := range parts {
			ev = append(ev, p...)
		}
		return ev
	}
	strs := func(n int) []uint32 {
		w := make([]uint32, n)
		for i := range w {
			w[i] = aStrR1R0
		}
		return w
	}
	// 15 divides (12 issue cycles each): 180 cycles, more than twice the
	// first line's fill (79), so a store after them is outside its window.
	slow := append(append([]uint32{aStrR1R0}, repeat(aSdivR2R0R1, 15)...), strs(5)...)
	cases := []struct {
		name        string
		lines       float64 // a7_read_alloc_lines
		words       []uint32
		data        map[int][]trace.Event
		writeAround uint64 // stores written around L1
		l1dMisses   uint64
	}{
		{"four whole lines: the fourth written around", 3, strs(4),
			map[int][]trace.Event{0: wholeLine(line(0)), 1: wholeLine(line(1)), 2: wholeLine(line(2)), 3: wholeLine(line(3))}, 4, 3},
		{"L1RADIS=1: always write-allocate", 0, strs(4),
			map[int][]trace.Event{0: wholeLine(line(0)), 1: wholeLine(line(1)), 2: wholeLine(line(2)), 3: wholeLine(line(3))}, 0, 4},
		{"partial lines never enter the mode", 3, strs(4),
			map[int][]trace.Event{0: storesOf(line(0), 3), 1: storesOf(line(1), 3), 2: storesOf(line(2), 3), 3: storesOf(line(3), 3)}, 0, 4},
		{"one line, threshold 1", 1, strs(2),
			map[int][]trace.Event{0: wholeLine(line(0)), 1: wholeLine(line(1))}, 4, 1},
		{"a line completed after its window breaks the run", 3, slow,
			map[int][]trace.Event{0: storesOf(line(0), 1), 16: storesOf(line(0)+16, 3),
				17: wholeLine(line(1)), 18: wholeLine(line(2)), 19: wholeLine(line(3)), 20: wholeLine(line(4))}, 4, 4},
		{"a partial written-around line ends the mode", 3, strs(5),
			map[int][]trace.Event{0: wholeLine(line(0)), 1: wholeLine(line(1)), 2: wholeLine(line(2)),
				3: storesOf(line(3), 2), 4: wholeLine(line(4))}, 2, 4},
		{"a load from the written-around line ends the mode", 3, strs(5),
			map[int][]trace.Event{0: wholeLine(line(0)), 1: wholeLine(line(1)), 2: wholeLine(line(2)),
				3: cat(storesOf(line(3), 1), load(line(3)+32)), 4: wholeLine(line(4))}, 1, 5},
		{"stores that hit stay hits in the mode", 3, strs(5),
			map[int][]trace.Event{0: wholeLine(line(0)), 1: wholeLine(line(1)), 2: wholeLine(line(2)),
				3: wholeLine(line(0)), 4: wholeLine(line(3))}, 4, 3},
	}
	for _, path := range []string{"levels", "wrapped"} {
		for _, tc := range cases {
			t.Run(path+"/"+tc.name, func(t *testing.T) {
				h, err := memory.NewHierarchyParams(mp135Hierarchy(t), 650_000_000, nil)
				if err != nil {
					t.Fatal(err)
				}
				var mem models.Memory = h
				if path == "wrapped" { // firmware mode's path: no LevelledData
					mem = wrappedHierarchy{h}
				}
				p := DefaultA7Params()
				p.ReadAllocLines = tc.lines
				words := append(append([]uint32{}, tc.words...), aBxLR)
				runA7Params(t, p, mem, words, tc.data)
				st := h.Stats()
				if st["l1d.write_arounds"] != tc.writeAround || st["l1d.misses"] != tc.l1dMisses {
					t.Errorf("write-arounds %d, L1 D misses %d; want %d, %d", st["l1d.write_arounds"], st["l1d.misses"], tc.writeAround, tc.l1dMisses)
				}
			})
		}
	}
}

// wrappedHierarchy hides the hierarchy's levels as sim's firmware-mode
// wrapper does, forwarding only memory.WriteAroundData.
type wrappedHierarchy struct{ h *memory.Hierarchy }

func (w wrappedHierarchy) Name() string                   { return w.h.Name() }
func (w wrappedHierarchy) Fetch(addr, size uint32) uint32 { return w.h.Fetch(addr, size) }
func (w wrappedHierarchy) Data(addr, size uint32, write bool) uint32 {
	return w.h.Data(addr, size, write)
}
func (w wrappedHierarchy) DataRanges() [][2]uint32            { return w.h.DataRanges() }
func (w wrappedHierarchy) Stats() models.MemoryStats          { return w.h.Stats() }
func (w wrappedHierarchy) DataLineShift() uint                { return w.h.DataLineShift() }
func (w wrappedHierarchy) StoreMisses(addr, size uint32) bool { return w.h.StoreMisses(addr, size) }
func (w wrappedHierarchy) WriteAround(addr, size uint32)      { w.h.WriteAround(addr, size) }

func repeat(w uint32, n int) []uint32 {
	out := make([]uint32, n)
	for i := range out {
		out[i] = w
	}
	return out
}

// TestA7ReadAllocStoreCost: a written-around store costs no stall, and
// the load that then misses L1 pays the L2 hit (the line went to L2).
func TestA7ReadAllocStoreCost(t *testing.T) {
	const buf = 0xC0100000
	data := map[int][]trace.Event{0: wholeLine(buf), 1: wholeLine(buf + 64), 2: wholeLine(buf + 128), 3: wholeLine(buf + 192),
		4: {trace.MakeEvent(trace.Read, buf+192, 4)}}
	words := []uint32{aStrR1R0, aStrR1R0, aStrR1R0, aStrR1R0, aLdrR1R0, aBxLR}
	var cycles [2]uint64
	for i, lines := range []float64{3, 0} {
		var got [2]uint64 // levelled and wrapped path: the same cycles
		for j := range got {
			h, err := memory.NewHierarchyParams(mp135Hierarchy(t), 650_000_000, nil)
			if err != nil {
				t.Fatal(err)
			}
			var mem models.Memory = h
			if j == 1 {
				mem = wrappedHierarchy{h}
			}
			p := DefaultA7Params()
			p.ReadAllocLines = lines
			got[j] = runA7Params(t, p, mem, words, data).Result().Cycles
		}
		if got[0] != got[1] {
			t.Errorf("a7_read_alloc_lines %v: %d cycles on the levelled path, %d wrapped", lines, got[0], got[1])
		}
		cycles[i] = got[0]
	}
	// Off: the fourth line's store misses to an open DDR row (9 + row
	// hit) and the load hits, bx lr issuing as its younger. On: the store
	// is free and the load misses L1 and hits L2; its stall starts a new
	// issue cycle, so bx lr issues a cycle later (+1).
	h, _ := memory.NewHierarchyParams(mp135Hierarchy(t), 650_000_000, nil)
	l2, rowHit, _, _, _ := h.Latencies()
	if want := cycles[1] - uint64(l2+rowHit) + uint64(l2) + 1; cycles[0] != want {
		t.Errorf("read-allocate on %d cycles, off %d: want on = off - (l2 + row hit) + l2 + 1 = %d", cycles[0], cycles[1], want)
	}
}
