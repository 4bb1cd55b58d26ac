package firmware

import (
	"fmt"

	"boardless/models"
)

// liveMemory is the board's memory model, rebuilt when the firmware
// changes the flash configuration (FLASH_ACR, ICACHE_CR). The core model
// holds this wrapper, so a change applies from the next access on; the
// line buffer and cache start empty after a change, as they would after
// the cache reset that ST's HAL does around such changes. Counters are
// summed over the configurations.
type liveMemory struct {
	cur    models.Memory
	base   models.FlashParams
	flash  bool
	pinned *int
	// hasPrefetch: the profile's flash has a prefetcher setting at all.
	hasPrefetch bool
	past        models.MemoryStats
	names       []string
}

func newLiveMemory(board *models.Profile, pinned *int) (*liveMemory, error) {
	l := &liveMemory{pinned: pinned, past: models.MemoryStats{}}
	if board.Core == "cortex-a7" {
		l.cur = models.NewHierarchy(board)
		return l, nil
	}
	fl := board.Flash
	region, ok := board.FlashRegion()
	if fl == nil || fl.LineBytes == 0 || !ok {
		l.cur = models.ZeroWait{}
		return l, nil
	}
	l.flash = true
	l.hasPrefetch = fl.Prefetch != nil
	l.base = models.FlashParams{
		Name: fl.Model + "-flash", Base: uint32(region.Base), Size: uint32(region.Size),
		LineBytes:  fl.LineBytes,
		CacheBytes: fl.ICacheBytes, CacheWays: fl.ICacheWays, CacheLine: fl.ICacheLineBytes,
		DataViaCache: fl.DataViaCache,
	}
	// Until the firmware writes FLASH_ACR: the reset state, 0 wait states.
	return l, l.set(flashState{})
}

// set switches to the flash configuration s; features the chip lacks
// (per the board profile) stay off.
func (l *liveMemory) set(s flashState) error {
	if !l.flash {
		return nil
	}
	p := l.base
	p.WaitStates = s.waitStates
	if l.pinned != nil {
		p.WaitStates = *l.pinned
	}
	p.Prefetch = s.prefetch && l.hasPrefetch
	p.ICache = s.icache && l.base.CacheBytes != 0
	f, err := models.NewFlash(p)
	if err != nil {
		return fmt.Errorf("flash configuration: %v", err)
	}
	if l.cur != nil {
		for k, v := range l.cur.Stats() {
			l.past[k] += v
		}
	}
	l.cur = f
	if n := f.Name(); len(l.names) == 0 || l.names[len(l.names)-1] != n {
		l.names = append(l.names, n)
	}
	return nil
}

func (l *liveMemory) Name() string {
	if !l.flash {
		return l.cur.Name()
	}
	s := l.names[0]
	for _, n := range l.names[1:] {
		s += " -> " + n
	}
	return s
}
func (l *liveMemory) Fetch(addr, size uint32) uint32 { return l.cur.Fetch(addr, size) }
func (l *liveMemory) Data(addr, size uint32, write bool) uint32 {
	return l.cur.Data(addr, size, write)
}
func (l *liveMemory) DataRanges() [][2]uint32 { return l.cur.DataRanges() }
func (l *liveMemory) Stats() models.MemoryStats {
	out := models.MemoryStats{}
	for k, v := range l.past {
		out[k] += v
	}
	for k, v := range l.cur.Stats() {
		out[k] += v
	}
	return out
}

// setFlash is called by the devices on a FLASH_ACR or ICACHE_CR write.
func (r *runner) setFlash(s flashState) {
	if err := r.mem.set(s); err != nil {
		r.warn(err.Error())
	}
}

var _ models.Memory = (*liveMemory)(nil)
