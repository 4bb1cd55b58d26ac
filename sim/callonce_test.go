package sim_test

import (
	"strings"
	"testing"

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
	got, err := sim.CallOnce(p, img, opts, "frame40", args)
	if err != nil {
		t.Fatal(err)
	}
	if got.Cycles != want.Cycles || got.StackBytes != want.StackBytes || got.Cycles == 0 {
		t.Errorf("CallOnce: %d cycles, %d stack bytes; Open, Place and Call: %d, %d", got.Cycles, got.StackBytes, want.Cycles, want.StackBytes)
	}
	_, err = sim.CallOnce(p, img, opts, "frame40", []sim.Arg{{Spec: "f32:1.5", Type: "f32"}})
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
