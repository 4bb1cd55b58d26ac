package cores

import (
	"fmt"

	"boardless/decode"
	"boardless/models"
)

// blockCache finds a core model's precomputed translation blocks by key
// (address in the low 32 bits, size and entry state above): a
// direct-mapped table of the blocks used last in front of a map of all
// of them, because a Go map lookup per block is a large part of a
// block's time on the short blocks of ARMv6-M code.
type blockCache[T any] struct {
	front [blockFront]blockSlot[T]
	all   map[uint64]*T
}

type blockSlot[T any] struct {
	key uint64
	b   *T
}

const blockFront = 1024 // slots, a power of two

func blockSlotOf(key uint64) uint32 {
	return (uint32(key)>>1 ^ uint32(key>>32) ^ uint32(key>>48)) & (blockFront - 1)
}

// get returns the block with key, or nil.
func (c *blockCache[T]) get(key uint64) *T {
	s := &c.front[blockSlotOf(key)]
	if s.b != nil && s.key == key {
		return s.b
	}
	b := c.all[key]
	if b != nil {
		s.key, s.b = key, b
	}
	return b
}

// put stores the block with key.
func (c *blockCache[T]) put(key uint64, b *T) {
	if c.all == nil {
		c.all = map[uint64]*T{}
	}
	c.all[key] = b
	c.front[blockSlotOf(key)] = blockSlot[T]{key, b}
}

// blockBuilder is a core model that builds its blocks: buildBlock
// decodes the block at addr of size bytes entered under the core's
// current state, or returns nil with the core's error set.
type blockBuilder[T any] interface {
	buildBlock(addr, size uint32) *T
}

// thumbBlock is the M cores' get-or-build lookup: the block at addr of
// size bytes entered under IT state it, built by core on first use; nil
// (with the core's error set) when it cannot be timed. The build is an
// interface call, made once per block.
func (c *blockCache[T]) thumbBlock(core blockBuilder[T], addr, size uint32, it decode.ITState) *T {
	key := thumbBlockKey(addr, size, it)
	if b := c.get(key); b != nil {
		return b
	}
	b := core.buildBlock(addr, size)
	if b != nil {
		c.put(key, b)
	}
	return b
}

// thumbBlockKey packs a Thumb block's address, size and entry IT state:
// the M cores' block caches are keyed by all three (the same address
// entered inside an IT block decodes under other conditions).
func thumbBlockKey(addr, size uint32, it decode.ITState) uint64 {
	return uint64(addr) | uint64(size&0xffff)<<32 | uint64(it)<<48
}

// thumbSplit is the size emu gives the Thumb instruction at pc of a
// block ending at end (emu/expand.go): 4 bytes when its first halfword
// starts with 0b11101, 0b11110 or 0b11111, else 2, and no more than the
// block has left.
func thumbSplit(code models.CodeReader, pc, end uint32) uint32 {
	n := uint32(2)
	if hw, err := code.ReadMem(pc, 2); err == nil && (uint16(hw[0])|uint16(hw[1])<<8)>>11 >= 0x1d {
		n = 4
	}
	return min(n, end-pc)
}

// sizeMismatch is the error of an M core whose Thumb decoding of the
// instruction at pc (text) is size bytes long where the emulator's split
// of the block gave it ran: the code is not Thumb, and an M-profile core
// has no other state. The per-instruction and the whole-block paths of
// the M3/M4F, M33 and M7 models share it.
func sizeMismatch(core string, pc uint32, text string, ran uint32, size uint8) error {
	return &models.UnsupportedError{Core: core, PC: pc, Text: text,
		Why: fmt.Sprintf("the emulator ran a %d-byte instruction where Thumb decoding gives %d bytes: not Thumb code (ARM state?), which an M-profile core lacks", ran, size)}
}
