package sim_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"boardless/elfimg"
	"boardless/internal/armbuild"
	"boardless/models"
	"boardless/sim"
)

// TestCallOnce pins the one-call path of check, sweep and compare to
// what opening a session, placing the arguments and calling gives, and
// its refusal of a typed argument it cannot pass.
func TestCallOnce(t *testing.T) {
	path := armbuild.BuildString(t, "frames.S", frameSrc, "-mcpu=cortex-m0", "-mthumb")
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := models.LoadProfile("nucleo-g071rb")
	if err != nil {
		t.Fatal(err)
	}
	opts := sim.Options{Budget: 1_000_000}
	args := []sim.Arg{{Int: 40}, {IsBuf: true, Data: make([]byte, 16)}}
	s := sessionWith(t, "nucleo-g071rb", opts)
	words, err := s.Place(args)
	if err != nil {
		t.Fatal(err)
	}
	want, err := s.Call("frame40", words)
	if err != nil {
		t.Fatal(err)
	}
	out, err := sim.CallOnce(p, img, opts, sim.Call{Fn: "frame40", Args: args})
	if err != nil {
		t.Fatal(err)
	}
	got := out.First
	if out.Run != nil {
		t.Error("a call with words (no CallSpec) has a run record")
	}
	if got.Cycles != want.Cycles || got.StackBytes != want.StackBytes || got.Cycles == 0 {
		t.Errorf("CallOnce: %d cycles, %d stack bytes; Open, Place and Call: %d, %d", got.Cycles, got.StackBytes, want.Cycles, want.StackBytes)
	}
	_, err = sim.CallOnce(p, img, opts, sim.Call{Fn: "frame40", Args: []sim.Arg{{Spec: "f32:1.5", Type: "f32"}}})
	if err == nil || !strings.Contains(err.Error(), "is for 'boardless run'") {
		t.Errorf("a typed argument: error %v, want the refusal of Place", err)
	}
}

// TestResolvedOpensAsResolved: a board resolved once (what the commands
// print) is what its sessions run, and opening it resolves nothing
// again: the session's parameters are the resolved ones.
func TestResolvedOpensAsResolved(t *testing.T) {
	path := armbuild.BuildString(t, "frames.S", frameSrc, "-mcpu=cortex-m0", "-mthumb")
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := models.LoadProfile("nucleo-g071rb")
	if err != nil {
		t.Fatal(err)
	}
	rb, err := sim.Resolve(p, sim.Options{WhatIf: sim.WhatIf{ClockHz: 16e6, MulSmall: true}})
	if err != nil {
		t.Fatal(err)
	}
	if rb.Board.ClockHz != 16e6 || models.ValuesOf(rb.Params)["mul_cycles"] != 32 || p.ClockHz == 16e6 {
		t.Fatalf("resolved board %d Hz, mul_cycles %v (loaded board %d Hz)", rb.Board.ClockHz, models.ValuesOf(rb.Params)["mul_cycles"], p.ClockHz)
	}
	s, err := rb.Open(img)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.Board != rb.Board || &s.Params()[0] != &rb.Params[0] {
		t.Error("the session does not run the resolved board and parameters")
	}
	if _, err := sim.Resolve(p, sim.Options{WhatIf: sim.WhatIf{ClockHz: 1e9}}); err == nil {
		t.Error("a clock above the chip's resolved")
	}
}

// TestCallOnceTyped pins CallOnce with a CallSpec (run and annotate) to
// Open and Invoke: the same figures, the run's record (repeats, the
// buffer read back in base64), Prepare called before the call and
// Inspect after it on the open session.
func TestCallOnceTyped(t *testing.T) {
	s := sessionWith(t, "nucleo-g071rb", sim.Options{Budget: 1_000_000})
	args := []sim.Arg{{Int: 40}, {IsBuf: true, Data: []byte{1, 2, 3}}}
	spec := sim.CallSpec{Repeat: 3, Dump: []int{1}}
	want, err := s.Invoke("frame40", args, spec)
	if err != nil {
		t.Fatal(err)
	}
	rb, err := sim.Resolve(s.Board, sim.Options{Budget: 1_000_000})
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	c := sim.Call{Fn: "frame40", Args: args, Spec: &spec,
		Prepare: func(s *sim.Session) error { order = append(order, "prepare"); return nil },
		Inspect: func(s *sim.Session, out *sim.Outcome, err error) error {
			if _, rerr := s.ReadMem(0x08000000, 4); rerr != nil || err != nil || out == nil {
				t.Errorf("Inspect: the session is not open (%v) or the call failed (%v)", rerr, err)
			}
			order = append(order, "inspect")
			return nil
		}}
	got, err := rb.CallOnce(s.Image, c)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(order, ",") != "prepare,inspect" {
		t.Errorf("hooks called %v, want prepare then inspect", order)
	}
	if got.First.Cycles != want.First.Cycles || len(got.Cycles) != 3 || got.Cycles[2] != want.Cycles[2] {
		t.Errorf("CallOnce %d cycles %v; Invoke %d %v", got.First.Cycles, got.Cycles, want.First.Cycles, want.Cycles)
	}
	r := got.Run
	if r == nil || r.Call != got.First || r.Repeat == nil || len(r.Repeat.Cycles) != 3 || r.Repeat.Steady == nil {
		t.Fatalf("run record %+v", r)
	}
	if len(r.Dumps) != 1 || r.Dumps[0].Arg != 1 || r.Dumps[0].Bytes != 3 || r.Dumps[0].Base64 != "AQID" {
		t.Errorf("dumps %+v, want argument 1's 3 bytes, AQID", r.Dumps)
	}
	single := sim.CallSpec{}
	one, err := rb.CallOnce(s.Image, sim.Call{Fn: "frame40", Args: args, Spec: &single})
	if err != nil || one.Run == nil || one.Run.Repeat != nil {
		t.Errorf("a single cold call: %v, record %+v (no repeat wanted)", err, one.Run)
	}
}

// TestCallOnceHookErrors: an error of Prepare or Inspect is CallOnce's,
// and Inspect sees the call's own error.
func TestCallOnceHookErrors(t *testing.T) {
	s := sessionWith(t, "nucleo-g071rb", sim.Options{Budget: 1_000_000})
	rb, err := sim.Resolve(s.Board, sim.Options{Budget: 1_000_000})
	if err != nil {
		t.Fatal(err)
	}
	mine := errors.New("mine")
	_, err = rb.CallOnce(s.Image, sim.Call{Fn: "leaf", Prepare: func(*sim.Session) error { return mine }})
	if err != mine {
		t.Errorf("Prepare's error: got %v", err)
	}
	var seen error
	_, err = rb.CallOnce(s.Image, sim.Call{Fn: "recurse", Inspect: func(_ *sim.Session, _ *sim.Outcome, err error) error { seen = err; return nil }})
	if err == nil || seen != err {
		t.Errorf("a failing call: CallOnce %v, Inspect saw %v", err, seen)
	}
}

// TestCallOnceStop: a cancelled Stop context interrupts the call, which
// fails with the partial figures (run's Ctrl-C).
func TestCallOnceStop(t *testing.T) {
	path := armbuild.BuildString(t, "spin.S", `
	.syntax unified
	.thumb
	.global spin
	.type spin, %function
	.thumb_func
spin:	b spin
	.size spin, .-spin
`, "-mcpu=cortex-m0", "-mthumb")
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := models.LoadProfile("nucleo-g071rb")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	spec := sim.CallSpec{}
	_, err = sim.CallOnce(p, img, sim.Options{Budget: 1 << 62}, sim.Call{Fn: "spin", Spec: &spec, Stop: ctx})
	var ce *sim.CallError
	if !errors.As(err, &ce) || !ce.Interrupted() || ce.Partial == nil || ce.Partial.Cycles == 0 {
		t.Errorf("a stopped call: %v, want an interrupted CallError with partial figures", err)
	}
}
