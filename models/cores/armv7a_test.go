package cores

import (
	"boardless/decode"
	"boardless/models"
	"boardless/models/memory"
	"boardless/trace"
	"encoding/binary"
	"fmt"
	"testing"
)

// codeBytes is a CodeReader over a byte slice at a base address.
type codeBytes struct {
	base uint32
	b    []byte
}

func (c *codeBytes) ReadMem(addr uint32, n int) ([]byte, error) {
	off := int(addr - c.base)
	if addr < c.base || off+n > len(c.b) {
		return nil, fmt.Errorf("0x%08x outside the test code", addr)
	}
	return c.b[off : off+n], nil
}

// a32 lays A32 words out from base.
func a32(base uint32, words ...uint32) *codeBytes {
	c := &codeBytes{base: base, b: make([]byte, 4*len(words))}
	for i, w := range words {
		binary.LittleEndian.PutUint32(c.b[4*i:], w)
	}
	return c
}

// A32 encodings used below (checked against arm-none-eabi-as).
const (
	aMovR0_1      = 0xe3a00001 // mov r0, #1
	aMovR1_2      = 0xe3a01002 // mov r1, #2
	aAddR0R0_1    = 0xe2800001 // add r0, r0, #1
	aAddR2R1_1    = 0xe2812001 // add r2, r1, #1
	aAddR3R0R1    = 0xe0803001 // add r3, r0, r1
	aAddR3R0R1LSL = 0xe0803101 // add r3, r0, r1, lsl #2
	aLdrR1R0      = 0xe5901000 // ldr r1, [r0]
	aLdrR2R1      = 0xe5912000 // ldr r2, [r1]
	aMulR2R0R1    = 0xe0020190 // mul r2, r0, r1
	aMlaR2R0R1R2  = 0xe0222190 // mla r2, r0, r1, r2
	aSdivR2R0R1   = 0xe712f110 // sdiv r2, r0, r1
	aSubsR0_1     = 0xe2500001 // subs r0, r0, #1
	aBneM3        = 0x1afffffd // bne .-4 (back one instruction)
	aBxLR         = 0xe12fff1e // bx lr
	aLdmR0R1R4    = 0xe8900012 // ldm r0, {r1, r4}
	aLdmR0R1R4R5  = 0xe8900032 // ldm r0, {r1, r4, r5}
	aMulR2R2R1    = 0xe0020192 // mul r2, r2, r1
	aRevR1R0      = 0xe6bf1f30 // rev r1, r0
	aAddR2R1R2    = 0xe0812002 // add r2, r1, r2
	aLslR1R0_2    = 0xe1a01100 // lsl r1, r0, #2
	aMovR1R0      = 0xe1a01000 // mov r1, r0
	aAddR3R0_1    = 0xe2803001 // add r3, r0, #1
	aAddR2R0R1    = 0xe0802001 // add r2, r0, r1
	aUmlalR2R3    = 0xe0a32190 // umlal r2, r3, r0, r1
	aUdivR2R0R1   = 0xe732f110 // udiv r2, r0, r1
	aClzR1R0      = 0xe16f1f10 // clz r1, r0
)

// run feeds a straight sequence of A32 instructions at 0x1000 (each once,
// in order), with optional data events after given instructions, and
// finishes at the sentinel.
func runA7(t *testing.T, mem models.Memory, words []uint32, data map[int][]trace.Event) *ARMv7A {
	t.Helper()
	return runA7Params(t, DefaultA7Params(), mem, words, data)
}

func runA7Params(t *testing.T, p A7Params, mem models.Memory, words []uint32, data map[int][]trace.Event) *ARMv7A {
	t.Helper()
	code := a32(0x1000, words...)
	c, err := NewARMv7A(p, mem, code)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	var ev []trace.Event
	for i := range words {
		ev = append(ev, trace.MakeEvent(trace.Exec, 0x1000+uint32(4*i), 4))
		ev = append(ev, data[i]...)
	}
	c.Events(ev)
	c.Finish(0x0ff00000)
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestA7Straight(t *testing.T) {
	cases := []struct {
		name   string
		params models.Values
		words  []uint32
		want   uint64
		why    string
		stalls map[string]uint64 // the reasons checked (others may be present)
	}{
		{"pair-imm", nil, []uint32{aMovR0_1, aMovR1_2, aBxLR}, 3,
			"movs pair in cycle 0; bx at 1; predicted return +1 bubble: end 3", nil},
		{"chain", nil, []uint32{aAddR0R0_1, aAddR0R0_1, aAddR0R0_1, aAddR0R0_1, aBxLR}, 5,
			"dependent adds at 0,1,2,3 (bypass 1); bx pairs with the last; +1 +1 bubble", nil},
		{"reg-not-younger", nil, []uint32{aMovR0_1, aAddR3R0R1, aBxLR}, 3,
			"mov r0 at 0; add r3,r0,r1 needs r0 (bypass: 1) and is ex1-only: older at 1; bx younger at 1; end 1+1+1", nil},
		{"load-use", nil, []uint32{aLdrR1R0, aAddR2R1_1, aBxLR}, 4,
			"ldr at 0, add waits for r1 (latency 2): 2, bx pairs: 2; end 4", map[string]uint64{"load-use": 1}},
		{"load-use-3", models.Values{"a7_load_use_cycles": 3}, []uint32{aLdrR1R0, aAddR2R1_1, aBxLR}, 5,
			"ldr at 0, add at 3 (a7_load_use_cycles 3), bx pairs: 3; end 5", map[string]uint64{"load-use": 2}},
		{"pointer-chase", nil, []uint32{aLdrR1R0, aLdrR2R1, aBxLR}, 4,
			"ldr at 0; ldr [r1] at 2 (address early, latency 2); bx pairs at 2; end 4", map[string]uint64{"load-use": 1}},
		{"shift-early", nil, []uint32{aMovR1_2, aAddR3R0R1LSL, aBxLR}, 4,
			"mov r1 at 0; shifted operand r1 is early: latency 2 -> 2; bx pairs at 2; end 4", map[string]uint64{"shift-operand": 1}},
		{"mul", nil, []uint32{aMulR2R0R1, aBxLR}, 3, "mul takes both slots at 0; bx at 1; end 3", nil},
		{"mul-chain", nil, []uint32{aMulR2R2R1, aMulR2R2R1, aMulR2R2R1, aBxLR}, 9,
			"MT-A1 latency 3: mul at 0, 3, 6; bx 7; end 9", map[string]uint64{"mac-latency": 4}},
		{"mac-chain", nil, []uint32{aMulR2R0R1, aMlaR2R0R1R2, aMlaR2R0R1R2, aBxLR}, 5,
			"mul 0; mla (accumulator forwarded, 1: MT-A2) 1; mla 2; bx 3; end 5", nil},
		{"mul-into-add", nil, []uint32{aMulR2R0R1, aAddR2R1R2, aBxLR}, 5,
			"mul 0; add r2,r1,r2 at 3 (MT-A1); bx younger 3; end 5", map[string]uint64{"mac-latency": 2}},
		{"umlal-chain", nil, []uint32{aUmlalR2R3, aUmlalR2R3, aUmlalR2R3, aBxLR}, 5,
			"umlal accumulator chain, a7_umlal_acc_cycles 1: 0, 1, 2; bx 3; end 5", nil},
		{"umlal-chain-3", models.Values{"a7_umlal_acc_cycles": 3}, []uint32{aUmlalR2R3, aUmlalR2R3, aUmlalR2R3, aBxLR}, 9,
			"a7_umlal_acc_cycles 3: 0, 3, 6; bx 7; end 9", map[string]uint64{"mac-latency": 4}},
		{"rev-into-add", nil, []uint32{aRevR1R0, aAddR2R1_1, aBxLR}, 4,
			"rev 0; add at 2 (MT-A3 latency 2); bx younger 2; end 4", map[string]uint64{"alu-latency": 1}},
		{"clz-into-add", nil, []uint32{aClzR1R0, aAddR2R1_1, aBxLR}, 3,
			"clz 0; add at 1 (MT-A3 latency 1); bx younger 1; end 3", nil},
		{"lsl-into-add", nil, []uint32{aLslR1R0_2, aAddR2R1_1, aBxLR}, 3,
			"lsl 0; add at 1 (ALU latency 1); bx younger 1; end 3", nil},
		{"add-into-lsl", nil, []uint32{aAddR0R0_1, aLslR1R0_2, aBxLR}, 4,
			"add r0 0; lsl r1,r0 needs r0 early (MT-A3 note): 2; bx younger 2; end 4", map[string]uint64{"shift-operand": 1}},
		{"lsl-chain", nil, []uint32{aLslR1R0_2, 0xe1a00101 /* lsl r0, r1, #2 */, aLslR1R0_2, aBxLR}, 6,
			"MT-A3 LSL->LSL 2: 0, 2, 4; bx younger 4; end 6", map[string]uint64{"shift-operand": 2}},
		{"dual-mov-addimm", nil, []uint32{aMovR1R0, aAddR3R0_1, aMovR1R0, aAddR3R0_1, aBxLR}, 4,
			"MT-A4: mov Rd,Rm + add #imm pair: 0, 1; bx 2; end 4", nil},
		{"single-add-reg", nil, []uint32{aAddR2R0R1, aAddR3R0R1, aAddR2R0R1, aAddR3R0R1, aBxLR}, 5,
			"MT-A4: add Rd,Rn,Rm one a cycle: 0..3; bx younger 3; end 5", nil},
		{"sdiv", nil, []uint32{aSdivR2R0R1, aBxLR}, 14,
			"MT-A5: sdiv = a7_div_cycles 11 + 1 = 12 cycles of both slots (0..11); bx 12; end 14", map[string]uint64{"div": 11}},
		{"udiv-use", nil, []uint32{aUdivR2R0R1, aAddR2R1R2, aBxLR}, 15,
			"MT-A5: udiv 0..10, latency 11 + 2 = 13: add 13, bx younger 13; end 15", map[string]uint64{"div": 10 + 2}},
		{"ldm2", nil, []uint32{aLdmR0R1R4, aMovR0_1, aBxLR}, 3,
			"ldm of 2 takes both slots at 0; mov older at 1, bx younger at 1; end 3", nil},
		{"ldm3", nil, []uint32{aLdmR0R1R4R5, aMovR0_1, aBxLR}, 4,
			"ldm of 3: both at 0, ex1 at 1; mov pairs as younger at 1; bx at 2; end 4", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := runA7Params(t, A7ParamsFrom(tc.params), models.ZeroWait{}, tc.words, nil)
			r := c.Result()
			if r.Cycles != tc.want {
				t.Errorf("%d cycles, want %d (%s); stalls %v", r.Cycles, tc.want, tc.why, r.Stalls)
			}
			for k, v := range tc.stalls {
				if r.Stalls[k] != v {
					t.Errorf("stall %s: %d cycles, want %d (all: %v)", k, r.Stalls[k], v, r.Stalls)
				}
			}
		})
	}
}

// TestA7Loop runs a countdown loop of n iterations and checks the
// predictor: gshare counters start weakly not-taken, so each new history
// value mispredicts once while the history fills with ones (9 values:
// 0, 1, 3, ..., 255), then the loop predicts taken and the exit
// mispredicts.
func TestA7Loop(t *testing.T) {
	const n = 50
	code := a32(0x1000, aSubsR0_1, aBneM3, aBxLR)
	c, err := NewARMv7A(DefaultA7Params(), models.ZeroWait{}, code)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var ev []trace.Event
	for i := 0; i < n; i++ {
		ev = append(ev, trace.MakeEvent(trace.Exec, 0x1000, 4), trace.MakeEvent(trace.Exec, 0x1004, 4))
	}
	ev = append(ev, trace.MakeEvent(trace.Exec, 0x1008, 4))
	c.Events(ev)
	c.Finish(0x0ff00000)
	r := c.Result()
	// 49 taken: 9 mispredicted, 40 predicted; the BTIC is filled by every
	// taken branch, so the predicted ones hit it (no bubble). The exit
	// (not taken) mispredicts.
	// Per iteration: subs (older, ex1) and bne (younger) pair in one cycle.
	// Cycles: n iterations x 1 + 10 mispredicts x 8 + bx 1 + return bubble 1.
	want := uint64(n + 10*8 + 1 + 1)
	if r.Cycles != want {
		t.Errorf("%d cycles, want %d; stalls %v", r.Cycles, want, r.Stalls)
	}
	if got := r.Stalls["branch-mispredict"]; got != 80 {
		t.Errorf("mispredict stall %d, want 80", got)
	}
	if r.Instructions != 2*n+1 {
		t.Errorf("%d instructions, want %d", r.Instructions, 2*n+1)
	}
}

// TestA7Params checks the named parameters and their sources.
func TestA7Params(t *testing.T) {
	hierarchy, err := models.LookupMemory("l1-l2-ddr")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range append(a7Params(), hierarchy.Params(nil)...) {
		if p.Source == "" || p.Unit == "" {
			t.Errorf("%s: missing unit or source", p.Name)
		}
	}
	p := DefaultA7Params()
	if p.MispredictPenalty != 8 || p.DivCycles != 11 || p.BTICEntries != 4 || p.LoadUseCycles != 2 || p.UMLALAccCycles != 1 {
		t.Errorf("defaults %+v", p)
	}
	if got := A7ParamsFrom(models.Values{"a7_mispredict_penalty": 12}).MispredictPenalty; got != 12 {
		t.Errorf("override: %v", got)
	}
}

// TestA7DataStall: a load that misses freezes the pipeline.
func TestA7DataStall(t *testing.T) {
	h, err := memory.NewHierarchyParams(mp135Hierarchy(t), 650_000_000, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Code outside DDR: SRAM latency for its fetch; data in DDR.
	c := runA7(t, h, []uint32{aLdrR1R0, aAddR2R1_1, aBxLR},
		map[int][]trace.Event{0: {trace.MakeEvent(trace.Read, 0xC0000040, 4)}})
	l2, _, closed, _, sram := h.Latencies()
	// fetch: one I line (0x1000-0x101f) from SRAM: l2 + sram; the load
	// misses to a closed DDR bank: l2 + closed. Core: 4 (load-use case).
	want := uint64(4) + uint64(l2+sram) + uint64(l2+closed)
	r := c.Result()
	if r.Cycles != want {
		t.Errorf("%d cycles, want %d; stalls %v", r.Cycles, want, r.Stalls)
	}
	// The load's stall by level: the L2 lookup, then DDR.
	if r.Stalls["data-l1-miss"] != uint64(l2) || r.Stalls["data-l2-miss"] != uint64(closed) || r.Stalls["fetch"] != uint64(l2+sram) {
		t.Errorf("stalls %v, want data-l1-miss %d, data-l2-miss %d, fetch %d", r.Stalls, l2, closed, l2+sram)
	}
}

// BenchmarkA7Events measures the model alone on a warm loop.
func BenchmarkA7Events(b *testing.B) {
	code := a32(0x1000, aAddR0R0_1, aLdrR1R0, aAddR2R1_1, aAddR3R0R1LSL, aSubsR0_1, aBneM3-1)
	c, err := NewARMv7A(DefaultA7Params(), models.ZeroWait{}, code)
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	var ev []trace.Event
	for i := 0; i < 1000; i++ {
		for k := uint32(0); k < 6; k++ {
			ev = append(ev, trace.MakeEvent(trace.Exec, 0x1000+4*k, 4))
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c.Events(ev)
	}
	b.ReportMetric(float64(b.N*len(ev))/b.Elapsed().Seconds()/1e6, "Minsn/s")
}

// TestA7Interworking: BLX <imm> from A32 into Thumb, BX LR back; the
// return's 4-byte A32 word has a Thumb-2 prefix in its first halfword,
// so the return stack's remembered state decides (A32).
func TestA7Interworking(t *testing.T) {
	code := &codeBytes{base: 0x1000, b: make([]byte, 0x14)}
	binary.LittleEndian.PutUint32(code.b[0:], 0xfa000002) // blx 0x1010
	binary.LittleEndian.PutUint32(code.b[4:], aBxLR)      // bx lr
	binary.LittleEndian.PutUint16(code.b[0x10:], 0x3001)  // adds r0, #1
	binary.LittleEndian.PutUint16(code.b[0x12:], 0x4770)  // bx lr
	c, err := NewARMv7A(DefaultA7Params(), models.ZeroWait{}, code)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.Events([]trace.Event{
		trace.MakeEvent(trace.Exec, 0x1000, 4), trace.MakeEvent(trace.Exec, 0x1010, 2),
		trace.MakeEvent(trace.Exec, 0x1012, 2), trace.MakeEvent(trace.Exec, 0x1004, 4),
	})
	c.Finish(0x0ff00000)
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
	if in := c.cache.get(0x1004); in.thumb || in.br != a7BrReturn {
		t.Errorf("0x1004 decoded as thumb=%v br=%d, want A32 bx lr", in.thumb, in.br)
	}
	// blx @0 (a call issues alone as the older), bubble 1; adds + bx lr
	// @2, return predicted, bubble 1; bx lr @4; end 6.
	if got := c.Result().Cycles; got != 6 {
		t.Errorf("%d cycles, want 6; stalls %v", got, c.Result().Stalls)
	}
}

// TestA7StallNames: the reasons are distinct, and the counters a
// profiler reads (StallCounts) are the Result's stalls by name.
func TestA7StallNames(t *testing.T) {
	c := runA7(t, models.ZeroWait{}, []uint32{aMulR2R2R1, aRevR1R0, aAddR2R1R2, aLdrR1R0, aAddR2R1_1, aUdivR2R0R1, aBxLR}, nil)
	names, counts := c.StallNames(), c.StallCounts(nil)
	if len(names) != len(counts) {
		t.Fatalf("%d names, %d counts", len(names), len(counts))
	}
	seen := map[string]bool{}
	var sum uint64
	for i, n := range names {
		if seen[n] {
			t.Errorf("reason %q twice", n)
		}
		seen[n] = true
		if got := c.Result().Stalls[n]; got != counts[i] {
			t.Errorf("%s: Result %d, StallCounts %d", n, got, counts[i])
		}
		sum += counts[i]
	}
	// mul 0; rev 1; add r2,r1,r2 waits for r1 (rev at 1 + 2) and r2 (mul
	// at 0 + 3), both ready at 3: a stall of 1 named after the lower
	// register's writer (rev: alu-latency); ldr 4; add 6 (load-use 1);
	// udiv 7..17 (div 10); bx 18; end 20. Stalls: 1 + 1 + 10 + the
	// return's bubble 1.
	if r := c.Result(); r.Cycles != 20 || sum != 13 || r.Stalls["alu-latency"] != 1 || r.Stalls["load-use"] != 1 || r.Stalls["div"] != 10 {
		t.Errorf("%d cycles, stalls %v (sum %d), want 20 cycles, alu-latency 1, load-use 1, div 10, sum 13", r.Cycles, r.Stalls, sum)
	}
}

// TestA7Classes: instructions land in the class of their rule, in A32
// and Thumb encodings, with their sources in the right operand role.
func TestA7Classes(t *testing.T) {
	cases := []struct {
		name  string
		thumb bool
		b     []byte
		class a7Class
		readE uint32 // early sources
	}{
		{"a32 lsl r1, r0, #2", false, le32(aLslR1R0_2), a7ALUShift, 1 << 0},
		{"a32 lsl r1, r0, r2", false, le32(0xe1a01210), a7ALUShift, 1<<0 | 1<<2},
		{"a32 ror r1, r0, #3", false, le32(0xe1a011e0), a7ALUShift, 1 << 0},
		{"a32 mov r1, r0", false, le32(aMovR1R0), a7ALUImm, 0},
		{"a32 add r3, r0, r1, lsl #2", false, le32(aAddR3R0R1LSL), a7ALUShift, 1 << 1},
		{"a32 rev r1, r0", false, le32(aRevR1R0), a7ALULate, 0},
		{"a32 rbit r1, r0", false, le32(0xe6ff1f30), a7ALULate, 0},
		{"a32 sbfx r1, r0, #0, #4", false, le32(0xe7a31050), a7ALULate, 0},
		{"a32 bfi r1, r0, #0, #8", false, le32(0xe7c71010), a7ALULate, 0},
		{"a32 qadd r1, r0, r2", false, le32(0xe1021050), a7ALULate, 0},
		{"a32 clz r1, r0", false, le32(aClzR1R0), a7ALUReg, 0},
		{"a32 umaal r2, r3, r0, r1", false, le32(0xe0432190), a7Mul, 0},
		{"t16 lsls r1, r2, #2", true, []byte{0x91, 0x00}, a7ALUShift, 1 << 2},
		{"t16 rev r1, r0", true, []byte{0x01, 0xba}, a7ALULate, 0},
		{"t32 ubfx r1, r0, #8, #8", true, []byte{0xc0, 0xf3, 0x07, 0x21}, a7ALULate, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			mode := decode.ModeARM
			if tc.thumb {
				mode = decode.ModeThumbA
			}
			d, err := decode.New(mode)
			if err != nil {
				t.Fatal(err)
			}
			defer d.Close()
			i, err := d.Decode(tc.b, 0x1000)
			if err != nil {
				t.Fatal(err)
			}
			v, why := classifyA7(i, tc.b, tc.thumb, a7Lat{loadUse: 2, umlalAcc: 1})
			if v.class != tc.class || v.readE != tc.readE {
				t.Errorf("%s: class %s readE %#x (%s), want %s readE %#x", i, a7Table[v.class].name, v.readE, why, a7Table[tc.class].name, tc.readE)
			}
		})
	}
}

func le32(w uint32) []byte { return binary.LittleEndian.AppendUint32(nil, w) }

// TestA7OpenIssueRules: the two issue rules no public source settles
// (MT-A8), at their defaults (C6's reading, what the model did before
// they were parameters) and at the other reading. Derivations beside
// each case; the calibration kit's a7_scaled_chase/a7_index_chase and
// a7_pair_* cases measure them on a board.
func TestA7OpenIssueRules(t *testing.T) {
	const (
		aLdrR1R2R1LSL = 0xe7921101 // ldr r1, [r2, r1, lsl #2]
		aLdrR1R2R1    = 0xe7921001 // ldr r1, [r2, r1]
		aLdrR3R2R1LSL = 0xe7923101 // ldr r3, [r2, r1, lsl #2]
		aLdrR3R2R1    = 0xe7923001 // ldr r3, [r2, r1]
		aUbfxR1R0     = 0xe7e71450 // ubfx r1, r0, #8, #8
		aUxtbR1R0     = 0xe6ef1070 // uxtb r1, r0
		aMovwR1_5     = 0xe3001005 // movw r1, #5
		aSubR1R0_1    = 0xe2401001 // sub r1, r0, #1
		aAddR2R2R1ROR = 0xe0822461 // add r2, r2, r1, ror #8
		aAddR2R2R1    = 0xe0822001 // add r2, r2, r1
		aLdrR1R1      = 0xe5911000 // ldr r1, [r1]
	)
	scaled := models.Values{"a7_scaled_index_cycles": 1}
	early := models.Values{"a7_load_early_cycles": 1}
	measured := models.Values{"a7_younger_c6_forms": 0}
	cases := []struct {
		name   string
		params models.Values
		words  []uint32
		want   uint64
		why    string
	}{
		{"ubfx-scaled-default", nil, []uint32{aUbfxR1R0, aLdrR3R2R1LSL, aBxLR}, 5,
			"ubfx @0 (latency 2, 3 into an address: MT-A3); ldr @3; bx younger @3; bubble: end 5"},
		{"ubfx-scaled-1", scaled, []uint32{aUbfxR1R0, aLdrR3R2R1LSL, aBxLR}, 6,
			"the scaled index r1 needed one cycle earlier still: ldr @4; end 6"},
		{"ubfx-unscaled-1", scaled, []uint32{aUbfxR1R0, aLdrR3R2R1, aBxLR}, 5,
			"an unshifted index is an ordinary address register: ldr @3; end 5"},
		{"scaled-chase-default", nil, []uint32{aLdrR1R2R1LSL, aLdrR1R2R1LSL, aBxLR}, 4,
			"ldr @0; the next waits for r1 (a7_load_use_cycles 2): @2; bx younger; end 4"},
		{"scaled-chase-1", scaled, []uint32{aLdrR1R2R1LSL, aLdrR1R2R1LSL, aBxLR}, 5,
			"load result + 1 into a scaled index: @3; end 5"},
		{"index-chase-1", scaled, []uint32{aLdrR1R2R1, aLdrR1R2R1, aBxLR}, 4,
			"unscaled index chase unaffected: @2; end 4"},
		{"uxtb-young-default", nil, []uint32{aAddR2R0R1, aUxtbR1R0, aAddR2R0R1, aBxLR}, 3,
			"add @0 (ex1), uxtb younger @0 (C6: extend in either slot), add @1, bx younger @1; end 3"},
		{"uxtb-young-measured", measured, []uint32{aAddR2R0R1, aUxtbR1R0, aAddR2R0R1, aBxLR}, 4,
			"uxtb not among MT-A4's pairing forms: @1 (ex1, leaves ex2 open), add @2, bx younger @2; end 4"},
		{"movw-young-measured", measured, []uint32{aAddR2R0R1, aMovwR1_5, aAddR2R0R1, aBxLR}, 4,
			"movw likewise: @1; add @2; bx @2; end 4"},
		{"add-imm-young-measured", measured, []uint32{aAddR2R0R1, aAddR3R0_1, aAddR2R0R1, aBxLR}, 3,
			"ADD Rd,Rn,#imm pairs (MT-A4): @0; add @1; bx @1; end 3"},
		{"sub-imm-young-measured", measured, []uint32{aAddR2R0R1, aSubR1R0_1, aAddR2R0R1, aBxLR}, 3,
			"SUB #imm is the same addition: pairs @0; end 3"},
		{"mov-reg-young-measured", measured, []uint32{aAddR2R0R1, aMovR1R0, aAddR2R0R1, aBxLR}, 3,
			"MOV Rd,Rm pairs (MT-A4): end 3"},
		{"load-shift-default", nil, []uint32{aLdrR1R0, aAddR2R2R1ROR, aBxLR}, 4,
			"ldr @0; the rotated r1 at a7_load_use_cycles 2 (C6): add @2; bx younger @2; bubble: end 4"},
		{"load-shift-early-1", early, []uint32{aLdrR1R0, aAddR2R2R1ROR, aBxLR}, 5,
			"a load result as a shifted operand one cycle later (MT-A3's consumer rule): add @3; end 5"},
		{"load-add-early-1", early, []uint32{aLdrR1R0, aAddR2R2R1, aBxLR}, 4,
			"an unshifted operand is not early: add @2; end 4"},
		{"load-chase-default", nil, []uint32{aLdrR1R0, aLdrR1R1, aBxLR}, 4,
			"ldr @0; ldr r1,[r1] @2 (C6: one load latency, the address included); bx younger @2; end 4"},
		{"load-chase-early-1", early, []uint32{aLdrR1R0, aLdrR1R1, aBxLR}, 5,
			"an address is early: @3; end 5"},
		{"load-scaled-early-1-scaled-1", models.Values{"a7_load_early_cycles": 1, "a7_scaled_index_cycles": 1},
			[]uint32{aLdrR1R2R1LSL, aLdrR1R2R1LSL, aBxLR}, 6,
			"both: the scaled index 2 + 1 + 1 after the first load: @4; end 6"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := runA7Params(t, A7ParamsFrom(tc.params), models.ZeroWait{}, tc.words, nil)
			if r := c.Result(); r.Cycles != tc.want {
				t.Errorf("%d cycles, want %d (%s); stalls %v", r.Cycles, tc.want, tc.why, r.Stalls)
			}
		})
	}
}

// TestA7ScaledIndexTrack: the scaled-index ready track is kept only when
// a7_scaled_index_cycles is not 0 (at 0 it would equal the address
// operand's, so classifyA7 leaves readS empty and nothing is tracked),
// and whole blocks carry it across blocks as single instructions do.
func TestA7ScaledIndexTrack(t *testing.T) {
	const aLdrR3R2R1LSL = 0xe7923101 // ldr r3, [r2, r1, lsl #2]
	d, err := decode.New(decode.ModeARM)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	raw := le32(aLdrR3R2R1LSL)
	i, err := d.Decode(raw, 0x1000)
	if err != nil {
		t.Fatal(err)
	}
	for _, on := range []bool{false, true} {
		v, _ := classifyA7(i, raw, false, a7Lat{loadUse: 2, umlalAcc: 1, scaledIndex: on})
		if want := map[bool]uint32{false: 0, true: 1 << 1}[on]; v.readS != want {
			t.Errorf("scaled index tracked %v: readS %#x, want %#x", on, v.readS, want)
		}
	}
	// ubfx r1 in one block, the load indexed by r1 in the next: the
	// second block's summary must see r1's scaled-index time the first
	// block's summary wrote.
	words := []uint32{
		0xe7e71450,    // 0x1000 ubfx r1, r0, #8, #8
		0xea000000,    // 0x1004 b 0x100c
		aBxLR,         // 0x1008 (not executed)
		aLdrR3R2R1LSL, // 0x100c
		aSubsR0_1,     // 0x1010 subs r0, r0, #1
		0x1afffff9,    // 0x1014 bne 0x1000
		aBxLR,         // 0x1018
	}
	const loops = 6
	var blocks, insns []trace.Event
	for n := range loops {
		blocks = append(blocks, trace.MakeBlockEvent(0x1000, 8, false), trace.MakeBlockEvent(0x100c, 12, false))
		for _, pc := range []uint32{0x1000, 0x1004, 0x100c, 0x1010, 0x1014} {
			insns = append(insns, trace.MakeEvent(trace.Exec, pc, 4))
		}
		if n == loops-1 {
			blocks = append(blocks, trace.MakeBlockEvent(0x1018, 4, false))
			insns = append(insns, trace.MakeEvent(trace.Exec, 0x1018, 4))
		}
	}
	prev := uint64(0)
	for _, scaled := range []float64{0, 1, 2} {
		var got [2]uint64
		for k, ev := range [][]trace.Event{blocks, insns} {
			c, err := NewARMv7A(A7ParamsFrom(models.Values{"a7_scaled_index_cycles": scaled}), models.ZeroWait{}, a32(0x1000, words...))
			if err != nil {
				t.Fatal(err)
			}
			c.Events(ev)
			c.Events(ev) // the blocks known: summaries from here on
			c.Finish(0x0ff00000)
			if err := c.Err(); err != nil {
				t.Fatal(err)
			}
			got[k] = c.Result().Cycles
			c.Close()
		}
		t.Logf("scaled %v: %v", scaled, got)
		if got[0] != got[1] {
			t.Errorf("a7_scaled_index_cycles %v: %d cycles by blocks, %d by instructions", scaled, got[0], got[1])
		}
		if got[1] <= prev {
			t.Errorf("a7_scaled_index_cycles %v: %d cycles, not more than %d at one cycle less", scaled, got[1], prev)
		}
		prev = got[1]
	}
}
