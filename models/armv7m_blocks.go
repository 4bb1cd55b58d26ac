package models

import (
	"fmt"

	"boardless/decode"
	"boardless/trace"
)

// Whole-block timing for the Cortex-M3/M4F: a translation block's
// instructions are decoded, classified and put in order once, under the
// IT state the block is entered with, and its fetches are charged at the
// block event. What depends on the run stays per instruction: retire
// (address-unit readiness across and inside the block, the pipelining
// of neighbouring accesses, the FPU's divider, branch outcomes from the
// next PC, division operands) and the memory model's state. The cycles,
// stalls and counts are those of timing the same instructions one Exec
// event at a time (TestV7MBlocksEqualInstructions, and sim's
// TestBlocksEqualInstructions on the F103 and F401 boards); with a
// profiler the model takes Exec events, so attribution stays per
// instruction.
//
// Division operands (OperandObserver) need nothing of their own: the
// runner reports them before the division executes, after bringing the
// model up to date with the stream, which then holds the whole block the
// division is in, as Exec events or as its Block event alike. A division
// that is not its block's last instruction has retired by then and is
// corrected afterwards (owed); the last one is still pending.

// v7mBlock is one translation block entered under one IT state.
type v7mBlock struct {
	insts   []v7mInst      // copies: the decode cache may re-decode an address under another IT condition
	itAfter decode.ITState // the IT state for the instruction after the block
	lastPC  uint32
}

// WantsBlocks implements trace.BlockSink: whole blocks, except while a
// profiler needs every instruction or whole-block timing is off
// (SetWholeBlocks).
func (c *ARMv7M) WantsBlocks() bool { return c.prof == nil && wholeBlocks.Load() }

// blockEvent times one whole block: it retires the instruction pending
// from the block before, then every instruction of the block but the
// last, which stays pending until the next PC shows where it went.
func (c *ARMv7M) blockEvent(e trace.Event) {
	addr, size := e.Addr(), e.BlockSize()
	b := c.block(addr, size)
	if b == nil {
		return
	}
	if c.have {
		c.retire(addr, b.insts[0].size)
	}
	last := len(b.insts) - 1
	pc := addr
	for i := range b.insts[:last] {
		c.pending, c.pendingPC = &b.insts[i], pc
		pc += uint32(b.insts[i].size)
		c.retire(pc, b.insts[i+1].size)
	}
	c.pending, c.pendingPC, c.have = &b.insts[last], b.lastPC, true
	c.it = b.itAfter
	c.fetchBlock(b, addr, size)
}

// fetchBlock charges the block's instruction fetches. The flash models
// without a block call get one Fetch per instruction, as from Exec
// events: their prefetch timing counts instructions (flashPort).
func (c *ARMv7M) fetchBlock(b *v7mBlock, addr, size uint32) {
	if c.zeroWS {
		return
	}
	var s uint64
	if c.flash != nil {
		s = uint64(c.flash.FetchBlock(addr, size))
	} else {
		pc := addr
		for i := range b.insts {
			s += uint64(c.mem.Fetch(pc, uint32(b.insts[i].size)))
			pc += uint32(b.insts[i].size)
		}
	}
	c.memCycles += s
	c.stalls[v7mStallFetch] += s
}

// block returns the block at addr entered under the current IT state,
// decoding it on first use; nil with c.err set when it cannot be timed.
func (c *ARMv7M) block(addr, size uint32) *v7mBlock {
	key := m33BlockKey(addr, size, c.it)
	b := c.blocks.get(key)
	if b == nil {
		if b = c.buildBlock(addr, size); b == nil {
			return nil
		}
		c.blocks.put(key, b)
	}
	return b
}

// buildBlock decodes a block's instructions in order as Events would,
// each under the IT condition the instructions before it leave, and
// checks their sizes against the emulator's split of the block.
func (c *ARMv7M) buildBlock(addr, size uint32) *v7mBlock {
	b := &v7mBlock{}
	it := c.it
	for pc, end := addr, addr+size; pc < end; {
		cc := it.CC()
		in := c.cache.get(pc)
		if in.class == v7mInvalid || in.cc != cc {
			if in = c.decodeAt(pc, cc); c.err != nil {
				return nil
			}
		}
		if split := v7mThumbSplit(c.code, pc, end); split != uint32(in.size) {
			c.err = &UnsupportedError{Core: c.core.name, PC: pc, Text: c.text(pc),
				Why: fmt.Sprintf("the emulator ran a %d-byte instruction where Thumb decoding gives %d bytes: not Thumb code (ARM state?), which an M-profile core lacks", split, in.size)}
			return nil
		}
		b.insts = append(b.insts, *in)
		b.lastPC = pc
		it = v7mITAfter(it, in)
		pc += uint32(in.size)
	}
	if len(b.insts) == 0 {
		c.err = fmt.Errorf("%s: an empty translation block at 0x%08x", c.core.name, addr)
		return nil
	}
	b.itAfter = it
	return b
}

// v7mITAfter is the IT state after the instruction in, executed under it.
func v7mITAfter(it decode.ITState, in *v7mInst) decode.ITState {
	if in.class == v7mIT {
		return decode.ITState(in.itBits)
	}
	return it.Next()
}

// v7mThumbSplit is the size emu gives the instruction at pc of a block
// ending at end (emu/expand.go): 4 bytes when its first halfword starts
// with 0b11101, 0b11110 or 0b11111, else 2, and no more than the block
// has left.
func v7mThumbSplit(code CodeReader, pc, end uint32) uint32 {
	n := uint32(2)
	if hw, err := code.ReadMem(pc, 2); err == nil && (uint16(hw[0])|uint16(hw[1])<<8)>>11 >= 0x1d {
		n = 4
	}
	return min(n, end-pc)
}
