package sim_test

import (
	"math"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"boardless/elfimg"
	"boardless/internal/armbuild"
	"boardless/kernels"
	"boardless/models"
	"boardless/models/chip"
	"boardless/result"
	"boardless/sim"
)

// energyBoard is the G071 Nucleo with a made-up energy section whose
// figures are easy to check by hand: 1600 µA at 16 MHz, 6400 µA at 64 MHz
// (a straight line through the origin, 100 µA/MHz), at 3.0 V.
func energyBoard(t *testing.T) *models.Profile {
	t.Helper()
	file := filepath.Join(t.TempDir(), "b.json")
	os.WriteFile(file, []byte(`{"kind": "board", "name": "g071-energy", "inherits": "nucleo-g071rb",
		"energy": {"vdd_v": 3.0, "temp_c": 25, "run_current": [{"hz": 16000000, "ua": 1600}, {"hz": 64000000, "ua": 6400}],
		"conditions": "test", "source": "test table"}}`), 0o644)
	p, err := models.LoadProfileFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestEnergyKernelRun: a kernel's energy_uj is I(f) * V * t, at the
// board's clock and at a --clock what-if, and the cycles do not depend
// on whether the chip carries energy data.
func TestEnergyKernelRun(t *testing.T) {
	path := kernels.ImagePath("../build", "nucleo-g071rb", "sym")
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("%s missing: run 'make kernels'", path)
	}
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	var k kernels.Kernel
	for _, kk := range kernels.Catalog(256) {
		if kk.Name == "sha256-fast-256" {
			k = kk
		}
	}
	plain, err := models.LoadProfile("nucleo-g071rb")
	if err != nil {
		t.Fatal(err)
	}
	run := func(p *models.Profile, opts sim.Options) (cycles uint64, timeUS float64, uj *float64) {
		s, err := sim.Open(p, img, opts)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		out, err := kernels.Run(s, k, sim.NewRand(7))
		if err != nil {
			t.Fatal(err)
		}
		return out.Result.Cycles, out.Result.TimeUS, out.Result.EnergyUJ
	}
	board := energyBoard(t)
	for _, tt := range []struct {
		clock uint64
		ua    float64 // the table's current at the clock, by hand
	}{
		{0, 6400},    // the board's 64 MHz: the last point
		{24e6, 2400}, // 1600 + 4800*8/48
		{48e6, 4800}, // 1600 + 4800*32/48
	} {
		opts := sim.Options{WhatIf: sim.WhatIf{ClockHz: tt.clock}}
		cycles, timeUS, uj := run(board, opts)
		if uj == nil {
			t.Fatalf("clock %d: no energy_uj", tt.clock)
		}
		// µA * 1e-6 * V * µs * 1e-6 * 1e6 µJ/J
		want := tt.ua * 1e-6 * 3.0 * timeUS * 1e-6 * 1e6
		if math.Abs(*uj-want) > 1e-9*want {
			t.Errorf("clock %d: energy %v µJ, want I*V*t = %v µJ", tt.clock, *uj, want)
		}
		plainCycles, _, _ := run(plain, opts)
		if plainCycles != cycles {
			t.Errorf("clock %d: %d cycles with energy data, %d without", tt.clock, cycles, plainCycles)
		}
	}
	// A chip without energy data: no figure at all, never 0.
	if _, _, uj := run(withoutEnergy(plain), sim.Options{}); uj != nil {
		t.Errorf("a chip without energy data gave energy_uj %v", *uj)
	}
}

// withoutEnergy is the board with its energy section taken away.
func withoutEnergy(p *models.Profile) *models.Profile {
	q := *p
	chip.SetEnergy(&q, nil)
	return &q
}

// TestEnergyOutOfTable: a clock outside the datasheet table (below its
// first point, above its last) has no energy figure, and the record says
// why; the timing stands.
func TestEnergyOutOfTable(t *testing.T) {
	file := filepath.Join(t.TempDir(), "b.json")
	os.WriteFile(file, []byte(`{"kind": "board", "name": "g071-table", "inherits": "nucleo-g071rb",
		"energy": {"vdd_v": 3.0, "run_current": [{"hz": 16000000, "ua": 1000}, {"hz": 64000000, "ua": 6000}],
		"conditions": "test", "source": "test table"}}`), 0o644)
	p, err := models.LoadProfileFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		hz   uint64
		note string
	}{
		{4e6, "no datasheet current at 4 MHz: the table covers 16-64 MHz"},
		{8e6, "no datasheet current at 8 MHz: the table covers 16-64 MHz"}, // extrapolated, this was 1000 - 8*5000/48 = 167 µA
		{16e6, ""},
	} {
		s := sessionWithBoard(t, p, sim.Options{WhatIf: sim.WhatIf{ClockHz: c.hz}})
		r, err := s.Call("leaf", []uint32{1, 2})
		if err != nil {
			t.Fatal(err)
		}
		if (r.EnergyUJ == nil) != (c.note != "") || r.EnergyNote != c.note || r.Cycles == 0 || len(s.Warnings()) != 0 {
			t.Errorf("%d Hz: energy %v, note %q, cycles %d, warnings %q; want note %q", c.hz, r.EnergyUJ, r.EnergyNote, r.Cycles, s.Warnings(), c.note)
		}
	}
}

func sessionWithBoard(t *testing.T, p *models.Profile, opts sim.Options) *sim.Session {
	t.Helper()
	s0 := sessionWith(t, "nucleo-g071rb", sim.Options{})
	s, err := sim.Open(p, s0.Image, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// TestEnergyFirmware: a firmware run's energy_uj is I*V*t summed over its
// clock segments. This firmware never touches RCC, so it runs all along
// at the G0's reset clock, HSI16: 1.6 mA at 16 MHz, 3.0 V.
func TestEnergyFirmware(t *testing.T) {
	elf := armbuild.BuildString(t, "semi.S", semihostM, "-mcpu=cortex-m0plus", "-mthumb", "-Wl,--section-start=.vectors=0x08000000", "-Wl,-Ttext=0x08000100")
	_, img := load(t, "nucleo-g071rb", elf)
	r, err := sim.RunFirmware(energyBoard(t), img, sim.FirmwareOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if r.EnergyUJ == nil {
		t.Fatal("no energy_uj")
	}
	if len(r.ClockSegments) != 1 || r.ClockSegments[0].ClockHz != 16000000 {
		t.Fatalf("clock segments %+v, want one at the reset clock", r.ClockSegments)
	}
	if want := 1600e-6 * 3.0 * r.TimeUS; math.Abs(*r.EnergyUJ-want) > 1e-9*want || r.Cycles == 0 {
		t.Errorf("energy %v µJ over %d cycles, want I*V*t = %v µJ", *r.EnergyUJ, r.Cycles, want)
	}
}

// TestEnergySegments: each clock segment runs from its start cycle to the
// next one's, the last to the end of the run, so a run that switches from
// 16 MHz at cycle 0 to 64 MHz at cycle 1000 and ends at cycle 5000 spends
// 1000 cycles at 16 MHz and 4000 at 64 MHz; with the board's points
// (1.6 mA at 16 MHz, 6.4 mA at 64 MHz, 3.0 V) that is
// 1.6e-3*3*1000/16e6 + 6.4e-3*3*4000/64e6 J = 0.3 + 1.2 = 1.5 µJ.
func TestEnergySegments(t *testing.T) {
	segs := []result.ClockSegment{{FromCycle: 0, ClockHz: 16000000}, {FromCycle: 1000, ClockHz: 64000000}}
	got := sim.EnergySegmentsForTest(segs, 5000)
	want := []chip.ClockSegment{{Hz: 16000000, Cycles: 1000}, {Hz: 64000000, Cycles: 4000}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("segments %+v, want %+v", got, want)
	}
	uj, err := chip.EnergyOf(energyBoard(t)).EnergyOver(got)
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(uj-1.5) > 1e-9 {
		t.Errorf("energy %v µJ, want 1.5", uj)
	}
}
