package emu

import "C"
import "boardless/trace"

// expander turns the block events recorded in C into one Exec event per
// instruction, so that core models see every executed instruction in
// order (including Thumb instructions predicated false in an IT block,
// which still occupy their slot on the core), at the cost of one Go map
// lookup per executed block instead of one C hook per instruction.
type expander struct {
	m       *Machine
	sink    trace.Sink
	blocks  map[uint64][]uint16    // block key -> instruction offsets
	front   *[frontSlots]frontSlot // the blocks used last, direct-mapped in front of blocks
	out     []trace.Event
	insns   uint64
	budget  uint64
	recent  [recentLen]recentBlock
	recentN uint64
	err     error // code bytes unreadable (cannot happen for code that ran)

	// codeLo, codeHi bound every block ever split: a write there may
	// replace code that Unicorn and blocks hold translated.
	codeLo, codeHi uint64
}

// forget drops the cached blocks that overlap [lo, hi) and reports
// whether there were any translated blocks there at all.
func (x *expander) forget(lo, hi uint64) bool {
	if len(x.blocks) == 0 || hi <= x.codeLo || lo >= x.codeHi {
		return false
	}
	for k := range x.blocks {
		a := uint64(uint32(k))
		if a < hi && lo < a+(k>>44)&0xffff {
			delete(x.blocks, k)
		}
	}
	x.front = nil // rebuilt from blocks as they run again
	return true
}

// frontSlot is a block of the direct-mapped table in front of the map: a
// Go map lookup per executed block costs about as much as the block hook.
type frontSlot struct {
	key  uint64
	offs []uint16
}

const frontSlots = 1024 // a power of two

// offsets returns the instruction offsets of the block with key, if known.
func (x *expander) offsets(key uint64) ([]uint16, bool) {
	if x.front == nil {
		x.front = new([frontSlots]frontSlot)
	}
	s := &x.front[(uint32(key)>>1^uint32(key>>44))&(frontSlots-1)]
	if s.offs != nil && s.key == key {
		return s.offs, true
	}
	offs, ok := x.blocks[key]
	if ok && offs != nil {
		s.key, s.offs = key, offs
	}
	return offs, ok
}

const recentLen = 16

func blockKey(e uint64) uint64 { return e &^ (3 << 40) }

// flush expands a batch and hands it to the sink. It reports whether the
// run must stop because the instruction budget is used up.
func (x *expander) flush(batch []uint64) bool {
	out := x.out[:0]
	whole := false
	if bs, ok := x.sink.(trace.BlockSink); ok && bs.WantsBlocks() {
		whole = true
	}
	for _, e := range batch {
		if (e>>40)&3 != 3 {
			if e&codeReadBit != 0 {
				untraced := e&untracedBit != 0
				if e &^= codeReadBit | untracedBit; x.m.PatchedBytes(uint32(e), uint32(e>>32)&0xff) {
					x.err = patchedAccessError(uint32(e), trace.Event(e).Kind() == trace.Write)
					break
				}
				if untraced {
					continue
				}
			}
			out = append(out, trace.Event(e))
			continue
		}
		addr := uint32(e)
		size := uint32(e>>44) & 0xffff
		offs, ok := x.offsets(blockKey(e))
		if !ok {
			offs = x.split(addr, size, e>>60&1 == 1)
			if x.err != nil {
				break // the run stops with x.err; cache nothing
			}
			x.blocks[blockKey(e)] = offs
		}
		x.insns += uint64(len(offs))
		x.recent[x.recentN%recentLen] = recentBlock{addr, offs}
		x.recentN++
		if whole {
			out = append(out, trace.Event(e))
			continue
		}
		var tb trace.Event
		if e>>60&1 == 1 {
			tb = trace.ThumbBit
		}
		for i, off := range offs {
			pc := addr + uint32(off)
			next := size
			if i+1 < len(offs) {
				next = uint32(offs[i+1])
			}
			out = append(out, trace.MakeEvent(trace.Exec, pc, next-uint32(off))|tb)
		}
	}
	x.out = out
	if x.sink != nil && len(out) > 0 {
		x.sink.Events(out)
	}
	return x.err != nil || (x.budget != 0 && x.insns > x.budget)
}

// split finds the instruction boundaries of a block from the encodings:
// A32 instructions are 4 bytes; a Thumb instruction is 4 bytes when its
// first halfword starts with 0b11101, 0b11110 or 0b11111, else 2; a
// RISC-V one is 4 bytes when its two low bits are 0b11, else 2.
func (x *expander) split(addr, size uint32, thumb bool) []uint16 {
	if size == 0 {
		return nil
	}
	code, err := x.m.ReadMem(addr, int(size))
	if err != nil {
		x.err = err
		return nil
	}
	if len(x.blocks) == 0 {
		x.codeLo, x.codeHi = uint64(addr), uint64(addr)+uint64(size)
	}
	x.codeLo, x.codeHi = min(x.codeLo, uint64(addr)), max(x.codeHi, uint64(addr)+uint64(size))
	var offs []uint16
	for off := uint32(0); off < size; {
		offs = append(offs, uint16(off))
		hw := uint16(code[off]) | uint16(code[off+1])<<8
		if x.m.cpu.RISCV() {
			off += rvLength(hw)
			continue
		}
		if !thumb {
			off += 4
			continue
		}
		if hw>>11 >= 0x1d {
			off += 4
		} else {
			off += 2
		}
	}
	return offs
}

// recentBlock is an executed block, kept for fault reports.
type recentBlock struct {
	addr uint32
	offs []uint16
}

// recentPCs returns the last executed instruction addresses (up to
// recentLen), oldest first, from the last blocks executed.
func (x *expander) recentPCs() []uint32 {
	n := min(x.recentN, recentLen)
	var out []uint32
	for i := x.recentN - n; i < x.recentN; i++ {
		b := x.recent[i%recentLen]
		for _, off := range b.offs {
			out = append(out, b.addr+uint32(off))
		}
	}
	if len(out) > recentLen {
		out = out[len(out)-recentLen:]
	}
	return out
}
