package cores

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"boardless/models"
	"boardless/models/chip"
	"boardless/models/memory"
	"boardless/trace"
)

// pcRecorder is a PairProfiler that keeps, per instruction address, its
// cycles (stalls included), runs, pairs and stalls by reason, and checks
// the Profiler's order: an instruction's stalls come before its Retire.
type pcRecorder struct {
	cycles, runs, paired map[uint32]uint64
	stalls               map[uint32]map[string]uint64
	total                uint64
	retired              []uint32
	nexts                []uint32
}

func newPCRecorder() *pcRecorder {
	return &pcRecorder{cycles: map[uint32]uint64{}, runs: map[uint32]uint64{}, paired: map[uint32]uint64{},
		stalls: map[uint32]map[string]uint64{}}
}

func (r *pcRecorder) Retire(pc, next uint32, cycles uint64) {
	r.cycles[pc] += cycles
	r.runs[pc]++
	r.total += cycles
	r.retired = append(r.retired, pc)
	r.nexts = append(r.nexts, next)
}

func (r *pcRecorder) Stall(pc uint32, reason string, cycles uint64) {
	if r.stalls[pc] == nil {
		r.stalls[pc] = map[string]uint64{}
	}
	r.stalls[pc][reason] += cycles
	r.cycles[pc] += cycles
	r.total += cycles
}

func (r *pcRecorder) Paired(pc uint32) { r.paired[pc]++ }

// line is one instruction's attribution as the cases state it:
// "cycles" or "cycles paired" and stalls "reason n".
func (r *pcRecorder) line(pc uint32) string {
	s := fmt.Sprint(r.cycles[pc])
	if r.paired[pc] != 0 {
		s += " paired"
	}
	var kinds []string
	for k, n := range r.stalls[pc] {
		kinds = append(kinds, fmt.Sprintf("%s %d", k, n))
	}
	sort.Strings(kinds)
	if len(kinds) > 0 {
		s += " (" + strings.Join(kinds, ", ") + ")"
	}
	return s
}

// fixedData is memory whose every data access stalls a fixed time and
// whose fetches never do (the "data" stall of a non-hierarchy memory).
type fixedData struct{ stall uint32 }

func (fixedData) Name() string                            { return "fixed-data" }
func (fixedData) Fetch(addr, size uint32) uint32          { return 0 }
func (m fixedData) Data(addr, size uint32, w bool) uint32 { return m.stall }
func (fixedData) Stats() models.MemoryStats               { return models.MemoryStats{} }
func (fixedData) DataRanges() [][2]uint32                 { return [][2]uint32{{0, 0xffffffff}} }

// a7Step is one executed instruction of a case: the index of its word
// (at 0x1000 + 4*index) and the data events reported after it.
type a7Step struct {
	at   int
	data []trace.Event
}

// profileA7 runs the steps with a pcRecorder and checks the profiler
// saw every cycle and instruction of the model's result.
func profileA7(t *testing.T, mem models.Memory, words []uint32, steps []a7Step) (*pcRecorder, models.Result) {
	t.Helper()
	c, err := NewARMv7A(DefaultA7Params(), mem, a32(0x1000, words...))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	rec := newPCRecorder()
	c.SetProfiler(rec)
	if c.WantsBlocks() {
		t.Fatal("the A7 asks for whole blocks while a profiler is set")
	}
	var ev []trace.Event
	for _, s := range steps {
		ev = append(ev, trace.MakeEvent(trace.Exec, 0x1000+uint32(4*s.at), 4))
		ev = append(ev, s.data...)
	}
	c.Events(ev)
	c.Finish(0x0ff00000)
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
	r := c.Result()
	if rec.total != r.Cycles || uint64(len(rec.retired)) != r.Instructions {
		t.Errorf("profiler saw %d cycles, %d instructions; the model %d, %d", rec.total, len(rec.retired), r.Cycles, r.Instructions)
	}
	return rec, r
}

// a7Straight: every word once, in order.
func a7Straight(n int, data map[int][]trace.Event) []a7Step {
	s := make([]a7Step, n)
	for i := range s {
		s[i] = a7Step{i, data[i]}
	}
	return s
}

// TestA7Attribution: every cycle on the instruction that spent it, one
// case per kind of stall and one dual-issued pair. Each case is a
// conformance-style program: the issue cycle of each instruction, and
// from it what each one is charged, is derived beside it from the rules
// of armv7a.go (which cite C6 and MT-A1..A5). Before the A7 reported
// itself, sim's per-event adapter charged a stall to the instruction
// before the one that waited, and a pair's cycle to its older half.
func TestA7Attribution(t *testing.T) {
	const (
		aVmovR0S0   = 0xee100a10 // vmov r0, s0
		aPush9      = 0xe92d4ff0 // push {r4-r11, lr}
		aLdrR2R0_4  = 0xe5902004 // ldr r2, [r0, #4]
		aStrR1R0_8  = 0xe5801008 // str r1, [r0, #8]
		aMovR0Dev   = 0xe3a00000 // mov r0, #0 (placeholder; the device address is in the event)
		dataAddr    = 0xC0000040
		dataAddrHit = 0xC0000044 // the same L1 line: a hit once the first fills it
	)
	h := func() *memory.Hierarchy {
		m, err := memory.NewHierarchyParams(mp135Hierarchy(t), 650_000_000, nil)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	hp := h()
	l2, _, closed, _, sram := hp.Latencies()
	read := func(a uint32) trace.Event { return trace.MakeEvent(trace.Read, a, 4) }
	type want map[int]string // word index -> line()
	cases := []struct {
		name  string
		mem   func() models.Memory
		words []uint32
		steps []a7Step
		want  want
		why   string
	}{
		{"pair", nil, []uint32{aMovR0_1, aMovR1_2, aBxLR}, a7Straight(3, nil),
			want{0: "1", 1: "0 paired", 2: "2 (branch-taken 1)"},
			"mov r0 at 0 (ex1); mov r1 is alu-imm, younger in ex2 at 0 (MT-A4): 0 cycles; bx at 1 and the return's bubble (a7_taken_bubble 1) before the instruction after it: end 3"},
		{"load-use", nil, []uint32{aLdrR1R0, aAddR2R1_1, aBxLR}, a7Straight(3, nil),
			want{0: "1", 1: "2 (load-use 1)", 2: "1 paired (branch-taken 1)"},
			"ldr at 0; add waits for r1 (a7_load_use_cycles 2): issues at 2, its own cycle + 1 waited; bx younger at 2; bubble 1: end 4"},
		{"mac-latency", nil, []uint32{aMulR2R2R1, aMulR2R2R1, aBxLR}, a7Straight(3, nil),
			want{0: "1", 1: "3 (mac-latency 2)", 2: "2 (branch-taken 1)"},
			"mul at 0 (both slots); the next mul waits for r2, latency 3 (MT-A1): at 3; bx at 4; bubble: end 6"},
		{"alu-latency", nil, []uint32{aRevR1R0, aAddR2R1R2, aBxLR}, a7Straight(3, nil),
			want{0: "1", 1: "2 (alu-latency 1)", 2: "1 paired (branch-taken 1)"},
			"rev at 0, latency 2 (MT-A3); add r2, r1, r2 at 2; bx younger at 2; bubble: end 4"},
		{"shift-operand", nil, []uint32{aMovR1_2, aAddR3R0R1LSL, aBxLR}, a7Straight(3, nil),
			want{0: "1", 1: "2 (shift-operand 1)", 2: "1 paired (branch-taken 1)"},
			"mov r1 at 0; r1 is add's shifted operand, needed a cycle early (MT-A3): at 2; bx younger; bubble: end 4"},
		{"address-operand", nil, []uint32{aMovR1R0, aLdrR2R1, aBxLR}, a7Straight(3, nil),
			want{0: "1", 1: "2 (address-operand 1)", 2: "1 paired (branch-taken 1)"},
			"mov r1 at 0; r1 is the load's address, early (C6; MT-A3 note): at 2; bx younger (a load leaves ex2 free); bubble: end 4"},
		{"fp-latency", nil, []uint32{aVmovR0S0, aAddR2R0R1, aBxLR}, a7Straight(3, nil),
			want{0: "1", 1: "4 (fp-latency 3)", 2: "1 paired (branch-taken 1)"},
			"vmov r0, s0 at 0, both slots, latency 4 (§3.2, C6); add r2, r0, r1 at 4; bx younger; bubble: end 6"},
		{"div", nil, []uint32{aUdivR2R0R1, aBxLR}, a7Straight(2, nil),
			want{0: "11 (div 10)", 1: "2 (branch-taken 1)"},
			"udiv issues for a7_div_cycles 11 with both slots (MT-A5 middle): 1 + 10 of div; bx at 11; bubble: end 13"},
		{"branch-mispredict", nil, []uint32{aSubsR0_1, aBneM3, aBxLR},
			[]a7Step{{0, nil}, {1, nil}, {0, nil}, {1, nil}, {2, nil}},
			want{0: "2", 1: "8 paired (branch-mispredict 8)", 2: "2 (branch-taken 1)"},
			"subs at 0, bne younger at 0 (0 cycles), taken against the weakly-not-taken counter: the mispredict penalty 8 before the next subs (at 9) is the bne's; subs 1 at 9; bne younger at 9, not taken as predicted; bx at 10, bubble: end 12"},
		{"data", func() models.Memory { return fixedData{stall: 5} }, []uint32{aLdrR1R0, aMovR0_1, aBxLR},
			a7Straight(3, map[int][]trace.Event{2: {read(dataAddr)}}),
			want{0: "6 (data 5)", 1: "0 paired", 2: "2 (branch-taken 1)"},
			"the read comes after the block (trace contract) but is the ldr's: its 5 cycles of data on the ldr, not on the bx; mov younger; bx at 1; bubble; end 8"},
		{"data-l1-l2-fetch", func() models.Memory { return h() }, []uint32{aLdrR1R0, aLdrR2R0_4, aBxLR},
			a7Straight(3, map[int][]trace.Event{2: {read(dataAddr), read(dataAddrHit)}}),
			want{0: fmt.Sprintf("%d (data-l1-miss %d, data-l2-miss %d, fetch %d)", 1+l2+sram+l2+closed, l2, closed, l2+sram),
				1: "1", 2: "1 paired (branch-taken 1)"},
			"the first fetch misses to SRAM (l2 + sram, on the ldr it fetched); the first read misses L1 and L2 to a closed DDR bank (l2 + closed) and is the first ldr's; the second read hits the filled line (the second ldr, 1 cycle); bx younger after a load; bubble"},
		{"device", func() models.Memory {
			m := h()
			m.SetDevices(&chip.Accelerators{Blocks: []chip.AccelBlock{{Name: "hash1", Kind: "hash", Base: 0x54002000, Size: 0x400}}}, 7)
			return m
		}, []uint32{aStrR1R0_8, aMovR0Dev, aPush9, aBxLR},
			a7Straight(4, map[int][]trace.Event{3: append([]trace.Event{trace.MakeEvent(trace.Write, 0x54002008, 4)},
				pushWrites()...)}),
			want{0: fmt.Sprintf("%d (device 7, fetch %d)", 1+7+l2+sram, l2+sram)},
			"the store's write goes to a device window (7 cycles each, set here) and is the str's, not the push's, whose nine writes come after it"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var mem models.Memory = models.ZeroWait{}
			if tc.mem != nil {
				mem = tc.mem()
			}
			rec, r := profileA7(t, mem, tc.words, tc.steps)
			for i, w := range tc.want {
				if got := rec.line(0x1000 + uint32(4*i)); got != w {
					t.Errorf("word %d: %s, want %s (%s); total %d %v", i, got, w, tc.why, r.Cycles, r.Stalls)
				}
			}
		})
	}
}

// pushWrites: the nine word writes of push {r4-r11, lr} below a stack
// in DDR.
func pushWrites() []trace.Event {
	var ev []trace.Event
	for k := range 9 {
		ev = append(ev, trace.MakeEvent(trace.Write, 0xC0100000-36+uint32(4*k), 4))
	}
	return ev
}

// TestA7AttributionRetireOrder: each Retire names the address that
// followed, so a profiler can follow calls and returns.
func TestA7AttributionRetireOrder(t *testing.T) {
	rec, _ := profileA7(t, models.ZeroWait{}, []uint32{aSubsR0_1, aBneM3, aBxLR},
		[]a7Step{{0, nil}, {1, nil}, {0, nil}, {1, nil}, {2, nil}})
	wantPC := []uint32{0x1000, 0x1004, 0x1000, 0x1004, 0x1008}
	wantNext := []uint32{0x1004, 0x1000, 0x1004, 0x1008, 0x0ff00000}
	if fmt.Sprint(rec.retired) != fmt.Sprint(wantPC) || fmt.Sprint(rec.nexts) != fmt.Sprint(wantNext) {
		t.Errorf("retired %x -> %x, want %x -> %x", rec.retired, rec.nexts, wantPC, wantNext)
	}
}
