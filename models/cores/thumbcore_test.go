package cores

import (
	"fmt"
	"reflect"
	"testing"

	"boardless/decode"
	"boardless/models"
	"boardless/trace"
)

// fakePipe records what the skeleton's hooks ask of a pipeline.
type fakePipe struct {
	retired []uint32
	waited  uint64
	size    uint32
}

func (p *fakePipe) retirePending(next uint32) { p.retired = append(p.retired, next) }
func (p *fakePipe) pendingSize() uint32       { return p.size }
func (p *fakePipe) wait(cycles uint64)        { p.waited += cycles }

// stallRec is a Profiler (and ExceptionProfiler) that records the calls.
type stallRec struct {
	stalls  []string
	entries [][2]uint32
}

func (r *stallRec) Retire(pc, next uint32, cycles uint64)       {}
func (r *stallRec) Stall(pc uint32, kind string, cycles uint64) { r.stalls = append(r.stalls, kind) }
func (r *stallRec) EnterException(from, ret uint32) {
	r.entries = append(r.entries, [2]uint32{from, ret})
}

// TestThumbCoreHooks: entry retires the pending instruction with the
// return address (Thumb bit cleared) as its successor, clears the IT
// state for the handler and gives it back on return; a tail-chained entry
// (nothing pending) is made from the instruction the last return came
// back to; Sleep retires a pending WFI with its own successor.
func TestThumbCoreHooks(t *testing.T) {
	var c thumbCore
	p := &fakePipe{size: 2}
	rec := &stallRec{}
	c.prof = rec
	c.pendingPC, c.have, c.it = 0x100, true, 0x38

	c.enterException(p, 0x103, 0x201, 12)
	if c.have || c.it != 0 {
		t.Fatalf("after entry: have %v, IT %#x; want nothing pending and no IT block", c.have, c.it)
	}
	c.pendingPC, c.have = 0x200, true // the handler's return instruction
	c.returnException(p, 0x103, 10)
	if c.it != 0x38 {
		t.Errorf("after return: IT %#x, want the interrupted code's 0x38", c.it)
	}
	c.enterException(p, 0x103, 0x301, 6) // tail-chained: nothing pending
	c.returnException(p, 0x103, 10)      // nothing pending: no instruction to charge
	c.pendingPC, c.have = 0x110, true    // a WFI
	c.sleep(p, 50)

	if want := []uint32{0x102, 0x102, 0x112}; !reflect.DeepEqual(p.retired, want) {
		t.Errorf("retired with successors %#x, want %#x", p.retired, want)
	}
	if want := [][2]uint32{{0x100, 0x102}, {0x100, 0x102}}; !reflect.DeepEqual(rec.entries, want) {
		t.Errorf("entries (from, ret) %#x, want %#x", rec.entries, want)
	}
	if want := []string{models.StallException, models.StallException, models.StallException, models.StallSleep}; !reflect.DeepEqual(rec.stalls, want) {
		t.Errorf("stalls %q, want %q", rec.stalls, want)
	}
	if p.waited != 12+10+6+10+50 || c.exc.Cycles != 12+10+6+10 || c.exc.Sleep != 50 {
		t.Errorf("waited %d, exception %d, sleep %d; want 88, 38, 50", p.waited, c.exc.Cycles, c.exc.Sleep)
	}
}

// countingBuilder builds a block per call, or fails when fail is set.
type countingBuilder struct {
	built int
	fail  bool
}

func (b *countingBuilder) buildBlock(addr, size uint32) *v6mBlock {
	b.built++
	if b.fail {
		return nil
	}
	return &v6mBlock{n: uint64(size / 2)}
}

// TestThumbBlockLookup: a block is built once per address, size and entry
// IT state; a failed build is not cached (the next visit tries again).
func TestThumbBlockLookup(t *testing.T) {
	var cache blockCache[v6mBlock]
	core := &countingBuilder{}
	first := cache.thumbBlock(core, 0x100, 8, 0)
	if again := cache.thumbBlock(core, 0x100, 8, 0); again != first || core.built != 1 {
		t.Errorf("second lookup: same block %v, builds %d; want the cached block, 1 build", again == first, core.built)
	}
	if inIT := cache.thumbBlock(core, 0x100, 8, 0x38); inIT == first || core.built != 2 {
		t.Errorf("entered inside an IT block: the block outside it (%v) or %d builds; want a block of its own", inIT == first, core.built)
	}
	core.fail = true
	for k := 0; k < 2; k++ {
		if b := cache.thumbBlock(core, 0x200, 4, 0); b != nil {
			t.Fatalf("failed build gave a block")
		}
	}
	if core.built != 4 {
		t.Errorf("%d builds, want 4: a failed build is not cached", core.built)
	}
}

// stallMem stalls every fetch and every data access 3 cycles, reads 1.
type stallMem struct{}

func (stallMem) Name() string                   { return "stall-test" }
func (stallMem) Fetch(addr, size uint32) uint32 { return 3 }
func (stallMem) Stats() models.MemoryStats      { return models.MemoryStats{} }
func (stallMem) DataRanges() [][2]uint32        { return nil }
func (stallMem) Data(addr, size uint32, write bool) uint32 {
	if write {
		return 3
	}
	return 1
}

// pcStall is a profiler that records which instruction got which stall.
type pcStall struct{ got []string }

func (p *pcStall) Retire(pc, next uint32, cycles uint64) {}
func (p *pcStall) Stall(pc uint32, kind string, cycles uint64) {
	p.got = append(p.got, fmt.Sprintf("%#x %s %d", pc, kind, cycles))
}

// TestThumbCoreStalls: a fetch stall goes to the fetched instruction, a
// data stall to the pending one (none pending: counted, not attributed),
// every one to the memory cycles and the core's counter; a block's fetch
// stall only to the counters.
func TestThumbCoreStalls(t *testing.T) {
	var c thumbCore
	prof := &pcStall{}
	c.prof = prof
	var fetch, data uint64
	c.dataStall(stallMem{}, trace.MakeEvent(trace.Read, 0x2000_0000, 4), &data, "data") // nothing pending
	c.fetchStall(stallMem{}, 0x100, 2, &fetch, "fetch")
	c.pendingPC, c.have = 0x100, true
	c.dataStall(stallMem{}, trace.MakeEvent(trace.Write, 0x2000_0000, 4), &data, "data")
	c.blockStall(5, &fetch)
	if want := []string{"0x100 fetch 3", "0x100 data 3"}; !reflect.DeepEqual(prof.got, want) {
		t.Errorf("profiler got %q, want %q", prof.got, want)
	}
	if fetch != 8 || data != 4 || c.memCycles != 12 {
		t.Errorf("fetch %d, data %d, memory cycles %d; want 8, 4, 12", fetch, data, c.memCycles)
	}
}

// TestITAfter: ITTE EQ (bf06) opens a block whose three instructions run
// under EQ, EQ, NE; the one after it is outside any block.
func TestITAfter(t *testing.T) {
	d, err := decode.New(decode.ModeThumbM)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	in, err := d.DecodeIT([]byte{0x06, 0xbf}, 0x100, decode.CCAL)
	if err != nil {
		t.Fatal(err)
	}
	var opened decode.ITState
	opened.Advance(in)
	it := itAfter(0, true, uint8(opened))
	var got []uint8
	for k := 0; k < 4; k++ {
		got = append(got, it.CC())
		it = itAfter(it, false, 0)
	}
	if want := []uint8{decode.CCEQ, decode.CCEQ, decode.CCNE, decode.CCAL}; !reflect.DeepEqual(got, want) {
		t.Errorf("conditions %v, want %v", got, want)
	}
}
