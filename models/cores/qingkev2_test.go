package cores

import (
	"errors"
	"strings"
	"testing"

	"boardless/models"
	"boardless/models/memory"
	"boardless/trace"
)

// QingKe V2 encodings besides hazard3_test.go's (all RV32E registers).
const (
	qkSw     = 0x00b52023 // sw a1,0(a0)
	qkAddA6  = 0x01050533 // add a0,a0,a6: x16, absent on RV32E
	qkXWLbu  = 0x2108     // xw.c.lbu a0,0(a0) (rvdecode/xw_test.go)
	qkJalr   = 0x000500e7 // jalr ra,0(a0)
	qkCJ6    = 0xa019     // c.j .+6
	qkCBeqz4 = 0xc111     // c.beqz a0,.+4
	qkJal14  = 0x00e0006f // j .+14: imm[10:1] = 7 at bits 30:21
)

func runQK(t *testing.T, c *QingKeV2, code rvMem, pcs []uint32, ret uint32) models.Result {
	t.Helper()
	var evs []trace.Event
	for _, pc := range pcs {
		evs = append(evs, trace.MakeEvent(trace.Exec, pc, rvSize(code[pc])))
	}
	c.Events(evs)
	c.Finish(ret)
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
	return c.Result()
}

// TestQingKeV2MTG3 runs hand-made executions and compares with the
// cycles MT-G3 gives (qingkev2_table.go), derived beside each case, at
// zero wait states and the parameters' defaults.
func TestQingKeV2MTG3(t *testing.T) {
	cases := []struct {
		name string
		code rvMem
		pcs  []uint32
		ret  uint32
		want uint64
	}{
		{"alu", rvMem{0: hzAdd, 4: hzAdd2}, []uint32{0, 4}, 8, 2},                 // ALU 1 + 1
		{"load-use", rvMem{0: hzLw, 4: hzAdd}, []uint32{0, 4}, 8, 3},              // load 2 (+0: load_use_cycles) + ALU 1
		{"load-no-use", rvMem{0: hzLw, 4: hzAdd2}, []uint32{0, 4}, 8, 3},          // load 2 + ALU 1
		{"store", rvMem{0: qkSw}, []uint32{0}, 4, 2},                              // store 2
		{"jal-aligned", rvMem{0: hzJal8, 8: hzAdd}, []uint32{0, 8}, 12, 4},        // jump 3 + ALU 1
		{"jal-unaligned32", rvMem{0: hzJal6, 6: hzAdd}, []uint32{0, 6}, 10, 5},    // jump 3 +1 (32-bit at 6) + ALU 1
		{"jal-unaligned16", rvMem{0: hzJal6, 6: hzCNop}, []uint32{0, 6}, 8, 4},    // jump 3 (16-bit target) + ALU 1
		{"jalr", rvMem{0: qkJalr, 0x40: hzAdd}, []uint32{0, 0x40}, 0x44, 4},       // jump 3 + ALU 1
		{"c.j-unaligned32", rvMem{0: qkCJ6, 6: hzAdd}, []uint32{0, 6}, 10, 5},     // jump 3 +1 + ALU 1
		{"branch-not-taken", rvMem{0: hzBneP8, 4: hzAdd}, []uint32{0, 4}, 8, 2},   // not taken 1 (branch_not_taken_cycles) + ALU 1
		{"branch-taken", rvMem{0: hzBneP8, 8: hzAdd}, []uint32{0, 8}, 12, 4},      // taken 3 + ALU 1
		{"c.beqz-taken", rvMem{0: qkCBeqz4, 4: hzAdd}, []uint32{0, 4}, 8, 4},      // taken 3 (to pc+4: not pc+2) + ALU 1
		{"c.beqz-not-taken", rvMem{0: qkCBeqz4, 2: hzCNop}, []uint32{0, 2}, 4, 2}, // not taken 1 + ALU 1
		{"loop", rvMem{0: hzAdd, 4: hzBneM4}, []uint32{0, 4, 0, 4, 0, 4}, 8, 10},  // (1 + 3) x2 + 1 + 1: no prediction
		{"ebreak", rvMem{0: 0x00100073}, []uint32{0}, 4, 0},                       // semihosting's ebreak: no cycles
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := runQK(t, NewQingKeV2(models.ZeroWait{}, tc.code), tc.code, tc.pcs, tc.ret)
			if r.Cycles != tc.want || r.Instructions != uint64(len(tc.pcs)) {
				t.Errorf("%d cycles, %d insns; want %d, %d", r.Cycles, r.Instructions, tc.want, len(tc.pcs))
			}
		})
	}
}

// TestQingKeV2Params: each parameter moves exactly the cycles it names.
func TestQingKeV2Params(t *testing.T) {
	ws1 := func(t *testing.T) models.Memory {
		f, err := memory.NewFlash(memory.FlashParams{Name: "t", Base: 0, Size: 16 << 10, WaitStates: 1, LineBytes: 4, Prefetch: true})
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	cases := []struct {
		name   string
		params models.Values
		flash  bool
		code   rvMem
		pcs    []uint32
		want   uint64
	}{
		{"load-use 1", models.Values{qkv2LoadUseParam: 1}, false, rvMem{0: hzLw, 4: hzAdd}, []uint32{0, 4}, 4},      // 2 +1 + 1
		{"not-taken 2", models.Values{qkv2NotTakenParam: 2}, false, rvMem{0: hzBneP8, 4: hzAdd}, []uint32{0, 4}, 3}, // 2 + 1
		// 1 WS, 4-byte lines: fetch of 0 misses (+1), jal 3, fetch of 8
		// misses (+1, not the next line), add 1 = 6; +1 with the extra.
		{"1 WS jump", models.Values{}, true, rvMem{0: hzJal8, 8: hzAdd}, []uint32{0, 8}, 6},
		{"1 WS jump extra", models.Values{qkv2FlashExtra: 1}, true, rvMem{0: hzJal8, 8: hzAdd}, []uint32{0, 8}, 7},
		// 1 WS, a jump to a 16-bit instruction at a halfword address in a
		// line not prefetched: the fetch of 0 (+1), jal 3, its target's
		// line 3 read (+1) and +1 for the unaligned location (MT-G3 at 1
		// WS), c.nop 1 = 7; at 0 WS the 16-bit target costs nothing
		// extra (TestQingKeV2MTG3).
		{"1 WS jump unaligned16", models.Values{}, true, rvMem{0: qkJal14, 14: hzCNop}, []uint32{0, 14}, 7},
		// a 32-bit target there: +1 once, not twice (lines 3 read, 4
		// prefetched): 1 + 3 + 1 + 1 + 1 = 7.
		{"1 WS jump unaligned32", models.Values{}, true, rvMem{0: qkJal14, 14: hzAdd}, []uint32{0, 14}, 7},
		// into the prefetched next line, the target's fetch does not
		// wait: a 16-bit target at 6 costs no unaligned cycle: 1 + 3 + 1.
		{"1 WS jump next line unaligned16", models.Values{}, true, rvMem{0: hzJal6, 6: hzCNop}, []uint32{0, 6}, 5},
		// sequential at 1 WS: the first line misses, the next is prefetched: 1 + 1 + 1.
		{"1 WS straight", models.Values{qkv2FlashExtra: 1}, true, rvMem{0: hzAdd, 4: hzAdd2}, []uint32{0, 4}, 3},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v := models.Values{}
			for _, p := range qkv2Params() {
				v[p.Name] = p.Default
			}
			for k, x := range tc.params {
				v[k] = x
			}
			var mem models.Memory = models.ZeroWait{}
			if tc.flash {
				mem = ws1(t)
			}
			core, err := QingKeV2Spec().New(models.CoreConfig{Mem: mem, Code: tc.code, Params: v})
			if err != nil {
				t.Fatal(err)
			}
			last := tc.pcs[len(tc.pcs)-1]
			if r := runQK(t, core.(*QingKeV2), tc.code, tc.pcs, last+4); r.Cycles != tc.want {
				t.Errorf("%d cycles, want %d", r.Cycles, tc.want)
			}
		})
	}
	for _, p := range qkv2Params() {
		if err := p.Check(p.Default); err != nil {
			t.Errorf("%s default: %v", p.Name, err)
		}
		if p.Source == "" {
			t.Errorf("%s has no source", p.Name)
		}
	}
}

// TestQingKeV2Refuses: what the core lacks ends the run with a clear
// error naming it, never a guessed cost.
func TestQingKeV2Refuses(t *testing.T) {
	cases := []struct {
		name string
		code rvMem
		want string
	}{
		{"mul", rvMem{0: hzMul}, "mul a0,a0,a1"},
		{"mul why", rvMem{0: hzMul}, "built for another RISC-V core"},
		{"x16", rvMem{0: qkAddA6}, "add a0,a0,a6"},
		{"zba", rvMem{0: hzSh1add}, "sh1add"},
		{"c.mul", rvMem{0: 0x9d4d}, "c.mul a0,a1"}, // Zcb with M: 100111 010 10 011 01
		// Zcmp's cm.push sits in c.fsdsp's slot, which is xw.c.sh's on
		// the QingKe V2: there it is that instruction.
		{"cm.push slot", rvMem{0: hzPush}, "xw.c.sh"},
		{"csr", rvMem{0: hzCsrr}, "no cycle count for csr"},
		{"xw", rvMem{0: qkXWLbu}, `xw.c.lbu a0,0(a0)`},
		{"xw why", rvMem{0: qkXWLbu}, `WCH "xw"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := NewQingKeV2(models.ZeroWait{}, tc.code)
			c.Events([]trace.Event{trace.MakeEvent(trace.Exec, 0, rvSize(tc.code[0]))})
			c.Finish(4)
			var u *models.UnsupportedError
			if !errors.As(c.Err(), &u) || u.PC != 0 || !strings.Contains(c.Err().Error(), tc.want) {
				t.Fatalf("err = %v, want an UnsupportedError at 0 naming %q", c.Err(), tc.want)
			}
		})
	}
}

// TestQingKeV2Misaligned: a misaligned load or store is refused (it
// traps on the chip, MT-G3); aligned ones and bytes pass.
func TestQingKeV2Misaligned(t *testing.T) {
	cases := []struct {
		kind       trace.Kind
		addr, size uint32
		refused    bool
	}{
		{trace.Read, 0x20000001, 4, true},
		{trace.Write, 0x20000002, 4, true},
		{trace.Read, 0x20000003, 2, true},
		{trace.Read, 0x20000002, 2, false},
		{trace.Write, 0x20000003, 1, false},
		{trace.Read, 0x20000004, 4, false},
	}
	for _, tc := range cases {
		code := rvMem{0: hzLw}
		c := NewQingKeV2(models.ZeroWait{}, code)
		c.Events([]trace.Event{trace.MakeEvent(trace.Exec, 0, 4), trace.MakeEvent(tc.kind, tc.addr, tc.size)})
		c.Finish(4)
		if got := c.Err() != nil && strings.Contains(c.Err().Error(), "misaligned"); got != tc.refused {
			t.Errorf("%v %d bytes at %#x: err %v, want refused %v", tc.kind, tc.size, tc.addr, c.Err(), tc.refused)
		}
	}
}

// TestQingKeV2Every16Bit: every 16-bit encoding is timed or refused as
// an UnsupportedError naming it (xw ones by their xw name), never a
// panic or another error.
func TestQingKeV2Every16Bit(t *testing.T) {
	xw := 0
	for raw := uint32(0); raw < 1<<16; raw++ {
		if raw&3 == 3 {
			continue
		}
		code := rvMem{0: raw}
		c := NewQingKeV2(models.ZeroWait{}, code)
		c.Events([]trace.Event{trace.MakeEvent(trace.Exec, 0, 2)})
		c.Finish(2)
		err := c.Err()
		if err == nil {
			continue
		}
		var u *models.UnsupportedError
		if !errors.As(err, &u) || u.Text == "" {
			t.Fatalf("%#04x: %v, want an UnsupportedError", raw, err)
		}
		if strings.HasPrefix(u.Text, "xw.") {
			xw++
		}
	}
	// xw.c.lbu/sb/lhu/sh: 2^11 encodings each (rd', rs1', 5 offset bits);
	// the sp forms: 2^7 each (rd', 4 offset bits) = 4 x 2048 + 4 x 128.
	if want := 4*2048 + 4*128; xw != want {
		t.Errorf("%d encodings refused as xw, want %d", xw, want)
	}
}
