package models

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
