package chip

import (
	"strings"
	"testing"

	"boardless/models"
)

// Field values: plain with an offset, powers of two, tables with
// reserved entries, a cap (RM0091's PLLMUL 1111 is x16).
func TestClockFieldValue(t *testing.T) {
	for _, c := range []struct {
		f    Field
		reg  uint32
		want uint64
		ok   bool
	}{
		{Field{Shift: 4, Width: 3, Add: 1}, 0x00000030, 4, true},                           // G0 PLLM 3 -> /4
		{Field{Shift: 11, Width: 3, Pow2: true}, 5 << 11, 32, true},                        // G0 HSIDIV 101 -> /32
		{Field{Shift: 29, Width: 3, Table: []uint64{0, 2, 3, 4, 5, 6, 7, 8}}, 0, 0, false}, // PLLR 000 reserved
		{Field{Shift: 29, Width: 3, Table: []uint64{0, 2, 3, 4, 5, 6, 7, 8}}, 1 << 29, 2, true},
		{Field{Shift: 18, Width: 4, Add: 2, Max: 16}, 15 << 18, 16, true}, // F0 PLLMUL 1111 -> x16
		{Field{Shift: 18, Width: 4, Add: 2, Max: 16}, 10 << 18, 12, true},
		{Field{Shift: 8, Width: 7}, 0, 0, false}, // G0 PLLN 0 is reserved
	} {
		got, ok := c.f.Value(c.reg)
		if got != c.want || ok != c.ok {
			t.Errorf("%+v of 0x%08x = %d %v, want %d %v", c.f, c.reg, got, ok, c.want, c.ok)
		}
	}
}

// Every built-in chip's clock tree resolves, and a tree that names a
// clock it does not define, or a table of the wrong length, is refused
// naming the field.
func TestClockTreeValidation(t *testing.T) {
	for _, b := range []string{"nucleo-g071rb", "nucleo-f091rc", "nucleo-wba52cg", "stm32mp135f-dk"} {
		p, err := models.LoadProfile(b)
		if err != nil || ClockOf(p) == nil {
			t.Fatalf("%s: %v, clock %v", b, err, ClockOf(p))
		}
	}
	p, _ := models.LoadProfile("nucleo-g071rb")
	bad := *ClockOf(p)
	bad.Sysclk.Sources = map[string]string{"0": "msi"}
	SetClock(p, &bad)
	if err := validateClock(p); err == nil || !strings.Contains(err.Error(), "clock.sysclk.sources[0]") {
		t.Errorf("unknown source: %v", err)
	}
	bad = *ClockOf(p)
	bad.Sysclk.Sources = map[string]string{"0": "hsisys"}
	bad.AHB.Table = []uint64{1, 2}
	SetClock(p, &bad)
	if err := validateClock(p); err == nil || !strings.Contains(err.Error(), "clock.ahb_prescaler.table") {
		t.Errorf("short table: %v", err)
	}
}
