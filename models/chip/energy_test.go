package chip

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"boardless/models"
)

// TestEnergyCurrentInterpolation pins the rules of Energy's doc, each
// figure worked out by hand in its comment.
func TestEnergyCurrentInterpolation(t *testing.T) {
	three := []CurrentPoint{{16e6, 1500}, {32e6, 2900}, {64e6, 5600}}
	tests := []struct {
		name string
		e    Energy
		hz   uint64
		want float64
	}{
		// On a point: the point's current.
		{"on the first point", Energy{RunCurrent: three}, 16e6, 1500},
		{"on a middle point", Energy{RunCurrent: three}, 32e6, 2900},
		{"on the last point", Energy{RunCurrent: three}, 64e6, 5600},
		// 24 MHz lies halfway between 16 and 32: 1500 + (2900-1500)*8/16 = 2200.
		{"between the first two", Energy{RunCurrent: three}, 24e6, 2200},
		// 48 MHz halfway between 32 and 64: 2900 + (5600-2900)*16/32 = 4250.
		{"between the last two", Energy{RunCurrent: three}, 48e6, 4250},
		// One point covers its own clock.
		{"one point, at its clock", Energy{RunCurrent: []CurrentPoint{{64e6, 5600}}}, 64e6, 5600},
		// ua_per_mhz: 100 µA/MHz * 64 = 6400.
		{"per MHz", Energy{UAPerMHz: 100}, 64e6, 6400},
		// 52 µA/MHz at 1.5 MHz: 78.
		{"per MHz, fractional clock", Energy{UAPerMHz: 52}, 1.5e6, 78},
	}
	for _, tt := range tests {
		got, err := tt.e.CurrentUA(tt.hz)
		if err != nil || math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("%s: CurrentUA(%d) = %v, %v; want %v", tt.name, tt.hz, got, err, tt.want)
		}
	}
}

// TestEnergyOutsideTable: outside a table's clocks (below its first,
// above its last, a single point's other clocks) there is no current,
// an *OutsideTableError naming the clock and the table's range, never
// an extrapolated figure. The datasheet's µA/MHz form holds at any clock.
func TestEnergyOutsideTable(t *testing.T) {
	three := []CurrentPoint{{16e6, 1500}, {32e6, 2900}, {64e6, 5600}}
	for _, tt := range []struct {
		name string
		e    Energy
		hz   uint64
		want string
	}{
		{"below", Energy{RunCurrent: three}, 8e6, "no datasheet current at 8 MHz: the table covers 16-64 MHz"},
		{"just below", Energy{RunCurrent: three}, 15e6, "no datasheet current at 15 MHz: the table covers 16-64 MHz"},
		{"above", Energy{RunCurrent: three}, 80e6, "no datasheet current at 80 MHz: the table covers 16-64 MHz"},
		{"one point", Energy{RunCurrent: []CurrentPoint{{64e6, 5600}}}, 48e6, "no datasheet current at 48 MHz: the table covers 64 MHz only"},
	} {
		ua, err := tt.e.CurrentUA(tt.hz)
		var out *OutsideTableError
		if !errors.As(err, &out) || err.Error() != tt.want || ua != 0 {
			t.Errorf("%s: CurrentUA(%d) = %v, %v; want the error %q", tt.name, tt.hz, ua, err, tt.want)
		}
	}
	if ua, err := (&Energy{UAPerMHz: 100}).CurrentUA(1e6); err != nil || ua != 100 {
		t.Errorf("µA/MHz at 1 MHz: %v, %v", ua, err)
	}
	if _, err := (&Energy{RunCurrent: three}).CurrentUA(0); err == nil {
		t.Error("0 Hz: no error")
	}
}

// TestEnergyUJ: energy = I * V * t. 5600 µA at 3.3 V for 64e6 cycles at
// 64 MHz (1 s) is 5.6e-3 A * 3.3 V * 1 s = 18.48 mJ = 18480 µJ; 6400
// cycles (100 µs) are 1.848 µJ.
func TestEnergyUJ(t *testing.T) {
	e := Energy{VddV: 3.3, RunCurrent: []CurrentPoint{{16e6, 1500}, {64e6, 5600}}}
	for _, tt := range []struct {
		cycles uint64
		want   float64
	}{{64e6, 18480}, {6400, 1.848}} {
		got, err := e.EnergyUJ(64e6, tt.cycles)
		if err != nil || math.Abs(got-tt.want) > 1e-9*tt.want {
			t.Errorf("EnergyUJ(64 MHz, %d) = %v, %v; want %v", tt.cycles, got, err, tt.want)
		}
	}
	// Two segments: 64e6 cycles at 64 MHz (18480 µJ) and 16e6 cycles at
	// 16 MHz: 1.5 mA * 3.3 V * 1 s = 4950 µJ; 23430 µJ in all. A segment
	// of no cycles adds nothing, whatever its clock.
	got, err := e.EnergyOver([]ClockSegment{{64e6, 64e6}, {16e6, 16e6}, {1, 0}})
	if err != nil || math.Abs(got-23430) > 1e-6 {
		t.Errorf("EnergyOver = %v, %v; want 23430", got, err)
	}
}

// TestEnergyErrors: a malformed section is refused with one line naming
// the field.
func TestEnergyErrors(t *testing.T) {
	const head = `{"kind": "chip", "name": "c", "inherits": "cortex-m0plus", "energy": `
	ok := `"vdd_v": 3.3, "conditions": "Run, flash", "source": "DS0 Table 1"`
	tests := []struct{ energy, want string }{
		{`{` + ok + `, "run_current": [{"hz": 16000000, "ua": -5}]}`, "energy.run_current[0].ua: -5 is not a positive current"},
		{`{` + ok + `, "run_current": [{"hz": 16000000, "ua": 0}]}`, "energy.run_current[0].ua: 0 is not a positive current"},
		{`{` + ok + `}`, "energy: no run_current points and no ua_per_mhz"},
		{`{` + ok + `, "run_current": []}`, "energy: no run_current points and no ua_per_mhz"},
		{`{"vdd_v": 3.3, "conditions": "Run", "ua_per_mhz": 100}`, "energy.source: missing"},
		{`{"vdd_v": 3.3, "source": "DS0", "ua_per_mhz": 100}`, "energy.conditions: missing"},
		{`{"conditions": "Run", "source": "DS0", "ua_per_mhz": 100}`, "energy.vdd_v: 0 is not a positive voltage"},
		{`{` + ok + `, "ua_per_mhz": -1}`, "energy.ua_per_mhz: -1 is not a positive current"},
		{`{` + ok + `, "ua_per_mhz": 100, "run_current": [{"hz": 1000000, "ua": 100}]}`, "energy: give run_current or ua_per_mhz, not both"},
		{`{` + ok + `, "run_current": [{"hz": 32000000, "ua": 3000}, {"hz": 16000000, "ua": 1500}]}`, "energy.run_current[1].hz: not increasing"},
		{`{` + ok + `, "run_current": [{"ua": 3000}]}`, "energy.run_current[0].hz: missing or zero"},
		{`{` + ok + `, "run_curent": []}`, `unknown field "run_curent"`},
	}
	for _, tt := range tests {
		file := filepath.Join(t.TempDir(), "c.json")
		os.WriteFile(file, []byte(head+tt.energy+"}"), 0o644)
		_, err := models.LoadProfileFile(file)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s\n  err = %v, want %q", tt.energy, err, tt.want)
		}
	}
}

// TestEnergyInherited: a board has its chip's energy section, and a
// board file may change one field of it (objects merge field by field).
func TestEnergyInherited(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "chip.json"), []byte(`{"kind": "chip", "name": "chip", "inherits": "stm32g071rb",
		"energy": {"vdd_v": 3.0, "temp_c": 25, "run_current": [{"hz": 16000000, "ua": 1600}, {"hz": 64000000, "ua": 6400}],
		"conditions": "Run, flash", "source": "DS0 Table 1"}}`), 0o644)
	file := filepath.Join(dir, "board.json")
	os.WriteFile(file, []byte(`{"kind": "board", "name": "board", "inherits": "chip", "clock_hz": 32000000, "energy": {"vdd_v": 3.3}}`), 0o644)
	p, err := models.LoadProfileFile(file)
	if err != nil {
		t.Fatal(err)
	}
	// 32 MHz between 16 and 64 MHz: 1600 + 4800*16/48 = 3200 µA.
	ua, ok, err := RunCurrentUA(p, p.ClockHz)
	if !ok || err != nil || math.Abs(ua-3200) > 1e-9 || EnergyOf(p).VddV != 3.3 || EnergyOf(p).Source != "DS0 Table 1" {
		t.Errorf("RunCurrentUA = %v, %v, %v; energy %+v", ua, ok, err, EnergyOf(p))
	}
}

// TestBuiltinEnergy: every built-in chip that carries energy data gives
// a positive current at its boards' clock and maximum, and names its
// source and the table's range. At 1 MHz, below every table, it says
// that the table does not cover that clock, never a figure.
func TestBuiltinEnergy(t *testing.T) {
	for _, b := range models.Boards() {
		if EnergyOf(b) == nil {
			continue
		}
		if !strings.Contains(EnergyOf(b).Label(), EnergyOf(b).Source) {
			t.Errorf("%s: label %q lacks the source", b.Name, EnergyOf(b).Label())
		}
		top := b.MaxClockHz
		if top == 0 {
			top = b.ClockHz
		}
		for _, hz := range []uint64{b.ClockHz, top} {
			if ua, ok, err := RunCurrentUA(b, hz); !ok || err != nil || ua <= 0 {
				t.Errorf("%s at %d Hz: %v µA, %v, %v", b.Name, hz, ua, ok, err)
			}
		}
		if ua, _, err := RunCurrentUA(b, 1e6); ua != 0 || err == nil || !strings.Contains(err.Error(), "no datasheet current at 1 MHz: the table covers ") {
			t.Errorf("%s at 1 MHz: %v µA, %v", b.Name, ua, err)
		}
	}
}

// researchNotes are phrases of how a figure was looked up (tool names,
// corpus ids), which user-facing source notes must not carry: a note
// cites the datasheet's table and row.
var researchNotes = regexp.MustCompile(`(?i)read_file|find_string|corpus|search tool|file id|\bid [0-9]{6,}|\[U:`)

// TestEnergySourcesCiteDatasheets: every built-in energy section's
// source and conditions, as 'params' and the reports print them, cite
// the datasheet table, not the research that found it.
func TestEnergySourcesCiteDatasheets(t *testing.T) {
	for _, b := range models.Boards() {
		if EnergyOf(b) == nil {
			continue
		}
		if m := researchNotes.FindString(EnergyOf(b).Label()); m != "" {
			t.Errorf("%s: energy note has %q: %s", b.Name, m, EnergyOf(b).Label())
		}
		if !regexp.MustCompile(`Table|table`).MatchString(EnergyOf(b).Source) {
			t.Errorf("%s: energy source %q names no table", b.Name, EnergyOf(b).Source)
		}
	}
}
