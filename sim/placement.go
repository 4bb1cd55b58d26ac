package sim

import (
	"debug/elf"
	"fmt"
	"strings"

	"boardless/elfimg"
	"boardless/models"
)

// The code-placement what-if (--code-in REGION, Options.CodeIn): the
// image's code is timed as if it had been linked into REGION of the
// board's memory list, as firmware that copies its code to SRAM (or an
// M7's ITCM) at start-up would run.
//
// What moves: every allocated, executable ELF section that lies in a
// flash or ROM region, whole: the called function and everything it
// calls in the image, with their literal pools (data reads inside those
// sections). Read-only data sections (.rodata: S-boxes, tables) stay
// where they are linked, as in a copy-code-to-RAM start-up. Sections
// already linked outside flash (a function placed in .ramfunc, whose
// address the ELF gives in SRAM) are fetched where they are: function
// mode loads every segment at its virtual address.
//
// How: the memory model sees each fetch and data access of the moved
// range at the same offset in REGION; the bytes stay where the ELF put
// them, and the core model still sees the linked addresses (a core that
// times SRAM fetches differently from flash ones by address, e.g. over
// another bus, does not see the move).

// codePlacement is a resolved --code-in: the moved range [lo, hi) and
// where it goes.
type codePlacement struct {
	region   models.Region
	lo, hi   uint32
	sections []string
}

// resolvePlacement finds the region and the image's flash code.
func resolvePlacement(board *models.Profile, img *elfimg.Image, name string) (*codePlacement, error) {
	region, err := placementRegion(board, name)
	if err != nil {
		return nil, err
	}
	p := &codePlacement{region: region}
	for _, sec := range img.File.Sections {
		if sec.Flags&elf.SHF_ALLOC == 0 || sec.Flags&elf.SHF_EXECINSTR == 0 || sec.Size == 0 {
			continue
		}
		if !inKinds(board, uint32(sec.Addr), "flash", "rom") {
			continue
		}
		lo, hi := uint32(sec.Addr), uint32(sec.Addr+sec.Size)
		if len(p.sections) == 0 || lo < p.lo {
			p.lo = lo
		}
		p.hi = max(p.hi, hi)
		p.sections = append(p.sections, sec.Name)
	}
	if len(p.sections) == 0 {
		return nil, fmt.Errorf("--code-in %s: %s has no code in %s's flash to move", name, img.Name, board.Name)
	}
	if uint64(p.hi-p.lo) > uint64(region.Size) {
		return nil, fmt.Errorf("--code-in %s: the image's code (%d bytes, %s) does not fit in %s (%d bytes)",
			name, p.hi-p.lo, strings.Join(p.sections, " "), region.Name, uint64(region.Size))
	}
	return p, nil
}

// placementRegion looks REGION up in the board's memory list; "sram"
// (--code-in-sram) falls back to the region the board's data goes to.
func placementRegion(board *models.Profile, name string) (models.Region, error) {
	var names []string
	for _, r := range board.Memory {
		if r.Name == name {
			return r, nil
		}
		names = append(names, r.Name)
	}
	if name == "sram" {
		ram, err := board.RAM()
		if err == nil {
			for _, r := range board.Memory {
				if r.Base == ram.Base {
					return r, nil
				}
			}
		}
	}
	return models.Region{}, fmt.Errorf("--code-in %s: %s has no memory region of that name (regions: %s)", name, board.Name, strings.Join(names, ", "))
}

func inKinds(board *models.Profile, addr uint32, kinds ...string) bool {
	for _, r := range board.Memory {
		if uint64(addr) >= uint64(r.Base) && uint64(addr) < uint64(r.Base)+uint64(r.Size) {
			for _, k := range kinds {
				if r.Kind == k {
					return true
				}
			}
		}
	}
	return false
}

// The data-placement what-if (--data-in REGION, Options.DataIn): every
// data access to the board's data region (the RAM region holding the
// arguments, globals and stack: DTCM on the M7 boards) is timed as if
// the region were REGION, at the same offset, as a linker script that
// puts .data, .bss and the stack in AXI SRAM instead of DTCM would run.
// Code fetches from that region (functions linked into it) stay where
// they are.

// dataPlacement is a resolved --data-in: the board's data region and
// where it goes.
type dataPlacement struct {
	from, to models.Region
}

func resolveDataPlacement(board *models.Profile, name string) (*dataPlacement, error) {
	to, err := placementRegion(board, name)
	if err != nil {
		return nil, fmt.Errorf("--data-in%s", strings.TrimPrefix(err.Error(), "--code-in"))
	}
	ram, err := board.RAM()
	if err != nil {
		return nil, fmt.Errorf("--data-in %s: %v", name, err)
	}
	for _, r := range board.Memory {
		if uint64(ram.Base) >= uint64(r.Base) && uint64(ram.Base) < uint64(r.Base)+uint64(r.Size) {
			if r.Size > to.Size {
				return nil, fmt.Errorf("--data-in %s: %s's data region %s (%d bytes) does not fit in %s (%d bytes)",
					name, board.Name, r.Name, uint64(r.Size), to.Name, uint64(to.Size))
			}
			return &dataPlacement{from: r, to: to}, nil
		}
	}
	return nil, fmt.Errorf("--data-in %s: %s's data region is in no region of its memory list", name, board.Name)
}

// placedMemory shows the memory model the moved code and data at their
// places; either placement may be nil.
type placedMemory struct {
	models.Memory
	p *codePlacement
	d *dataPlacement
}

func (m placedMemory) move(addr uint32) uint32 {
	if m.p != nil && addr-m.p.lo < m.p.hi-m.p.lo {
		return addr - m.p.lo + uint32(m.p.region.Base)
	}
	return addr
}

func (m placedMemory) moveData(addr uint32) uint32 {
	if m.d != nil && uint64(addr-uint32(m.d.from.Base)) < uint64(m.d.from.Size) {
		return addr - uint32(m.d.from.Base) + uint32(m.d.to.Base)
	}
	return m.move(addr)
}

func (m placedMemory) Name() string {
	name := m.Memory.Name()
	if m.p != nil {
		name += ", code in " + m.p.region.Name
	}
	if m.d != nil {
		name += ", data in " + m.d.to.Name
	}
	return name
}

func (m placedMemory) Fetch(addr, size uint32) uint32 { return m.Memory.Fetch(m.move(addr), size) }

// FetchAt forwards the core's clock (models.ClockedFetcher).
func (m placedMemory) FetchAt(addr, size uint32, now uint64) uint32 {
	return fetchAt(m.Memory, m.move(addr), size, now)
}

// fetchAt is mem's FetchAt when it has one (models.ClockedFetcher), else
// its Fetch: what a memory that wraps another forwards.
func fetchAt(mem models.Memory, addr, size uint32, now uint64) uint32 {
	if c, ok := mem.(models.ClockedFetcher); ok {
		return c.FetchAt(addr, size, now)
	}
	return mem.Fetch(addr, size)
}

func (m placedMemory) Data(addr, size uint32, write bool) uint32 {
	return m.Memory.Data(m.moveData(addr), size, write)
}

// DataRanges adds the moved code (its literal pools) to the model's own
// ranges, when the model watches any, and the moved data region always:
// a model that needs no trace of accesses to its data region (zero-wait
// DTCM) must see them once they are timed elsewhere.
func (m placedMemory) DataRanges() [][2]uint32 {
	r := m.Memory.DataRanges()
	if m.p != nil && len(r) != 0 {
		r = append(r, [2]uint32{m.p.lo, m.p.hi - 1})
	}
	if m.d != nil {
		r = append(r, [2]uint32{uint32(m.d.from.Base), uint32(uint64(m.d.from.Base) + uint64(m.d.from.Size) - 1)})
	}
	return r
}

// newMemory builds a cold memory model for the session's board, with
// the code and data placements applied.
func (s *Session) newMemory() (models.Memory, error) {
	mem, err := models.NewMemory(s.Board, models.ValuesOf(s.params))
	if err != nil || (s.Opts.CodeIn == "" && s.Opts.DataIn == "") {
		return mem, err
	}
	if s.placement == nil && s.Opts.CodeIn != "" {
		if s.placement, err = resolvePlacement(s.Board, s.Image, s.Opts.CodeIn); err != nil {
			return nil, &InputError{err}
		}
	}
	if s.dataPlacement == nil && s.Opts.DataIn != "" {
		if s.dataPlacement, err = resolveDataPlacement(s.Board, s.Opts.DataIn); err != nil {
			return nil, &InputError{err}
		}
	}
	return placedMemory{mem, s.placement, s.dataPlacement}, nil
}
