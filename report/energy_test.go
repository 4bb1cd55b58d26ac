package report

import (
	"strings"
	"testing"

	"boardless/models/chip"
)

// TestReportEnergy: with the chip's datasheet current the sole-buffer
// and data-flow tables gain µJ per operation and per byte, labelled as a
// datasheet-typical estimate with the source in the footnote; a run
// without a figure shows "—", and a chip without data no columns at all.
func TestReportEnergy(t *testing.T) {
	base := synthetic()
	cfg := base.Config
	cfg.Energy = &chip.Energy{VddV: 3.3, UAPerMHz: 100, Conditions: "Run mode, flash", Source: "DS0000 Table 99"}
	runs := append([]Run(nil), base.Runs...)
	var aes32 string
	for i := range runs {
		r := &runs[i]
		if !r.Verified {
			continue
		}
		// 6.4 mA at 64 MHz, 3.3 V: 21.12 mW, i.e. 0.02112 µJ per µs.
		uj := 0.02112 * r.TimeUS
		r.EnergyUJ = &uj
		if r.Kernel.Family == "aes-cbc" && r.Kernel.API == "sole" && r.Kernel.Bytes == 32 && r.Kernel.Direction == "enc" && r.Kernel.Config == "small" {
			// 3328 cycles = 52 µs: 1.098 µJ, 0.03432 µJ per byte of 32.
			aes32 = "| 128 bits | 32 | Encryption | small | 3328 | 52.0 | 615.4 | 1.098 | 0.03432 | 200 |"
		}
	}
	runs[0].EnergyUJ = nil // one verified run without a figure: "—"
	files, err := Render(New(cfg, runs, base.Footprints, nil), nil)
	if err != nil {
		t.Fatal(err)
	}
	md := string(files[0].Data)
	for _, s := range []string{"Energy (µJ/op, datasheet-typical estimate†)", "Energy (µJ/byte, datasheet-typical estimate†)",
		"Energy (µJ/message, datasheet-typical estimate†)", "DS0000 Table 99", "datasheet-typical estimate: 6.4 mA at 64 MHz, 3.3 V",
		aes32, "| — | — |"} {
		if !strings.Contains(md, s) {
			t.Errorf("report.md lacks %q", s)
		}
	}
	if csv := string(files[2].Data); !strings.Contains(strings.SplitN(csv, "\n", 2)[0], ",energy_uj") || !strings.Contains(csv, ",1.09824") {
		t.Errorf("results.csv lacks the energy column:\n%.400s", csv)
	}
	plain, err := Render(New(base.Config, base.Runs, base.Footprints, nil), nil)
	if err != nil {
		t.Fatal(err)
	}
	if md := string(plain[0].Data); strings.Contains(md, "µJ/op") || !strings.Contains(md, "carries no datasheet run current") {
		t.Error("a chip without energy data: energy columns shown, or no sentence saying why not")
	}
}

// TestSideBySideEnergy: the side-by-side table has the energy column,
// "—" for a board without a datasheet current (empty in CSV, never 0),
// and a footnote naming each board's table once.
func TestSideBySideEnergy(t *testing.T) {
	uj := 12.5
	s := &SideBySide{Kind: "function",
		Columns: []SideColumn{{Label: "a", Board: "a", Core: "cortex-m0plus", ClockHz: 64e6, EnergySource: "TABLE A"},
			{Label: "a clock=16e6", Board: "a", Core: "cortex-m0plus", ClockHz: 16e6, EnergySource: "TABLE A"},
			{Label: "b", Board: "b", Core: "cortex-m33", ClockHz: 100e6}},
		Rows: []SideRow{{Name: "f", Results: []SideCell{{Column: "a", OK: true, Cycles: 10, TimeUS: 1, EnergyUJ: &uj},
			{Column: "a clock=16e6", OK: true, Cycles: 10, TimeUS: 4, EnergyUJ: &uj}, {Column: "b", OK: true, Cycles: 10, TimeUS: 0.1}}}}}
	var text, csv strings.Builder
	if err := s.Write(&text, "table"); err != nil {
		t.Fatal(err)
	}
	s.Write(&csv, "csv")
	out := text.String()
	if !strings.Contains(out, "ENERGY (uJ)*") || !strings.Contains(out, "12.5") || strings.Count(out, "TABLE A") != 1 ||
		!strings.Contains(out, "* energy: datasheet-typical estimate") {
		t.Errorf("table:\n%s", out)
	}
	if lines := strings.Split(out, "\n"); !strings.Contains(lines[3], "—") {
		t.Errorf("board without data: %q, want —", lines[3])
	}
	if lines := strings.Split(csv.String(), "\n"); !strings.HasSuffix(lines[1], ",12.5") || !strings.HasSuffix(lines[3], ",") {
		t.Errorf("csv:\n%s", csv.String())
	}
}
