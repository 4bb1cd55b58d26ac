package memory

import "testing"

// f0Timeline is a cycle-by-cycle reference of the F0 prefetch buffer,
// kept here to check the rules of fetchBuffered against the mechanism
// they are derived from (RM0091 Rev 10 §3.2.1; the timeline in
// testdata/conformance/stm32f0-flash/README.md), with every
// instruction's cycles counted, not only those of a target block:
//
//   - the flash reads one block at a time, a read taking 1 + WS cycles;
//   - the controller reads the next block in sequence as soon as the
//     flash is free and one of the P blocks is free (the core's current
//     block and the P-1 after it are kept);
//   - an instruction executing in cycle S needs its blocks read by the
//     end of cycle S-2 (fetch, decode, execute: no wait at 0 WS);
//   - a taken branch's target read starts 2 cycles before the branch's
//     zero-wait end (the 3-cycle B, the 4-cycle BL and the POP with PC
//     alike) unless the target is the core's block or one read ahead;
//     it waits for a read in flight for at most bwait cycles and then
//     takes the flash (flash_branch_wait).
//
// Data reads are left out, as the rules leave them out of the fetch
// timing.
type f0Timeline struct {
	ws, p, bwait int

	done               map[uint32]int // block -> the last cycle of its read
	readDone, freeFrom int            // the last read's last cycle; the flash idles until after freeFrom
	next, cur          uint32         // the next block to read ahead; the core's block
	t                  int            // the earliest start of the next instruction
	end                uint32         // the byte after the last instruction (0: none yet)
	stall              int
}

func newF0Timeline(ws, p, bwait int) *f0Timeline {
	return &f0Timeline{ws: ws, p: p, bwait: bwait, readDone: -1 << 30, freeFrom: -1 << 30}
}

// advance lets the controller read ahead up to cycle x.
func (m *f0Timeline) advance(x int) {
	for {
		t0 := max(m.readDone, m.freeFrom) + 1
		if t0 >= x {
			return
		}
		if int(m.next) > int(m.cur)+m.p-1 {
			m.freeFrom = max(m.freeFrom, x-1) // no block free until the core moves on
			return
		}
		for b := range m.done {
			if int(b) < int(m.next)-(m.p-1) {
				delete(m.done, b)
			}
		}
		m.done[m.next] = t0 + m.ws
		m.readDone = t0 + m.ws
		m.next++
	}
}

// demand reads block t from cycle d on.
func (m *f0Timeline) demand(t uint32, d int) {
	start := d
	if m.readDone >= d {
		start += min(m.bwait, m.ws, m.readDone-d+1)
	}
	m.done = map[uint32]int{t: start + m.ws}
	m.readDone, m.next = start+m.ws, t+1
}

// exec times one instruction of a zero-wait cost of cycles and returns
// the cycles it waited for the flash.
func (m *f0Timeline) exec(pc, size uint32, cycles int) int {
	b0, b1 := pc/4, (pc+size-1)/4
	switch {
	case m.end == 0: // the first fetch: the flash is idle
		m.cur = b0
		m.demand(b0, m.t-2)
	case pc != m.end: // a taken branch ended at m.t
		d := m.t - 2
		m.advance(d)
		if _, ok := m.done[b0]; !ok || b0 < m.cur {
			m.demand(b0, d)
		}
		m.cur = b0
	}
	s := m.t
	for b := b0; b <= b1; b++ {
		for {
			if d, ok := m.done[b]; ok {
				s = max(s, d+2)
				break
			}
			cur := m.cur // the core waits for b: the controller reads it
			m.cur = max(m.cur, b-uint32(m.p-1))
			m.advance(max(m.readDone, m.freeFrom) + 2)
			m.cur = cur
		}
	}
	m.advance(s)
	m.cur = b0
	st := s - m.t
	m.stall += st
	m.t, m.end = s+cycles, pc+size
	return st
}

// timedInst is one executed instruction of a synthetic stream.
type timedInst struct {
	pc, size, cycles uint32
}

// compiledStream is a random instruction stream with the mix of GCC's
// bignum code on the M0 (conformance stm32f0-flash/10, and the traces
// of X25519 and an -Os field multiplication measured for issue #33):
// mostly 1-cycle 16-bit instructions, a quarter 2-cycle loads and
// stores, some pushes and pops, a BL now and then, and a taken branch
// every few instructions, to targets near (loop tests, skips) and far
// (calls, returns, loop heads), at both halfwords.
func compiledStream(seed uint32, n int) []timedInst {
	rng := seed
	next := func(k uint32) uint32 { rng = rng*1664525 + 1013904223; return (rng >> 8) % k }
	const base = 0x08000000
	var out []timedInst
	pc := uint32(base + 0x100)
	for len(out) < n {
		size, cy := uint32(2), uint32(1)
		switch r := next(100); {
		case r < 25:
			cy = 2 // LDR/STR
		case r < 30:
			cy = 2 + next(6) // PUSH/POP/LDM/STM of 1-6 registers
		case r < 33:
			size, cy = 4, 4 // BL (taken: its target follows)
		}
		branch := size == 4 || next(8) == 0
		if branch && size == 2 {
			cy = 3
		}
		out = append(out, timedInst{pc, size, cy})
		pc += size
		if branch {
			switch r := next(4); {
			case r == 0: // a short skip forward
				pc += 2 * (1 + next(6))
			case r == 1: // a loop back
				pc -= min(pc-base, 2*(4+next(40)))
			default: // far: a call, a return, another function
				pc = base + 2*next(0x4000)
			}
		}
	}
	return out
}

// TestPrefetchRulesAgainstTimeline: the rules of fetchBuffered, told each
// instruction's cycles as the core model tells them (Fetch, Retired),
// charge compiled-code-like streams within 2 % of the fetch stalls of the
// cycle-by-cycle timeline they come from at the default flash_branch_wait
// of 0, and no less than it with a wait of 1 for the read in flight
// (F5 then assumes a read in flight whenever a branch ends its block,
// which a slow core, the controller read ahead, does not have: an upper
// bound). Issue #33 asked whether the rules, which count the cycles of
// multi-cycle instructions only in a branch target's block, overcharge
// compiled code at 1 WS because a slow core lets the controller read
// ahead: at the default, on these streams as on the traces of GCC's
// bignum code, the difference is about 1 % of the 1-WS penalty, so the
// compiled-code excess of issue #33 is not that.
func TestPrefetchRulesAgainstTimeline(t *testing.T) {
	for _, bwait := range []int{0, 1} {
		for seed := uint32(1); seed <= 4; seed++ {
			stream := compiledStream(seed, 20000)
			f := f0Buffer(t, 1, 3, bwait, 0)
			ref := newF0Timeline(1, 3, bwait)
			rules, cycles := 0, 0
			for _, in := range stream {
				rules += int(f.Fetch(in.pc, in.size))
				f.Retired(in.pc, in.size, in.cycles)
				ref.exec(in.pc, in.size, int(in.cycles))
				cycles += int(in.cycles)
			}
			diff := rules - ref.stall
			absDiff := max(diff, -diff)
			t.Logf("bwait %d seed %d: %d zero-wait cycles, rules %d, timeline %d fetch stalls", bwait, seed, cycles, rules, ref.stall)
			if ref.stall < cycles/50 {
				t.Fatalf("bwait %d seed %d: the timeline waits %d cycles in %d: the stream does not exercise the buffer", bwait, seed, ref.stall, cycles)
			}
			switch {
			case bwait == 0 && 50*absDiff > ref.stall:
				t.Errorf("bwait 0 seed %d: the rules charge %d fetch stalls, the timeline %d (%+.1f %%), want within 2 %%", seed, rules, ref.stall, 100*float64(diff)/float64(ref.stall))
			case bwait > 0 && diff < 0:
				t.Errorf("bwait %d seed %d: the rules charge %d fetch stalls, less than the timeline's %d: not an upper bound", bwait, seed, rules, ref.stall)
			}
		}
	}
}

// TestTimelineReproducesConformance: the reference gives the flash stalls
// the conformance files derive (01-05, at a halfword a cycle), so the
// comparison above compares like with like, and one cycle less on 06
// and 11, where slow instructions give the controller time to read ahead.
func TestTimelineReproducesConformance(t *testing.T) {
	const F = 0x08000000
	loop := func(pre []timedInst, body []timedInst, passes int, post []timedInst) []timedInst {
		out := append([]timedInst(nil), pre...)
		for i := 0; i < passes; i++ {
			out = append(out, body...)
			if i == passes-1 {
				out[len(out)-1].cycles = 1 // the bne falls through
			}
		}
		return append(out, post...)
	}
	alu := func(pc uint32) timedInst { return timedInst{F + pc, 2, 1} }
	bne := func(pc uint32) timedInst { return timedInst{F + pc, 2, 3} }
	bx := func(pc uint32) timedInst { return timedInst{F + pc, 2, 3} }
	var straight []timedInst
	for pc := uint32(0); pc < 32; pc += 2 {
		straight = append(straight, alu(pc))
	}
	for _, tt := range []struct {
		name   string
		stream []timedInst
		want   int // the file's flash stalls: expected cycles minus zero-wait cycles
	}{
		{"01_straight", append(straight, bx(32)), 20 - 19},
		{"02_loop_aligned_end", loop([]timedInst{alu(0), alu(2)}, []timedInst{alu(4), alu(6), alu(8), bne(10)}, 10, []timedInst{bx(12)}), 73 - 63},
		{"03_loop_aligned_mid", loop([]timedInst{alu(0), alu(2)}, []timedInst{alu(4), alu(6), alu(8), alu(10), bne(12)}, 10, []timedInst{bx(14)}), 83 - 73},
		{"04_loop_unaligned_end", loop([]timedInst{alu(0)}, []timedInst{alu(2), alu(4), alu(6), alu(8), bne(10)}, 10, []timedInst{bx(12)}), 91 - 72},
		{"05_loop_unaligned_mid", loop([]timedInst{alu(0)}, []timedInst{alu(2), alu(4), alu(6), bne(8)}, 10, []timedInst{bx(10)}), 81 - 62},
		// 06 is where the two part: after the 3-cycle b L2 the controller
		// has read the block after 0x16's too, so b L3's unaligned target
		// costs no wait for the next block (the rules, F6: 1; the file's
		// 21 cycles), 20 - 18.
		{"06_forward_skips (differs)", []timedInst{bne(0x00), alu(0x04), bne(0x06), alu(0x0c), bne(0x0e), alu(0x16), bne(0x18), bx(0x28)}, 20 - 18},
		// 11: the 5-cycle pop and the str before block 3 let the
		// controller start block 5's read as the core enters block 3, so
		// the b from its first halfword to block 5 waits 0 (the rules, F4:
		// WS; the file's 26 cycles), 25 - 24.
		{"11_multicycle_boundary (differs)", []timedInst{{F, 2, 2}, {F + 2, 2, 2}, alu(4), {F + 6, 2, 5}, {F + 8, 2, 5}, {F + 10, 2, 2}, bne(0x0c), alu(0x14), bx(0x16)}, 25 - 24},
	} {
		ref := newF0Timeline(1, 3, 0)
		for _, in := range tt.stream {
			ref.exec(in.pc, in.size, int(in.cycles))
		}
		if ref.stall != tt.want {
			t.Errorf("%s: the timeline waits %d, the file derives %d", tt.name, ref.stall, tt.want)
		}
	}
}
