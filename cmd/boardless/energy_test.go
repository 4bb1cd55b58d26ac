package main

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"boardless/models"
	"boardless/sim"
)

// energyBoardFile writes a board file: the G071 Nucleo with the given
// energy section ("null" takes the chip's away).
func energyBoardFile(t *testing.T, energy string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "b.json")
	os.WriteFile(file, []byte(`{"kind": "board", "name": "g071-energy", "inherits": "nucleo-g071rb", "energy": `+energy+`}`), 0o644)
	return file
}

// testEnergy is 100 µA/MHz at 3.0 V: 6.4 mA at 64 MHz, 2.4 mA at 24 MHz.
const testEnergy = `{"vdd_v": 3.0, "temp_c": 25, "ua_per_mhz": 100, "conditions": "test conditions", "source": "TEST Table 1"}`

// TestRunEnergyJSON: energy_uj is I(f) * V * t in run's JSON, at the
// board's clock and at --clock; a chip without data has no energy_uj and
// its table says "—", never 0.
func TestRunEnergyJSON(t *testing.T) {
	needKernels(t)
	args := []string{"run", "--elf", kernelELF, "--func", "sha256_fast", "--arg", "hex:616263", "--arg", "3", "--arg", "buf:32"}
	with := energyBoardFile(t, testEnergy)
	for _, tt := range []struct {
		clock string
		ma    float64
	}{{"", 6.4}, {"24MHz", 2.4}} {
		a := append(append([]string{}, args...), "--board-file", with, "--format", "json")
		if tt.clock != "" {
			a = append(a, "--clock", tt.clock)
		}
		code, out, errs := run(t, a...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		var r struct {
			TimeUS   float64  `json:"time_us"`
			EnergyUJ *float64 `json:"energy_uj"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil || r.EnergyUJ == nil {
			t.Fatalf("clock %q: no energy_uj (%v):\n%s", tt.clock, err, out)
		}
		// mA * V * µs = nJ; / 1000 = µJ.
		if want := tt.ma * 3.0 * r.TimeUS / 1000; math.Abs(*r.EnergyUJ-want) > 1e-9*want {
			t.Errorf("clock %q: energy_uj %v, want I*V*t = %v", tt.clock, *r.EnergyUJ, want)
		}
	}
	without := energyBoardFile(t, "null")
	code, out, errs := run(t, append(append([]string{}, args...), "--board-file", without, "--format", "json")...)
	if code != 0 || strings.Contains(out, "energy_uj") {
		t.Errorf("no energy data: exit %d, JSON has energy_uj: %s %s", code, out, errs)
	}
	code, out, _ = run(t, append(append([]string{}, args...), "--board-file", without)...)
	if code != 0 || !strings.Contains(out, "— (the chip carries no datasheet run current)") {
		t.Errorf("table without energy data:\n%s", out)
	}
	code, out, _ = run(t, append(append([]string{}, args...), "--board-file", with, "--verbose")...)
	if code != 0 || !strings.Contains(out, "uJ (datasheet-typical estimate)") || !strings.Contains(out, "energy source: datasheet-typical run current (100 µA/MHz) at 3 V: TEST Table 1; test conditions") {
		t.Errorf("table with energy data, --verbose:\n%s", out)
	}
}

// TestParamsEnergy: 'params' names the energy figure's source and the
// current at the board's clock; a bad energy section is a usage error
// naming the field.
func TestParamsEnergy(t *testing.T) {
	code, out, _ := run(t, "params", "--board-file", energyBoardFile(t, testEnergy))
	if code != 0 || !strings.Contains(out, "energy: 6.4 mA at 64 MHz (datasheet-typical run current (100 µA/MHz) at 3 V: TEST Table 1; test conditions)") {
		t.Errorf("params:\n%s", out)
	}
	code, _, errs := run(t, "params", "--board-file", energyBoardFile(t, `{"vdd_v": 3.0, "ua_per_mhz": -4, "conditions": "c", "source": "s"}`))
	if code != 2 || !strings.Contains(errs, "energy.ua_per_mhz: -4 is not a positive current") {
		t.Errorf("bad energy section: exit %d, %s", code, errs)
	}
}

// TestCheckEnergyLine: check's energy per cycle is I*V/f: 6.4 mA * 3 V /
// 64 MHz = 0.3 nJ; at a --clock of 16 MHz 1.6 mA * 3 V / 16 MHz, the
// same 0.3 nJ (the test figure is proportional); nothing without data.
func TestCheckEnergyLine(t *testing.T) {
	for _, tt := range []struct {
		energy, clock, want string
	}{
		{testEnergy, "", "energy: 0.3 nJ per cycle at 64 MHz (datasheet-typical estimate;"},
		{testEnergy, "16MHz", "energy: 0.3 nJ per cycle at 16 MHz"},
		{"null", "", ""},
	} {
		board, err := models.LoadProfileFile(energyBoardFile(t, tt.energy))
		if err != nil {
			t.Fatal(err)
		}
		var opts sim.Options
		if tt.clock != "" {
			opts.ClockHz = 16e6
		}
		var b strings.Builder
		rb, err := sim.Resolve(board, opts)
		if err != nil {
			t.Fatal(err)
		}
		printCheckEnergy(&b, rb.Board)
		if got := b.String(); (tt.want == "" && got != "") || !strings.Contains(got, tt.want) {
			t.Errorf("%s %s: %q, want %q", tt.energy, tt.clock, got, tt.want)
		}
	}
}

// TestRunEnergyOutsideTable: at a clock outside the datasheet table the
// run prints "—" with the reason, in the table and the JSON (no
// energy_uj, an energy_note), never an extrapolated figure; inside it,
// the interpolated one.
func TestRunEnergyOutsideTable(t *testing.T) {
	needKernels(t)
	table := energyBoardFile(t, `{"vdd_v": 3.0, "run_current": [{"hz": 16000000, "ua": 1600}, {"hz": 64000000, "ua": 6400}],
		"conditions": "test conditions", "source": "TEST Table 2"}`)
	args := []string{"run", "--board-file", table, "--elf", kernelELF, "--func", "sha256_fast", "--arg", "hex:616263", "--arg", "3", "--arg", "buf:32"}
	const why = "no datasheet current at 8 MHz: the table covers 16-64 MHz"
	code, out, errs := run(t, append(args, "--clock", "8MHz")...)
	if code != 0 || !regexp.MustCompile(`(?m)^energy +— \(`+why+`\)$`).MatchString(out) {
		t.Errorf("table at 8 MHz: exit %d %s\n%s", code, errs, out)
	}
	code, out, errs = run(t, append(args, "--clock", "8MHz", "--format", "json")...)
	var r map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil || r["energy_uj"] != nil || r["energy_note"] != why {
		t.Errorf("JSON at 8 MHz: exit %d %s\n%s", code, errs, out)
	}
	code, out, _ = run(t, append(args, "--clock", "32MHz", "--format", "json")...)
	r = nil
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil || r["energy_uj"] == nil || r["energy_note"] != nil {
		t.Errorf("JSON at 32 MHz, inside the table: exit %d\n%s", code, out)
	}
}

// TestParamsCiteDatasheets: what 'params' prints of every built-in
// board (parameter sources, the energy line) cites documents, never how
// a figure was looked up (tool names, corpus file ids).
func TestParamsCiteDatasheets(t *testing.T) {
	notes := regexp.MustCompile(`(?i)read_file|find_string|corpus|search tool|file id|\bid [0-9]{6,}`)
	for _, b := range models.Boards() {
		code, out, errs := run(t, "params", "--board", b.Name)
		if code != 0 {
			t.Fatalf("params --board %s: exit %d %s", b.Name, code, errs)
		}
		for _, line := range strings.Split(out, "\n") {
			if m := notes.FindString(line); m != "" {
				t.Errorf("%s: params prints %q: %s", b.Name, m, line)
			}
		}
	}
}
