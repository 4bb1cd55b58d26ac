package sim_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"boardless/emu"
	"boardless/sim"
)

// spinSrc never returns: the call ends only when stopped from outside.
const spinSrc = `volatile unsigned spins;
void spin(void) { for (;;) spins++; }
`

// TestCallStoppedFromOutside: a call stopped by Session.Interrupt (the
// CLI's Ctrl-C) or the wall-clock timeout fails with a CallError that
// names where it stopped and carries the figures up to there (Partial);
// a call that faults by itself carries none. Before, the stop gave only
// the error.
func TestCallStoppedFromOutside(t *testing.T) {
	const board = "nucleo-g071rb"
	elf := buildOwn(t, board, "spin.c", spinSrc)
	for _, tc := range []struct {
		name string
		opts sim.Options
		stop bool
		kind emu.FaultKind
	}{
		{"interrupt", sim.Options{}, true, emu.FaultStopped},
		{"timeout", sim.Options{Timeout: 100 * time.Millisecond}, false, emu.FaultTimeout},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := openOwn(t, board, elf, tc.opts)
			if tc.stop {
				time.AfterFunc(100*time.Millisecond, s.Interrupt)
			}
			_, err := s.Invoke("spin", nil, sim.CallSpec{})
			var ce *sim.CallError
			if !errors.As(err, &ce) || ce.Fault == nil || ce.Fault.Kind != tc.kind {
				t.Fatalf("error %v; want a CallError of fault kind %v", err, tc.kind)
			}
			if !strings.HasPrefix(ce.Where, "spin") {
				t.Errorf("stopped at %q; want in spin", ce.Where)
			}
			p := ce.Partial
			if p == nil || p.Cycles == 0 || p.Instructions == 0 || p.Cycles < p.Instructions || p.Function != "spin" {
				t.Fatalf("partial figures %+v", p)
			}
		})
	}
}
