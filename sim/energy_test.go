package sim_test

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	"boardless/elfimg"
	"boardless/kernels"
	"boardless/models"
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
		opts := sim.Options{ClockHz: tt.clock}
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
	q.Energy = nil
	return &q
}

// TestEnergyOutOfTable: a clock where the table's extrapolation is not
// positive leaves energy_uj out with a warning; the timing stands.
func TestEnergyOutOfTable(t *testing.T) {
	file := filepath.Join(t.TempDir(), "b.json")
	// Through (16 MHz, 1000 µA) and (64 MHz, 6000 µA) the line crosses
	// zero at 6.4 MHz: at 4 MHz it says nothing.
	os.WriteFile(file, []byte(`{"kind": "board", "name": "g071-steep", "inherits": "nucleo-g071rb",
		"energy": {"vdd_v": 3.0, "run_current": [{"hz": 16000000, "ua": 1000}, {"hz": 64000000, "ua": 6000}],
		"conditions": "test", "source": "test table"}}`), 0o644)
	p, err := models.LoadProfileFile(file)
	if err != nil {
		t.Fatal(err)
	}
	s := sessionWithBoard(t, p, sim.Options{ClockHz: 4e6})
	r, err := s.Call("leaf", []uint32{1, 2})
	if err != nil {
		t.Fatal(err)
	}
	if r.EnergyUJ != nil || r.Cycles == 0 || len(s.Warnings()) != 1 {
		t.Errorf("energy %v, cycles %d, warnings %q", r.EnergyUJ, r.Cycles, s.Warnings())
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
