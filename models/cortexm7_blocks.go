package models

import (
	"fmt"

	"boardless/decode"
	"boardless/trace"
)

// Whole-block timing for the Cortex-M7: a translation block's
// instructions are decoded, classified and checked against the
// emulator's split once, under the IT state the block is entered with.
// What depends on the run stays per instruction, in the same order as
// with one Exec event per instruction: the issue machine (register
// readiness across and inside the block, pairing, units, the BTAC) runs
// retire on each instruction, and the memory model sees the same fetch
// calls, one per instruction in address order (the I-cache's LRU state,
// the uncached fetch granule and the ART depend on that order), before
// the block's data events. The cycles, stalls and counts are those of
// timing one Exec event at a time (sim's TestM7BlocksEqualInstructions);
// with a profiler the model takes Exec events, so attribution is per
// instruction as before.

// m7Block is one translation block entered under one IT state.
type m7Block struct {
	insts   []m7Inst       // copies: the decode cache may re-decode an address under another IT condition
	itAfter decode.ITState // the IT state for the instruction after the block
	lastPC  uint32
}

// WantsBlocks implements trace.BlockSink: whole blocks, except while a
// profiler needs every instruction.
func (c *CortexM7) WantsBlocks() bool { return c.prof == nil && wholeBlocks.Load() }

// m7BlockKey packs a block's address, size and entry IT state.
func m7BlockKey(addr, size uint32, it decode.ITState) uint64 {
	return uint64(addr) | uint64(size&0xffff)<<32 | uint64(it)<<48
}

// blockEvent times one whole block: the instruction pending from the
// block before retires at the block's address, each of the block's
// instructions but the last retires at the one after it, and the last
// stays pending for the next event (its data accesses and its successor).
func (c *CortexM7) blockEvent(e trace.Event) {
	addr := e.Addr()
	b := c.block(addr, e.BlockSize())
	if b == nil {
		return
	}
	if c.have {
		c.retire(addr)
	}
	last := len(b.insts) - 1
	pc := addr
	for i := range b.insts[:last] {
		in := &b.insts[i]
		c.pending, c.pendingPC = in, pc
		pc += uint32(in.size)
		c.retire(pc)
	}
	c.pending, c.pendingPC, c.have = &b.insts[last], b.lastPC, true
	c.it = b.itAfter
	if !c.zeroWS {
		c.fetchBlock(addr, b)
	}
}

// fetchBlock charges the block's instruction fetches, one call per
// instruction in address order, as start does for Exec events.
func (c *CortexM7) fetchBlock(addr uint32, b *m7Block) {
	var s uint64
	pc := addr
	for i := range b.insts {
		sz := uint32(b.insts[i].size)
		s += uint64(c.mem.Fetch(pc, sz))
		pc += sz
	}
	c.memCycles += s
	c.stalls[m7StallFetch] += s
}

// block returns the block at addr entered under the current IT state,
// building it on first use; nil with c.err set when it cannot be timed.
func (c *CortexM7) block(addr, size uint32) *m7Block {
	key := m7BlockKey(addr, size, c.it)
	b := c.blocks.get(key)
	if b == nil {
		if b = c.buildBlock(addr, size); b == nil {
			return nil
		}
		c.blocks.put(key, b)
	}
	return b
}

// buildBlock decodes a block's instructions in order as Events would, each
// under the IT condition the instructions before it leave, and checks
// their sizes against the emulator's split of the block.
func (c *CortexM7) buildBlock(addr, size uint32) *m7Block {
	b := &m7Block{}
	it := c.it
	for pc, end := addr, addr+size; pc < end; {
		cc := it.CC()
		in := c.cache.get(pc)
		if in.class == m7Invalid || in.cc != cc {
			if in = c.decodeAt(pc, cc); c.err != nil {
				return nil
			}
		}
		if split := m7ThumbSplit(c.code, pc, end); split != uint32(in.size) {
			c.err = &UnsupportedError{Core: "cortex-m7", PC: pc, Text: c.text(pc),
				Why: fmt.Sprintf("the emulator ran a %d-byte instruction where Thumb decoding gives %d bytes: not Thumb code", split, in.size)}
			return nil
		}
		b.insts = append(b.insts, *in)
		b.lastPC = pc
		it = m7ITAfter(it, in)
		pc += uint32(in.size)
	}
	if len(b.insts) == 0 {
		c.err = fmt.Errorf("cortex-m7: an empty translation block at 0x%08x", addr)
		return nil
	}
	b.itAfter = it
	return b
}

// m7ThumbSplit is the size emu gives the instruction at pc of a block
// ending at end (emu/expand.go split): 4 bytes when its first halfword
// starts with 0b11101, 0b11110 or 0b11111, else 2, and no more than the
// block has left.
func m7ThumbSplit(code CodeReader, pc, end uint32) uint32 {
	n := uint32(2)
	if hw, err := code.ReadMem(pc, 2); err == nil && (uint16(hw[0])|uint16(hw[1])<<8)>>11 >= 0x1d {
		n = 4
	}
	return min(n, end-pc)
}

// m7ITAfter is the IT state after the instruction in, executed under it.
func m7ITAfter(it decode.ITState, in *m7Inst) decode.ITState {
	if in.class == m7IT {
		return decode.ITState(in.itBits)
	}
	return it.Next()
}
