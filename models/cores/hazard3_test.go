package cores

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"testing"

	"boardless/models"
	"boardless/trace"
)

// rvMem is code at addresses for the Hazard3 tests: each instruction
// word is stored with its own length (the two low bits: 0b11 is 32-bit).
type rvMem map[uint32]uint32

func (m rvMem) ReadMem(addr uint32, n int) ([]byte, error) {
	w, ok := m[addr]
	if !ok {
		return nil, fmt.Errorf("no code at %#x", addr)
	}
	b := binary.LittleEndian.AppendUint32(nil, w)
	return b[:n], nil
}

// Hand encodings (checked by rvdecode's tests against objdump).
const (
	hzAdd    = 0x00b50533 // add a0,a0,a1
	hzAdd2   = 0x00e68633 // add a2,a3,a4
	hzLw     = 0x00052503 // lw a0,0(a0)
	hzMul    = 0x02b50533 // mul a0,a0,a1
	hzDiv    = 0x02b54533 // div a0,a0,a1
	hzSh1add = 0x20b52533 // sh1add a0,a0,a1 (Zba)
	hzJal8   = 0x0080006f // j .+8
	hzJal6   = 0x0060006f // j .+6
	hzBneM4  = 0xfeb51ee3 // bne a0,a1,.-4
	hzBneP8  = 0x00b51463 // bne a0,a1,.+8
	hzCNop   = 0x0001     // c.nop
	hzPush   = 0xb852     // cm.push {ra,s0},-16: 2 registers
	hzPopret = 0xbe52     // cm.popret {ra,s0},16: 2 registers
	hzCsrr   = 0xb0002573 // csrr a0,mcycle
)

func rvSize(w uint32) uint32 {
	if w&3 == 3 {
		return 4
	}
	return 2
}

// TestHazard3MTG1 runs hand-made executions (code, the pcs in execution
// order, where the last returned to) and compares with the cycles MT-G1
// gives, derived beside each case.
func TestHazard3MTG1(t *testing.T) {
	cases := []struct {
		name string
		code rvMem
		pcs  []uint32
		ret  uint32
		want uint64
	}{
		{"alu", rvMem{0: hzAdd, 4: hzAdd2}, []uint32{0, 4}, 8, 2},                    // ALU 1 + 1
		{"zba", rvMem{0: hzSh1add}, []uint32{0}, 4, 1},                               // Zba 1
		{"load-use", rvMem{0: hzLw, 4: hzAdd}, []uint32{0, 4}, 8, 3},                 // load 1 +1 (add reads a0) + ALU 1
		{"load-no-use", rvMem{0: hzLw, 4: hzAdd2}, []uint32{0, 4}, 8, 2},             // load 1 + ALU 1
		{"mul", rvMem{0: hzMul}, []uint32{0}, 4, 1},                                  // mul 1
		{"div", rvMem{0: hzDiv}, []uint32{0}, 4, 18},                                 // div 18 (div_cycles default)
		{"jal-aligned", rvMem{0: hzJal8, 8: hzAdd}, []uint32{0, 8}, 12, 3},           // jal 2 + ALU 1
		{"jal-unaligned32", rvMem{0: hzJal6, 6: hzAdd}, []uint32{0, 6}, 10, 4},       // jal 2 +1 (32-bit at 6) + ALU 1
		{"jal-unaligned16", rvMem{0: hzJal6, 6: hzCNop}, []uint32{0, 6}, 8, 3},       // jal 2 (16-bit target) + ALU 1
		{"branch-forward-not", rvMem{0: hzBneP8, 4: hzAdd}, []uint32{0, 4}, 8, 2},    // not taken, predicted 1 + ALU 1
		{"branch-forward-taken", rvMem{0: hzBneP8, 8: hzAdd}, []uint32{0, 8}, 12, 3}, // taken, mispredicted 2 + ALU 1
		// loop: add at 0, bne at 4 back to 0; taken twice, then falls through:
		// add 1, bne 2 (first taken, not predicted), add 1, bne 1
		// (predicted), add 1, bne 2 (predicted taken, falls through) = 8.
		{"loop", rvMem{0: hzAdd, 4: hzBneM4}, []uint32{0, 4, 0, 4, 0, 4}, 8, 8},
		{"push-popret", rvMem{0: hzPush, 2: hzPopret}, []uint32{0, 2}, 0x100, 7}, // push 1+2, popret 2+2
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := NewHazard3(hz3DivDefault, models.ZeroWait{}, tc.code)
			var evs []trace.Event
			for _, pc := range tc.pcs {
				evs = append(evs, trace.MakeEvent(trace.Exec, pc, rvSize(tc.code[pc])))
			}
			c.Events(evs)
			c.Finish(tc.ret)
			if err := c.Err(); err != nil {
				t.Fatal(err)
			}
			r := c.Result()
			if r.Cycles != tc.want || r.Instructions != uint64(len(tc.pcs)) {
				t.Errorf("%d cycles, %d insns; want %d, %d", r.Cycles, r.Instructions, tc.want, len(tc.pcs))
			}
			for k := range r.Stalls { // one vocabulary: the M33 side of the chip compares with it
				if !slices.Contains(models.StallNames, k) {
					t.Errorf("stall kind %q is not in the vocabulary (models/stalls.go)", k)
				}
			}
		})
	}
}

// TestHazard3RefusesUntimed: a CSR access has no MT-G1 row; the run is
// refused rather than given a guessed cost.
func TestHazard3RefusesUntimed(t *testing.T) {
	c := NewHazard3(hz3DivDefault, models.ZeroWait{}, rvMem{0: hzCsrr})
	c.Events([]trace.Event{trace.MakeEvent(trace.Exec, 0, 4)})
	c.Finish(4)
	var u *models.UnsupportedError
	if !errors.As(c.Err(), &u) || u.PC != 0 {
		t.Fatalf("err = %v, want an UnsupportedError at 0", c.Err())
	}
}

// TestHazard3Spec: the spec builds the model from its parameter and
// refuses a div_cycles MT-G1 does not give.
func TestHazard3Spec(t *testing.T) {
	spec := Hazard3Spec()
	for _, p := range spec.Params {
		if err := p.Check(p.Default); err != nil {
			t.Errorf("%s default: %v", p.Name, err)
		}
		if err := p.Check(17); err == nil {
			t.Errorf("%s = 17 accepted", p.Name)
		}
	}
	c, err := spec.New(models.CoreConfig{Mem: models.ZeroWait{}, Code: rvMem{0: hzDiv}, Params: models.Values{hz3DivParamName: 19}})
	if err != nil {
		t.Fatal(err)
	}
	c.Events([]trace.Event{trace.MakeEvent(trace.Exec, 0, 4)})
	c.Finish(4)
	if got := c.Result().Cycles; got != 19 {
		t.Errorf("div with div_cycles 19: %d cycles", got)
	}
	if _, err := spec.New(models.CoreConfig{Mem: models.ZeroWait{}, Code: rvMem{}, Params: models.Values{hz3DivParamName: 20}}); err == nil {
		t.Error("div_cycles 20 accepted")
	}
}
