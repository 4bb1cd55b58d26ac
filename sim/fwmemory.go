package sim

import (
	"fmt"

	"boardless/devices"
	"boardless/models"
	"boardless/models/chip"
)

// liveMemory is the board's memory model, rebuilt when the firmware
// changes the flash configuration (FLASH_ACR, ICACHE_CR). The core model
// holds this wrapper, so a change applies from the next access on; the
// line buffer and cache start empty after a change, as they would after
// the cache reset that ST's HAL does around such changes. Counters are
// summed over the configurations.
type liveMemory struct {
	board *models.Profile
	base  models.Values
	cur   models.Memory
	// flash: the memory model is the STM32 flash interface, which
	// FLASH_ACR reconfigures.
	flash bool
	// pinned are the parameters the user set (--flash-ws, --param):
	// the firmware's register writes do not change them.
	pinned map[string]bool
	past   models.MemoryStats
	names  []string
	state  devices.FlashState // the flash configuration in use
}

// newLiveMemory starts in the chip's reset state (FLASH_ACR's reset
// value decoded: the G0's ICEN, the F0's PRFTBE are on at reset), the
// first entry of the chain Name lists.
func newLiveMemory(board *models.Profile, base models.Values, pinned map[string]bool, reset devices.FlashState) (*liveMemory, error) {
	l := &liveMemory{board: board, base: base, pinned: pinned, past: models.MemoryStats{}}
	_, l.flash = base["flash_wait_states"]
	if _, live := devices.ResetFlash(chip.RegistersOf(board)); !live {
		// No live flash registers for this chip (the issue-21 chips, the
		// RP2040/RP2350's XIP): the board's configuration throughout, as
		// in function mode, not a reset state nothing would change.
		l.flash = false
	}
	if !l.flash {
		m, err := models.NewMemory(board, base)
		l.cur = m
		return l, err
	}
	l.resetCaches()
	// Until the firmware writes FLASH_ACR: the reset state.
	return l, l.set(reset)
}

// set switches to the flash configuration s; features the chip lacks
// (per the board profile) stay off, and what the user pinned stays.
func (l *liveMemory) set(s devices.FlashState) error {
	if !l.flash {
		return nil
	}
	l.state = s
	v := models.Values{}
	for k, x := range l.base {
		v[k] = x
	}
	l.setUnpinned(v, "flash_wait_states", float64(s.WaitStates))
	l.setUnpinned(v, "flash_prefetch", onOff(s.Prefetch))
	l.setUnpinned(v, "flash_icache", onOff(s.ICache))
	l.setUnpinned(v, "flash_dcache", onOff(s.DCache)) // the ART chips only have it
	f, err := models.NewMemory(l.board, v)
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

// setUnpinned sets a parameter the chip has and the user did not pin.
func (l *liveMemory) setUnpinned(v models.Values, name string, x float64) {
	if _, ok := v[name]; ok && !l.pinned[name] {
		v[name] = x
	}
}

func onOff(b bool) float64 {
	if b {
		return 1
	}
	return 0
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

// FetchAt forwards the core's clock to a memory whose fetches need it
// (models.ClockedFetcher: the flash port's prefetcher).
func (l *liveMemory) FetchAt(addr, size uint32, now uint64) uint32 {
	return fetchAt(l.cur, addr, size, now)
}
func (l *liveMemory) Data(addr, size uint32, write bool) uint32 {
	return l.cur.Data(addr, size, write)
}
func (l *liveMemory) DataRanges() [][2]uint32 { return l.cur.DataRanges() }

// DataLineShift, StoreMisses and WriteAround forward the model's
// WriteAroundData (models/memory/contracts.go: the A7's read-allocate
// mode), if it has it.
func (l *liveMemory) DataLineShift() uint { return writeAroundShift(l.cur) }
func (l *liveMemory) StoreMisses(addr, size uint32) bool {
	return storeMisses(l.cur, addr, size)
}
func (l *liveMemory) WriteAround(addr, size uint32) { writeAround(l.cur, addr, size) }
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
func (r *runner) setFlash(s devices.FlashState) {
	if err := r.mem.set(s); err != nil {
		r.warn(err.Error())
	}
}

var _ models.Memory = (*liveMemory)(nil)
var _ writeAroundData = (*liveMemory)(nil)

// writeAroundData is models/memory's WriteAroundData contract (the
// A7's read-allocate mode), which liveMemory forwards; sim names it by
// its methods rather than importing the memory models' package.
type writeAroundData interface {
	DataLineShift() uint
	StoreMisses(addr, size uint32) bool
	WriteAround(addr, size uint32)
}

// writeAroundShift, storeMisses and writeAround are mem's
// writeAroundData, or a memory's without one (no L1 D: line
// shift 0, no store misses, nothing written around). (The placement
// what-ifs' wrapper does not forward it: only the A7 uses it, and its
// board admits no placement: no flash, and its DDR fits no other region.)
func writeAroundShift(mem models.Memory) uint {
	if w, ok := mem.(writeAroundData); ok {
		return w.DataLineShift()
	}
	return 0
}

func storeMisses(mem models.Memory, addr, size uint32) bool {
	w, ok := mem.(writeAroundData)
	return ok && w.StoreMisses(addr, size)
}

func writeAround(mem models.Memory, addr, size uint32) {
	if w, ok := mem.(writeAroundData); ok {
		w.WriteAround(addr, size)
	}
}
