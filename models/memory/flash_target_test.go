package memory

import "testing"

// TestPrefetchBufferTargetCycles: after a branch to the second halfword
// of a block, the next block's read (1 + WS cycles from the target
// block's delivery) waits only for what the target instruction's cycles
// leave of it (targetWait; conformance stm32f0-flash/08): a 1-cycle
// target waits 1 at 1 WS, a 2-cycle load none, and a 32-bit BL that
// straddles into the next block gives no time at all. Told per
// instruction (Retired) or per block (FetchBlockMemoHead), the same.
func TestPrefetchBufferTargetCycles(t *testing.T) {
	const F = 0x08000000
	for _, tt := range []struct {
		name   string
		size   uint32 // the target instruction's size, at F+0x22
		cycles uint32 // its zero-wait cycles
		want   uint32 // the stall of entering the block at F+0x24
	}{
		{"1-cycle ALU", 2, 1, 1},
		{"2-cycle load", 2, 2, 0},
		{"straddling BL", 4, 4, 1},
	} {
		// Per instruction: a branch from F+0x0a (its block's last
		// halfword) to F+0x22, then the next instruction.
		one := f0Buffer(t, 1, 3, 0, 0)
		one.Fetch(F+0x08, 4)
		got := one.Fetch(F+0x22, tt.size) // the demand read, and for the BL the next block too
		one.Retired(F+0x22, tt.size, tt.cycles)
		got += one.Fetch(F+0x22+tt.size, 2)
		if want := 1 + tt.want; got != want { // the demand read's WS + the next block's wait
			t.Errorf("%s, per instruction: stall %d, want %d", tt.name, got, want)
		}
		// Per block: the same, the target block's head given up front.
		blk := f0Buffer(t, 1, 3, 0, 0)
		blk.Fetch(F+0x08, 4)
		var head uint32
		if tt.size == 2 {
			head = tt.cycles
		}
		var m FetchMemo
		st := blk.FetchBlockMemoHead(F+0x22, tt.size+2, head, &m)
		if want := 1 + tt.want; st != want { // the demand read's WS + the next block's wait
			t.Errorf("%s, per block: stall %d, want %d", tt.name, st, want)
		}
	}
}
